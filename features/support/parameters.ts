// Parameter types: the words scenarios use for moves and outcomes.
import { defineParameterType } from '@cucumber/cucumber';
import type { Move } from '../../conformance/contract.js';

const DIRECTIONS: Record<string, Move> = { up: 'U', down: 'D', left: 'L', right: 'R' };

// `When the player moves left` → the input L.
defineParameterType({
  name: 'direction',
  regexp: /up|down|left|right/,
  transformer: (word: string): Move => DIRECTIONS[word],
});

// `Then the move is refused`.
defineParameterType({
  name: 'verdict',
  regexp: /accepted|refused/,
  transformer: (word: string): boolean => word === 'accepted',
});

// `Then the game is not won`.
defineParameterType({
  name: 'outcome',
  regexp: /won|not won|lost|not lost/,
  transformer: (words: string) => ({ won: words.endsWith('won'), expected: !words.startsWith('not') }),
});
