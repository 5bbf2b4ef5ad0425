import { createElement } from 'react';
import type { LucideProps } from 'lucide-react';
import { iconByName } from '../../shell/icons';

/** An icon named in data (a lucide name in kebab case); unknown names show a neutral dot. */
export function NamedIcon({ iconName, ...props }: LucideProps & { iconName: string | null | undefined }) {
  return createElement(iconByName(iconName), props);
}
