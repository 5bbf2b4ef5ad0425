import { useTranslation } from 'react-i18next';
import './ShellFallback.css';

/**
 * What a signed-in page shows from its first frame while the stored session is checked, the start-up
 * calls answer and the frame's chunks load: a loading status in the product's name, nothing of the
 * user's (no name, no navigation, no data), so nothing protected shows before the token is confirmed.
 * In the entry chunk on purpose, and kept to one line of text: it is what paints first, and the sign-in
 * page carries it too.
 */
export function ShellFallback() {
  const { t } = useTranslation();
  return (
    <p role="status" data-boot-status="">
      {t('app.loadingApp')}
    </p>
  );
}
