import { useEffect, useId, type ComponentType } from 'react';
import { Accessibility, Languages as LanguagesGlyph, Palette, Server, type LucideProps } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { useAuthSession, useAuthState } from '../../auth/AuthProvider';
import { RouterBridge } from '../../navigation/RouterBridge';
import { button } from '../../primitives/Button/Button.css';
import { Languages } from '../../toolbar/Languages/Languages';
import * as styles from './PublicHomeView.css';

/*
 * The public home sits outside the main layout and in its own chunk: it imports single modules (never
 * a package index, the layouts or the auth pages), so a visitor downloads this page and little else.
 */

const FEATURES: { id: 'themes' | 'accessibility' | 'languages' | 'mockApi'; Icon: ComponentType<LucideProps> }[] = [
  { id: 'themes', Icon: Palette },
  { id: 'accessibility', Icon: Accessibility },
  { id: 'languages', Icon: LanguagesGlyph },
  { id: 'mockApi', Icon: Server },
];

/** The public folder's address: the site's base path (`/` unless the app is served from a sub-path). */
const PUBLIC = import.meta.env.BASE_URL;

/**
 * The screenshots, served from the app's public folder (`public/home/`, also Storybook's static folder),
 * so they stay out of the script bundle. All are 16:10.
 */
const SHOTS: { id: 'classyLight' | 'futuristicDark' | 'analyticsDark' | 'themesLight'; src: string; width: number }[] =
  [
    { id: 'classyLight', src: `${PUBLIC}home/layout-classy-light.webp`, width: 960 },
    { id: 'futuristicDark', src: `${PUBLIC}home/layout-futuristic-dark.webp`, width: 960 },
    { id: 'analyticsDark', src: `${PUBLIC}home/analytics-dark.webp`, width: 960 },
    { id: 'themesLight', src: `${PUBLIC}home/themes-light.webp`, width: 400 },
  ];

/** The product's mark: decorative (the link around it carries the name). */
function LogoMark() {
  return (
    <svg className={styles.logoMark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect className={styles.logoFill} width="32" height="32" rx="8" />
      <path
        className={styles.logoInk}
        d="M16 6 L25 26 H20.5 L18.7 21.6 H13.3 L11.5 26 H7 Z M14.6 18.2 H17.4 L16 14.6 Z"
      />
    </svg>
  );
}

/**
 * The way in: "Sign in" for a visitor, "Open the dashboard" for someone already signed in; nothing while
 * the stored session is still being checked (a signed-in user would otherwise see "Sign in" flash).
 */
function WayIn({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { status } = useAuthState();
  if (status === 'unknown') return null;
  const signedIn = status === 'signed-in';
  return (
    <Link
      href={signedIn ? '/dashboard' : '/sign-in'}
      className={[button({ variant: 'primary', size: 'medium' }), styles.linkButton, className]
        .filter(Boolean)
        .join(' ')}
    >
      {signedIn ? t('publicHome.openDashboard') : t('publicHome.signIn')}
    </Link>
  );
}

/** The public home (`/home`): what the dashboard is, how it looks, and the way in. */
export function PublicHomeView() {
  const { t } = useTranslation();
  const session = useAuthSession();
  const ids = useId();
  const titleId = `${ids}-title`;
  const featuresId = `${ids}-features`;
  const screenshotsId = `${ids}-screenshots`;
  // No route guard runs before this page, so the stored session is checked here.
  useEffect(() => {
    void session.ready();
  }, [session]);

  return (
    <RouterBridge>
      <div className={styles.root}>
        <header className={styles.header}>
          <div className={styles.headerInner}>
            <Link href="/home" className={styles.brand} aria-label={t('publicHome.header.label')}>
              <LogoMark />
              <span aria-hidden="true">{t('app.name')}</span>
            </Link>
            <div className={styles.headerEnd}>
              <Languages />
              <WayIn />
            </div>
          </div>
        </header>

        <main className={styles.main}>
          <section className={styles.hero} aria-labelledby={titleId}>
            <div className={styles.heroInner}>
              <p className={styles.eyebrow}>{t('publicHome.hero.eyebrow')}</p>
              <h1 id={titleId} className={styles.heroTitle}>
                {t('publicHome.hero.title')}
              </h1>
              <p className={styles.heroLead}>{t('publicHome.hero.lead')}</p>
              <div className={styles.heroActions}>
                <WayIn className={styles.heroCta} />
              </div>
            </div>
          </section>

          <section className={styles.section} aria-labelledby={featuresId}>
            <h2 id={featuresId} className={styles.sectionTitle}>
              {t('publicHome.features.title')}
            </h2>
            <ul className={styles.features}>
              {FEATURES.map(({ id, Icon }) => (
                <li key={id} className={styles.feature}>
                  <span className={styles.featureIcon} aria-hidden="true">
                    <Icon size={22} focusable="false" />
                  </span>
                  <h3 className={styles.featureTitle}>{t(`publicHome.features.${id}.title`)}</h3>
                  <p className={styles.featureText}>{t(`publicHome.features.${id}.text`)}</p>
                </li>
              ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby={screenshotsId}>
            <div className={styles.sectionHeader}>
              <h2 id={screenshotsId} className={styles.sectionTitle}>
                {t('publicHome.screenshots.title')}
              </h2>
              <p className={styles.sectionLead}>{t('publicHome.screenshots.lead')}</p>
            </div>
            <ul className={styles.shots}>
              {SHOTS.map(({ id, src, width }) => (
                <li key={id}>
                  <figure className={styles.shot}>
                    <img
                      className={styles.shotImage}
                      src={src}
                      width={width}
                      height={(width * 10) / 16}
                      loading="lazy"
                      decoding="async"
                      alt={t(`publicHome.screenshots.${id}.alt`)}
                    />
                    <figcaption className={styles.shotCaption}>{t(`publicHome.screenshots.${id}.caption`)}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </section>
        </main>

        <footer className={styles.footer}>
          <div className={styles.footerInner}>
            <p className={styles.footerText}>{t('publicHome.footer.copyright', { year: new Date().getFullYear() })}</p>
            <p className={styles.footerText}>{t('publicHome.footer.note')}</p>
          </div>
        </footer>
      </div>
    </RouterBridge>
  );
}
