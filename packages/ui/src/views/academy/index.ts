export { AcademyApp } from './AcademyView';
export { AcademyList, type AcademyListProps } from './AcademyList';
export { AcademyCourseView, type AcademyCourseViewProps } from './AcademyCourse';
export { academyKeys } from './api/keys';
export {
  academyCategoriesQueryOptions,
  academyCoursesQueryOptions,
  academyCourseQueryOptions,
  useAcademyCategories,
  useAcademyCourses,
  useAcademyCourse,
  useSaveAcademyProgress,
} from './api/academy';
export {
  courseAction,
  filterCourses,
  percentDone,
  progressOnFinishing,
  progressOnReaching,
  progressOnRestarting,
  resumeStep,
  stepFromAddress,
  type CourseAction,
  type CourseFilters,
} from './progress';
