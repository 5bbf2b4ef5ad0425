import { useEffect, useId, useMemo, useState } from 'react';
import { AlertTriangle, CheckCircle2, Download, Save, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FileTrigger, parseColor } from 'react-aria-components';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { ColorField } from '../../primitives/ColorField';
import { downloadText } from '../../primitives/download';
import { NumberField } from '../../primitives/NumberField';
import { PageShell } from '../../primitives/PageShell';
import { Select, SelectItem } from '../../primitives/Select';
import { Switch } from '../../primitives/Switch';
import { TextField } from '../../primitives/TextField';
import { useAppConfig } from '../../shell/AppConfigProvider';
import type { StorageLike } from '../../shell/config';
import { vars } from '../../theme/contract.css';
import { CUSTOM_THEME_STORAGE_KEY, installCustomThemeCss, readCustomTheme } from '../../theme/custom';
import {
  NAME_MAX_LENGTH,
  contrastIssues,
  customThemeCss,
  defaultCustomTheme,
  densityChoices,
  onPrimaryChoices,
  parseThemeFile,
  radiusChoices,
  themeFileOf,
  typeScaleChoices,
  vanillaExtractFile,
  type ContrastIssue,
  type CustomThemeSpec,
  type ThemeFileProblem,
} from '../../theme/studio';
import type { Scheme } from '../../theme/tokens';
import * as styles from './ThemeStudioView.css';

/** The preview's own classes: a draft never changes the page around it until it is saved. */
const previewClass = (scheme: Scheme) => `atrium-studio-preview-${scheme}`;

/** The saved custom theme's spec, when it reads as one; otherwise the studio starts from the default. */
function savedSpec(storage: StorageLike | undefined): CustomThemeSpec | undefined {
  const saved = readCustomTheme(storage);
  if (!saved) return undefined;
  const parsed = parseThemeFile(JSON.stringify(saved.spec));
  return parsed.ok ? parsed.spec : undefined;
}

/** Keeps a constructed stylesheet with the draft's values on the preview classes while the studio is open. */
function usePreviewSheet(spec: CustomThemeSpec) {
  const css = useMemo(() => customThemeCss(spec, vars, previewClass), [spec]);
  const [sheet] = useState(() => (typeof CSSStyleSheet === 'undefined' ? undefined : new CSSStyleSheet()));
  useEffect(() => {
    if (!sheet) return undefined;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== sheet);
    };
  }, [sheet]);
  useEffect(() => sheet?.replaceSync(css), [sheet, css]);
  return css;
}

function browserStorage(): StorageLike | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const fileSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase() || 'theme';

/**
 * The theme studio (`/ui/theme`): a theme edited as data, its pieces previewed live in light and dark,
 * every text/background pair of the contract checked for WCAG AA, saved as a seventh theme (applied before
 * the first paint on the next load), exported as JSON or as a vanilla-extract file, imported from JSON.
 */
export function ThemeStudioView({
  storage = browserStorage(),
}: {
  /** Where the saved theme is kept: the browser's localStorage, which the boot script reads. */
  storage?: StorageLike;
}) {
  const { t } = useTranslation();
  const appConfig = useAppConfig();
  const { config } = appConfig;
  const id = useId();
  const [spec, setSpec] = useState<CustomThemeSpec>(
    () => savedSpec(storage) ?? { ...defaultCustomTheme, name: t('themeStudio.defaultName') },
  );
  const [importProblem, setImportProblem] = useState<ThemeFileProblem | 'unreadable'>();
  const [notice, setNotice] = useState<'saved' | 'imported'>();
  usePreviewSheet(spec);
  const issues = useMemo(() => contrastIssues(spec), [spec]);
  const nameInvalid = spec.name.trim() === '' || spec.name.length > NAME_MAX_LENGTH;
  const tintInvalid = !Number.isFinite(spec.neutralTint) || spec.neutralTint < 0 || spec.neutralTint > 100;

  const change = (changes: Partial<CustomThemeSpec>) => {
    setNotice(undefined);
    setSpec((current) => ({ ...current, ...changes }));
  };

  const save = () => {
    const css = customThemeCss(spec, vars);
    try {
      storage?.setItem(CUSTOM_THEME_STORAGE_KEY, JSON.stringify({ name: spec.name.trim(), css, spec }));
    } catch {
      // Storage full or blocked: the theme still applies for this visit.
    }
    installCustomThemeCss(css);
    appConfig.setConfig({ theme: 'custom' });
    setNotice('saved');
  };

  const importFile = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setNotice(undefined);
    let text: string;
    try {
      text = await file.text();
    } catch {
      setImportProblem('unreadable');
      return;
    }
    const parsed = parseThemeFile(text);
    if (!parsed.ok) {
      setImportProblem(parsed.problem);
      return;
    }
    setImportProblem(undefined);
    setSpec(parsed.spec);
    setNotice('imported');
  };

  const problemText = (problem: ThemeFileProblem | 'unreadable') =>
    problem === 'unreadable'
      ? t('themeStudio.import.unreadable')
      : problem.reason === 'field'
        ? t('themeStudio.import.field', { field: t(`themeStudio.fields.${problem.field ?? 'name'}`) })
        : t(`themeStudio.import.${problem.reason}`);

  return (
    <PageShell title={t('themeStudio.title')}>
      <p className={styles.intro}>{t('themeStudio.intro')}</p>
      <div className={styles.layout}>
        <form
          className={styles.controls}
          aria-labelledby={`${id}-controls`}
          onSubmit={(event) => event.preventDefault()}
        >
          <h2 id={`${id}-controls`} className={styles.sectionTitle}>
            {t('themeStudio.controls')}
          </h2>
          <TextField
            label={t('themeStudio.fields.name')}
            value={spec.name}
            onChange={(name) => change({ name })}
            maxLength={NAME_MAX_LENGTH}
            isRequired
            isInvalid={nameInvalid}
            errorMessage={t('themeStudio.nameInvalid', { max: NAME_MAX_LENGTH })}
          />
          <ColorField
            label={t('themeStudio.fields.primary')}
            description={t('themeStudio.colourHint')}
            value={parseColor(spec.primary)}
            onChange={(colour) => colour && change({ primary: colour.toString('hex').toLowerCase() })}
          />
          <Select
            label={t('themeStudio.fields.onPrimary')}
            selectedKey={spec.onPrimary}
            onSelectionChange={(key) =>
              onPrimaryChoices.includes(key as CustomThemeSpec['onPrimary']) &&
              change({ onPrimary: key as CustomThemeSpec['onPrimary'] })
            }
          >
            {onPrimaryChoices.map((choice) => (
              <SelectItem key={choice} id={choice}>
                {t(`themeStudio.onPrimary.${choice}`)}
              </SelectItem>
            ))}
          </Select>
          <ColorField
            label={t('themeStudio.fields.accent')}
            value={parseColor(spec.accent)}
            onChange={(colour) => colour && change({ accent: colour.toString('hex').toLowerCase() })}
          />
          <NumberField
            label={t('themeStudio.fields.neutralTint')}
            description={t('themeStudio.tintHint')}
            unit="percent"
            value={spec.neutralTint}
            onChange={(neutralTint) => change({ neutralTint })}
            isInvalid={tintInvalid}
            errorMessage={t('themeStudio.tintInvalid')}
          />
          {(
            [
              ['radius', radiusChoices],
              ['density', densityChoices],
              ['typeScale', typeScaleChoices],
            ] as const
          ).map(([field, choices]) => (
            <Select
              key={field}
              label={t(`themeStudio.fields.${field}`)}
              selectedKey={spec[field]}
              onSelectionChange={(key) => (choices as readonly unknown[]).includes(key) && change({ [field]: key })}
            >
              {choices.map((choice) => (
                <SelectItem key={choice} id={choice}>
                  {t(`themeStudio.choices.${field}.${choice}`)}
                </SelectItem>
              ))}
            </Select>
          ))}
          <div className={styles.actions}>
            <Button onPress={save} isDisabled={nameInvalid || tintInvalid}>
              <Save size={16} aria-hidden="true" />
              {t('themeStudio.save')}
            </Button>
            <Button
              variant="secondary"
              isDisabled={nameInvalid || tintInvalid}
              onPress={() => downloadText(`${fileSlug(spec.name)}.theme.json`, themeFileOf(spec), 'application/json')}
            >
              <Download size={16} aria-hidden="true" />
              {t('themeStudio.exportJson')}
            </Button>
            <Button
              variant="secondary"
              isDisabled={nameInvalid || tintInvalid}
              onPress={() => downloadText(`${fileSlug(spec.name)}.css.ts`, vanillaExtractFile(spec), 'text/typescript')}
            >
              <Download size={16} aria-hidden="true" />
              {t('themeStudio.exportVanillaExtract')}
            </Button>
            <FileTrigger acceptedFileTypes={['application/json', '.json']} onSelect={(files) => void importFile(files)}>
              <Button variant="secondary">
                <Upload size={16} aria-hidden="true" />
                {t('themeStudio.import.action')}
              </Button>
            </FileTrigger>
          </div>
          <div role="status" className={styles.notice}>
            {notice === 'saved' && t(config.theme === 'custom' ? 'themeStudio.saved' : 'themeStudio.savedNotApplied')}
            {notice === 'imported' && t('themeStudio.imported')}
          </div>
          {importProblem && (
            <p role="alert" className={styles.problem}>
              {problemText(importProblem)}
            </p>
          )}
        </form>

        <section className={styles.previews} aria-labelledby={`${id}-preview`}>
          <h2 id={`${id}-preview`} className={styles.sectionTitle}>
            {t('themeStudio.preview')}
          </h2>
          <div className={styles.previewPair}>
            {(['light', 'dark'] as const).map((scheme) => (
              <Preview key={scheme} scheme={scheme} />
            ))}
          </div>
        </section>

        <ContrastReport issues={issues} />
      </div>
    </PageShell>
  );
}

/** Real pieces of the design system under the draft's classes. */
function Preview({ scheme }: { scheme: Scheme }) {
  const { t } = useTranslation();
  const id = useId();
  const [on, setOn] = useState(true);
  return (
    <div className={[styles.preview, previewClass(scheme), scheme].join(' ')} role="group" aria-labelledby={id}>
      <h3 id={id} className={styles.previewTitle}>
        {t(`themeStudio.schemes.${scheme}`)}
      </h3>
      <div className={styles.previewCard}>
        <p className={styles.previewHeading}>{t('themeStudio.sample.heading')}</p>
        <p className={styles.previewMuted}>{t('themeStudio.sample.body')}</p>
        <a href="#theme-studio-sample" className={styles.previewLink} onClick={(event) => event.preventDefault()}>
          {t('themeStudio.sample.link')}
        </a>
        <div className={styles.previewRow}>
          <Button>{t('themeStudio.sample.primary')}</Button>
          <Button variant="secondary">{t('themeStudio.sample.secondary')}</Button>
          <Button variant="warn">{t('themeStudio.sample.warn')}</Button>
        </div>
        <TextField label={t('themeStudio.sample.field')} defaultValue={t('themeStudio.sample.fieldValue')} />
        <div className={styles.previewRow}>
          <Switch isSelected={on} onChange={setOn}>
            {t('themeStudio.sample.switch')}
          </Switch>
          <Badge count={3} label={t('themeStudio.sample.badge')} />
        </div>
      </div>
    </div>
  );
}

/** Every failing pair, light and dark, with its ratio, the minimum and a suggested colour. */
function ContrastReport({ issues }: { issues: ContrastIssue[] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const ratio = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, minimumFractionDigits: 2 });
  return (
    <section className={styles.report} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {t('themeStudio.contrast.title')}
      </h2>
      <p role="status" className={issues.length ? styles.reportFailing : styles.reportPassing}>
        {issues.length ? <AlertTriangle size={16} aria-hidden="true" /> : <CheckCircle2 size={16} aria-hidden="true" />}
        {issues.length
          ? t('themeStudio.contrast.failing', { count: issues.length })
          : t('themeStudio.contrast.passing')}
      </p>
      {issues.length > 0 && (
        <ul className={styles.issues} aria-label={t('themeStudio.contrast.list')}>
          {issues.map((issue) => (
            <li key={`${issue.scheme}-${issue.foreground}-${issue.background}`} className={styles.issue}>
              <span className={styles.issuePair}>
                {t('themeStudio.contrast.pair', {
                  foreground: t(`themeStudio.roles.${issue.foreground}`),
                  background: t(`themeStudio.roles.${issue.background}`),
                  scheme: t(`themeStudio.schemes.${issue.scheme}`),
                })}
              </span>
              <span>
                {t('themeStudio.contrast.ratio', {
                  ratio: ratio.format(issue.ratio),
                  minimum: ratio.format(issue.minimum),
                })}
              </span>
              {issue.suggestion && (
                <span className={styles.suggestion}>
                  <span
                    className={styles.suggestionSwatch}
                    style={{ backgroundColor: issue.suggestion }}
                    aria-hidden="true"
                  />
                  {t('themeStudio.contrast.suggestion', {
                    role: t(`themeStudio.roles.${issue.foreground}`),
                    colour: issue.suggestion,
                  })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
