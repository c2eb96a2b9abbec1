// Parameter types: the words scenarios use for moves, outcomes and the variants of one step.
// A step whose forms differ by a word or a phrase is one step definition with a parameter
// here, so the vocabulary stays small (tests/conformance/docs/step-vocabulary.test.ts). Every
// `regexp` lists the phrases a scenario may write; a few also match nothing at all, for the
// plain form of a step (`the player undoes`, `the player undoes 2 times`).
import { defineParameterType } from '@cucumber/cucumber';
import type { Move } from '../../conformance/contract.js';

// Forms are written as a scenario writes them: N stands for a number, X for a word. A type
// whose forms include the empty one, or that repeats, gives its regexp; the generated step
// vocabulary reads the forms back from the regexp (conformance/docs/step-vocabulary.ts).
function define<T>(name: string, forms: string[], transformer: (text: string) => T, regexp?: RegExp): void {
  const escaped = forms.map((form) =>
    form
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\bN\b/g, '\\d+')
      .replace(/\bX\b/g, '\\S+'),
  );
  defineParameterType({
    name,
    regexp: regexp ?? new RegExp(escaped.join('|')),
    transformer,
    useForSnippets: false,
  });
}

const numbers = (text: string): number[] => (text.match(/\d+/g) ?? []).map(Number);

const DIRECTIONS: Record<string, Move> = { up: 'U', down: 'D', left: 'L', right: 'R' };

// `Then for an engine claiming diagnostics, the error at "/x" mentions "y"`: a check held only to
// such an engine; true then.
define(
  'claiming',
  ['for an engine claiming diagnostics, ', ''],
  (text) => text !== '',
  /for an engine claiming diagnostics, |/,
);

// `When the player moves left` → the input L.
define('direction', ['up', 'down', 'left', 'right'], (word): Move => DIRECTIONS[word]);

// `Then the move is refused`.
define('verdict', ['accepted', 'refused'], (word) => word === 'accepted');

// `Then the game is not won`.
define(
  'outcome',
  ['won', 'not won', 'lost', 'not lost'],
  (words) => ({ won: words.endsWith('won'), expected: !words.startsWith('not') }),
  /won|not won|lost|not lost/,
);

// `Given the game has been saved` sets the scene; `When the game is saved` is the action.
define('tense', ['is', 'has been'], (words): 'action' | 'scene' => (words === 'is' ? 'action' : 'scene'));

// A save kept under a name (`Given the game has been saved as "first"`), for a scenario that keeps
// more than one; undefined for the plain save.
define('savename', ['', ' as "X"'], (text) => /^ as "(\S+)"$/.exec(text)?.[1], / as "\S+"|/);
// The save a restore takes: the plain one, or one kept under a name (`the save "first"`).
define('savedgame', ['the saved game', 'the save "X"'], (text) => /^the save "(\S+)"$/.exec(text)?.[1]);

// `When the player plays "RR"` is the action; `Given the player has played "RR"` sets the scene.
define('plays', ['plays', 'has played'], (words): 'action' | 'scene' =>
  words === 'plays' ? 'action' : 'scene');

// `When the player undoes` once, or `When the player undoes 2 times`.
define('times', ['', ' N times'], (text) => numbers(text)[0] ?? 1, / \d+ times|/);

// Who an automaton moves: `MOUSE TICK with` (the subject MOUSE, the property TICK) or
// `every TICK thing follow` (every thing with the property).
define('actors', ['X X with', 'every X thing follow'], (text) => {
  const every = /^every (\S+) thing follow$/.exec(text);
  if (every) return { property: every[1] };
  const [subject, property] = text.replace(/ with$/, '').split(' ');
  return { subject: subject, property: property };
});

// How an automaton's pattern is written: a table of steps, or JSON (for patterns a loader must reject).
define('patternform', ['steps', 'pattern'], (word): 'table' | 'json' =>
  word === 'steps' ? 'table' : 'json');

// `Then the automaton "m" is paused`.
define('activity', ['active', 'paused'], (word) => word === 'active');

// The beats of the action whose automated moves a step reads: "" the latest, ` on beat 5`, ` on beats 2 to 4`.
define(
  'beats',
  ['', ' on beat N', ' on beats N to N'],
  (text): { first: number; last: number } | undefined => {
    const [first, last] = numbers(text);
    return first === undefined ? undefined : { first, last: last ?? first };
  },
  / on beats \d+ to \d+| on beat \d+|/,
);

// A pair's `enter`: "" leaves it out (the engine's default), or ` with enter true|false`.
define(
  'enter',
  ['', ' with enter true', ' with enter false'],
  (text): boolean | undefined => (text === '' ? undefined : text.endsWith('true')),
  / with enter true| with enter false|/,
);

// `"g" is now a crate`, `"m" is still a mouse`, `"w" is still the word ROCK`: the case of the
// name tells an object from a word, as in the board notation; the phrase is for the reader.
define('identity', ['now a', 'still a', 'still the word'], (words) => words);

// The answers a scenario reads back, as plain JSON data or against the adapter schema.
export const ANSWERS = [
  'turn answer',
  'observation',
  'load answer',
  'undo answer',
  "solver's answer",
  'save',
  'greeting',
] as const;
export type AnswerName = (typeof ANSWERS)[number];
define('answer', [...ANSWERS], (words) => words as AnswerName);

// The protocol answers a scenario checks against the protocol schema.
define('answers', ['every answer', "the solver's answer"], (words): 'session' | 'solve' =>
  words === 'every answer' ? 'session' : 'solve');

// What a `… fails with:` step reads: the engine's load, or the host's reading, sharing,
// opening and installing.
export const FAILINGS = ['loading', 'reading the file', 'sharing', 'opening', 'the install'] as const;
export type Failing = (typeof FAILINGS)[number];
define('failing', [...FAILINGS], (words) => words as Failing);

// What a `… with warnings:` step reads: the engine's load or refusal, or the host's sharing or opening of a payload.
const LOADED = {
  'the pack loads': 'load',
  'the refusal comes': 'refusal',
  'it is shared': 'share',
  'the payload opens': 'open',
} as const;
define(
  'loaded',
  Object.keys(LOADED),
  (words): (typeof LOADED)[keyof typeof LOADED] => LOADED[words as keyof typeof LOADED],
);

// `Then the pack loads`, or `Then the pack loads with no warnings`.
define('nowarnings', ['', ' with no warnings'], (text) => text !== '', / with no warnings|/);

// The format of a pack file the scenario writes: its file name and the encoding of its text.
export interface FileFormat {
  name: 'pack.json' | 'pack.cjs';
  encoding: 'utf8' | 'utf16le';
  /** What ends each line of the file: the text's line feeds, or what an editor of that system writes. */
  lineEnd: '\n' | '\r\n' | '\r';
}
// `Windows JSON` ends its lines with CR LF; `classic Mac OS JSON` with CR alone.
define('fileformat', ['JSON', 'CommonJS', 'UTF-16 JSON', 'Windows JSON', 'classic Mac OS JSON'], (
  word,
): FileFormat => ({
  name: word === 'CommonJS' ? 'pack.cjs' : 'pack.json',
  encoding: word === 'UTF-16 JSON' ? 'utf16le' : 'utf8',
  lineEnd: word === 'Windows JSON' ? '\r\n' : word === 'classic Mac OS JSON' ? '\r' : '\n',
}));

// A pack the harness generates, too big or too odd to write out.
define('generatedpack', [
  'with N levels',
  'whose level holds N objects',
  'with two levels of N objects each',
  'whose level has N automata',
  'whose automaton has a pattern of N steps',
  'whose level declares N pairs',
  'whose glossary has N entries',
  'that is a list of N numbers',
  'listing the feature X',
  'whose level title is a getter',
  'whose level title is N characters long',
  'whose level title is N emoji',
], (text) => text);

// Which of a load's diagnostics a step reads: its errors or its warnings.
define('severity', ['error', 'warning'], (word): 'error' | 'warning' => word as 'error' | 'warning');

// Which turn reports gates or plates: the latest, or one input of the action.
define('turn', ['the turn', 'move N'], (text) => numbers(text)[0]);

// The circuit events of a turn: `gateChanged` or `plateChanged`.
define('circuit', ['gates', 'plates'], (word): 'gate' | 'plate' => (word === 'gates' ? 'gate' : 'plate'));
define(
  'circuits',
  ['gate', 'plate', 'gate and no plate'],
  (words): ('gate' | 'plate')[] =>
    words === 'gate and no plate' ? ['gate', 'plate'] : [words as 'gate' | 'plate'],
  /gate and no plate|gate|plate/,
);

// The settled events of a turn.
define('events', ['destroys', 'transforms'], (word): 'destroyed' | 'transformed' =>
  word === 'destroys' ? 'destroyed' : 'transformed');
define('event', ['destroyed', 'transformed'], (word): 'destroyed' | 'transformed' =>
  word as 'destroyed' | 'transformed');

// The options of a solve: none, a budget, hands off the words, or custom mechanics taken away.
define(
  'solveoptions',
  [
    '',
    ' with a budget of N',
    ' with hands off the words',
    ' without its X with a budget of N',
    ' without its X and its X',
    ' without its X',
  ],
  (text) => text,
  / with a budget of \d+| with hands off the words| without its \S+ with a budget of \d+| without its \S+ and its \S+| without its \S+|/,
);

// `Then the solver finds "RR"`, or `… "RR" after 34 expansions`.
define('expansions', ['', ' after N expansions'], (text) => numbers(text)[0], / after \d+ expansions|/);

// Words and ids of the picture steps: `WIND`, `YOU and PUSH`; `"q"`, `"p" and "g"`.
define('words', ['X', 'X and X'], (text) => text.split(' and '), /[^\s"]+(?: and [^\s"]+)*/);
define(
  'ids',
  ['"X"', '"X" and "X"'],
  (text) => text.split(' and ').map((id) => id.slice(1, -1)),
  /"[^"]*"(?: and "[^"]*")*/,
);
define('tile', ['a property tile', 'property tiles', 'a noun tile', 'an operator'], (words) => words);
define(
  'colour',
  ['the colour of X', 'no property colour'],
  (words) => words.replace(/^the colour of /, ''),
  /the colour of \S+|no property colour/,
);

// What an automated step carries: `the cue "tick" and the sound "tock"`, or `no cue and no sound`.
define('carried', ['the cue "X" and the sound "X"', 'no cue and no sound'], (
  text,
): { cue: string; sound: string } | undefined => {
  const found = /^the cue "(\S+)" and the sound "(\S+)"$/.exec(text);
  return found ? { cue: found[1], sound: found[2] } : undefined;
});

// What is shared: the whole pack, or one level of it (`the level "two"`); the level's id, if one.
define('sharedpart', ['the pack', 'the level "X"'], (text) => /^the level "(\S+)"$/.exec(text)?.[1]);

// Sharing alone, or the whole round: the payload opened and the pack it holds loaded.
define(
  'reopened',
  ['', ', the payload opened and the pack it holds loaded'],
  (text) => text !== '',
  /, the payload opened and the pack it holds loaded|/,
);

// `When the pack is loaded`, or loaded and the loaded pack loaded again.
define(
  'reloaded',
  ['', ', and the loaded pack loaded again'],
  (text) => text !== '',
  /, and the loaded pack loaded again|/,
);

// After a restart, the new game alone, or the first game too: still where its moves left it.
define(
  'firstkept',
  ['', ', and the first game is still where its moves left it'],
  (text) => text !== '',
  /, and the first game is still where its moves left it|/,
);

// The same moves played twice to compare the plays: on two fresh games, from a restart, from a save.
define('replay', ['on two fresh games', 'and the level is started again', 'twice from the saved game'], (
  words,
): 'fresh' | 'restart' | 'save' =>
  words === 'on two fresh games' ? 'fresh' : words === 'twice from the saved game' ? 'save' : 'restart');

// What two repeated plays must share, as each `… plays "RR" …` step compares them.
define('sameness', [
  'games give the same turn answers and observations',
  'plays give the same turns and boards',
  'games are observed the same after every move',
], (words): 'fresh games' | 'plays' | 'boards' =>
  words.startsWith('games give') ? 'fresh games' : words.startsWith('plays') ? 'plays' : 'boards');

// The shard certificates a scenario merges: `1/3, 2/3 and 3/3`, `1/3 and 3/3`.
define('shards', ['N/N, N/N and N/N', 'N/N and N/N'], (text): { indices: number[]; count: number } => {
  const pairs = text.split(/, | and /).map((shard) => shard.split('/').map(Number));
  const counts = new Set(pairs.map(([, count]) => count));
  if (counts.size !== 1) throw new Error(`The shards ${text} are not of one split.`);
  return { indices: pairs.map(([index]) => index), count: pairs[0][1] };
});

// A shard run with another turn limit than the others: ``, or `, shard 2/3 run with a turn limit of 1234 ms`.
define(
  'turnlimit',
  ['', ', shard N/N run with a turn limit of N ms'],
  (text): { index: number; turnMs: number } | undefined => {
    const [index, , turnMs] = numbers(text);
    return index === undefined ? undefined : { index, turnMs };
  },
  /, shard \d+\/\d+ run with a turn limit of \d+ ms|/,
);

// A made-up certificate as certify made it (``), or edited by hand to say that every scenario passed.
define(
  'edited',
  ['', ', which says every scenario passed'],
  (text) => text !== '',
  /, which says every scenario passed|/,
);

// How a merge of shard certificates fails.
define('mergefailure', ['is refused', 'reports the shards incomplete'], (words): 'refused' | 'incomplete' =>
  words === 'is refused' ? 'refused' : 'incomplete');
