import { useId, type SVGProps } from 'react';
import { amber, blue, red, white } from '../../theme/palettes';
import type { Language } from '../../i18n/load';

type FlagProps = Omit<SVGProps<SVGSVGElement>, 'viewBox' | 'children'>;

/** The flag of Spain (without the coat of arms, as small flags show it): red, yellow twice as tall, red. */
export function FlagSpain(props: FlagProps) {
  return (
    <svg viewBox="0 0 24 16" aria-hidden="true" focusable="false" {...props}>
      <rect width="24" height="16" fill={red[600]} />
      <rect y="4" width="24" height="8" fill={amber[400]} />
    </svg>
  );
}

/** The Union Flag of the United Kingdom (English). */
export function FlagUnitedKingdom(props: FlagProps) {
  const id = useId();
  const diagonals = `${id}-diagonals`;
  return (
    <svg viewBox="0 0 60 30" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" {...props}>
      <clipPath id={diagonals}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <rect width="60" height="30" fill={blue[900]} />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke={white} strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${diagonals})`} stroke={red[700]} strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke={white} strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke={red[700]} strokeWidth="6" />
    </svg>
  );
}

/** Only these two flags exist (spec §2). */
export const flags: Record<Language, (props: FlagProps) => React.JSX.Element> = {
  es: FlagSpain,
  en: FlagUnitedKingdom,
};
