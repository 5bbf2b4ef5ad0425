import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentConfig, AgentLanguage, AgentTone, AgentToolName } from '@atrium/mock-api';
import { Button } from '../../../primitives/Button';
import { Checkbox, CheckboxGroup } from '../../../primitives/Checkbox';
import { Drawer } from '../../../primitives/Drawer';
import { Select, SelectItem } from '../../../primitives/Select';
import { ErrorMessage, LoadingMessage } from '../../../primitives/StatusMessage';
import { TextField } from '../../../primitives/TextField';
import { useAgentConfig, type AgentOverrides } from '../api';
import { AGENT_TOOL_NAMES } from '../components/tools';
import { footer, form } from './Playground.css';

const LANGUAGES: readonly AgentLanguage[] = ['es', 'en'];
const TONES: readonly AgentTone[] = ['friendly', 'neutral', 'formal'];

/** The fields the test setup changes, as they stand in the form. */
interface Draft {
  language: AgentLanguage;
  tone: AgentTone;
  greeting: string;
  guardrails: string;
  tools: AgentToolName[];
}

const draftOf = (config: AgentConfig): Draft => ({
  language: config.language,
  tone: config.tone,
  greeting: config.greeting,
  guardrails: config.guardrails.join(', '),
  tools: AGENT_TOOL_NAMES.filter((tool) => config.tools[tool]),
});

/** What the draft changes from the saved configuration: only those fields are sent with a run. */
export function overridesOf(config: AgentConfig, draft: Draft): AgentOverrides {
  const out: AgentOverrides = {};
  if (draft.language !== config.language) out.language = draft.language;
  if (draft.tone !== config.tone) out.tone = draft.tone;
  if (draft.greeting !== config.greeting) out.greeting = draft.greeting;
  const guardrails = draft.guardrails
    .split(',')
    .map((topic) => topic.trim())
    .filter(Boolean);
  if (guardrails.join('\n') !== config.guardrails.join('\n')) out.guardrails = guardrails;
  const tools = Object.fromEntries(AGENT_TOOL_NAMES.map((tool) => [tool, draft.tools.includes(tool)])) as Record<
    AgentToolName,
    boolean
  >;
  if (AGENT_TOOL_NAMES.some((tool) => tools[tool] !== config.tools[tool])) out.tools = tools;
  return out;
}

function SetupForm({
  config,
  overrides,
  onApply,
}: {
  config: AgentConfig;
  overrides: AgentOverrides;
  onApply: (overrides: AgentOverrides) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf({ ...config, ...overrides }));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  return (
    <form
      className={form}
      id="agent-test-setup"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(overridesOf(config, draft));
      }}
    >
      <Select
        label={t('agent.setup.language')}
        selectedKey={draft.language}
        onSelectionChange={(key) => set('language', key as AgentLanguage)}
      >
        {LANGUAGES.map((language) => (
          <SelectItem key={language} id={language}>
            {t(`agent.setup.languages.${language}`)}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t('agent.setup.tone')}
        selectedKey={draft.tone}
        onSelectionChange={(key) => set('tone', key as AgentTone)}
      >
        {TONES.map((tone) => (
          <SelectItem key={tone} id={tone}>
            {t(`agent.setup.tones.${tone}`)}
          </SelectItem>
        ))}
      </Select>
      <TextField
        label={t('agent.setup.greeting')}
        value={draft.greeting}
        maxLength={300}
        onChange={(value) => set('greeting', value)}
      />
      <TextField
        label={t('agent.setup.guardrails')}
        description={t('agent.setup.guardrailsHint')}
        value={draft.guardrails}
        onChange={(value) => set('guardrails', value)}
      />
      <CheckboxGroup
        label={t('agent.setup.tools')}
        value={draft.tools}
        onChange={(value) => set('tools', value as AgentToolName[])}
      >
        {AGENT_TOOL_NAMES.map((tool) => (
          <Checkbox key={tool} value={tool}>
            {t(`agent.tools.${tool}`)}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </form>
  );
}

/**
 * The Playground's test setup: language, tone, greeting, refused topics and tools for this session only.
 * Nothing is saved: each run of the session sends what differs from the saved configuration as its
 * overrides (Configure saves versions).
 */
export function TestSetupDrawer({
  isOpen,
  onOpenChange,
  overrides,
  onApply,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  overrides: AgentOverrides;
  onApply: (overrides: AgentOverrides) => void;
}) {
  const { t } = useTranslation();
  const config = useAgentConfig(isOpen);
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('agent.setup.title')}
      width="400px"
      footer={({ close }) => (
        <div className={footer}>
          <Button
            variant="secondary"
            onPress={() => {
              onApply({});
              close();
            }}
          >
            {t('agent.setup.clear')}
          </Button>
          <Button type="submit" form="agent-test-setup" isDisabled={!config.data}>
            {t('agent.setup.apply')}
          </Button>
        </div>
      )}
    >
      <p>{t('agent.setup.hint')}</p>
      {config.isPending ? (
        <LoadingMessage>{t('agent.setup.loading')}</LoadingMessage>
      ) : config.isError ? (
        <ErrorMessage onRetry={() => void config.refetch()}>{t('agent.setup.loadFailed')}</ErrorMessage>
      ) : (
        <SetupForm
          config={config.data.config}
          overrides={overrides}
          onApply={(next) => {
            onApply(next);
            onOpenChange(false);
          }}
        />
      )}
    </Drawer>
  );
}
