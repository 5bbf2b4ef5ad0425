import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import type { AcademyCourse } from '@atrium/mock-api';
import { ToastProvider, useToast } from '../../primitives/Toast';
import { RouterBridge } from '../../navigation/RouterBridge';
import { useTranslation } from 'react-i18next';
import { useAcademyCourses, useSaveAcademyProgress } from './api/academy';
import { AcademyCourseView } from './AcademyCourse';
import { AcademyList } from './AcademyList';
import { progressOnRestarting, resumeStep, type CourseAction } from './progress';

/**
 * Where the app is mounted: the address without the part its splat route matched. (A relative path
 * would not do: from a splat route react-router 7 resolves '.' against the whole address.)
 */
function useMountPath(): string {
  const { pathname } = useLocation();
  const { '*': splat = '' } = useParams();
  const segments = pathname.replace(/\/+$/, '').split('/');
  const own = splat.split('/').filter(Boolean).length;
  return segments.slice(0, segments.length - own).join('/') || '/';
}

const prefixOf = (basePath: string) => (basePath === '/' ? '' : basePath.replace(/\/+$/, ''));

const coursePathOf = (basePath: string, course: Pick<AcademyCourse, 'id' | 'slug'>) =>
  `${prefixOf(basePath)}/${encodeURIComponent(course.id)}/${encodeURIComponent(course.slug)}`;

function ListRoute({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const courses = useAcademyCourses();
  const save = useSaveAcademyProgress({
    onError: (_error, variables) =>
      toast.show({
        title: t('academy.course.saveFailed', {
          title: courses.data?.find((course) => course.id === variables.id)?.title ?? '',
        }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => save.mutate(variables) },
      }),
  });
  const open = (course: AcademyCourse, action: CourseAction) => {
    // Going through a finished course again starts its progress over (its completions are kept).
    if (action === 'startAgain') save.mutate({ id: course.id, progress: progressOnRestarting(course) });
    const step = action === 'startAgain' ? 1 : resumeStep(course);
    void navigate(`${coursePathOf(basePath, course)}?step=${step}`);
  };
  return <AcademyList onOpen={open} />;
}

function CourseRoute({ basePath }: { basePath: string }) {
  const { id = '', slug = '' } = useParams();
  return (
    <AcademyCourseView
      key={id}
      id={id}
      listPath={prefixOf(basePath) || '/'}
      slug={slug}
      coursePath={(courseSlug) => coursePathOf(basePath, { id, slug: courseSlug })}
    />
  );
}

/**
 * The academy. Mount it on a splat route (`<Route path="/apps/academy/*" element={<AcademyApp />} />`):
 * the course grid is its index and `:id/:slug?step=n` a course at a step. It brings its own toast region.
 */
export function AcademyApp() {
  const basePath = useMountPath();
  return (
    <ToastProvider>
      <RouterBridge>
        <Routes>
          <Route index element={<ListRoute basePath={basePath} />} />
          <Route path=":id/:slug?" element={<CourseRoute basePath={basePath} />} />
        </Routes>
      </RouterBridge>
    </ToastProvider>
  );
}
