export { ActivitiesView } from './ActivitiesView';
export { activitiesKeys, activitiesQueryOptions, useActivities } from './api/activities';
export { ACTIVITIES_PAGE_SIZE, dayLabel, groupByDay } from './groups';
