/**
 * The scrumboard's paths: the boards grid ('/apps/scrumboard', where it is mounted) and one board under it.
 * Text being typed is saved as its field closes, so a change of address needs no guard.
 */
import { createAppPaths } from '../../../navigation/appPaths';

export { useMountPath } from '../../../navigation/useMountPath';

export const { Provider: ScrumboardNavigationProvider, usePaths: useScrumboardNavigation } =
  createAppPaths('ScrumboardApp');
