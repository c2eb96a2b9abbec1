// spec: rules/sentences, rules/properties, rules/transformation
// The fast path (change add-fast-solver).
// Reading the board's rules on a Board. A sentence always hinges on an IS tile, so instead of
// trying every start cell of every line (the readable `readRules`) this reads outwards from each
// IS tile: to the left (or up) the nouns joined by AND, to the right (or down) the terms. Rows
// come before columns and each IS is taken in reading order, which gives the same rules in the
// same order as the readable reader (see design.md of add-fast-solver).
import type { Board } from './board.js';
import type { CompiledLevel } from './compile.js';
import { OBJECT, PUSH, WORD } from './compile.js';

export class RuleSet {
  count = 0;
  /** The rules in reading order (the first `count` entries; the arrays grow as needed). */
  subject = new Int32Array(16);
  predicate = new Int32Array(16);
  /** table[symbol * P + property]: whether an object of that noun has the property. */
  readonly table: Uint8Array;
  /** The noun each noun becomes this turn, -1 for none (first rule in reading order wins). */
  readonly changeTo: Int32Array;
  /** Whether some noun changes at all. */
  transforms = false;
  /** Per property: whether some noun has it (words have only PUSH), so a turn skips passes that cannot fire. */
  readonly present: Uint8Array;
  private readonly p: number;
  private readonly isCells: Int32Array;
  private readonly chain: Int32Array;
  private readonly terms: Int32Array;
  /**
   * Per property p, the objects whose start noun has it (see `startThingsWith`), read lazily:
   * startThings[p * count, p * count + startCounts[p]); a count of -1 is not read yet. Kept in
   * arrays made once, so reading them allocates nothing on the search's hot path.
   */
  readonly startThings: Int32Array;
  private readonly startCounts: Int32Array;

  constructor(private readonly level: CompiledLevel) {
    const s = level.symbols.length;
    this.p = level.properties.length;
    this.table = new Uint8Array(s * this.p);
    this.changeTo = new Int32Array(s);
    this.present = new Uint8Array(this.p);
    this.isCells = new Int32Array(level.isWords.length);
    const longest = Math.max(level.width, level.height);
    this.chain = new Int32Array(longest);
    this.terms = new Int32Array(longest);
    this.startThings = new Int32Array(this.p * level.count);
    this.startCounts = new Int32Array(this.p).fill(-1);
  }

  /**
   * The objects whose noun at the level's start has property `p` under these rules, in id order
   * (destroyed ones included): the objects with `p` on any board whose nouns are the start's.
   * Returns how many; they are `startThings` from `p * level.count` on.
   */
  startThingsWith(p: number): number {
    let n = this.startCounts[p];
    if (n === -1) {
      const { count, kind, startName } = this.level;
      n = 0;
      for (let i = 0; i < count; i++)
        if (kind[i] !== WORD && this.nounHas(startName[i], p)) this.startThings[p * count + n++] = i;
      this.startCounts[p] = n;
    }
    return n;
  }

  /** Whether thing `i` of `board` has property `p` under these rules. Words are PUSH and nothing else. */
  has(board: Board, i: number, p: number): boolean {
    return this.level.kind[i] === WORD ? p === PUSH : this.table[board.name[i] * this.p + p] === 1;
  }

  /** Whether an object of noun `symbol` has property `p`. */
  nounHas(symbol: number, p: number): boolean {
    return this.table[symbol * this.p + p] === 1;
  }

  // spec: rules/sentences
  /** Reads every rule of the board. */
  read(board: Board): this {
    const level = this.level;
    this.count = 0;
    this.startCounts.fill(-1);
    let found = 0;
    for (let k = 0; k < level.isWords.length; k++) {
      const cell = board.pos[level.isWords[k]];
      if (cell >= 0 && this.wordAt(board, cell) === level.is) this.isCells[found++] = cell;
    }
    const width = level.width;
    // Rows: the IS cells in row-major order.
    sortCells(this.isCells, found, width, 0);
    for (let k = 0; k < found; k++) {
      const cell = this.isCells[k];
      const x = cell % width;
      this.readLine(board, cell, 1, x, width - 1 - x);
    }
    // Columns: the IS cells in column-major order.
    const height = level.height;
    sortCells(this.isCells, found, width, height);
    for (let k = 0; k < found; k++) {
      const cell = this.isCells[k];
      const y = (cell / width) | 0;
      this.readLine(board, cell, width, y, height - 1 - y);
    }
    this.derive();
    return this;
  }

  /** One sentence through the IS at `cell`, along `step`, with `before` and `after` cells room on each side. */
  private readLine(board: Board, cell: number, step: number, before: number, after: number): void {
    if (before < 1 || after < 1) return;
    const first = this.wordAt(board, cell - step);
    if (!this.isNoun(first)) return;
    let subjects = 1;
    this.chain[0] = first;
    let back = 1;
    while (back + 2 <= before && this.wordAt(board, cell - (back + 1) * step) === this.level.and) {
      const noun = this.wordAt(board, cell - (back + 2) * step);
      if (!this.isNoun(noun)) break;
      this.chain[subjects++] = noun;
      back += 2;
    }
    const term = this.wordAt(board, cell + step);
    if (!this.isTerm(term)) return;
    let predicates = 1;
    this.terms[0] = term;
    let ahead = 1;
    while (ahead + 2 <= after && this.wordAt(board, cell + (ahead + 1) * step) === this.level.and) {
      const next = this.wordAt(board, cell + (ahead + 2) * step);
      if (!this.isTerm(next)) break;
      this.terms[predicates++] = next;
      ahead += 2;
    }
    // Subjects left to right (the chain was gathered right to left), each with every predicate.
    for (let a = subjects - 1; a >= 0; a--)
      for (let b = 0; b < predicates; b++) this.add(this.chain[a], this.terms[b]);
  }

  /** Adds a rule unless it was read already (a board spells a handful of rules: a scan is enough). */
  private add(subject: number, predicate: number): void {
    for (let r = 0; r < this.count; r++)
      if (this.subject[r] === subject && this.predicate[r] === predicate) return;
    if (this.count === this.subject.length) {
      const grownSubject = new Int32Array(this.count * 2);
      const grownPredicate = new Int32Array(this.count * 2);
      grownSubject.set(this.subject);
      grownPredicate.set(this.predicate);
      this.subject = grownSubject;
      this.predicate = grownPredicate;
    }
    this.subject[this.count] = subject;
    this.predicate[this.count] = predicate;
    this.count++;
  }

  // spec: rules/properties, rules/words-push
  /** The property table and the transformations the rules make. */
  private derive(): void {
    const { propertyOf } = this.level;
    this.table.fill(0);
    this.present.fill(0);
    this.changeTo.fill(-1);
    this.transforms = false;
    const p = this.p;
    for (let r = 0; r < this.count; r++) {
      const property = propertyOf[this.predicate[r]];
      if (property < 0) continue;
      this.table[this.subject[r] * p + property] = 1;
      this.present[property] = 1;
    }
    // `X IS X` protects X: mark kept nouns with -2 first, then give the others their first change.
    for (let r = 0; r < this.count; r++)
      if (this.subject[r] === this.predicate[r]) this.changeTo[this.subject[r]] = -2;
    for (let r = 0; r < this.count; r++) {
      const from = this.subject[r];
      const to = this.predicate[r];
      if (propertyOf[to] >= 0 || from === to || this.changeTo[from] !== -1) continue;
      this.changeTo[from] = to;
      this.transforms = true;
    }
    for (let r = 0; r < this.count; r++)
      if (this.changeTo[this.subject[r]] === -2) this.changeTo[this.subject[r]] = -1;
  }

  /** The word a cell reads as: its one word tile, or -1 when it holds none or several. */
  private wordAt(board: Board, cell: number): number {
    let word = -1;
    for (let i = board.head[cell]; i !== -1; i = board.next[i]) {
      if (this.level.kind[i] !== WORD) continue;
      if (word !== -1) return -1;
      word = board.name[i];
    }
    return word;
  }

  private isNoun(word: number): boolean {
    return word >= 0 && word !== this.level.is && word !== this.level.and && this.level.propertyOf[word] < 0;
  }

  private isTerm(word: number): boolean {
    return word >= 0 && word !== this.level.is && word !== this.level.and;
  }
}

/**
 * Writes the objects on the board that have property `p` under `rules` to `out` at `offset`, in
 * id order; returns how many. While every noun is the start's, the list comes from the rules.
 */
export function thingsWith(
  level: CompiledLevel,
  board: Board,
  rules: RuleSet,
  p: number,
  out: Int32Array,
  offset: number,
): number {
  if (rules.present[p] !== 1) return 0;
  let n = 0;
  if (!board.renamed) {
    const listed = rules.startThingsWith(p);
    const list = rules.startThings;
    for (let k = p * level.count; k < p * level.count + listed; k++)
      if (board.pos[list[k]] >= 0) out[offset + n++] = list[k];
    return n;
  }
  for (let i = 0; i < level.count; i++)
    if (board.pos[i] >= 0 && level.kind[i] === OBJECT && rules.nounHas(board.name[i], p))
      out[offset + n++] = i;
  return n;
}

/**
 * Insertion sort of the first `n` cells (a handful of IS tiles at most): in row-major order, or
 * in column-major order when `height` is given (not 0). No key function: a closure per call
 * would allocate on the search's hot path.
 */
function sortCells(values: Int32Array, n: number, width: number, height: number): void {
  for (let i = 1; i < n; i++) {
    const value = values[i];
    const k = cellOrder(value, width, height);
    let j = i - 1;
    while (j >= 0 && cellOrder(values[j], width, height) > k) {
      values[j + 1] = values[j];
      j--;
    }
    values[j + 1] = value;
  }
}

function cellOrder(cell: number, width: number, height: number): number {
  return height === 0 ? cell : (cell % width) * height + ((cell / width) | 0);
}

/**
 * The rules of recently seen word layouts. Rules depend only on where the word tiles are (and
 * which are gone), and most states of a search share a few layouts, so a state's rules are
 * usually found here instead of read again. Direct-mapped: a slot holds the last layout hashed to it.
 */
export class RuleCache {
  private readonly words: Int32Array;
  private readonly layouts: Int32Array;
  private readonly entries: (RuleSet | null)[];
  private readonly mask: number;

  constructor(
    private readonly level: CompiledLevel,
    slots = 256,
  ) {
    const words: number[] = [];
    for (let i = 0; i < level.count; i++) if (level.kind[i] === WORD) words.push(i);
    this.words = Int32Array.from(words);
    this.layouts = new Int32Array(slots * words.length).fill(-2);
    this.entries = new Array<RuleSet | null>(slots).fill(null);
    this.mask = slots - 1;
  }

  /** The rules of `board`; the set returned is shared: read it, never change it. */
  rulesOf(board: Board): RuleSet {
    const { words } = this;
    const n = words.length;
    let h = 0x811c9dc5;
    for (let k = 0; k < n; k++) h = Math.imul(h ^ board.pos[words[k]], 0x01000193);
    const slot = (h ^ (h >>> 15)) & this.mask;
    const at = slot * n;
    let same = this.entries[slot] !== null;
    for (let k = 0; k < n && same; k++) same = this.layouts[at + k] === board.pos[words[k]];
    if (same) return this.entries[slot]!;
    const rules = (this.entries[slot] ??= new RuleSet(this.level)).read(board);
    for (let k = 0; k < n; k++) this.layouts[at + k] = board.pos[words[k]];
    return rules;
  }
}
