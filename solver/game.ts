// spec: solver/fast-transition
// (change add-fast-solver)
// The fast transition as a game that answers like ReferenceGame: turn results with their events,
// and observations. The solver never builds these; the differential test compares them, move
// for move, with the readable engine's, which is what proves the fast transition equal to it.
import type {
  AutomatedEntry,
  DestroyedEntry,
  Move,
  Observation,
  SettledEvents,
  TransformedEntry,
  TurnResult,
} from '../src/types/adapter.js';
import type { GameState, LevelModel } from '../reference/turn.js';
import { Board } from './board.js';
import type { CompiledLevel } from './compile.js';
import { OBJECT, YOU, compileLevel } from './compile.js';
import { RuleSet } from './rules.js';
import type { TurnRecorder } from './turn.js';
import { ACCEPTED, FastTurn, INPUTS } from './turn.js';
import { projection } from './circuits.js';

export class FastGame {
  readonly level: CompiledLevel;
  private readonly board: Board;
  private readonly turn: FastTurn;
  private readonly rules: RuleSet;
  private readonly before: Uint8Array;
  private readonly after: Uint8Array;

  constructor(model: LevelModel, start: GameState) {
    this.level = compileLevel(model, start);
    this.board = Board.start(this.level);
    this.turn = new FastTurn(this.level);
    this.rules = new RuleSet(this.level);
    this.before = new Uint8Array(this.level.count);
    this.after = new Uint8Array(this.level.count);
  }

  // spec: solver/fast-transition, rules/settled-events
  input(move: Move): TurnResult {
    const index = INPUTS.indexOf(move);
    if (index < 0) throw new Error(`"${String(move)}" is not a move; use U, D, L, R or W.`);
    const { board, level } = this;
    projection(level, board, this.before);
    board.mark();
    this.turn.prepare(board);
    const recorder = new EventRecorder(level);
    const outcome = this.turn.play(board, index, recorder);
    if ((outcome & ACCEPTED) === 0) {
      board.rollback();
      return {
        accepted: false,
        won: board.won,
        lost: this.isLost(),
        events: { destroyed: [], transformed: [], automated: [] },
      };
    }
    const events = recorder.events();
    projection(level, board, this.after);
    const gateChanged = [];
    const plateChanged = [];
    for (let i = 0; i < level.count; i++) {
      if (board.pos[i] < 0) continue;
      const was = this.before[i];
      const is = this.after[i];
      if ((was & 6) !== (is & 6))
        gateChanged.push({ id: level.ids[i], open: (is & 2) !== 0, jammed: (is & 4) !== 0 });
      if ((was & 1) !== (is & 1)) plateChanged.push({ id: level.ids[i], pressed: (is & 1) !== 0 });
    }
    if (gateChanged.length > 0) events.gateChanged = gateChanged;
    if (plateChanged.length > 0) events.plateChanged = plateChanged;
    return { accepted: true, won: board.won, lost: this.isLost(), events };
  }

  // spec: solver/fast-transition, automata/observation
  observe(): Observation {
    const { board, level } = this;
    const rules = this.rules.read(board);
    const things: Observation['things'] = [];
    for (let i = 0; i < level.count; i++) {
      const cell = board.pos[i];
      if (cell < 0) continue;
      const thing: Observation['things'][number] = {
        id: level.ids[i],
        kind: level.kind[i] === OBJECT ? 'object' : 'word',
        name: level.symbols[board.name[i]],
        x: cell % level.width,
        y: (cell / level.width) | 0,
      };
      if (level.channel[i] >= 0) thing.channel = level.channels[level.channel[i]];
      things.push(thing);
    }
    const spelled: string[] = [];
    for (let r = 0; r < rules.count; r++)
      spelled.push(`${level.symbols[rules.subject[r]]} IS ${level.symbols[rules.predicate[r]]}`);
    const automata = level.automata.map((record, r) => {
      let active = false;
      for (let k = 0; k < rules.count && !active; k++) {
        active =
          level.propertyOf[rules.predicate[k]] === record.property &&
          (record.subject < 0 || rules.subject[k] === record.subject);
      }
      return { id: record.id, phase: board.phases[r], active };
    });
    return {
      levelId: level.id,
      width: level.width,
      height: level.height,
      turn: board.turn,
      won: board.won,
      lost: this.isLost(),
      things,
      rules: spelled,
      automata,
    };
  }

  /** The game is lost while no thing is YOU under the board's rules now. */
  private isLost(): boolean {
    const rules = this.rules.read(this.board);
    for (let i = 0; i < this.level.count; i++)
      if (this.board.pos[i] >= 0 && rules.has(this.board, i, YOU)) return false;
    return true;
  }
}

/** Collects a turn's events as the readable engine reports them. */
class EventRecorder implements TurnRecorder {
  private readonly transformedAt: { i: number; entry: TransformedEntry }[] = [];
  private readonly automatedList: AutomatedEntry[] = [];
  private readonly destroyedAt: { i: number; entry: DestroyedEntry }[] = [];

  constructor(private readonly level: CompiledLevel) {}

  transformed(i: number, from: number, to: number): void {
    this.transformedAt.push({
      i,
      entry: { id: this.level.ids[i], from: this.level.symbols[from], to: this.level.symbols[to] },
    });
  }

  automated(r: number, i: number, phase: number, from: number, to: number, blocked: boolean): void {
    const record = this.level.automata[r];
    const step = record.steps[phase];
    const entry: AutomatedEntry = {
      automaton: record.id,
      id: this.level.ids[i],
      action: step.action,
      from: this.at(from),
      to: this.at(to),
      blocked,
      phase,
    };
    if (step.cue !== undefined) entry.cue = step.cue;
    if (step.sound !== undefined) entry.sound = step.sound;
    this.automatedList.push(entry);
  }

  destroyed(i: number, name: number, cell: number, cause: string): void {
    this.destroyedAt.push({
      i,
      entry: { id: this.level.ids[i], name: this.level.symbols[name], ...this.at(cell), cause },
    });
  }

  /** The events in the readable engine's order: by thing id (stable), automata as they played. */
  events(): SettledEvents {
    const byThing = (a: { i: number }, b: { i: number }) => a.i - b.i;
    return {
      destroyed: [...this.destroyedAt].sort(byThing).map((d) => d.entry),
      transformed: [...this.transformedAt].sort(byThing).map((t) => t.entry),
      automated: this.automatedList,
    };
  }

  private at(cell: number): { x: number; y: number } {
    return { x: cell % this.level.width, y: (cell / this.level.width) | 0 };
  }
}
