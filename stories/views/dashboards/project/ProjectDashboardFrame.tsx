import { Route, Routes } from 'react-router';
import { ProjectDashboardPage } from '@atrium/ui/views/dashboards/project/ProjectDashboard.tsx';
import { LocationDisplay } from '../../../toolbar/LocationDisplay';

/** The project dashboard as the app mounts it, with the address shown so flows can check the URL. */
export function ProjectDashboardFrame() {
  return (
    <>
      <Routes>
        <Route path="/dashboards/project" element={<ProjectDashboardPage />} />
      </Routes>
      <LocationDisplay />
    </>
  );
}
