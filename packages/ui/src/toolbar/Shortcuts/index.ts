export { Shortcuts, type ShortcutsProps } from './Shortcuts';
export { shortcutsQueryOptions, useCreateShortcut, useDeleteShortcut, useShortcuts, useUpdateShortcut } from './api';
export {
  initialShortcutsPanelState,
  shortcutsPanelReducer,
  type ShortcutsMode,
  type ShortcutsPanelEvent,
  type ShortcutsPanelState,
} from './mode';
export {
  draftOf,
  emptyShortcutDraft,
  isShortcutValid,
  missingShortcutFields,
  shortcutFromDraft,
  type ShortcutDraft,
  type ShortcutField,
} from './validation';
