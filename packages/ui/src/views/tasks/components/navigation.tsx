/**
 * The tasks app's paths: the list ('/apps/tasks', where it is mounted) and one task under it. Unsaved text
 * needs no guard when the address changes: the details save it as they close.
 */
import { createAppPaths } from '../../../navigation/appPaths';

export { useMountPath } from '../../../navigation/useMountPath';

export const { Provider: TasksNavigationProvider, usePaths: useTasksNavigation } = createAppPaths('TasksApp');
