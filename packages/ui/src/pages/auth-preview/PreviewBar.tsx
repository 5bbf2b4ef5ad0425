/** The preview bar: names the page and variant shown, switches either, and leads back to the dashboard. */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Select, SelectItem } from '../../primitives/Select';
import type { AuthVariant } from '../auth/AuthLayout';
import { AuthLink } from '../auth/parts';
import type { AuthPageName } from '../auth/preview';
import { AUTH_PAGES, AUTH_VARIANTS, authPreviewHref, isPage, isVariant } from './lists';
import * as styles from './AuthPreview.css';

export function PreviewBar({ page, variant }: { page: AuthPageName; variant: AuthVariant }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav className={styles.bar} aria-label={t('auth.preview.bar')}>
      <p className={styles.barTitle}>{t('auth.preview.title')}</p>
      <Select
        className={styles.picker}
        label={t('auth.preview.page')}
        selectedKey={page}
        onSelectionChange={(key) => {
          if (isPage(String(key))) void navigate(authPreviewHref(String(key) as AuthPageName, variant));
        }}
      >
        {AUTH_PAGES.map((name) => (
          <SelectItem key={name} id={name}>
            {t(`auth.preview.pages.${name}`)}
          </SelectItem>
        ))}
      </Select>
      <Select
        className={styles.picker}
        label={t('auth.preview.variant')}
        selectedKey={variant}
        onSelectionChange={(key) => {
          if (isVariant(String(key))) void navigate(authPreviewHref(page, String(key) as AuthVariant));
        }}
      >
        {AUTH_VARIANTS.map((name) => (
          <SelectItem key={name} id={name}>
            {t(`auth.preview.variants.${name}`)}
          </SelectItem>
        ))}
      </Select>
      <AuthLink className={styles.back} href="/dashboard">
        {t('auth.preview.back')}
      </AuthLink>
    </nav>
  );
}
