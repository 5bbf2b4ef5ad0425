import { Route, Routes } from 'react-router';
import { vars } from '@atrium/ui';
import { FileManagerApp } from '@atrium/ui/views/file-manager/index.ts';
import { LocationDisplay } from '../../toolbar/LocationDisplay';

/** The app as the product mounts it (a splat route). */
export function FileManagerFrame() {
  return (
    <>
      <div style={{ minBlockSize: 720, border: `1px solid ${vars.color.divider}` }}>
        <Routes>
          <Route path="/apps/file-manager/*" element={<FileManagerApp />} />
        </Routes>
      </div>
      <LocationDisplay />
    </>
  );
}

/** Seed ids the stories open. */
export const PERSONAL = '3f000659-7cb0-4272-8481-9967f398b82f';
export const PHOTOS = 'a8eeb284-1fb8-45ef-b9d9-286922564ce3';
export const SUMMER = '9b6fb08a-1f21-47b7-946f-6875dbaa3bf9';
export const ANNUAL_REPORT = '2f015b2b-d7e9-4948-86c1-18777e956f31';
export const FOLDER_PATH = (id: string) => `/apps/file-manager/folders/${id}`;
