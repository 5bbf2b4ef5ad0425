/** Icon sets (spec 2 §7): `GET api/ui/icons/<set>` answers that set's descriptor. */
import type { HttpHandler } from 'msw';
import type { IconSetId } from '../contract/icons.ts';
import { iconSets } from '../db/seed/icons.ts';
import { route } from './http.ts';

export function iconsHandlers(): HttpHandler[] {
  return (Object.keys(iconSets) as IconSetId[]).map((id) => route('get', `ui/icons/${id}`, () => iconSets[id]));
}
