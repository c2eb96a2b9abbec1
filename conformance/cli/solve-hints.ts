// What `miau solve` says next to a level's line, so a designer knows what to do next
// (issue 19): how to give a search that hit its budget more room, that a level with no WIN or
// no YOU word can never be won, and what BYPASS <mechanic>:yes means for the level.
import type { Level } from '../../src/types/pack.js';
import { budgetFor, EXPANSION_CEILING } from '../../solver/budget.js';
import type { LimitReason } from '../engines/reference.js';

/** What a level can be won without, said plainly per mechanic. */
const WITHOUT: Record<string, string> = {
  automata: 'with its automata stopped (no automaton ever moves anything)',
  pairs: 'with its pairs switched off (no pair ever destroys anything or lets anything in)',
  gates: 'with no plate ever opening a gate (only jams open one)',
};

/** The lines printed under a level's result line; empty when there is nothing to add. */
export function solveHints(
  level: Level,
  status: string,
  max: number | undefined,
  bypass: readonly { mechanic: string; status: string }[],
  limit: LimitReason = 'expansions',
  handsOff = false,
): string[] {
  const lines: string[] = [];
  const noWord = (text: string) =>
    !level.objects.some((thing) => thing.kind === 'word' && thing.text === text);
  const noWin = noWord('WIN');
  // Not "no move does anything": W is still a turn, and automata act on it (a lost game lets time
  // pass, rules/game-over), so such a level can expand many boards and never be won.
  if (noWord('YOU') && status !== 'SOLVED') {
    lines.push(
      `  hint: level "${level.id}" has no YOU word on the board, so no rule X IS YOU can ever form, nothing is ever YOU and the level cannot be won; add a rule such as CAT IS YOU.`,
    );
  } else if (noWin && status !== 'SOLVED') {
    lines.push(
      `  hint: level "${level.id}" has no WIN word on the board, so no rule X IS WIN can ever form and the level cannot be won; add a rule such as FLAG IS WIN.`,
    );
  } else if (status === 'LIMIT') {
    lines.push(limitHint(level, max, limit));
  } else if (status === 'UNSOLVABLE' && handsOff) {
    lines.push(
      `  hint: UNSOLVABLE under --hands-off means no sequence of moves that never pushes a word tile wins level "${level.id}"; run without --hands-off to see whether it can be won at all.`,
    );
  } else if (status === 'UNSOLVABLE') {
    // HANDS-OFF no and BYPASS <mechanic>:no are true of a level no one can win, but read as if a
    // solution pushed words or needed the mechanic.
    lines.push(
      `  hint: UNSOLVABLE means no sequence of moves wins level "${level.id}" from its start: every board reachable from it was searched. So ${bypass.length > 0 ? 'HANDS-OFF no and BYPASS ...:no say' : 'HANDS-OFF no says'} only that no solution exists at all; change the level until it can be won.`,
    );
  }
  for (const check of bypass.filter((c) => c.status === 'SOLVED'))
    lines.push(bypassNote(check.mechanic, status));
  return lines;
}

// BYPASS <mechanic>:yes on a level that cannot be won says the opposite of "the puzzle may not
// need them": the mechanic is what keeps every win out of reach.
function bypassNote(mechanic: string, status: string): string {
  const without = WITHOUT[mechanic] ?? `without its ${mechanic}`;
  if (status === 'UNSOLVABLE')
    return `  note: BYPASS ${mechanic}:yes on a level that cannot be won means it can be won only ${without}: the ${mechanic} are what keep every win out of reach; if that is not meant, change what they do.`;
  const also = status === 'SOLVED' ? 'also ' : '';
  return `  note: BYPASS ${mechanic}:yes means the level can ${also}be won ${without}, so the puzzle may not need them; if they should matter, change the level until the bypass says ${mechanic}:no.`;
}

// The hint names the bound that stopped the search, and never suggests more than it may have.
function limitHint(level: Level, max: number | undefined, limit: LimitReason): string {
  const unfinished = 'without finding a win or running out of boards';
  if (limit === 'time')
    return `  hint: LIMIT (time) means the run's time ran out ${unfinished}; try a larger --max-seconds.`;
  if (limit === 'memory')
    return `  hint: LIMIT (memory) means the boards it had seen filled the search's memory cap ${unfinished}; try a larger --max-memory.`;
  const budget = budgetFor(level, max);
  if (budget >= EXPANSION_CEILING)
    return `  hint: LIMIT means the search used ${EXPANSION_CEILING} expansions, the most any search may use, ${unfinished}; the level has more boards than the solver can search, so try a smaller layout.`;
  const more = Math.min(budget * 10, EXPANSION_CEILING);
  return `  hint: LIMIT means the search used its whole budget of ${budget} expansions ${unfinished}; try --max ${more}, or give the level "solverMax": ${more} in the pack.`;
}
