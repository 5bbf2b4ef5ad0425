/**
 * Every story sees the same calendar: the preview's clock starts at STORY_NOW when it loads and runs on
 * from there (timers, animation frames and `performance.now()` are untouched). Entries dated "47
 * minutes ago" are in today's group whatever the hour a story runs, in Storybook as in `npm test`; the
 * screenshots freeze the clock at the same instant (scripts/visual/shoot.ts).
 */
export const STORY_NOW = Date.UTC(2026, 10, 21, 10, 0, 0);

/** Shifts `Date` so that it reads `now` at this moment and runs on at its real pace. */
export function startClockAt(now: number) {
  const RealDate = Date;
  const offset = now - RealDate.now();
  if (Math.abs(offset) < 1000) return; // already there (a screenshot's frozen clock)
  const current = () => RealDate.now() + offset;
  function ShiftedDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(current()).toString();
    return Reflect.construct(RealDate, args.length > 0 ? args : [current()], new.target) as Date;
  }
  ShiftedDate.prototype = RealDate.prototype;
  Object.setPrototypeOf(ShiftedDate, RealDate);
  Object.defineProperty(ShiftedDate, 'now', { value: current, writable: true, configurable: true });
  Object.defineProperty(globalThis, 'Date', { value: ShiftedDate, writable: true, configurable: true });
}
