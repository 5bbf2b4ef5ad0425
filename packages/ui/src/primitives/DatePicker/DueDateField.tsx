import { useEffect, useRef, useState } from 'react';
import type { CalendarDate } from '@internationalized/date';
import { DatePicker } from './DatePicker';
import { commitScope } from './DatePicker.css';

export interface DueDateFieldProps {
  label: string;
  /** The stored due day. */
  value: CalendarDate | null;
  /** A committed change: a complete day, or null once the field is cleared. */
  onCommit: (day: CalendarDate | null) => void;
  isReadOnly?: boolean;
  className?: string;
}

const sameDay = (a: CalendarDate | null, b: CalendarDate | null) =>
  a === null || b === null ? a === b : a.compare(b) === 0;

/**
 * A date picker for a stored day that is saved as it is chosen (a task's or a card's due date): a day typed
 * segment by segment is committed, and `onCommit` called, only when the focus leaves the field, on Enter,
 * or when the field goes away (a drawer or dialog closed with Escape); a day picked from the calendar or a
 * cleared field is committed at once. While the year is being typed, react-aria already holds a complete
 * date at every digit (0002, 0020, 0202, 2026): saving each one would write those years, and a quick typist
 * would keep whichever answer came last. A commit that leaves the day as stored calls nothing.
 */
export function DueDateField({ label, value, onCommit, isReadOnly = false, className }: DueDateFieldProps) {
  // undefined: nothing typed since the stored day was last shown.
  const [draft, setDraft] = useState<CalendarDate | null | undefined>(undefined);
  const latest = useRef({ draft, value, onCommit });
  useEffect(() => {
    latest.current = { draft, value, onCommit };
  });
  const open = useRef(false);

  const commit = (day: CalendarDate | null | undefined = latest.current.draft) => {
    const current = latest.current;
    setDraft(undefined);
    if (day !== undefined && !sameDay(day, current.value)) current.onCommit(day);
  };
  // A day typed and never committed (the drawer closed with Escape) is saved as the field goes.
  useEffect(() => () => commit(), []);

  return (
    // Enter never reaches the picker's own onKeyDown: react-aria's field takes it as a press and stops it on
    // the way up, so the wrapper hears it on the way down (a wrapper that draws no box of its own). Keys in
    // the calendar popover pass through it too (React events follow the tree): those belong to the calendar.
    <div
      className={commitScope}
      onKeyDownCapture={(event) => {
        if (event.key === 'Enter' && !open.current) commit();
      }}
    >
      <DatePicker<CalendarDate>
        className={className}
        label={label}
        value={draft === undefined ? value : draft}
        isReadOnly={isReadOnly}
        isClearable={!isReadOnly}
        onOpenChange={(isOpen) => {
          open.current = isOpen;
        }}
        onChange={(day) => {
          // A day picked in the calendar, or the clear button: nothing more is coming.
          if (open.current || day === null) commit(day);
          else setDraft(day);
        }}
        onBlur={() => commit()}
      />
    </div>
  );
}
