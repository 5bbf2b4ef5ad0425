/**
 * What keeps the list calls fast on big collections (the bench grows them to 100,000 records): every
 * sorted list of a collection is built once, on its first read after the database is loaded (a page
 * asks for one or two of a collection's dozen orders, and the first screen should not pay for the
 * rest), then kept in order as records are added, edited and removed — a binary search and an array
 * splice per list and change, never a re-sort. Each record's lower-cased search text is kept beside it, so a search is one `includes` per
 * record in the list's order, and its answer is kept until the next change.
 *
 * Ties sort by the record's place in the collection, so every list always equals a stable sort of the
 * collection as it is now (what a fresh sort would answer).
 */

/** How one list is sorted. Build it with {@link order}. */
export interface Order<T> {
  /** The value the list is sorted on, as read from the record (compared with `Object.is` to spot an edit). */
  raw(item: T): unknown;
  /** The sort key made from a raw value; `null` when the raw value is its own key. */
  readonly key: ((raw: unknown) => unknown) | null;
  compare(a: unknown, b: unknown): number;
}

/**
 * A list order: `raw` reads the sorted field, `toKey` (optional) turns it into the compared key,
 * `compare` orders two keys.
 */
export function order<T, R, K = R>(
  raw: (item: T) => R,
  compare: (a: K, b: K) => number,
  toKey?: (raw: R) => K,
): Order<T> {
  return {
    raw,
    // The lists only ever pass back values that `raw` and `toKey` made: the cast (and the method
    // parameter bivariance that lets `compare` take keys) holds.
    key: toKey ? (value) => toKey(value as R) : null,
    compare,
  };
}

/** One record as the lists know it (shared by every list of the collection). */
interface Entry<T> {
  readonly item: T;
  /** Its place in the collection: smaller is nearer the front. Ties sort by it. */
  seq: number;
  /** The search text when last read, and it in lower case. */
  text: string;
  lower: string;
}

/** Above this share of edited records, a list is re-sorted instead of patched record by record. */
const RESORT_SHARE = 1 / 8;

/** One sorted list: entries, and for each the raw value and key it is placed by. */
class SortedList<T> {
  entries: Entry<T>[] = [];
  raws: unknown[] = [];
  /** The same array as `raws` when the order has no `key` function. */
  keys: unknown[] = [];
  /** The revision the list was last checked against its records at (-1: never). */
  checked = -1;
  /** Not built since the last load: it is sorted on its first read, and changes until then skip it. */
  pending = false;
  /** The items in order, made when first asked for after a change. */
  private items: T[] | null = null;
  /** Search answers by lower-cased needle, until the next change. */
  readonly searches = new Map<string, T[]>();

  constructor(readonly order: Order<T>) {}

  keyOf(raw: unknown): unknown {
    return this.order.key ? this.order.key(raw) : raw;
  }

  /** Orders the place `i` against (key, seq): negative when it sorts before. A NaN comparison counts as a tie. */
  private compareAt(i: number, key: unknown, seq: number): number {
    const byKey = this.order.compare(this.keys[i], key);
    return byKey < 0 || byKey > 0 ? byKey : this.entries[i]!.seq - seq;
  }

  /** The first place whose (key, seq) is not before the given one. */
  private lowerBound(key: unknown, seq: number): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compareAt(middle, key, seq) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Sorts `entries` (given in collection order) from scratch. */
  build(entries: readonly Entry<T>[]): void {
    const raws = entries.map((entry) => this.order.raw(entry.item));
    const keys = this.order.key ? raws.map((raw) => this.keyOf(raw)) : raws;
    const positions = Array.from(entries.keys());
    // Array.prototype.sort is stable: equal keys stay in collection order.
    positions.sort((a, b) => {
      const byKey = this.order.compare(keys[a], keys[b]);
      return byKey < 0 || byKey > 0 ? byKey : 0;
    });
    this.take(
      positions.map((at) => entries[at]!),
      positions.map((at) => raws[at]),
      this.order.key ? positions.map((at) => keys[at]) : null,
    );
  }

  /**
   * Builds this list as `other` in reverse key order (this order's compare must be the exact opposite of
   * other's), ties still in collection order: other's runs of equal keys, last run first.
   */
  buildReversed(other: SortedList<T>): void {
    const entries: Entry<T>[] = [];
    const raws: unknown[] = [];
    const keys: unknown[] = [];
    let end = other.entries.length;
    while (end > 0) {
      let start = end - 1;
      while (start > 0) {
        const byKey = other.order.compare(other.keys[start - 1], other.keys[end - 1]);
        if (byKey < 0 || byKey > 0) break;
        start -= 1;
      }
      for (let i = start; i < end; i += 1) {
        entries.push(other.entries[i]!);
        raws.push(other.raws[i]);
        keys.push(other.keys[i]);
      }
      end = start;
    }
    this.take(entries, raws, this.order.key ? keys : null);
  }

  private take(entries: Entry<T>[], raws: unknown[], keys: unknown[] | null): void {
    this.entries = entries;
    this.raws = raws;
    this.keys = keys ?? raws;
    this.checked = -1;
    this.changed();
  }

  changed(): void {
    this.items = null;
    this.searches.clear();
  }

  insert(entry: Entry<T>, raw: unknown = this.order.raw(entry.item)): void {
    const key = this.keyOf(raw);
    const at = this.lowerBound(key, entry.seq);
    this.entries.splice(at, 0, entry);
    this.raws.splice(at, 0, raw);
    if (this.keys !== this.raws) this.keys.splice(at, 0, key);
    this.changed();
  }

  /** Removes the entry (found by binary search on its current value, or by a scan if it was edited unseen). */
  remove(entry: Entry<T>): void {
    let at = this.lowerBound(this.keyOf(this.order.raw(entry.item)), entry.seq);
    if (this.entries[at] !== entry) at = this.entries.indexOf(entry);
    if (at === -1) return;
    this.removeAt(at);
  }

  private removeAt(at: number): void {
    this.entries.splice(at, 1);
    this.raws.splice(at, 1);
    if (this.keys !== this.raws) this.keys.splice(at, 1);
    this.changed();
  }

  /**
   * Re-places every record whose sorted value changed without the list being told (an edit made
   * straight on the database), and re-reads every search text: one pass reading each record.
   */
  check(revision: number, text: (item: T) => string): void {
    this.checked = revision;
    this.searches.clear();
    const edited: number[] = [];
    for (let i = 0; i < this.entries.length; i += 1) {
      const entry = this.entries[i]!;
      if (!Object.is(this.order.raw(entry.item), this.raws[i])) edited.push(i);
      const current = text(entry.item);
      if (current !== entry.text) {
        entry.text = current;
        entry.lower = current.toLowerCase();
      }
    }
    if (edited.length === 0) return;
    if (edited.length > this.entries.length * RESORT_SHARE) {
      this.build([...this.entries].sort((a, b) => a.seq - b.seq));
      this.checked = revision;
      return;
    }
    const moved = edited.map((at) => this.entries[at]!);
    for (let i = edited.length - 1; i >= 0; i -= 1) this.removeAt(edited[i]!);
    for (const entry of moved) this.insert(entry);
  }

  get length(): number {
    return this.entries.length;
  }

  /** The items in order (the same array until the next change: treat it as read-only). */
  all(): T[] {
    this.items ??= this.entries.map((entry) => entry.item);
    return this.items;
  }

  slice(start: number, end: number): T[] {
    return this.entries.slice(start, end).map((entry) => entry.item);
  }

  /** The items whose search text contains `needle` (already lower case), in order. */
  search(needle: string): T[] {
    let found = this.searches.get(needle);
    if (found) return found;
    found = [];
    for (const entry of this.entries) if (entry.lower.includes(needle)) found.push(entry.item);
    // A few needles at a time are enough (a user typing); forget the oldest.
    if (this.searches.size >= 16) this.searches.delete(this.searches.keys().next().value!);
    this.searches.set(needle, found);
    return found;
  }
}

/** A read-only window on a sorted list. */
export interface SortedWindow<T> {
  readonly length: number;
  slice(start: number, end: number): T[];
}

/** How a list of a {@link ListIndex} is declared: its order, or the reverse of another list. */
export type ListSpec<T> = Order<T> | { reverseOf: string; order: Order<T> };

/**
 * Every sorted list of one collection, kept in order as records are added, edited and removed.
 *
 * - `load(source)` takes the records (when the database is created, loaded, reset or grown); each list is
 *   built on its first read after it;
 * - handlers report their changes: `added` (a record put at the front), `removed`, `update` (around an
 *   edit); each costs a binary search and a splice per list;
 * - every read checks that the collection is still the one loaded with as many records (otherwise it
 *   reloads), and once per revision re-places records edited straight on the database (one pass).
 */
export class ListIndex<T extends object> {
  private source: readonly T[] | null = null;
  private readonly byItem = new Map<T, Entry<T>>();
  /** The smallest seq in use (records added at the front go before it). */
  private front = 0;
  private readonly lists = new Map<string, SortedList<T>>();
  private readonly reversed = new Map<string, string>();
  /** Every revision in (coveredFrom, coveredTo] was made by commits whose changes were all reported. */
  private coveredFrom = -1;
  private coveredTo = -1;

  constructor(
    /** The text searches look in. */
    private readonly text: (item: T) => string,
    specs: Record<string, ListSpec<T>>,
  ) {
    for (const [name, spec] of Object.entries(specs)) {
      if ('reverseOf' in spec) {
        this.lists.set(name, new SortedList(spec.order));
        this.reversed.set(name, spec.reverseOf);
      } else this.lists.set(name, new SortedList(spec));
    }
  }

  /**
   * Builds every list from scratch over `source`. With `checkedAt` (a revision), the lists count as
   * checked at it; without, each list checks its records once on its first read.
   */
  load(source: readonly T[], checkedAt: number | null = null): void {
    this.source = source;
    this.byItem.clear();
    this.front = 0;
    const entries = source.map((item, seq): Entry<T> => {
      const text = this.text(item);
      return { item, seq, text, lower: text.toLowerCase() };
    });
    for (const entry of entries) this.byItem.set(entry.item, entry);
    for (const list of this.lists.values()) {
      list.pending = true;
      // Built later, it is as current as a list built now and told every change since: checked at the same
      // revision.
      list.checked = checkedAt ?? -1;
    }
  }

  /** Builds a list left pending by the last load: over the records as they are now, in collection order. */
  private build(name: string, list: SortedList<T>): void {
    const checked = list.checked;
    const of = this.reversed.get(name);
    const base = of === undefined ? undefined : this.lists.get(of);
    if (base && !base.pending) list.buildReversed(base);
    else list.build([...this.byItem.values()].sort((a, b) => a.seq - b.seq));
    list.pending = false;
    list.checked = checked;
  }

  /**
   * Call right after the commit of a change that was fully reported (or that cannot move a record in
   * any list nor change its search text), with the new revision: reads then skip the checking pass.
   */
  covered(revision: number): void {
    if (this.coveredTo !== revision - 1) this.coveredFrom = revision - 1;
    this.coveredTo = revision;
  }

  /**
   * The list, made current: reloaded if the collection was replaced or resized behind the handlers'
   * back; checked record by record (one pass) on its first use after a load and after any commit that
   * was not {@link covered}, so edits made straight on the database are followed too.
   */
  private current(name: string, source: readonly T[], revision: number): SortedList<T> {
    if (source !== this.source || source.length !== this.byItem.size) this.load(source);
    const list = this.lists.get(name);
    if (!list) throw new Error(`No list named ${name}`);
    if (list.pending) this.build(name, list);
    if (list.checked !== revision) {
      const reported = list.checked >= this.coveredFrom && list.checked >= 0 && this.coveredTo === revision;
      if (reported) list.checked = revision;
      else list.check(revision, this.text);
    }
    return list;
  }

  /** The whole list in order (the same array until the next change: treat it as read-only). */
  all(name: string, source: readonly T[], revision: number): T[] {
    return this.current(name, source, revision).all();
  }

  /** The list, to read its length and slices. */
  window(name: string, source: readonly T[], revision: number): SortedWindow<T> {
    return this.current(name, source, revision);
  }

  /** The records whose search text contains `needle` (case-insensitive), in the list's order. */
  search(name: string, source: readonly T[], revision: number, needle: string): T[] {
    const list = this.current(name, source, revision);
    const lowered = needle.toLowerCase();
    if (lowered === '') return list.all();
    return list.search(lowered);
  }

  /** Call after putting `item` at the front of the collection. */
  added(item: T): void {
    if (this.source === null) return;
    const text = this.text(item);
    const entry: Entry<T> = { item, seq: (this.front -= 1), text, lower: text.toLowerCase() };
    this.byItem.set(item, entry);
    for (const list of this.lists.values()) if (!list.pending) list.insert(entry);
  }

  /** Call after removing `item` from the collection. */
  removed(item: T): void {
    const entry = this.byItem.get(item);
    if (!entry) return;
    this.byItem.delete(item);
    for (const list of this.lists.values()) if (!list.pending) list.remove(entry);
  }

  /** Runs `edit` (which changes `item` in place) and re-places the item in every list. */
  update<R>(item: T, edit: () => R): R {
    const entry = this.byItem.get(item);
    if (!entry) return edit();
    for (const list of this.lists.values()) if (!list.pending) list.remove(entry);
    try {
      return edit();
    } finally {
      entry.text = this.text(item);
      entry.lower = entry.text.toLowerCase();
      for (const list of this.lists.values()) if (!list.pending) list.insert(entry);
    }
  }
}
