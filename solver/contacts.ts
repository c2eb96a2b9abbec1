// spec: pairs/resolution, pairs/contact-order, rules/sink, rules/defeat, rules/win, rules/contact-order
// The fast
// path (change add-fast-solver); mirrors the contact pass of reference/turn.ts.
// Once per accepted turn, with the rules as they stand after the automata: pairs (in declaration
// order), then SINK, then DEFEAT, then WIN. SINK walks the SINK things' cells and DEFEAT and WIN
// the YOU things' cells instead of every cell: a cell without a SINK thing never sinks, and only
// YOU things are defeated or win.
import type { Board } from './board.js';
import type { CompiledLevel } from './compile.js';
import { DEFEAT, SINK, WIN, YOU } from './compile.js';
import type { RuleSet } from './rules.js';
import { thingsWith } from './rules.js';
import type { TurnRecorder } from './turn.js';

export class ContactPass {
  private readonly lost: Int32Array;
  private readonly sinks: Int32Array;
  private readonly matched: Int32Array;
  private generation = 0;
  private readonly cellSeen: Int32Array;
  private cellGeneration = 0;
  /** For a cell seen in this generation: whether it holds a DEFEAT thing. */
  private readonly cellDefeats: Uint8Array;

  constructor(private readonly level: CompiledLevel) {
    this.lost = new Int32Array(level.count);
    this.sinks = new Int32Array(level.count);
    this.matched = new Int32Array(level.count);
    this.cellSeen = new Int32Array(level.cells);
    this.cellDefeats = new Uint8Array(level.cells);
  }

  /** Runs the pass on `board`; `you` holds its YOU things (some may be destroyed). Returns whether the game is won. */
  run(board: Board, rules: RuleSet, you: Int32Array, youCount: number, recorder?: TurnRecorder): boolean {
    for (const pair of this.level.pairs) {
      if (rules.present[pair.first] === 1 && rules.present[pair.second] === 1)
        this.resolvePair(board, rules, pair.first, pair.second, pair.cause, recorder);
    }
    if (rules.present[SINK] === 1) this.sink(board, rules, recorder);
    if (rules.present[YOU] !== 1) return false;
    if (rules.present[DEFEAT] === 1) this.defeat(board, rules, you, youCount, recorder);
    return rules.present[WIN] === 1 && this.isWon(board, rules, you, youCount);
  }

  // spec: pairs/resolution, pairs/events
  private resolvePair(
    board: Board,
    rules: RuleSet,
    first: number,
    second: number,
    cause: string,
    recorder?: TurnRecorder,
  ): void {
    const { count } = this.level;
    const matched = ++this.generation;
    let lost = 0;
    this.cellGeneration++;
    for (let i = 0; i < count; i++) {
      const cell = board.pos[i];
      if (cell < 0 || this.cellSeen[cell] === this.cellGeneration) continue;
      this.cellSeen[cell] = this.cellGeneration;
      const head = board.head[cell];
      if (board.next[head] === -1) continue;
      for (let a = head; a !== -1; a = board.next[a]) {
        if (!rules.has(board, a, first) || this.matched[a] === matched) continue;
        for (let b = head; b !== -1; b = board.next[b]) {
          if (b === a || this.matched[b] === matched || !rules.has(board, b, second)) continue;
          this.matched[a] = matched;
          this.matched[b] = matched;
          this.lost[lost++] = a;
          this.lost[lost++] = b;
          break;
        }
      }
    }
    this.destroyLost(board, lost, cause, recorder);
  }

  // spec: rules/sink
  /** SINK: a cell holding a SINK thing and anything else loses everything in it. */
  private sink(board: Board, rules: RuleSet, recorder?: TurnRecorder): void {
    const sinks = this.sinks;
    const n = thingsWith(this.level, board, rules, SINK, sinks, 0);
    let lost = 0;
    this.cellGeneration++;
    for (let k = 0; k < n; k++) {
      const cell = board.pos[sinks[k]];
      if (this.cellSeen[cell] === this.cellGeneration) continue;
      this.cellSeen[cell] = this.cellGeneration;
      const head = board.head[cell];
      if (board.next[head] === -1) continue;
      for (let a = head; a !== -1; a = board.next[a]) this.lost[lost++] = a;
    }
    this.destroyLost(board, lost, 'sink', recorder);
  }

  // spec: rules/defeat
  /** DEFEAT: every YOU thing in a cell with a DEFEAT thing is destroyed (itself included). */
  private defeat(
    board: Board,
    rules: RuleSet,
    you: Int32Array,
    youCount: number,
    recorder?: TurnRecorder,
  ): void {
    let lost = 0;
    // Each cell is read once, however many YOU things it holds (4,000 stacked cats read their
    // cell 4,000 times each, squared time a turn).
    this.cellGeneration++;
    for (let k = 0; k < youCount; k++) {
      const cell = board.pos[you[k]];
      if (cell < 0) continue;
      if (this.cellSeen[cell] !== this.cellGeneration) {
        this.cellSeen[cell] = this.cellGeneration;
        let defeats = 0;
        for (let a = board.head[cell]; a !== -1 && defeats === 0; a = board.next[a])
          if (rules.has(board, a, DEFEAT)) defeats = 1;
        this.cellDefeats[cell] = defeats;
      }
      if (this.cellDefeats[cell] === 1) this.lost[lost++] = you[k];
    }
    this.destroyLost(board, lost, 'defeat', recorder);
  }

  private destroyLost(board: Board, lost: number, cause: string, recorder?: TurnRecorder): void {
    for (let k = 0; k < lost; k++) {
      const i = this.lost[k];
      recorder?.destroyed(i, board.name[i], board.pos[i], cause);
      board.destroy(i);
    }
  }

  // spec: rules/win
  /** WIN: a YOU thing that shares a cell with a WIN thing, or is WIN itself. */
  private isWon(board: Board, rules: RuleSet, you: Int32Array, youCount: number): boolean {
    // A cell read once finds no WIN thing (else the game is won): it is not read again.
    this.cellGeneration++;
    for (let k = 0; k < youCount; k++) {
      const cell = board.pos[you[k]];
      if (cell < 0 || this.cellSeen[cell] === this.cellGeneration) continue;
      this.cellSeen[cell] = this.cellGeneration;
      for (let a = board.head[cell]; a !== -1; a = board.next[a]) if (rules.has(board, a, WIN)) return true;
    }
    return false;
  }
}
