import type { OrgChartWorker } from '../../../contract';
import {
  ABSENT,
  CODE_AT,
  END_BITS,
  ID_END_AT,
  MANAGER_ID_AT,
  NAME_ABSENT,
  NAME_END_AT,
  NAME_IN_NAMES,
  NAME_NULL,
  NULL,
  REPEATED_FIELDS,
  STRIDE,
  bitsAboveEndAt,
  endAt,
  hashOf,
  packWorkers,
  type PackedWorkers,
  type RepeatedField,
} from './packed-workers';

/**
 * A packed page as the table keeps it: its codes point into the table's `shared`, and a manager's
 * name is kept only where it is not told by the manager's id (`MANAGER_APART`), in `managersApart`.
 */
interface TablePage extends Omit<PackedWorkers, 'managers' | 'codes' | 'idHashes'> {
  /** The table position of the page's first worker. */
  base: number;
  /**
   * The repeated fields' codes, each plus `CODE_OFFSET` (so that NULL and ABSENT are not negative):
   * 16 bits each where the page's fit, as nearly always.
   */
  codes: Uint16Array<ArrayBuffer> | Int32Array<ArrayBuffer>;
  /** By position in the page: the manager's name's code, for the workers marked `MANAGER_APART`. */
  managersApart: Map<number, number> | null;
}

/** Above the name's end: the manager's name is not the one their id tells, but in `managersApart`. */
const MANAGER_APART = 1;
/** A field of a worker's record, other than the id. */
export type WorkerField = RepeatedField | 'managerId' | 'name' | 'manager';
const CODE_OFFSET = 2;
const CODES_PER_WORKER = REPEATED_FIELDS.length;

const EMPTY = 0;
/** A total the service gives is a hint: room is made for at most this many at once. */
const MOST_RESERVED = 1_000_000;
/** In a page's lookups while it is added: not looked up yet. */
const UNSET = -2;
/**
 * A manager's id and name that are those of a worker already in the table are held as that
 * worker's position (`-3 - position`) rather than as strings of their own.
 */
const atWorker = (position: number) => -3 - position;
const workerAt = (code: number) => -3 - code;
const isWorker = (code: number) => code <= -3;

/**
 * An id's first slot in the index, and the next one to try: the index is sized to hold its workers
 * at most three quarters full, not rounded up to a power of two (up to half of it empty again).
 */
const slotOf = (hash: number, slots: Uint16Array | Int32Array) => (hash & 0x7fffffff) % slots.length;
const nextSlot = (slot: number, slots: Uint16Array | Int32Array) => (slot + 1 === slots.length ? 0 : slot + 1);

/** The code of page worker `k`'s job title, department or stage (NULL or ABSENT without one). */
const repeatedCode = (page: TablePage, k: number, field: RepeatedField) =>
  page.codes[k * CODES_PER_WORKER + CODE_AT[field]]! - CODE_OFFSET;

/** The code of page worker `k`'s manager's name: the one their manager's id tells, unless kept apart. */
const managerNameCode = (page: TablePage, k: number) =>
  bitsAboveEndAt(page.columns, k * STRIDE + NAME_END_AT) === MANAGER_APART
    ? page.managersApart!.get(k)!
    : page.columns[k * STRIDE + MANAGER_ID_AT]!;

/** Where a worker's id or name starts in their page's string: where the worker before ends. */
const startOf = (columns: Int32Array, at: number, endOf: number) =>
  at === 0 ? 0 : endAt(columns, at - STRIDE + endOf);

/** Whether `text[start…end)` is empty or only spaces. */
function isBlankAt(text: string, start: number, end: number): boolean {
  if (start === end) return true;
  // Most ids and names start with a letter or digit: only the others are looked at whole.
  return text.charCodeAt(start) > 32 ? false : text.slice(start, end).trim() === '';
}

/** Whether `text[start…end)` is `value`, without making a string of it. */
const equalsAt = (text: string, start: number, end: number, value: string) =>
  end - start === value.length && text.startsWith(value, start);

function grown(array: Int32Array<ArrayBuffer>, capacity: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(capacity);
  next.set(array);
  return next;
}

/** Where `term` was found in a worker's folded name: the name is `text[start…end)`, the place `at`. */
type NamePlaceFound = (worker: number, text: string, start: number, end: number, at: number) => void;

/** Every worker's name folded for search (see `WorkerTable.foldedNames`). */
export interface FoldedNames {
  /**
   * Calls `found` for every place `term` (folded, with no line break) is found within one name,
   * page after page; within a page, the names lower-casing folds first, in order.
   */
  eachPlace(term: string, found: NamePlaceFound): void;
}

/**
 * A page's names lower-cased, as long as `names` and in the same places; those read from
 * `foldedApart` instead are blanked with line breaks, which no search term holds.
 */
function lowerCasedNames({ names, columns, foldedApartAt }: TablePage): string {
  if (foldedApartAt.length === 0) return names.toLowerCase();
  const pieces: string[] = [];
  let from = 0;
  for (const k of foldedApartAt) {
    const at = k * STRIDE;
    const start = startOf(columns, at, NAME_END_AT);
    const end = endAt(columns, at + NAME_END_AT);
    pieces.push(names.slice(from, start).toLowerCase(), '\n'.repeat(end - start));
    from = end;
  }
  pieces.push(names.slice(from).toLowerCase());
  return pieces.join('');
}

/** The places of `term` in a page's lower-cased names, each within one name, before worker `count`. */
function eachPlaceInPage(page: TablePage, lowered: string, term: string, count: number, found: NamePlaceFound) {
  const { columns, base } = page;
  let k = 0;
  for (let at = lowered.indexOf(term); at !== -1; at = lowered.indexOf(term, at + 1)) {
    while (endAt(columns, k * STRIDE + NAME_END_AT) <= at) k++;
    if (base + k >= count) return;
    const end = endAt(columns, k * STRIDE + NAME_END_AT);
    if (at + term.length <= end) found(base + k, lowered, startOf(columns, k * STRIDE, NAME_END_AT), end, at);
  }
}

/** The places of `term` in a page's names folded apart (see `PackedWorkers.foldedApart`). */
function eachPlaceApart(page: TablePage, term: string, count: number, found: NamePlaceFound) {
  const { foldedApart: text, foldedApartAt, base } = page;
  let line = 0;
  let lineStart = 0;
  const endOfLine = (from: number) => {
    const end = text.indexOf('\n', from);
    return end === -1 ? text.length : end;
  };
  let lineEnd = endOfLine(0);
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
    while (lineEnd < at) {
      lineStart = lineEnd + 1;
      lineEnd = endOfLine(lineStart);
      line++;
    }
    const worker = base + foldedApartAt[line]!;
    if (worker < count && at + term.length <= lineEnd) found(worker, text, lineStart, lineEnd, at);
  }
}

/**
 * Every worker of the workspace, page after page, held as the pages came (see `PackedWorkers`):
 * at 20,000 workers, a megabyte less than one object per worker, and an id index in typed arrays
 * rather than a `Map` of strings. Each field is read by position; `record` and `records` give the
 * usual objects to code that wants them, made when asked.
 */
export class WorkerTable {
  private readonly pages: TablePage[] = [];
  private readonly shared: string[] = [];
  /** One code per distinct shared value across pages; dropped once the last page is in. */
  private sharedCodes: Map<string, number> | null = new Map();
  private size = 0;
  private lastPage = 0;
  private room = 0;
  /**
   * Each worker's id hash, while pages come (to index them again as the index grows), and an
   * open-addressing index of the first worker with each id.
   */
  private hashes = new Int32Array(0);
  private slots: Uint16Array | Int32Array = new Int32Array(0);
  /** A bit per worker, set when an earlier worker already has their id. */
  private repeats = new Uint8Array(0);
  private recordsMade: WeakRef<readonly OrgChartWorker[]> | null = null;
  private foldedMade: WeakRef<FoldedNames & { count: number }> | null = null;

  /** A table of `records`, complete. */
  static of(records: readonly OrgChartWorker[]): WorkerTable {
    const table = new WorkerTable();
    if (records.length > 0) table.push(packWorkers(records));
    table.seal();
    return table;
  }

  get length(): number {
    return this.size;
  }

  /** How many workers the table has room for, all told (see `reserve`). */
  get capacity(): number {
    return this.room;
  }

  /** Makes room for `total` workers at once (up to a million), rather than growing page after page. */
  reserve(total: number): void {
    this.makeRoom(Math.min(total, MOST_RESERVED));
  }

  /** Adds a page's workers after the others. */
  push(packed: PackedWorkers): number {
    const codes = this.sharedCodes;
    if (!codes) throw new Error('The worker table is complete');
    const { count, ids, names, foldedApart, foldedApartAt, columns, shared, managers } = packed;
    const base = this.size;
    const page: TablePage = {
      count,
      ids,
      names,
      foldedApart,
      foldedApartAt,
      shared: [],
      columns,
      codes: packed.codes,
      base,
      managersApart: null,
    };
    this.pages.push(page);
    this.index(base, packed.idHashes);
    this.size += count;

    const toTable = new Int32Array(shared.length).fill(UNSET);
    // NULL and ABSENT stay as they are.
    const intern = (code: number) => {
      if (code < 0) return code;
      if (toTable[code] === UNSET) {
        const value = shared[code]!;
        let tableCode = codes.get(value);
        if (tableCode === undefined) {
          tableCode = this.shared.push(value) - 1;
          codes.set(value, tableCode);
        }
        toTable[code] = tableCode;
      }
      return toTable[code]!;
    };
    const managerPosition = new Int32Array(shared.length).fill(UNSET);
    const positionOf = (code: number) => {
      if (managerPosition[code] === UNSET) {
        const position = this.indexOf(shared[code]!);
        managerPosition[code] = position !== -1 && !this.idIsBlank(position) ? position : -1;
      }
      return managerPosition[code]!;
    };
    const { codes: repeated } = packed;
    let mostCode = 0;
    for (let k = 0; k < repeated.length; k++) {
      const code = intern(repeated[k]!) + CODE_OFFSET;
      repeated[k] = code;
      if (code > mostCode) mostCode = code;
    }
    if (mostCode <= 0xffff) page.codes = Uint16Array.from(repeated);
    for (let k = 0, at = 0; k < count; k++, at += STRIDE) {
      const managerId = columns[at + MANAGER_ID_AT]!;
      const manager = managers[k]!;
      const position = managerId >= 0 ? positionOf(managerId) : -1;
      let idCode: number;
      let nameCode: number;
      if (position === -1) {
        idCode = intern(managerId);
        nameCode = intern(manager);
      } else {
        idCode = atWorker(position);
        const sameName = manager >= 0 && this.nameIs(position, shared[manager]!);
        nameCode = sameName ? atWorker(position) : intern(manager);
      }
      columns[at + MANAGER_ID_AT] = idCode;
      // Nearly always the manager's name is the one their id tells (the worker's, or null or absent
      // with the id): only the others are kept.
      if (nameCode !== idCode) {
        page.managersApart ??= new Map();
        page.managersApart.set(k, nameCode);
        columns[at + NAME_END_AT]! |= MANAGER_APART << END_BITS;
      }
    }
    return this.size;
  }

  /** No more pages: lets go of what only adding them needs. */
  seal(): void {
    this.sharedCodes = null;
    this.hashes = new Int32Array(0);
  }

  id(index: number): string {
    const page = this.pageOf(index);
    const at = (index - page.base) * STRIDE;
    return page.ids.slice(startOf(page.columns, at, ID_END_AT), endAt(page.columns, at + ID_END_AT));
  }

  /** Whether a worker's id is empty or only spaces (a dirty record). */
  idIsBlank(index: number): boolean {
    const page = this.pageOf(index);
    const at = (index - page.base) * STRIDE;
    return isBlankAt(page.ids, startOf(page.columns, at, ID_END_AT), endAt(page.columns, at + ID_END_AT));
  }

  /** Whether a worker has no name, or one of only spaces. */
  nameIsBlank(index: number): boolean {
    const page = this.pageOf(index);
    const at = (index - page.base) * STRIDE;
    if (bitsAboveEndAt(page.columns, at + ID_END_AT) !== NAME_IN_NAMES) return true;
    return isBlankAt(page.names, startOf(page.columns, at, NAME_END_AT), endAt(page.columns, at + NAME_END_AT));
  }

  /**
   * The names of workers `0…count` folded for search (see `foldText`): each page's names
   * lower-cased in place, those that lower-casing does not fold blanked there and read from
   * `foldedApart` instead. Made once for all who ask while any of them still holds them (a search
   * as it is typed); the table itself does not keep them.
   */
  foldedNames(count = this.size): FoldedNames {
    const made = this.foldedMade?.deref();
    if (made && made.count === count) return made;
    const pages = this.pages
      .filter((page) => page.base < count && page.count > 0)
      .map((page) => ({ page, lowered: lowerCasedNames(page) }));
    const names = {
      count,
      eachPlace(term: string, found: NamePlaceFound) {
        for (const { page, lowered } of pages) {
          eachPlaceInPage(page, lowered, term, count, found);
          eachPlaceApart(page, term, count, found);
        }
      },
    };
    this.foldedMade = new WeakRef(names);
    return names;
  }

  /** Whether an earlier worker has the same id. */
  repeatsAnId(index: number): boolean {
    return ((this.repeats[index >> 3]! >> (index & 7)) & 1) === 1;
  }

  /**
   * A job title's or department's code: the same for every worker with the same value (a position
   * counted from 0), or negative without one (null or absent).
   */
  code(index: number, field: RepeatedField): number {
    const page = this.pageOf(index);
    return repeatedCode(page, index - page.base, field);
  }

  field(index: number, field: WorkerField): string | null | undefined {
    const page = this.pageOf(index);
    const at = (index - page.base) * STRIDE;
    if (field === 'name') {
      const state = bitsAboveEndAt(page.columns, at + ID_END_AT);
      if (state === NAME_NULL) return null;
      if (state === NAME_ABSENT) return undefined;
      return page.names.slice(startOf(page.columns, at, NAME_END_AT), endAt(page.columns, at + NAME_END_AT));
    }
    const code =
      field === 'managerId'
        ? page.columns[at + MANAGER_ID_AT]!
        : field === 'manager'
          ? managerNameCode(page, index - page.base)
          : repeatedCode(page, index - page.base, field);
    if (code === NULL) return null;
    if (code === ABSENT) return undefined;
    if (isWorker(code)) return field === 'managerId' ? this.id(workerAt(code)) : this.name(workerAt(code));
    return this.shared[code];
  }

  name(index: number): string | null | undefined {
    return this.field(index, 'name');
  }

  managerId(index: number): string | null | undefined {
    return this.field(index, 'managerId');
  }

  /**
   * The position of a worker's manager (the first worker with the manager's id) when the manager
   * was in the table as the worker's page came; -1 otherwise, even if they came later.
   */
  managerIndex(index: number): number {
    const page = this.pageOf(index);
    const code = page.columns[(index - page.base) * STRIDE + MANAGER_ID_AT]!;
    return isWorker(code) ? workerAt(code) : -1;
  }

  /** The first worker with this id, or -1. */
  indexOf(id: string): number {
    const { slots, hashes } = this;
    if (slots.length === 0) return -1;
    const hash = hashOf(id);
    // Once sealed, the hashes are gone: each id on the way is compared as it is.
    const hashed = hashes.length > 0;
    for (let slot = slotOf(hash, slots); ; slot = nextSlot(slot, slots)) {
      const entry = slots[slot]!;
      if (entry === EMPTY) return -1;
      if ((!hashed || hashes[entry - 1] === hash) && this.idEquals(entry - 1, id)) return entry - 1;
    }
  }

  record(index: number): OrgChartWorker {
    return {
      id: this.id(index),
      name: this.field(index, 'name'),
      jobTitle: this.field(index, 'jobTitle'),
      department: this.field(index, 'department'),
      managerId: this.field(index, 'managerId'),
      manager: this.field(index, 'manager'),
      lifecycleStage: this.field(index, 'lifecycleStage'),
    };
  }

  /**
   * Every worker as a record, in order. Made once for all who ask while any of them still holds
   * the list; the table itself does not keep it.
   */
  records(): readonly OrgChartWorker[] {
    const made = this.recordsMade?.deref();
    if (made && made.length === this.size) return made;
    const records = new Array<OrgChartWorker>(this.size);
    for (let i = 0; i < this.size; i++) records[i] = this.record(i);
    this.recordsMade = new WeakRef(records);
    return records;
  }

  private pageOf(index: number): TablePage {
    const { pages } = this;
    const last = pages[this.lastPage];
    if (last && index >= last.base && index < last.base + last.count) return last;
    let low = 0;
    let high = pages.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (pages[middle]!.base <= index) low = middle;
      else high = middle - 1;
    }
    this.lastPage = low;
    return pages[low]!;
  }

  private nameIs(index: number, name: string): boolean {
    const page = this.pageOf(index);
    const at = (index - page.base) * STRIDE;
    if (bitsAboveEndAt(page.columns, at + ID_END_AT) !== NAME_IN_NAMES) return false;
    return equalsAt(page.names, startOf(page.columns, at, NAME_END_AT), endAt(page.columns, at + NAME_END_AT), name);
  }

  private idEquals(index: number, id: string): boolean {
    const page = this.pageOf(index);
    const at = (index - page.base) * STRIDE;
    return equalsAt(page.ids, startOf(page.columns, at, ID_END_AT), endAt(page.columns, at + ID_END_AT), id);
  }

  /** Indexes each id's first worker among workers `from…`, whose ids hash to `idHashes`. */
  private index(from: number, idHashes: Int32Array): void {
    const end = from + idHashes.length;
    if (this.room < end) this.makeRoom(Math.max(end, this.room * 2));
    this.hashes.set(idHashes, from);
    this.insert(from, end);
  }

  /**
   * Room for `total` workers: their hashes, and an index at most three quarters full, so that a
   * missing id is found missing in a few steps.
   */
  private makeRoom(total: number): void {
    if (this.room >= total) return;
    if (!this.sharedCodes) throw new Error('The worker table is complete');
    const capacity = Math.max(total, 1024);
    this.room = capacity;
    this.hashes = grown(this.hashes, capacity);
    // Every worker is indexed again below, which marks the repeats anew.
    this.repeats = new Uint8Array(Math.ceil(capacity / 8));
    // Each slot holds a position plus one: 16 bits each while the table has room for under 65,535.
    const slots = Math.ceil((capacity * 4) / 3);
    this.slots = capacity < 0xffff ? new Uint16Array(slots) : new Int32Array(slots);
    this.insert(0, this.size);
  }

  private insert(from: number, end: number): void {
    const { slots, hashes } = this;
    for (let i = from; i < end; i++) {
      const hash = hashes[i]!;
      let slot = slotOf(hash, slots);
      let repeated = false;
      for (let entry = slots[slot]!; entry !== EMPTY; entry = slots[slot]!) {
        if (hashes[entry - 1] === hash && this.sameId(entry - 1, i)) {
          repeated = true;
          break;
        }
        slot = nextSlot(slot, slots);
      }
      if (repeated) this.repeats[i >> 3]! |= 1 << (i & 7);
      else slots[slot] = i + 1;
    }
  }

  private sameId(a: number, b: number): boolean {
    return this.idEquals(a, this.id(b));
  }
}
