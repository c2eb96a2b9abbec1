// spec: solver/fast-transition
// (change add-fast-solver); mirrors reference/turn.ts step by step.
// The fast transition: one turn on a Board, in the spec's order (player move → read and
// transform → automata → read and transform → pairs, SINK, DEFEAT, WIN), with no allocation.
// The rules of the turn's starting board and its closed gates are read once by `prepare` and
// shared by the five inputs tried from it. tests/solver/differential.test.ts proves it equal to
// the readable `playTurn` on observations and events.
import type { Board } from './board.js';
import type { CompiledLevel } from './compile.js';
import { OBJECT, PUSH, STOP, WORD, YOU } from './compile.js';
import { RuleCache, RuleSet, thingsWith } from './rules.js';
import { ContactPass } from './contacts.js';
import { closedGates } from './circuits.js';

/** Bits of `play`'s answer. 0 means the input was refused. */
export const ACCEPTED = 1;
export const WON = 2;
/** The player's own move pushed a word tile (HANDS-OFF). */
export const PUSHED_WORD = 4;

/** The inputs in the solver's order, as index → direction. */
export const INPUTS = ['U', 'D', 'L', 'R', 'W'] as const;
const DX = [0, 0, -1, 1, 0];
const DY = [-1, 1, 0, 0, 0];
export const WAIT_INPUT = 4;
/** Up to this many movers are put front first by insertion, more by counting (frontFirst). */
const FEW_MOVERS = 32;

/** What a recording turn reports, in the order the turn finds it (thing indices, symbols, cells). */
export interface TurnRecorder {
  transformed(i: number, from: number, to: number): void;
  automated(record: number, i: number, phase: number, from: number, to: number, blocked: boolean): void;
  destroyed(i: number, name: number, cell: number, cause: string): void;
}

export class FastTurn {
  /** The rules of the board given to `prepare` (shared with the cache: never written). */
  private startRules: RuleSet;
  private readonly ruleCache: RuleCache;
  private readonly turnRules: RuleSet;
  private readonly closed: Int32Array;
  private closedCount = 0;
  private readonly stamp: Int32Array;
  private generation = 0;
  private readonly chain: Int32Array;
  private chainLength = 0;
  private readonly movers: Int32Array;
  private readonly you: Int32Array;
  private youCount = 0;
  /** Per record, its actors on the prepared board (`count` slots each) and how many. */
  private readonly actors: Int32Array;
  private readonly actorCount: Int32Array;
  private readonly order: Int32Array;
  private readonly ahead: Int32Array;
  /** frontFirstByCounting's bucket boundaries, one more than the keys a board's side allows. */
  private readonly bucketStarts: Int32Array;
  /** A word moved since the rules were last read. */
  private wordMoved = false;
  /** Some noun changed this turn. */
  private renamed = false;
  private readonly contactPass: ContactPass;
  private readonly enterPairs: boolean;

  constructor(private readonly level: CompiledLevel) {
    this.ruleCache = new RuleCache(level);
    this.startRules = new RuleSet(level);
    this.turnRules = new RuleSet(level);
    const n = level.count;
    this.closed = new Int32Array(n);
    this.stamp = new Int32Array(n);
    this.chain = new Int32Array(n);
    this.movers = new Int32Array(n);
    this.you = new Int32Array(n);
    this.actors = new Int32Array(n * level.automata.length);
    this.actorCount = new Int32Array(level.automata.length);
    this.order = new Int32Array(n);
    this.ahead = new Int32Array(n);
    this.bucketStarts = new Int32Array(2 * Math.max(level.width, level.height) + 1);
    this.contactPass = new ContactPass(level);
    this.enterPairs = level.pairs.some((pair) => pair.enter);
  }

  /**
   * Reads what every turn from `board` shares: its rules, the gates closed on it and its YOU
   * things (the player's movers, whatever the input).
   */
  prepare(board: Board): void {
    const rules = (this.startRules = this.ruleCache.rulesOf(board));
    this.closedCount = closedGates(this.level, board, this.closed);
    this.youCount = thingsWith(this.level, board, rules, YOU, this.you, 0);
    // Each record's actors: still right during a turn whose rules and nouns stay those of `board`.
    const automata = this.level.automata;
    for (let r = 0; r < automata.length; r++)
      this.actorCount[r] = this.collectActors(board, rules, r, this.actors, r * this.level.count);
  }

  /** Writes record r's actors (objects with its property and subject, in id order) to `out` at `offset`. */
  private collectActors(board: Board, rules: RuleSet, r: number, out: Int32Array, offset: number): number {
    const record = this.level.automata[r];
    const n = thingsWith(this.level, board, rules, record.property, out, offset);
    if (record.subject < 0) return n;
    let kept = 0;
    for (let k = 0; k < n; k++)
      if (board.name[out[offset + k]] === record.subject) out[offset + kept++] = out[offset + k];
    return kept;
  }

  /**
   * Plays input `move` (an index into INPUTS) on `board`, which must hold the board last given
   * to `prepare`. Mutates `board` through its journal (see Board.mark and Board.rollback).
   */
  play(board: Board, move: number, recorder?: TurnRecorder): number {
    if (board.won) return 0;
    let rules = this.startRules;
    this.wordMoved = false;
    this.renamed = false;
    if (move !== WAIT_INPUT && !this.movePlayer(board, rules, DX[move], DY[move])) return 0;
    const pushedWord = this.wordMoved;

    if (this.wordMoved) rules = this.reread(board);
    this.transform(board, rules, recorder);

    const automata = this.level.automata;
    if (automata.length > 0) {
      for (let r = 0; r < automata.length; r++) this.beat(board, rules, r, recorder);
      if (this.wordMoved) rules = this.reread(board);
      this.transform(board, rules, recorder);
    }

    this.contacts(board, rules, recorder);
    board.turn++;
    return ACCEPTED | (board.won ? WON : 0) | (pushedWord ? PUSHED_WORD : 0);
  }

  private reread(board: Board): RuleSet {
    this.wordMoved = false;
    return this.turnRules.read(board);
  }

  // Movement
  // spec: rules/movement, rules/push, rules/several-you, gates/closed-blocks

  /** The player's move: every YOU thing of the turn's starting board, front first. */
  private movePlayer(board: Board, rules: RuleSet, dx: number, dy: number): boolean {
    const n = this.youCount;
    if (n === 0) return false;
    this.frontFirst(board, this.you, 0, n, dx, dy);
    let moved = false;
    for (let k = 0; k < n; k++) if (this.tryMove(board, rules, this.order[k], dx, dy)) moved = true;
    return moved;
  }

  /** Sorts `movers[offset, offset + n)` (in id order) into `order`: furthest along the direction first, then by id. */
  private frontFirst(
    board: Board,
    movers: Int32Array,
    offset: number,
    n: number,
    dx: number,
    dy: number,
  ): void {
    const width = this.level.width;
    const ahead = this.ahead;
    // A few movers (the usual case) are sorted by insertion; many by counting their distances
    // along the direction, which insertion would sort in time growing with their square (4,032
    // movers took 20 ms a move). Either keeps equal keys in id order.
    if (n > FEW_MOVERS) {
      this.frontFirstByCounting(board, movers, offset, n, dx, dy);
      return;
    }
    for (let k = 0; k < n; k++) {
      const i = movers[offset + k];
      const cell = board.pos[i];
      const key = (cell % width) * dx + ((cell / width) | 0) * dy;
      // Equal keys keep id order: the movers come in id order and only smaller keys are passed.
      let j = k - 1;
      while (j >= 0 && ahead[j] < key) {
        this.order[j + 1] = this.order[j];
        ahead[j + 1] = ahead[j];
        j--;
      }
      this.order[j + 1] = i;
      ahead[j + 1] = key;
    }
  }

  // A key runs from -(side - 1) to side - 1 (side: the board's longer side); bucket side - 1 - key
  // puts the furthest first, and a stable pass keeps id order within a bucket.
  private frontFirstByCounting(
    board: Board,
    movers: Int32Array,
    offset: number,
    n: number,
    dx: number,
    dy: number,
  ): void {
    const width = this.level.width;
    const side = Math.max(width, this.level.height);
    const starts = this.bucketStarts.fill(0);
    for (let k = 0; k < n; k++) {
      const cell = board.pos[movers[offset + k]];
      const bucket = side - 1 - ((cell % width) * dx + ((cell / width) | 0) * dy);
      this.ahead[k] = bucket;
      starts[bucket + 1]++;
    }
    for (let b = 1; b < starts.length; b++) starts[b] += starts[b - 1];
    for (let k = 0; k < n; k++) this.order[starts[this.ahead[k]]++] = movers[offset + k];
  }

  private tryMove(board: Board, rules: RuleSet, i: number, dx: number, dy: number): boolean {
    this.generation++;
    this.chainLength = 0;
    if (!this.plan(board, rules, i, dx, dy)) return false;
    const delta = dy * this.level.width + dx;
    for (let k = 0; k < this.chainLength; k++) {
      const t = this.chain[k];
      if (this.level.kind[t] === WORD) this.wordMoved = true;
      board.moveTo(t, board.pos[t] + delta);
    }
    return true;
  }

  private plan(board: Board, rules: RuleSet, i: number, dx: number, dy: number): boolean {
    const width = this.level.width;
    const cell = board.pos[i];
    const x = (cell % width) + dx;
    const y = ((cell / width) | 0) + dy;
    if (x < 0 || y < 0 || x >= width || y >= this.level.height) return false;
    const target = y * width + x;
    for (let k = 0; k < this.closedCount; k++) if (board.pos[this.closed[k]] === target) return false;
    this.stamp[i] = this.generation;
    this.chain[this.chainLength++] = i;
    for (let o = board.head[target]; o !== -1; o = board.next[o]) {
      if (this.stamp[o] === this.generation) continue;
      if (this.enterPairs && this.mayEnter(board, rules, i, o)) continue;
      // STOP wins over PUSH on the same thing.
      if (rules.has(board, o, STOP)) return false;
      if (rules.has(board, o, PUSH) && !this.plan(board, rules, o, dx, dy)) return false;
    }
    return true;
  }

  /** Pairs with `enter`: a mover with one word enters the cell of a thing with the other. */
  private mayEnter(board: Board, rules: RuleSet, mover: number, occupant: number): boolean {
    for (const pair of this.level.pairs) {
      if (!pair.enter) continue;
      if (rules.has(board, mover, pair.first) && rules.has(board, occupant, pair.second)) return true;
      if (rules.has(board, mover, pair.second) && rules.has(board, occupant, pair.first)) return true;
    }
    return false;
  }

  // Transformation
  // spec: rules/transformation

  private transform(board: Board, rules: RuleSet, recorder?: TurnRecorder): void {
    if (!rules.transforms) return;
    const { count, kind } = this.level;
    for (let i = 0; i < count; i++) {
      if (board.pos[i] < 0 || kind[i] !== OBJECT) continue;
      const to = rules.changeTo[board.name[i]];
      if (to < 0) continue;
      recorder?.transformed(i, board.name[i], to);
      board.rename(i, to);
      this.renamed = true;
    }
  }

  // Automata: one record's beat.
  // spec: automata/activation, automata/phase-advance, automata/actions, automata/actor-order, automata/events

  private beat(board: Board, rules: RuleSet, r: number, recorder?: TurnRecorder): void {
    const record = this.level.automata[r];
    let actors = this.movers;
    let offset = 0;
    let n: number;
    if (rules === this.startRules && !this.renamed) {
      actors = this.actors;
      offset = r * this.level.count;
      n = this.actorCount[r];
    } else n = this.collectActors(board, rules, r, this.movers, 0);
    if (n === 0) return;
    const phase = board.phases[r];
    if (record.wait[phase] === 1) {
      for (let k = 0; k < n; k++)
        recorder?.automated(
          r,
          actors[offset + k],
          phase,
          board.pos[actors[offset + k]],
          board.pos[actors[offset + k]],
          false,
        );
    } else {
      const dx = record.dx[phase];
      const dy = record.dy[phase];
      this.frontFirst(board, actors, offset, n, dx, dy);
      for (let k = 0; k < n; k++) {
        const actor = this.order[k];
        const from = board.pos[actor];
        const blocked = !this.tryMove(board, rules, actor, dx, dy);
        recorder?.automated(r, actor, phase, from, board.pos[actor], blocked);
      }
    }
    board.setPhase(r, (phase + 1) % record.wait.length);
  }

  // Contacts
  // spec: pairs/resolution, rules/sink, rules/defeat, rules/win, rules/contact-order

  private contacts(board: Board, rules: RuleSet, recorder?: TurnRecorder): void {
    // The YOU things: those of the turn's start while its rules and nouns still hold.
    let you = this.you;
    let youCount = this.youCount;
    if (rules !== this.startRules || this.renamed) {
      you = this.movers;
      youCount = thingsWith(this.level, board, rules, YOU, you, 0);
    }
    board.won = this.contactPass.run(board, rules, you, youCount, recorder);
  }
}
