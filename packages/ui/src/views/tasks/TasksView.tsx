import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet, Route, Routes, useMatch, useParams } from 'react-router';
import { Button } from '../../primitives/Button';
import { Drawer } from '../../primitives/Drawer';
import { EmptyMessage, ErrorMessage, LoadingMessage, messageIcon } from '../../primitives/StatusMessage';
import { ToastProvider, useToast } from '../../primitives/Toast';
import { useDeleteTask, useTask } from './api/tasks';
import { TasksNavigationProvider, useMountPath, useTasksNavigation } from './components/navigation';
import { TaskDetails } from './TaskDetails';
import { TasksList } from './TasksList';
import { root } from './TasksView.css';

/** The drawer's width on wide screens; on phones it takes the whole width. */
export const TASK_DRAWER_WIDTH = '512px';

/**
 * The task in the address, in a drawer: over the list below 1440 px, docked beside it from there (the list
 * stays in reach: another row opens in the same place, and the add shortcuts still work); a clear message
 * when there is no such task.
 */
export function TaskDrawer() {
  const { t } = useTranslation();
  const toast = useToast();
  const { id = '' } = useParams();
  const { go, listPath } = useTasksNavigation();
  const task = useTask(id);
  const name = task.data?.title || t('tasks.row.untitled');
  const remove = useDeleteTask({
    onError: (_error, failedId) =>
      toast.show({
        title: t('tasks.deleteFailed', { title: name }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => remove.mutate(failedId) },
      }),
  });

  let body;
  if (task.isPending) {
    body = <LoadingMessage>{t('tasks.detail.loading')}</LoadingMessage>;
  } else if (task.isError && task.data === undefined) {
    body = <ErrorMessage onRetry={() => void task.refetch()}>{t('tasks.detail.loadFailed')}</ErrorMessage>;
  } else if (!task.data) {
    body = (
      <EmptyMessage icon={<SearchX className={messageIcon} aria-hidden="true" />} title={t('tasks.detail.notFound')}>
        <p>{t('tasks.detail.notFoundHint')}</p>
        <Button variant="secondary" onPress={() => go(listPath)}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('tasks.detail.backToList')}
        </Button>
      </EmptyMessage>
    );
  } else {
    body = (
      <TaskDetails
        key={task.data.id}
        task={task.data}
        onDelete={() => {
          remove.mutate(id);
          go(listPath);
        }}
      />
    );
  }
  const heading = task.data?.type === 'section' ? t('tasks.detail.sectionHeading') : t('tasks.detail.heading');
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => {
        if (!open) go(listPath);
      }}
      title={heading}
      width={TASK_DRAWER_WIDTH}
      dockFrom="xl"
    >
      {body}
    </Drawer>
  );
}

function TasksLayout() {
  const { listPath } = useTasksNavigation();
  const match = useMatch(`${listPath === '/' ? '' : listPath}/:id`);
  return (
    <div className={root}>
      <TasksList selectedId={match?.params.id} />
      <Outlet />
    </div>
  );
}

/**
 * The tasks app. Mount it on a splat route (`<Route path="/apps/tasks/*" element={<TasksApp />} />`):
 * the list is its index, and `:id` opens a task in a drawer (docked beside the list from 1440 px). It brings
 * its own toast region.
 */
export function TasksApp() {
  const basePath = useMountPath();
  return (
    <ToastProvider>
      <TasksNavigationProvider basePath={basePath}>
        <Routes>
          <Route element={<TasksLayout />}>
            <Route index element={null} />
            <Route path=":id" element={<TaskDrawer />} />
          </Route>
        </Routes>
      </TasksNavigationProvider>
    </ToastProvider>
  );
}
