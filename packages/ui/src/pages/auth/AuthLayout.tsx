import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterBridge } from '../../navigation/RouterBridge';
import * as styles from './auth.css';

/** The 48 px logo mark at the top of every auth form (decorative: the page title names the page). */
function AuthLogo() {
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

// Sample faces for the social-proof row: initials only, no network images.
const faces = [
  { initials: 'LN', tone: 'primary' },
  { initials: 'JR', tone: 'light' },
  { initials: 'AM', tone: 'slate' },
  { initials: 'SG', tone: 'accent' },
] as const;

/** The decorative dark panel: rings, a dot grid, the welcome headline and a social-proof line. */
function WelcomePanel() {
  const { t } = useTranslation();
  const patternId = `auth-dots-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <div className={styles.panel}>
      <svg className={styles.rings} viewBox="0 0 960 540" aria-hidden="true" focusable="false">
        {[100, 170, 240, 310, 380, 450].map((r) => (
          <circle key={r} cx="196" cy="23" r={r} />
        ))}
      </svg>
      <svg className={styles.dots} viewBox="0 0 220 192" aria-hidden="true" focusable="false">
        <defs>
          <pattern id={patternId} x="0" y="0" width="20" height="20" patternUnits="userSpaceOnUse">
            <rect className={styles.dotFill} x="0" y="0" width="4" height="4" />
          </pattern>
        </defs>
        <rect width="220" height="192" fill={`url(#${patternId})`} />
      </svg>
      <div className={styles.panelContent}>
        <p className={styles.headline}>
          <span className={styles.headlineLine}>{t('auth.panel.headlineStart')}</span>
          <span className={styles.headlineLine}>{t('auth.panel.headlineEnd')}</span>
        </p>
        <p className={styles.panelText}>{t('auth.panel.text')}</p>
        <div className={styles.socialProof}>
          <div className={styles.avatarRow} aria-hidden="true">
            {faces.map((face) => (
              <span key={face.initials} className={styles.avatar[face.tone]}>
                {face.initials}
              </span>
            ))}
          </div>
          <p className={styles.socialText}>{t('auth.panel.socialProof')}</p>
        </div>
      </div>
    </div>
  );
}

/** How the form and the welcome panel share the screen (screens §4, "Variants"). */
export type AuthVariant =
  | 'classic'
  | 'modern'
  | 'modern-reversed'
  | 'split-screen'
  | 'split-screen-reversed'
  | 'fullscreen'
  | 'fullscreen-reversed';

export interface AuthLayoutProps {
  /** The page's heading (h1). */
  title: ReactNode;
  /** The line under the title: a subtitle or a link line ("Don't have an account? Sign up"). */
  subtitle?: ReactNode;
  /** The form, alerts and footer links. */
  children: ReactNode;
  /**
   * classic: a centred card, no panel; modern: one rounded card up to 1152 px holding form and panel;
   * split-screen (the default): form and panel halve the screen; fullscreen: the form at its natural
   * width, the panel fills the rest. "-reversed" puts the panel first. Below md every variant is the
   * centred card (sm) or full-bleed (phones).
   */
  variant?: AuthVariant;
  /** Centres the header and content (the sign-out page). */
  centred?: boolean;
}

/**
 * The auth pages' layout (screens §4). Links inside navigate through react-router. The whole screen
 * is the page's main landmark.
 */
export function AuthLayout({ title, subtitle, children, variant = 'split-screen', centred }: AuthLayoutProps) {
  const kind = variant.replace('-reversed', '') as 'classic' | 'modern' | 'split-screen' | 'fullscreen';
  return (
    <RouterBridge>
      <main
        className={styles.root}
        data-auth-layout={kind}
        data-reversed={variant.endsWith('-reversed') || undefined}
        data-centred={centred || undefined}
      >
        <div className={styles.frame}>
          <div className={styles.formColumn}>
            <div className={styles.formInner}>
              <div className={styles.header}>
                <AuthLogo />
                <h1 className={styles.title}>{title}</h1>
                {subtitle != null && <div className={styles.subtitle}>{subtitle}</div>}
              </div>
              {children}
            </div>
          </div>
          {kind !== 'classic' && <WelcomePanel />}
        </div>
      </main>
    </RouterBridge>
  );
}
