/**
 * What keeps the list calls fast on big collections (the bench grows them to 100,000 records):
 * a sorted view re-sorted only after a change, starting from its previous order, and a text index
 * that finds every text containing a needle with a few `indexOf` calls instead of one call per item.
 */

interface Entry<T, R, K> {
  item: T;
  /** What `rawOf` read at the last build (compared with `===` to spot an edit). */
  raw: R;
  /** The sort key made from `raw`. */
  key: K;
  /** Set when the item was removed or its raw value changed: the entry leaves the sorted list. */
  stale: boolean;
  /** The search text at the last search, and it in lower case. */
  text?: string;
  lower?: string;
}

/**
 * A sorted copy of a collection, kept up to date cheaply. It is rebuilt only when the revision or the
 * collection array changes, and a rebuild sorts only what changed, with no hashing of items:
 *
 * - the collection is compared with its copy from the last build by identity, from the front and from
 *   the back; what differs in between is what was added and removed (the handlers add at the top and
 *   remove one item, so that region is tiny);
 * - every other item's raw sort value is compared with the one read at the last build (`===`);
 * - new and edited items are sorted among themselves and merged in by binary search.
 *
 * So after the usual change a rebuild costs one pass over the items and a few comparisons, instead of
 * n log n comparisons. `rawOf` must be cheap (a field read); `toKey` runs only for new or edited items.
 * Ties keep the order of the previous list, with new and edited items after their equals.
 */
export class SortedView<T extends object, R, K = R> {
  private revision = -1;
  private source: readonly T[] | null = null;
  /** The entries in the collection's order at the last build. */
  private bySource: Entry<T, R, K>[] = [];
  /** The entries sorted. */
  private entries: Entry<T, R, K>[] = [];
  private sorted: T[] = [];
  private index: TextIndex | null = null;

  constructor(
    private readonly rawOf: (item: T) => R,
    private readonly compareKeys: (a: K, b: K) => number,
    private readonly toKey: (raw: R) => K = (raw) => raw as unknown as K, // R and K are the same type here.
  ) {}

  /** The collection sorted (the same array until the next change: treat it as read-only). */
  list(source: readonly T[], revision: number): T[] {
    if (source === this.source && revision === this.revision) return this.sorted;
    const byKey = (a: Entry<T, R, K>, b: Entry<T, R, K>) => this.compareKeys(a.key, b.key);
    if (source !== this.source) {
      this.bySource = source.map((item) => this.entry(item));
      this.entries = [...this.bySource].sort(byKey);
    } else {
      const old = this.bySource;
      const shortest = Math.min(old.length, source.length);
      let front = 0;
      while (front < shortest && old[front]!.item === source[front]) front += 1;
      let back = 0;
      while (back < shortest - front && old[old.length - 1 - back]!.item === source[source.length - 1 - back])
        back += 1;

      const moved: Entry<T, R, K>[] = [];
      let stale = 0;
      const bySource: Entry<T, R, K>[] = new Array<Entry<T, R, K>>(source.length);
      const keep = (oldIndex: number, index: number) => {
        const entry = old[oldIndex]!;
        const raw = this.rawOf(entry.item);
        if (raw === entry.raw) {
          bySource[index] = entry;
          return;
        }
        entry.stale = true;
        stale += 1;
        moved.push((bySource[index] = this.entry(entry.item, raw)));
      };
      for (let i = 0; i < front; i += 1) keep(i, i);
      for (let i = 0; i < back; i += 1) keep(old.length - back + i, source.length - back + i);
      for (let i = front; i < old.length - back; i += 1) {
        old[i]!.stale = true;
        stale += 1;
      }
      for (let i = front; i < source.length - back; i += 1) moved.push((bySource[i] = this.entry(source[i]!)));

      const staying = stale === 0 ? this.entries : this.entries.filter((entry) => !entry.stale);
      this.bySource = bySource;
      this.entries = moved.length === 0 ? staying : this.merge(staying, moved.sort(byKey));
    }
    this.source = source;
    this.revision = revision;
    this.sorted = this.entries.map((entry) => entry.item);
    this.index = null;
    return this.sorted;
  }

  private entry(item: T, raw: R = this.rawOf(item)): Entry<T, R, K> {
    return { item, raw, key: this.toKey(raw), stale: false };
  }

  /** Merges sorted `moved` into sorted `staying`, each after the staying entries equal to it. */
  private merge(staying: Entry<T, R, K>[], moved: Entry<T, R, K>[]): Entry<T, R, K>[] {
    const out: Entry<T, R, K>[] = [];
    let from = 0;
    for (const entry of moved) {
      let low = from;
      let high = staying.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (this.compareKeys(staying[middle]!.key, entry.key) <= 0) low = middle + 1;
        else high = middle;
      }
      for (; from < low; from += 1) out.push(staying[from]!);
      out.push(entry);
    }
    for (; from < staying.length; from += 1) out.push(staying[from]!);
    return out;
  }

  /** The sorted items whose text contains `needle` (compared in lower case), in sorted order. */
  search(source: readonly T[], revision: number, text: (item: T) => string, needle: string): T[] {
    const list = this.list(source, revision);
    this.index ??= new TextIndex(
      this.entries.map((entry) => {
        const current = text(entry.item);
        if (entry.text !== current || entry.lower === undefined) {
          entry.text = current;
          entry.lower = current.toLowerCase();
        }
        return entry.lower;
      }),
      true,
    );
    return this.index.find(needle).map((position) => list[position]!);
  }
}

const SEPARATOR = '\u0000';

/** Case-insensitive substring search over a fixed list of texts. */
export class TextIndex {
  private readonly lower: readonly string[];
  private readonly haystack: string;
  /** Where each text starts in the haystack; one more entry for the end. */
  private readonly starts: Uint32Array;

  /** `lowerCased`: the texts are already in lower case. */
  constructor(texts: readonly string[], lowerCased = false) {
    this.lower = lowerCased ? texts : texts.map((text) => text.toLowerCase());
    this.haystack = this.lower.join(SEPARATOR);
    this.starts = new Uint32Array(this.lower.length + 1);
    let offset = 0;
    this.lower.forEach((text, position) => {
      this.starts[position] = offset;
      offset += text.length + SEPARATOR.length;
    });
    this.starts[this.lower.length] = offset;
  }

  /** Positions (ascending) of the texts containing `needle`, compared in lower case. */
  find(needle: string): number[] {
    const lowered = needle.toLowerCase();
    const found: number[] = [];
    if (lowered === '') return this.lower.map((_text, position) => position);
    if (lowered.includes(SEPARATOR)) {
      this.lower.forEach((text, position) => {
        if (text.includes(lowered)) found.push(position);
      });
      return found;
    }
    let from = 0;
    for (;;) {
      const at = this.haystack.indexOf(lowered, from);
      if (at === -1) return found;
      const position = this.positionAt(at);
      found.push(position);
      from = this.starts[position + 1]!;
    }
  }

  /** The text that holds haystack offset `at` (binary search over the starts). */
  private positionAt(at: number): number {
    let low = 0;
    let high = this.lower.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.starts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
