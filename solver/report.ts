// spec: solver/hands-off, solver/bypass
// (change add-fast-solver)
// What `miau solve` says about a level: the fast solver's answer, the HANDS-OFF flag and, for
// each custom mechanic the level uses, whether it can be won with that mechanic removed.
import type { SolveOptions, SolveResult } from '../src/types/adapter.js';
import type { MiauPack } from '../src/types/pack.js';
import { levelModel } from '../reference/game.js';
import { movePhase, settleTurn } from '../reference/turn.js';
import { wordMoved } from './word-pushes.js';
import type { Mechanic } from './bypass.js';
import { mechanicsOf } from './bypass.js';
import { solveFast, solveLevelFast } from './search.js';
import type { LimitReason, SearchLimits } from './limits.js';

export interface BypassCheck {
  mechanic: Mechanic;
  /** SOLVED: won without the mechanic (a sign the level does not need it); LIMIT: unknown. */
  status: SolveResult['status'];
  expansions: number;
}

export interface LevelReport {
  result: SolveResult;
  /** For LIMIT: which bound stopped the search (expansions, time or memory). */
  limit?: LimitReason;
  /**
   * A solution exists in which the player never pushes a word tile: true when one was found,
   * false when the search proved there is none, undefined (unknown) when the budget ran out first.
   */
  handsOff: boolean | undefined;
  /**
   * For LIMIT with HANDS-OFF yes: the win the hands-off search found, which the search for the
   * shortest win did not reach within the budget (a designer would otherwise be told no win was found).
   */
  handsOffWin?: string;
  /** One check per custom mechanic the level uses, in the order automata, pairs, gates. */
  bypass: BypassCheck[];
}

// spec: solver/hands-off, solver/bypass
/** Solves a level, then checks HANDS-OFF and the bypass of each of its mechanics, each within the same budget. */
export function reportLevel(
  pack: MiauPack,
  levelId: string,
  options: Pick<SolveOptions, 'max' | 'handsOff'> = {},
  limits?: SearchLimits,
): LevelReport {
  const { result, limit } = solveFast(pack, levelId, options, limits);
  const handsOffResult =
    options.handsOff === true || (result.status === 'SOLVED' && pushesNoWord(pack, levelId, result.moves))
      ? result
      : solveLevelFast(pack, levelId, { max: options.max, handsOff: true }, limits);
  // Under LIMIT the search says nothing (see solver/budget), so HANDS-OFF is unknown.
  const handsOff = { SOLVED: true, UNSOLVABLE: false, LIMIT: undefined }[handsOffResult.status];
  const { model, start } = levelModel(pack, levelId);
  const bypass = mechanicsOf(model, start).map((mechanic): BypassCheck => {
    const without = solveLevelFast(pack, levelId, { max: options.max, without: [mechanic] }, limits);
    return { mechanic, status: without.status, expansions: without.expansions };
  });
  const handsOffWin =
    result.status === 'LIMIT' && handsOffResult.status === 'SOLVED' ? handsOffResult.moves : undefined;
  return {
    result,
    ...(limit ? { limit } : {}),
    handsOff,
    ...(handsOffWin !== undefined ? { handsOffWin } : {}),
    bypass,
  };
}

/** Whether playing `moves` from the start never has the player push a word tile. */
function pushesNoWord(pack: MiauPack, levelId: string, moves: string): boolean {
  const { model, start } = levelModel(pack, levelId);
  let state = start;
  for (const move of moves) {
    // `moves` is the solver's solution, so every move of it is accepted.
    const moved = movePhase(model, state, move as 'U' | 'D' | 'L' | 'R' | 'W')!;
    if (wordMoved(state, moved.state)) return false;
    state = settleTurn(model, moved).state;
  }
  return true;
}
