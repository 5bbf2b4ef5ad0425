/** The activities page (spec 2, sections 3 and 7): what happened lately, newest first. */
import type { LocalizedText } from './common.ts';

export interface Activity {
  id: string;
  /** A lucide icon name (kebab case), or null when the activity shows an image. */
  icon: string | null;
  /** A `data:` URL (a person's avatar), or null when the activity shows an icon. */
  image: string | null;
  /** May contain markup (`<strong>`, `<em>`). */
  description: LocalizedText;
  /** ISO date-time. */
  date: string;
  /** More text shown under the description (HTML). */
  extraContent?: LocalizedText;
  /** The name of the linked item, shown as the link's text. */
  linkedContent?: LocalizedText;
  /** An in-app route (with `useRouter`) or an external address. */
  link?: string;
  useRouter?: boolean;
}
