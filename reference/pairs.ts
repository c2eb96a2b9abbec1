// spec: pairs/records, pairs/words, pairs/resolution, pairs/contact-order, pairs/events, pairs/enter, pairs/state
// Paired contacts: two property words whose things destroy each other, one for one, in a cell.
import type { Pair } from '../src/types/pack.js';
import type { Thing } from './things.js';
import { cellsOf } from './things.js';
import type { PropertyTable } from './rules.js';
import type { Destroyed } from './contacts.js';
import { destroyedEntry } from './contacts.js';

/** A level's pairs, as the turn uses them: both words, and whether `enter` is on. */
export interface PairRule {
  first: string;
  second: string;
  enter: boolean;
}

// spec: pairs/records
/** The pairs of a loaded level, in declaration order; an absent `enter` is false. */
export function pairRulesOf(pairs: readonly Pair[] | undefined): PairRule[] {
  return (pairs ?? []).map((pair) => ({
    first: pair.words[0],
    second: pair.words[1],
    enter: pair.enter === true,
  }));
}

// spec: pairs/resolution, pairs/contact-order, pairs/events
/**
 * Resolves every pair, in declaration order, each on what the earlier pairs left. In each cell,
 * things with the first word (in id order) are matched with the first unmatched thing with the
 * second word (in id order) that is not themselves. Returns what was destroyed (playTurn sorts
 * every destroyed entry of the turn by id).
 */
export function resolvePairs(
  things: readonly Thing[],
  table: PropertyTable,
  pairs: readonly PairRule[],
): Destroyed[] {
  const lost: Destroyed[] = [];
  let left = things;
  for (const pair of pairs) {
    const matched = new Set<Thing>();
    for (const group of cellsOf(left).values()) {
      const seconds = group.filter((thing) => table.has(thing, pair.second));
      for (const first of group.filter((thing) => table.has(thing, pair.first))) {
        if (matched.has(first)) continue;
        const partner = seconds.find((thing) => thing !== first && !matched.has(thing));
        if (!partner) continue;
        matched.add(first).add(partner);
      }
    }
    const cause = pair.first.toLowerCase();
    for (const thing of matched) lost.push(destroyedEntry(thing, cause));
    left = left.filter((thing) => !matched.has(thing));
  }
  return lost;
}

// spec: pairs/enter
/**
 * The push planner's `mayEnter` for the pairs with `enter: true`: a mover with one word of such
 * a pair may enter the cell of a thing with the other word, which then neither stops nor is pushed.
 */
export function pairEntry(
  pairs: readonly PairRule[],
  table: PropertyTable,
): (mover: Thing, occupant: Thing) => boolean {
  const entering = pairs.filter((pair) => pair.enter);
  return (mover, occupant) =>
    entering.some(
      (pair) =>
        (table.has(mover, pair.first) && table.has(occupant, pair.second)) ||
        (table.has(mover, pair.second) && table.has(occupant, pair.first)),
    );
}
