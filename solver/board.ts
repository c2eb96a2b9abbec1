// spec: solver/fast-transition
// (change add-fast-solver)
// The changing part of a game as typed arrays: a cell per thing (-1 once destroyed), a symbol per
// thing, a phase per automaton, and per cell the list of its things in id order (a linked list
// through `next`), so the planner and the contact pass read a cell without scanning the board.
// Every write goes through a journal, so the solver plays an input and takes it back without
// copying the board: `mark`, play, read the key, `rollback`.
import type { CompiledLevel } from './compile.js';

export const GONE = -1;

// Journal entries name the array written: its code in the top bits, the index in the rest.
const POS = 0;
const NAME = 1;
const PHASE = 2;
const HEAD = 3;
const NEXT = 4;
const SHIFT = 24;
const INDEX = (1 << SHIFT) - 1;
/** Up to this many touched things are put in id order by insertion, more by sorting (touched). */
const FEW_TOUCHED = 32;

export class Board {
  readonly pos: Int32Array;
  readonly name: Int32Array;
  readonly phases: Int32Array;
  /** First thing of each cell (lowest id), -1 for an empty cell. */
  readonly head: Int32Array;
  /** Next thing in the same cell, in id order, -1 at the end. */
  readonly next: Int32Array;
  turn = 0;
  won = false;
  /** Whether some thing's noun differs from the level's start: while none does, lists of things by property depend on the rules alone. */
  renamed = false;
  private markedRenamed = false;
  private where = new Int32Array(256);
  private old = new Int32Array(256);
  private logged = 0;
  private markedTurn = 0;
  private markedWon = false;

  constructor(readonly level: CompiledLevel) {
    this.pos = new Int32Array(level.count);
    this.name = new Int32Array(level.count);
    this.phases = new Int32Array(level.automata.length);
    this.head = new Int32Array(level.cells);
    this.next = new Int32Array(level.count);
  }

  /** The level's start. */
  static start(level: CompiledLevel): Board {
    const board = new Board(level);
    board.pos.set(level.startPos);
    board.name.set(level.startName);
    board.phases.set(level.startPhases);
    board.linkCells();
    return board;
  }

  /** Rebuilds the cell lists from `pos` (not journaled: call it before `mark`). */
  linkCells(): void {
    this.head.fill(-1);
    // From the highest id down, each thing goes first: every list ends up in id order.
    for (let i = this.level.count - 1; i >= 0; i--) {
      const cell = this.pos[i];
      if (cell === GONE) continue;
      this.next[i] = this.head[cell];
      this.head[cell] = i;
    }
  }

  /** Starts a new journal: `rollback` returns the board to this moment. */
  mark(): void {
    this.logged = 0;
    this.markedTurn = this.turn;
    this.markedWon = this.won;
    this.markedRenamed = this.renamed;
  }

  rollback(): void {
    for (let k = this.logged - 1; k >= 0; k--) {
      const where = this.where[k];
      const index = where & INDEX;
      const old = this.old[k];
      switch (where >>> SHIFT) {
        case POS:
          this.pos[index] = old;
          break;
        case NAME:
          this.name[index] = old;
          break;
        case PHASE:
          this.phases[index] = old;
          break;
        case HEAD:
          this.head[index] = old;
          break;
        default:
          this.next[index] = old;
      }
    }
    this.logged = 0;
    this.turn = this.markedTurn;
    this.won = this.markedWon;
    this.renamed = this.markedRenamed;
  }

  /**
   * The things whose cell or noun the journal changed since `mark`, each once, in id order,
   * written to `out`; returns how many. `seen` is scratch of one entry per thing.
   */
  touched(out: Int32Array, seen: Int32Array, generation: number): number {
    let n = 0;
    for (let k = 0; k < this.logged; k++) {
      const array = this.where[k] >>> SHIFT;
      if (array !== POS && array !== NAME) continue;
      const i = this.where[k] & INDEX;
      if (seen[i] === generation) continue;
      seen[i] = generation;
      out[n++] = i;
    }
    // A few (the usual case) by insertion; many by the typed array's own numeric sort, since
    // insertion takes time growing with their square (4,032 moved things took 7 ms a turn).
    if (n > FEW_TOUCHED) out.subarray(0, n).sort();
    else
      for (let k = 1; k < n; k++) {
        const i = out[k];
        let j = k - 1;
        while (j >= 0 && out[j] > i) {
          out[j + 1] = out[j];
          j--;
        }
        out[j + 1] = i;
      }
    return n;
  }

  /** How many things a cell holds. */
  countAt(cell: number): number {
    let n = 0;
    for (let i = this.head[cell]; i !== -1; i = this.next[i]) n++;
    return n;
  }

  rename(i: number, name: number): void {
    this.log(NAME, i, this.name[i]);
    this.name[i] = name;
    this.renamed = true;
  }

  setPhase(r: number, phase: number): void {
    this.log(PHASE, r, this.phases[r]);
    this.phases[r] = phase;
  }

  /** Moves thing `i` to `cell`, keeping both cells' lists in id order. */
  moveTo(i: number, cell: number): void {
    this.unlink(i);
    this.log(POS, i, this.pos[i]);
    this.pos[i] = cell;
    let at = this.head[cell];
    if (at === -1 || at > i) {
      this.setNext(i, at);
      this.log(HEAD, cell, at);
      this.head[cell] = i;
      return;
    }
    while (this.next[at] !== -1 && this.next[at] < i) at = this.next[at];
    this.setNext(i, this.next[at]);
    this.setNext(at, i);
  }

  destroy(i: number): void {
    this.unlink(i);
    this.log(POS, i, this.pos[i]);
    this.pos[i] = GONE;
  }

  private unlink(i: number): void {
    const cell = this.pos[i];
    let at = this.head[cell];
    if (at === i) {
      this.log(HEAD, cell, at);
      this.head[cell] = this.next[i];
      return;
    }
    while (this.next[at] !== i) at = this.next[at];
    this.setNext(at, this.next[i]);
  }

  private setNext(i: number, value: number): void {
    this.log(NEXT, i, this.next[i]);
    this.next[i] = value;
  }

  private log(array: number, index: number, old: number): void {
    if (this.logged === this.where.length) {
      const where = new Int32Array(this.logged * 2);
      const olds = new Int32Array(this.logged * 2);
      where.set(this.where);
      olds.set(this.old);
      this.where = where;
      this.old = olds;
    }
    this.where[this.logged] = (array << SHIFT) | index;
    this.old[this.logged] = old;
    this.logged++;
  }
}
