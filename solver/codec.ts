// spec: solver/compact-key, gates/derived
// (changes add-fast-solver, pack-the-phases)
// The compact state key: bytes covering only what can change, as a delta against the level's
// start. The phases come first (packed: phases.ts), then the cell of each of the level's movers
// (the things a search finds away from their start in most states: movers.ts) at a fixed place,
// then one entry per other thing that differs from the start: its index, its cell (or
// "destroyed"), and its noun when that differs from its start noun; a mover whose noun changed
// has such an entry too. The index's top bit says whether the noun follows (most entries are a
// thing that moved and kept its noun). Entries are in id order and each entry's width follows
// from its index field, so the bytes decode back to exactly one state: the key is the state, and
// the solver stores nothing else per state.
import type { Board } from './board.js';
import { GONE } from './board.js';
import type { CompiledLevel } from './compile.js';
import { PhasePacking } from './phases.js';

/** The parts of a state a key may hold. Anything else a mechanic needs must be derived. */
export const KEYED_FIELDS = ['positions', 'destroyed', 'nouns', 'phases'] as const;
export type KeyedField = (typeof KEYED_FIELDS)[number];

/** What a mechanic adds to a game: the changing fields it keys, and what it derives from them. */
export interface MechanicState {
  mechanic: string;
  keyed: readonly string[];
  derived: readonly string[];
}

// spec: gates/derived, solver/compact-key
/**
 * The registry the codec is built from (Crate Works seed: "Solver identity remains memoryless").
 * Gates key nothing: pressed plates, open gates and jams are projected from the board.
 */
export const MECHANICS: readonly MechanicState[] = Object.freeze([
  {
    mechanic: 'core',
    keyed: ['positions', 'destroyed', 'nouns'],
    derived: ['rules', 'properties', 'won', 'lost'],
  },
  { mechanic: 'automata', keyed: ['phases'], derived: ['active records'] },
  { mechanic: 'pairs', keyed: [], derived: [] },
  { mechanic: 'gates', keyed: [], derived: ['pressed plates', 'open gates', 'jams'] },
]);

// spec: gates/derived, solver/compact-key
/**
 * The fields a key holds for these mechanics. Throws when a mechanic declares a changing field
 * the codec does not know (a hidden `open` bit on gates, say): such state must be derived.
 */
export function keyLayout(mechanics: readonly MechanicState[] = MECHANICS): KeyedField[] {
  const fields = new Set<KeyedField>();
  for (const { mechanic, keyed } of mechanics) {
    for (const field of keyed) {
      if (!(KEYED_FIELDS as readonly string[]).includes(field)) {
        throw new Error(
          `The mechanic "${mechanic}" declares the changing field "${field}", which no state key may hold; derive it from the board instead.`,
        );
      }
      fields.add(field as KeyedField);
    }
  }
  return KEYED_FIELDS.filter((field) => fields.has(field));
}

// spec: solver/compact-key, solver/state-key
export class KeyCodec {
  /** Bytes of a thing index, a cell code and a noun. */
  readonly indexWidth: number;
  readonly cellWidth: number;
  readonly nameWidth: number;
  /** The longest key this level can have. */
  readonly maxLength: number;
  /** The index field's top bit: set when the entry's noun follows. */
  private readonly nounFlag: number;
  /** How the phases are packed at the front of every key. */
  readonly phases: PhasePacking;
  /** The movers, in id order, and by thing its mover's place among them (-1: not a mover). */
  private readonly movers: Int32Array;
  private readonly moverPlace: Int32Array;
  /** Bytes of the movers' cells, after the phases. */
  private readonly moverBytes: number;

  /** `movers`: things keyed at a fixed place (movers.ts), in id order; none keys every thing by entry. */
  constructor(
    private readonly level: CompiledLevel,
    movers: readonly number[] = [],
  ) {
    const layout = keyLayout();
    if (layout.join() !== KEYED_FIELDS.join())
      throw new Error('The key codec needs every keyed field registered.');
    // One byte of index while the top bit is left for the noun flag.
    this.indexWidth = level.count <= NOUN_FLAG_1 ? 1 : 2;
    if (level.count > NOUN_FLAG_2)
      throw new Error(`The key codec holds at most ${NOUN_FLAG_2} things; this level has ${level.count}.`);
    this.nounFlag = this.indexWidth === 1 ? NOUN_FLAG_1 : NOUN_FLAG_2;
    this.cellWidth = level.cells + 1 <= 256 ? 1 : 2;
    this.nameWidth = level.symbols.length <= 256 ? 1 : 2;
    this.phases = new PhasePacking(level.automata.map((record) => record.steps.length));
    this.movers = Int32Array.from(movers);
    this.moverPlace = new Int32Array(level.count).fill(-1);
    movers.forEach((thing, place) => {
      if (!(thing >= 0 && thing < level.count) || (place > 0 && thing <= movers[place - 1]))
        throw new Error('The key codec needs its movers as distinct things in id order.');
      this.moverPlace[thing] = place;
    });
    this.moverBytes = movers.length * this.cellWidth;
    this.maxLength =
      this.phases.bytes + this.moverBytes + level.count * (this.indexWidth + this.cellWidth + this.nameWidth);
  }

  /** Writes the key of `board` into `out` (at least `maxLength` bytes); returns its length. */
  encode(board: Board, out: Uint8Array): number {
    const { count } = this.level;
    let at = this.phases.write(board.phases, out, 0);
    for (let place = 0; place < this.movers.length; place++)
      at = put(out, at, this.cellCode(board.pos[this.movers[place]]), this.cellWidth);
    for (let i = 0; i < count; i++) {
      const pos = board.pos[i];
      const name = board.name[i];
      if (this.hasEntry(i, pos, name)) at = this.putEntry(out, at, i, pos, name);
    }
    return at;
  }

  /**
   * The key of `board` from the key of the board it was played from (`base[from, to)`) and the
   * things the turn touched (in id order): the base's entries for untouched things are copied,
   * touched things are encoded afresh. Gives the same bytes as `encode`, in time proportional to
   * the change rather than to the board.
   */
  encodeChange(
    board: Board,
    base: Uint8Array,
    from: number,
    to: number,
    touched: Int32Array,
    touchedCount: number,
    out: Uint8Array,
  ): number {
    const indexWidth = this.indexWidth;
    const fixedWidth = indexWidth + this.cellWidth;
    const flag = this.nounFlag;
    let at = this.phases.write(board.phases, out, 0);
    let b = from + this.phases.bytes;
    // The movers' cells: the base's, with those of the touched movers written afresh.
    for (let c = 0; c < this.moverBytes; c++) out[at + c] = base[b + c];
    for (let k = 0; k < touchedCount; k++) {
      const place = this.moverPlace[touched[k]];
      if (place >= 0)
        put(out, at + place * this.cellWidth, this.cellCode(board.pos[touched[k]]), this.cellWidth);
    }
    at += this.moverBytes;
    b += this.moverBytes;
    for (let k = 0; k < touchedCount; k++) {
      const i = touched[k];
      while (b < to) {
        const field = get(base, b, indexWidth);
        const index = field & ~flag;
        if (index > i) break;
        const width = fixedWidth + ((field & flag) !== 0 ? this.nameWidth : 0);
        if (index < i) for (let c = 0; c < width; c++) out[at++] = base[b + c];
        b += width;
      }
      const pos = board.pos[i];
      const name = board.name[i];
      if (this.hasEntry(i, pos, name)) at = this.putEntry(out, at, i, pos, name);
    }
    while (b < to) out[at++] = base[b++];
    return at;
  }

  /** Sets `board` to the state of the key `bytes[from, to)` (turn and won are not keyed). */
  decode(bytes: Uint8Array, from: number, to: number, board: Board): void {
    this.decodeThings(bytes, from, to, board);
    board.linkCells();
    board.won = false;
  }

  /**
   * As `decode`, but sets only the cells, nouns and phases: enough to encode the board again or to
   * read where its things are, not to play it (its cells' lists are left as they were).
   */
  decodeThings(bytes: Uint8Array, from: number, to: number, board: Board): void {
    const { startPos, startName, cells } = this.level;
    const flag = this.nounFlag;
    board.pos.set(startPos);
    board.name.set(startName);
    board.renamed = false;
    let at = this.phases.read(bytes, from, board.phases);
    for (let place = 0; place < this.movers.length; place++, at += this.cellWidth) {
      const cell = get(bytes, at, this.cellWidth);
      board.pos[this.movers[place]] = cell === cells ? GONE : cell;
    }
    while (at < to) {
      const field = get(bytes, at, this.indexWidth);
      const i = field & ~flag;
      at += this.indexWidth;
      const cell = get(bytes, at, this.cellWidth);
      at += this.cellWidth;
      board.pos[i] = cell === cells ? GONE : cell;
      if ((field & flag) !== 0) {
        board.name[i] = get(bytes, at, this.nameWidth);
        board.renamed = true;
        at += this.nameWidth;
      }
    }
  }

  // Whether thing i at `pos` with noun `name` has an entry: a mover when its noun changed (its
  // cell has its place), any other thing when it differs from its start at all.
  private hasEntry(i: number, pos: number, name: number): boolean {
    const { startPos, startName } = this.level;
    if (this.moverPlace[i] >= 0) return pos !== GONE && name !== startName[i];
    return pos !== startPos[i] || name !== startName[i];
  }

  /** A cell as a key holds it: `cells` for destroyed. */
  private cellCode(pos: number): number {
    return pos === GONE ? this.level.cells : pos;
  }

  // One entry of thing i at `pos` with noun `name`: the index (with the noun flag when the noun
  // differs from the start), the cell code (`cells` for destroyed), and then the noun if flagged.
  private putEntry(out: Uint8Array, at: number, i: number, pos: number, name: number): number {
    const { startName, nameMutable } = this.level;
    // A destroyed thing's noun is not part of the state (the reference engine drops the thing):
    // keyed, two boards alike but for what a gone thing had turned into were two states.
    const renamed = pos !== GONE && name !== startName[i];
    if (renamed && nameMutable[i] === 0) {
      throw new Error(
        `Thing ${this.level.ids[i]} changed its noun, but the key codec compiled it as never changing.`,
      );
    }
    at = put(out, at, renamed ? i | this.nounFlag : i, this.indexWidth);
    at = put(out, at, this.cellCode(pos), this.cellWidth);
    return renamed ? put(out, at, name, this.nameWidth) : at;
  }
}

/** The noun flag of a one-byte and of a two-byte index field. */
const NOUN_FLAG_1 = 0x80;
const NOUN_FLAG_2 = 0x8000;

function put(out: Uint8Array, at: number, value: number, width: number): number {
  if (width === 2) out[at++] = value >>> 8;
  out[at++] = value & 0xff;
  return at;
}

function get(bytes: Uint8Array, at: number, width: number): number {
  return width === 2 ? (bytes[at] << 8) | bytes[at + 1] : bytes[at];
}
