import { useId } from 'react';
import { FlaskConical, RotateCcw, TimerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Heading, Radio, RadioGroup } from 'react-aria-components';
import type { MockFailureRate, MockLatency, MockScenario } from '@atrium/mock-api';
import { Button } from '../../primitives/Button';
import { ConfirmDialog, DialogTrigger } from '../../primitives/Dialog';
import { Drawer } from '../../primitives/Drawer';
import { IconButton } from '../../primitives/IconButton';
import { Switch } from '../../primitives/Switch';
import {
  caption,
  choice,
  choices,
  resetButton,
  resetSection,
  section,
  threeColumns,
  tile,
} from '../Settings/SettingsDrawer.css';
import { activeDot, fourColumns, hint, intro, switchLabel, switches, trigger } from './MockApiPanel.css';

/** The choices the panel offers, in its order (the mock's own lists, repeated so the panel's chunk carries no mock code). */
const LATENCIES: readonly MockLatency[] = ['none', 'realistic', 'slow'];
const FAILURE_RATES: readonly MockFailureRate[] = [0, 10, 50, 100];

/** The part of the scenario the panel switches (the expired session is an action, not a setting). */
export type MockScenarioSettings = Omit<MockScenario, 'expire'>;

export interface MockApiPanelProps {
  /** The tab's scenario as it is now. */
  scenario: MockScenarioSettings;
  /** Changes part of it (at once, for the tab). */
  onChange: (patch: Partial<MockScenarioSettings>) => void;
  /** "Expire my session now": the next call answers 401, and the app takes the user to sign-in and back. */
  onExpireSession: () => void;
  /** Runs after the user confirms "Reset demo data". */
  onResetDemoData: () => void;
  /** The slow network's extra wait per call, in milliseconds (said in the latency's hint). */
  slowNetworkMs: number;
}

/** Whether the scenario differs from a quiet one (realistic latency, nothing failing, lists full). */
export const isScenarioActive = (scenario: MockScenarioSettings) =>
  scenario.latency !== 'realistic' || scenario.failureRate !== 0 || scenario.offline || scenario.empty;

const isLatency = (value: string): value is MockLatency => (LATENCIES as readonly string[]).includes(value);

/**
 * The Mock API panel (a drawer from the toolbar, only while the app runs on the in-browser mock): how the
 * mock answers in this tab (latency, a share of failing calls, offline, empty lists, pushed updates), an
 * action that expires the session on the next call, and "Reset demo data" (asked first). A dot on its
 * button says a scenario is on, so a slow or failing app is never a mystery.
 */
export function MockApiPanel({
  scenario,
  onChange,
  onExpireSession,
  onResetDemoData,
  slowNetworkMs,
}: MockApiPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const active = isScenarioActive(scenario);
  const switchWith = (label: string, description: string) => (
    <span className={switchLabel}>
      <span>{label}</span>
      <span className={hint}>{description}</span>
    </span>
  );

  return (
    <DialogTrigger>
      <span className={trigger}>
        <IconButton
          label={active ? `${t('toolbar.mockApi.open')} (${t('toolbar.mockApi.active')})` : t('toolbar.mockApi.open')}
          icon={<FlaskConical size={20} aria-hidden="true" />}
        />
        {active && <span className={activeDot} aria-hidden="true" />}
      </span>
      <Drawer title={t('toolbar.mockApi.title')} side="end" width="400px">
        {({ close }) => (
          <>
            <p className={intro}>{t('toolbar.mockApi.intro')}</p>
            <RadioGroup
              className={section}
              value={scenario.latency}
              onChange={(value) => isLatency(value) && onChange({ latency: value })}
              aria-labelledby={`${id}-latency`}
              aria-describedby={`${id}-latency-hint`}
            >
              <Heading level={3} id={`${id}-latency`} className={caption}>
                {t('toolbar.mockApi.latency')}
              </Heading>
              <div className={[choices, threeColumns].join(' ')}>
                {LATENCIES.map((name) => (
                  <Radio key={name} value={name} className={[choice, tile].join(' ')}>
                    {t(`toolbar.mockApi.latencies.${name}`)}
                  </Radio>
                ))}
              </div>
              <span id={`${id}-latency-hint`} className={hint}>
                {t('toolbar.mockApi.latencyHint', { seconds: slowNetworkMs / 1000 })}
              </span>
            </RadioGroup>
            <RadioGroup
              className={section}
              value={String(scenario.failureRate)}
              onChange={(value) => {
                const rate = FAILURE_RATES.find((each) => String(each) === value);
                if (rate !== undefined) onChange({ failureRate: rate });
              }}
              aria-labelledby={`${id}-failures`}
            >
              <Heading level={3} id={`${id}-failures`} className={caption}>
                {t('toolbar.mockApi.failureRate')}
              </Heading>
              <div className={[choices, fourColumns].join(' ')}>
                {FAILURE_RATES.map((rate) => (
                  <Radio key={rate} value={String(rate)} className={[choice, tile].join(' ')}>
                    {t(`toolbar.mockApi.failureRates.${rate}`)}
                  </Radio>
                ))}
              </div>
            </RadioGroup>
            <div className={[section, switches].join(' ')}>
              <Switch isSelected={scenario.offline} onChange={(offline) => onChange({ offline })}>
                {switchWith(t('toolbar.mockApi.offline'), t('toolbar.mockApi.offlineHint'))}
              </Switch>
              <Switch isSelected={scenario.empty} onChange={(empty) => onChange({ empty })}>
                {switchWith(t('toolbar.mockApi.empty'), t('toolbar.mockApi.emptyHint'))}
              </Switch>
              <Switch isSelected={scenario.live} onChange={(live) => onChange({ live })}>
                {switchWith(t('toolbar.mockApi.live'), t('toolbar.mockApi.liveHint'))}
              </Switch>
            </div>
            <section className={section} aria-labelledby={`${id}-session`}>
              <Heading level={3} id={`${id}-session`} className={caption}>
                {t('toolbar.mockApi.session')}
              </Heading>
              <Button
                variant="secondary"
                className={resetButton}
                aria-describedby={`${id}-expire-hint`}
                onPress={() => {
                  close();
                  onExpireSession();
                }}
              >
                <TimerOff size={16} aria-hidden="true" />
                {t('toolbar.mockApi.expire')}
              </Button>
              <span id={`${id}-expire-hint`} className={hint}>
                {t('toolbar.mockApi.expireHint')}
              </span>
            </section>
            <div className={resetSection}>
              <DialogTrigger>
                <Button variant="secondary" className={resetButton}>
                  <RotateCcw size={16} aria-hidden="true" />
                  {t('toolbar.settings.resetDemo')}
                </Button>
                <ConfirmDialog
                  title={t('toolbar.settings.resetTitle')}
                  confirmLabel={t('toolbar.settings.resetConfirm')}
                  destructive
                  onConfirm={onResetDemoData}
                >
                  {t('toolbar.settings.resetBody')}
                </ConfirmDialog>
              </DialogTrigger>
            </div>
          </>
        )}
      </Drawer>
    </DialogTrigger>
  );
}
