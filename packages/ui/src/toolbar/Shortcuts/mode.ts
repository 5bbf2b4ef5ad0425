/**
 * The shortcuts panel's modes (spec §4): opening always starts in view; view goes to modify or add;
 * modify goes to view, add, or edit (a shortcut is clicked); cancel from add returns to view, from
 * edit to modify; saving or deleting goes to modify.
 */
export type ShortcutsMode = 'view' | 'modify' | 'add' | 'edit';

export interface ShortcutsPanelState {
  mode: ShortcutsMode;
  /** The shortcut open in the edit form. */
  editingId: string | null;
}

export type ShortcutsPanelEvent =
  | { type: 'open' }
  | { type: 'enterEditMode' }
  | { type: 'exitEditMode' }
  | { type: 'add' }
  | { type: 'edit'; id: string }
  | { type: 'cancel' }
  | { type: 'saved' }
  | { type: 'deleted' };

export const initialShortcutsPanelState: ShortcutsPanelState = { mode: 'view', editingId: null };

export function shortcutsPanelReducer(state: ShortcutsPanelState, event: ShortcutsPanelEvent): ShortcutsPanelState {
  const to = (mode: ShortcutsMode, editingId: string | null = null): ShortcutsPanelState => ({ mode, editingId });
  switch (event.type) {
    case 'open':
      return initialShortcutsPanelState;
    case 'enterEditMode':
      return state.mode === 'view' ? to('modify') : state;
    case 'exitEditMode':
      return state.mode === 'modify' ? to('view') : state;
    case 'add':
      return state.mode === 'view' || state.mode === 'modify' ? to('add') : state;
    case 'edit':
      return state.mode === 'modify' ? to('edit', event.id) : state;
    case 'cancel':
      if (state.mode === 'add') return to('view');
      if (state.mode === 'edit') return to('modify');
      return state;
    case 'saved':
      return state.mode === 'add' || state.mode === 'edit' ? to('modify') : state;
    case 'deleted':
      return state.mode === 'edit' ? to('modify') : state;
  }
}
