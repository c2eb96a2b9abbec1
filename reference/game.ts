// spec: rules/level-start, rules/undo, rules/reset, rules/snapshot
// A game of one level: its state, the undo history, snapshots, and what an observer sees.
import type { Move, Observation, TurnResult } from '../src/types/adapter.js';
import type { MiauPack } from '../src/types/pack.js';
import { thingsOf } from './things.js';
import { spell } from './rules.js';
import { automataOf, isActive } from './automata.js';
import { pairRulesOf } from './pairs.js';
import { levelPropertyWords } from '../src/words/property-words.js';
import { isAutomatonStep } from '../src/checks/step-forms.js';
import type { GameState, LevelModel } from './turn.js';
import { copyState, isLost, playTurn, readBoard, settleRules } from './turn.js';

const SNAPSHOT_FORMAT = 'miau-reference-snapshot/1';

// spec: packs/step-forms, automata/steps, automata/records
/**
 * The static model of a level of a loaded pack. Throws when the pack has no such level, or when
 * a pattern holds a step the loader would reject (no shorthand steps).
 */
export function levelModel(pack: MiauPack, levelId: string): { model: LevelModel; start: GameState } {
  const level = pack.levels.find((candidate) => candidate.id === levelId);
  if (!level) throw new Error(`The pack has no level "${levelId}".`);
  for (const record of level.automata ?? []) {
    if (!Array.isArray(record.pattern) || !record.pattern.every(isAutomatonStep)) {
      throw new Error(
        `Automaton "${record.id}" of level "${level.id}" has a step that is neither a cardinal move nor a wait object; shorthand steps such as "U" are not accepted.`,
      );
    }
  }
  const automata = automataOf(level.automata);
  const pairs = pairRulesOf(level.pairs);
  const model: LevelModel = {
    id: level.id,
    width: level.width,
    height: level.height,
    // The one derivation shared with the loader and the pictures.
    // spec: packs/property-set, automata/property-words, pairs/words
    properties: levelPropertyWords(level),
    automata,
    pairs,
  };
  // Rules are read and transformations applied once, no contacts.
  // spec: rules/level-start
  const start: GameState = {
    things: thingsOf(level),
    turn: 0,
    won: false,
    phases: automata.map((record) => record.phase ?? 0),
  };
  settleRules(model, start);
  return { model, start };
}

/** One game of one level, played by the reference rules. */
export class ReferenceGame {
  private state: GameState;
  private history: GameState[] = [];

  constructor(
    private readonly model: LevelModel,
    private readonly start: GameState,
  ) {
    this.state = copyState(start);
  }

  // spec: rules/moves
  input(move: Move): TurnResult {
    if (!['U', 'D', 'L', 'R', 'W'].includes(move))
      throw new Error(`"${String(move)}" is not a move; use U, D, L, R or W.`);
    const outcome = playTurn(this.model, this.state, move);
    if (outcome.result.accepted) {
      this.history.push(this.state);
      this.state = outcome.state;
    }
    return outcome.result;
  }

  // spec: rules/undo, automata/state, pairs/state
  undo(): boolean {
    const previous = this.history.pop();
    if (!previous) return false;
    this.state = previous;
    return true;
  }

  // spec: rules/reset, automata/state
  reset(): void {
    this.state = copyState(this.start);
    this.history = [];
  }

  // spec: rules/snapshot, automata/state
  snapshot(): unknown {
    const { things, turn, won, phases } = copyState(this.state);
    return { format: SNAPSHOT_FORMAT, level: this.model.id, turn, won, phases, things };
  }

  // spec: rules/snapshot, rules/snapshot-level
  restore(snapshot: unknown): void {
    const data = snapshot as { format?: unknown; level?: unknown } & GameState;
    if (!data || data.format !== SNAPSHOT_FORMAT || data.level !== this.model.id) {
      throw new Error(`That snapshot is not a saved game of level "${this.model.id}".`);
    }
    this.state = copyState({ things: data.things, turn: data.turn, won: data.won, phases: data.phases });
    this.history = [];
  }

  // spec: automata/observation, gates/channels
  observe(): Observation {
    const { rules } = readBoard(this.model, this.state.things);
    return {
      levelId: this.model.id,
      width: this.model.width,
      height: this.model.height,
      turn: this.state.turn,
      won: this.state.won,
      lost: isLost(this.model, this.state.things),
      things: this.state.things.map((thing) => ({ ...thing })),
      rules: rules.map(spell),
      automata: this.model.automata.map((record, index) => ({
        id: record.id,
        phase: this.state.phases[index],
        active: isActive(record, rules),
      })),
    };
  }
}

/** Starts a level of a loaded pack. */
export function startGame(pack: MiauPack, levelId: string): ReferenceGame {
  const { model, start } = levelModel(pack, levelId);
  return new ReferenceGame(model, start);
}
