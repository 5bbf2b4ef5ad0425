import { useContext, useReducer, useState, type ReactNode } from 'react';
import { Bookmark, Check, LayoutGrid, Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, DialogTrigger, Form, OverlayTriggerStateContext } from 'react-aria-components';
import { Link as RouterLink } from 'react-router';
import type { Shortcut } from '@atrium/mock-api';
import { Button } from '../../primitives/Button';
import { visuallyHidden } from '../../primitives/field.css';
import { ComboBox, ComboBoxItem } from '../../primitives/ComboBox';
import { IconButton } from '../../primitives/IconButton';
import { Switch } from '../../primitives/Switch';
import { TextField } from '../../primitives/TextField';
import { iconNames } from '../../shell/icons';
import { NamedIcon } from '../shared/NamedIcon';
import {
  PanelEmpty,
  PanelError,
  PanelHeaderButton,
  PanelLoading,
  PanelNotice,
  ToolbarPanel,
} from '../shared/ToolbarPanel';
import { useCreateShortcut, useDeleteShortcut, useShortcuts, useUpdateShortcut } from './api';
import {
  initialShortcutsPanelState,
  shortcutsPanelReducer,
  type ShortcutsPanelEvent,
  type ShortcutsPanelState,
} from './mode';
import {
  cell,
  description as descriptionClass,
  editGlyph,
  form,
  formActions,
  grid,
  iconOption,
  label as labelClass,
  ownGlyph,
  spacer,
  tile,
  tileIcon,
} from './Shortcuts.css';
import { draftOf, emptyShortcutDraft, isShortcutValid, shortcutFromDraft, type ShortcutDraft } from './validation';

export interface ShortcutsProps {
  /** Starts the panel in this state instead of view (stories, tests); opening it again always starts in view. */
  initialState?: ShortcutsPanelState;
}

/**
 * The shortcuts panel: a grid of links (view), the same grid where a click opens the edit form
 * (modify), and the add and edit forms. Changes show at once and are undone if the call fails.
 */
export function Shortcuts({ initialState = initialShortcutsPanelState }: ShortcutsProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(shortcutsPanelReducer, initialState);
  const [opened, setOpened] = useState(false);

  const title =
    state.mode === 'add'
      ? t('toolbar.shortcuts.addTitle')
      : state.mode === 'edit'
        ? t('toolbar.shortcuts.editTitle')
        : t('toolbar.shortcuts.title');

  const actions =
    state.mode === 'view' || state.mode === 'modify' ? (
      <>
        {state.mode === 'view' ? (
          <PanelHeaderButton
            label={t('toolbar.shortcuts.enterEdit')}
            icon={<Pencil size={18} aria-hidden="true" />}
            onPress={() => dispatch({ type: 'enterEditMode' })}
          />
        ) : (
          <PanelHeaderButton
            label={t('toolbar.shortcuts.exitEdit')}
            icon={<Check size={20} aria-hidden="true" />}
            onPress={() => dispatch({ type: 'exitEditMode' })}
          />
        )}
        <PanelHeaderButton
          label={t('toolbar.shortcuts.add')}
          icon={<Plus size={20} aria-hidden="true" />}
          onPress={() => dispatch({ type: 'add' })}
        />
      </>
    ) : null;

  return (
    <DialogTrigger
      onOpenChange={(open) => {
        // The first opening may start elsewhere (initialState); every later one starts in view.
        if (open && opened) dispatch({ type: 'open' });
        if (open) setOpened(true);
      }}
    >
      <IconButton
        label={t('toolbar.shortcuts.open')}
        icon={<LayoutGrid size={20} aria-hidden="true" />}
        tooltipPlacement="bottom"
      />
      <ToolbarPanel title={title} actions={actions}>
        <ShortcutsBody state={state} dispatch={dispatch} />
      </ToolbarPanel>
    </DialogTrigger>
  );
}

function ShortcutsBody({
  state,
  dispatch,
}: {
  state: ShortcutsPanelState;
  dispatch: (event: ShortcutsPanelEvent) => void;
}) {
  const { t } = useTranslation();
  const shortcuts = useShortcuts();
  const create = useCreateShortcut();
  const update = useUpdateShortcut();
  const remove = useDeleteShortcut();
  const [failed, setFailed] = useState(false);
  const outcome = { onError: () => setFailed(true), onSuccess: () => setFailed(false) };

  const notice = failed ? (
    <PanelNotice message={t('toolbar.panel.changeFailed')} onDismiss={() => setFailed(false)} />
  ) : null;

  if (state.mode === 'add') {
    return (
      <>
        {notice}
        <ShortcutForm
          initial={emptyShortcutDraft}
          onSubmit={(draft) => {
            create.mutate(shortcutFromDraft(draft), outcome);
            dispatch({ type: 'saved' });
          }}
          onCancel={() => dispatch({ type: 'cancel' })}
        />
      </>
    );
  }

  if (state.mode === 'edit') {
    const editing = shortcuts.data?.find((shortcut) => shortcut.id === state.editingId);
    if (editing) {
      return (
        <>
          {notice}
          <ShortcutForm
            key={editing.id}
            initial={draftOf(editing)}
            onSubmit={(draft) => {
              update.mutate({ id: editing.id, shortcut: shortcutFromDraft(draft) }, outcome);
              dispatch({ type: 'saved' });
            }}
            onDelete={() => {
              remove.mutate(editing.id, outcome);
              dispatch({ type: 'deleted' });
            }}
            onCancel={() => dispatch({ type: 'cancel' })}
          />
        </>
      );
    }
  }

  if (shortcuts.isPending) return <PanelLoading />;
  if (shortcuts.isError) return <PanelError onRetry={() => void shortcuts.refetch()} />;
  if (shortcuts.data.length === 0) {
    return (
      <>
        {notice}
        <PanelEmpty
          icon={<Bookmark aria-hidden="true" />}
          title={t('toolbar.shortcuts.empty')}
          hint={t('toolbar.shortcuts.emptyHint')}
        />
      </>
    );
  }
  return (
    <>
      {notice}
      <ul className={grid}>
        {shortcuts.data.map((shortcut) => (
          <li key={shortcut.id} className={cell}>
            {state.mode === 'modify' ? (
              <AriaButton className={tile} onPress={() => dispatch({ type: 'edit', id: shortcut.id })}>
                {/* The name starts with what the press does; the visible text stays part of it. */}
                <span className={visuallyHidden}>{t('toolbar.shortcuts.editPrefix')} </span>
                <TileContent shortcut={shortcut} editable />
              </AriaButton>
            ) : (
              <ShortcutLink shortcut={shortcut}>
                <TileContent shortcut={shortcut} />
              </ShortcutLink>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function TileContent({ shortcut, editable = false }: { shortcut: Shortcut; editable?: boolean }) {
  return (
    <>
      <span className={tileIcon} aria-hidden="true">
        <NamedIcon iconName={shortcut.icon} className={editable ? ownGlyph : undefined} />
        {editable && <Pencil className={editGlyph} />}
      </span>
      <span className={labelClass}>{shortcut.label}</span>
      {shortcut.description && <span className={descriptionClass}>{shortcut.description}</span>}
    </>
  );
}

/** An in-app route when the shortcut says so, otherwise an external link in a new tab. */
function ShortcutLink({ shortcut, children }: { shortcut: Shortcut; children: ReactNode }) {
  const panel = useContext(OverlayTriggerStateContext);
  const close = () => panel?.close();
  return shortcut.useRouter ? (
    <RouterLink className={tile} to={shortcut.link} onClick={close}>
      {children}
    </RouterLink>
  ) : (
    <a className={tile} href={shortcut.link} target="_blank" rel="noopener noreferrer" onClick={close}>
      {children}
    </a>
  );
}

const iconItems = iconNames.map((name) => ({ id: name }));

function ShortcutForm({
  initial,
  onSubmit,
  onCancel,
  onDelete,
}: {
  initial: ShortcutDraft;
  onSubmit: (draft: ShortcutDraft) => void;
  onCancel: () => void;
  /** Given in edit mode only. */
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof ShortcutDraft>(field: K, value: ShortcutDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const valid = isShortcutValid(draft);

  return (
    <Form
      className={form}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onSubmit(draft);
      }}
    >
      <TextField
        label={t('toolbar.shortcuts.form.label')}
        isRequired
        // The form opens at the user's request: the first field takes the focus.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        value={draft.label}
        onChange={(value) => set('label', value)}
      />
      <TextField
        label={t('toolbar.shortcuts.form.description')}
        value={draft.description}
        onChange={(value) => set('description', value)}
      />
      <ComboBox
        label={t('toolbar.shortcuts.form.icon')}
        isRequired
        items={iconItems}
        selectedKey={draft.icon || null}
        onSelectionChange={(key) => set('icon', typeof key === 'string' ? key : '')}
      >
        {(item) => {
          return (
            <ComboBoxItem id={item.id} textValue={item.id}>
              <span className={iconOption}>
                <NamedIcon iconName={item.id} aria-hidden="true" />
                {item.id}
              </span>
            </ComboBoxItem>
          );
        }}
      </ComboBox>
      <TextField
        label={t('toolbar.shortcuts.form.link')}
        isRequired
        value={draft.link}
        onChange={(value) => set('link', value)}
      />
      <Switch isSelected={draft.useRouter} onChange={(value) => set('useRouter', value)}>
        {t('toolbar.shortcuts.form.useRouter')}
      </Switch>
      <div className={formActions}>
        {onDelete && (
          <Button variant="warn" onPress={onDelete}>
            {t('toolbar.shortcuts.form.delete')}
          </Button>
        )}
        <span className={spacer} />
        <Button variant="secondary" onPress={onCancel}>
          {t('toolbar.shortcuts.form.cancel')}
        </Button>
        <Button type="submit" isDisabled={!valid}>
          {onDelete ? t('toolbar.shortcuts.form.update') : t('toolbar.shortcuts.form.add')}
        </Button>
      </div>
    </Form>
  );
}
