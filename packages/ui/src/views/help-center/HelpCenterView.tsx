import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { ToastProvider } from '../../primitives/Toast';
import { FaqsPage } from './FaqsPage';
import { GuidePage } from './GuidePage';
import { GuideCategoryPage, GuidesPage } from './GuidesPage';
import { HelpCenterHome } from './HelpCenterHome';
import { SupportPage } from './SupportPage';
import { HelpCenterPathsProvider, useHelpCenterPaths, useMountPath } from './components/navigation';
import { NotFoundMessage } from './components/parts';
import * as css from './HelpCenter.css';

function UnknownPage() {
  const { t } = useTranslation();
  const paths = useHelpCenterPaths();
  return (
    <div className={css.page}>
      <NotFoundMessage
        title={t('helpCenter.notFound')}
        hint={t('helpCenter.notFoundHint')}
        backTo={paths.home}
        backLabel={t('helpCenter.backToHome')}
      />
    </div>
  );
}

/**
 * The help center. Mount it on a splat route (`<Route path="/apps/help-center/*" element={<HelpCenterApp />} />`):
 * home, faqs, guides, guides/:category, guides/:category/:guide and support. It brings its own toast region.
 */
export function HelpCenterApp() {
  const basePath = useMountPath();
  return (
    <ToastProvider>
      <HelpCenterPathsProvider basePath={basePath}>
        <div className={css.root}>
          <Routes>
            <Route index element={<HelpCenterHome />} />
            <Route path="faqs" element={<FaqsPage />} />
            <Route path="guides" element={<GuidesPage />} />
            <Route path="guides/:category" element={<GuideCategoryPage />} />
            <Route path="guides/:category/:guide" element={<GuidePage />} />
            <Route path="support" element={<SupportPage />} />
            <Route path="*" element={<UnknownPage />} />
          </Routes>
        </div>
      </HelpCenterPathsProvider>
    </ToastProvider>
  );
}
