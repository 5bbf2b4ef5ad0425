import { Route, Routes, useLocation } from 'react-router';
import { vars } from '@atrium/ui';
import { DocsView, type DocsViewProps } from '@atrium/ui/views/docs/DocsView.tsx';

/** Shows the address with its hash, so a play function can see which section a link named. */
function AddressDisplay() {
  const { pathname, hash } = useLocation();
  return (
    <p>
      Ruta: <output aria-label="Ruta actual">{`${pathname}${hash}`}</output>
    </p>
  );
}

/** The documentation as the product mounts it (the `docs/*` route), with the repository's pages unless told. */
export function DocsFrame(props: DocsViewProps) {
  return (
    <>
      <div style={{ border: `1px solid ${vars.color.divider}`, backgroundColor: vars.color.background }}>
        <Routes>
          <Route path="/docs/*" element={<DocsView {...props} />} />
        </Routes>
      </div>
      <AddressDisplay />
    </>
  );
}

export const INTRODUCTION = '/docs/guides/getting-started/introduction';
export const CHANGELOG = '/docs/changelog';
