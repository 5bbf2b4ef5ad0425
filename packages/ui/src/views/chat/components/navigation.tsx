/**
 * The chat app's paths: its list ('/apps/chat' or '/chat', where it is mounted) and one chat under it.
 * Half-written messages need no guard when the address changes: each chat keeps its draft.
 */
import { createAppPaths } from '../../../navigation/appPaths';

export { useMountPath } from '../../../navigation/useMountPath';

export const { Provider: ChatNavigationProvider, usePaths: useChatNavigation } = createAppPaths('ChatApp');
