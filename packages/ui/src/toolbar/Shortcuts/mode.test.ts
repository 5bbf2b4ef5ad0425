import { describe, expect, it } from 'vitest';
import {
  initialShortcutsPanelState,
  shortcutsPanelReducer as reduce,
  type ShortcutsPanelEvent,
  type ShortcutsPanelState,
} from './mode';

const run = (events: ShortcutsPanelEvent[], from: ShortcutsPanelState = initialShortcutsPanelState) =>
  events.reduce(reduce, from);

describe('shortcuts panel modes', () => {
  it('starts in view, and opening always returns there', () => {
    expect(initialShortcutsPanelState.mode).toBe('view');
    expect(run([{ type: 'enterEditMode' }, { type: 'edit', id: 's1' }, { type: 'open' }])).toEqual({
      mode: 'view',
      editingId: null,
    });
  });

  it('goes from view to modify or add', () => {
    expect(run([{ type: 'enterEditMode' }]).mode).toBe('modify');
    expect(run([{ type: 'add' }]).mode).toBe('add');
  });

  it('goes from modify to view, add or edit', () => {
    const modify = run([{ type: 'enterEditMode' }]);
    expect(reduce(modify, { type: 'exitEditMode' }).mode).toBe('view');
    expect(reduce(modify, { type: 'add' }).mode).toBe('add');
    expect(reduce(modify, { type: 'edit', id: 's2' })).toEqual({ mode: 'edit', editingId: 's2' });
  });

  it('does not edit from view (items navigate there)', () => {
    expect(run([{ type: 'edit', id: 's1' }]).mode).toBe('view');
  });

  it('cancels add back to view and edit back to modify', () => {
    expect(run([{ type: 'add' }, { type: 'cancel' }]).mode).toBe('view');
    expect(run([{ type: 'enterEditMode' }, { type: 'add' }, { type: 'cancel' }]).mode).toBe('view');
    expect(run([{ type: 'enterEditMode' }, { type: 'edit', id: 's1' }, { type: 'cancel' }])).toEqual({
      mode: 'modify',
      editingId: null,
    });
  });

  it('goes to modify after saving or deleting', () => {
    expect(run([{ type: 'add' }, { type: 'saved' }]).mode).toBe('modify');
    expect(run([{ type: 'enterEditMode' }, { type: 'edit', id: 's1' }, { type: 'saved' }]).mode).toBe('modify');
    expect(run([{ type: 'enterEditMode' }, { type: 'edit', id: 's1' }, { type: 'deleted' }]).mode).toBe('modify');
  });

  it('ignores events that do not apply to the mode', () => {
    expect(run([{ type: 'exitEditMode' }]).mode).toBe('view');
    expect(run([{ type: 'saved' }]).mode).toBe('view');
    expect(run([{ type: 'add' }, { type: 'enterEditMode' }]).mode).toBe('add');
  });
});
