// Automata steps: declare automaton records on the scenario's level (or play a shipped pack's
// level), then read back phases, activation and the `automated` events.
import assert from 'node:assert/strict';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { MiauPack, Move, Observation, TurnResult } from '../../conformance/contract.js';
import { compareBoard } from '../../src/board/text.js';
import { parseMoves } from '../../src/words/moves.js';
import { readPackFile, type ReadPackFileResult } from '../../src/pack/files.js';
import type { AutomatedEntry } from '../../src/types/adapter.js';
import type { Automaton, AutomatonStep } from '../../src/types/pack.js';
import type { MiauWorld } from '../support/world.js';
import { declineOf } from '../../conformance/runner/session.js';

// Declaring records -------------------------------------------------------------

// A step is written as a move letter: U D L R are moves, W a wait.
const STEPS: Readonly<Record<Move, AutomatonStep>> = {
  U: { action: 'move', dx: 0, dy: -1 },
  D: { action: 'move', dx: 0, dy: 1 },
  L: { action: 'move', dx: -1, dy: 0 },
  R: { action: 'move', dx: 1, dy: 0 },
  W: { action: 'wait' },
};

/** "L L R R" (spaces optional) as object steps; the letters are those of move strings. */
function readSteps(text: string): AutomatonStep[] {
  const parsed = parseMoves(text.replace(/\s+/g, ''));
  assert.ok(parsed.ok, `"${text}" is not a list of steps: write U, D, L, R or W, separated by spaces.`);
  return parsed.moves.map((move) => ({ ...STEPS[move] }));
}

// Columns: step | cue | sound, one step a row; an empty cell leaves the field out.
function readStepTable(table: DataTable): AutomatonStep[] {
  return table.hashes().map((row) => {
    const steps = readSteps(row.step ?? '');
    assert.equal(steps.length, 1, `Write one step a row, not "${row.step}".`);
    const step = steps[0];
    if (row.cue) step.cue = row.cue;
    if (row.sound) step.sound = row.sound;
    return step;
  });
}

/** Who an automaton moves (the `actors` parameter type). */
type Actors = { subject?: string; property: string };

// No subject (`every TICK thing follow`): every thing with the property is an actor.
function declare(world: MiauWorld, id: string, actors: Actors, pattern: AutomatonStep[]): void {
  const level = world.authoredLevel();
  const { subject, property } = actors;
  const record: Automaton =
    subject === undefined ? { id, property, pattern } : { id, subject, property, pattern };
  level.automata = [...(level.automata ?? []), record];
}

Given(
  'the automaton {string} makes {actors} the steps {string}',
  function (this: MiauWorld, id: string, actors: Actors, steps: string) {
    declare(this, id, actors, readSteps(steps));
  },
);

// `the steps:` and a table (step | cue | sound); `the pattern:` and JSON, so that steps no
// engine should accept can be written too.
Given(
  'the automaton {string} makes {actors} the {patternform}:',
  function (
    this: MiauWorld,
    id: string,
    actors: Actors,
    form: 'table' | 'json',
    written: DataTable | string,
  ) {
    if (form === 'table') {
      assert.ok(typeof written !== 'string', 'Write the steps as a table (step | cue | sound).');
      declare(this, id, actors, readStepTable(written));
    } else {
      assert.ok(typeof written === 'string', 'Write the pattern as a JSON docstring.');
      declare(this, id, actors, JSON.parse(written) as AutomatonStep[]);
    }
  },
);

Given('the automaton {string} starts at phase {int}', function (this: MiauWorld, id: string, phase: number) {
  const record = this.authoredLevel().automata?.find((a) => a.id === id);
  assert.ok(record, `No automaton "${id}" is declared yet.`);
  record.phase = phase;
});

Given('the level declares an empty list of automata', function (this: MiauWorld) {
  this.authoredLevel().automata = [];
});

// Shipped packs -------------------------------------------------------------------

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// A shipped pack file is read (its pack.cjs run in the sandbox, a process of its own) once per
// process, not once per scenario: the shipped packs do not change during a run. Each scenario
// gets a copy of its own, so an engine that changes the data it is given cannot change what a
// later scenario plays.
const shippedPacks = new Map<string, Promise<ReadPackFileResult>>();

async function readShippedPack(path: string): Promise<ReadPackFileResult> {
  let reading = shippedPacks.get(path);
  if (!reading) {
    reading = readPackFile(path);
    shippedPacks.set(path, reading);
  }
  const read = await reading;
  return read.ok ? { ...read, data: structuredClone(read.data) } : read;
}

// spec: conformance/start
// An engine that does not claim `glossary` refuses a pack's `properties` (packs/feature-flags),
// and the glossary changes no play: it is handed the shipped pack without it.
async function withoutUnclaimedGlossary(world: MiauWorld, pack: unknown): Promise<unknown> {
  if (typeof pack !== 'object' || pack === null || !('properties' in pack)) return pack;
  if ((await world.hello()).capabilities.includes('glossary')) return pack;
  const { properties: _glossary, ...rest } = pack;
  return rest;
}

// The pack file is read as data by the harness, then loaded and started by the engine.
Given(
  'the level {string} of the pack {string}',
  async function (this: MiauWorld, levelId: string, packPath: string) {
    const read = await readShippedPack(resolve(PROJECT_ROOT, packPath));
    assert.ok(
      read.ok,
      `The pack file ${packPath} does not read: ${read.ok ? '' : read.errors.map((d) => d.message).join(' ')}`,
    );
    this.packInput = await withoutUnclaimedGlossary(this, read.data);
    this.packPath = packPath;
    const started = await this.startLevel(levelId);
    if ('fault' in started) throw started.fault;
  },
);

// Cues and sounds -------------------------------------------------------------------

async function playRecorded(
  world: MiauWorld,
  play: (move: Move) => Promise<TurnResult>,
  observe: () => Promise<Observation>,
  moves: Move[],
) {
  const plays = [];
  for (const move of moves) plays.push({ move, turn: await play(move), board: await observe() });
  return plays;
}

/** The authored pack with every cue and sound removed; fails when there was none to remove. */
function withoutCues(pack: MiauPack): MiauPack {
  const copy = structuredClone(pack);
  let removed = 0;
  for (const step of copy.levels
    .flatMap((level) => level.automata ?? [])
    .flatMap((record) => record.pattern)) {
    removed += Number(step.cue !== undefined) + Number(step.sound !== undefined);
    delete step.cue;
    delete step.sound;
  }
  assert.ok(removed > 0, 'The level has no cue or sound to take away.');
  return copy;
}

// Plays the moves in this game, then in a fresh game of the same level with the cues removed.
When(
  'the player plays {string} here and in the same level without cues and sounds',
  async function (this: MiauWorld, text: string) {
    const parsed = parseMoves(text);
    assert.ok(parsed.ok, `"${text}" is not a move string.`);
    this.before = await this.observe();
    const first = await playRecorded(
      this,
      (m) => this.gameCall('input', (g) => g.input(m)),
      () => this.observe(),
      parsed.moves,
    );
    this.turns = first.map((p) => p.turn);
    const variant = withoutCues(this.packInput as MiauPack);
    const plain = await this.engineCall('load', (build) => build.load(variant));
    // Declining the cue-less level is declining, as at every load (conformance/declined-levels).
    declineOf(variant, plain);
    assert.ok(plain.ok, 'The level without cues and sounds does not load.');
    const game = await this.engineCall('start', (build) => build.start(plain.pack, this.before!.levelId));
    const second = await playRecorded(
      this,
      (m) => this.engineCall('input', () => game.input(m)),
      () => this.engineCall('observe', () => game.observe()),
      parsed.moves,
    );
    this.repeats.plays = [first, second];
  },
);

// Observed automata -----------------------------------------------------------------

async function observedRecord(world: MiauWorld, id: string): Promise<Observation['automata'][number]> {
  const automata = (await world.observe()).automata;
  const record = automata.find((a) => a.id === id);
  assert.ok(
    record,
    `No automaton "${id}" is observed; observed: ${automata.map((a) => a.id).join(', ') || 'none'}.`,
  );
  return record;
}

Then('the automaton {string} is at phase {int}', async function (this: MiauWorld, id: string, phase: number) {
  assert.equal((await observedRecord(this, id)).phase, phase, `The automaton "${id}" is at another phase.`);
});

Then('the automaton {string} is {activity}', async function (this: MiauWorld, id: string, active: boolean) {
  assert.equal(
    (await observedRecord(this, id)).active,
    active,
    `The automaton "${id}" is not ${active ? 'active' : 'paused'}.`,
  );
});

// Columns: id | phase | active (yes or no), in the order the observation must list them.
Then('the automata are observed as:', async function (this: MiauWorld, table: DataTable) {
  const expected = table
    .hashes()
    .map((row) => ({ id: row.id, phase: Number(row.phase), active: yesNo(row.active) }));
  assert.deepEqual((await this.observe()).automata, expected);
});

Then('no automata are observed', async function (this: MiauWorld) {
  assert.deepEqual((await this.observe()).automata, []);
});

// Automated events --------------------------------------------------------------------

const ENTRY_COLUMNS = [
  'automaton',
  'id',
  'action',
  'from',
  'to',
  'blocked',
  'phase',
  'cue',
  'sound',
] as const;
type EntryColumn = (typeof ENTRY_COLUMNS)[number];

// Cells: from and to as (x, y), blocked as yes or no; an empty cue or sound means none.
function readCell(column: EntryColumn, cell: string): unknown {
  if (column === 'from' || column === 'to') {
    const match = /^\(\s*(\d+)\s*,\s*(\d+)\s*\)$/.exec(cell);
    assert.ok(match, `Write a cell as (x, y), not "${cell}".`);
    return { x: Number(match[1]), y: Number(match[2]) };
  }
  if (column === 'blocked') return yesNo(cell);
  if (column === 'phase') return Number(cell);
  if (column === 'cue' || column === 'sound') return cell === '' ? undefined : cell;
  return cell;
}

/** The entries, kept to the columns the table names, against the table's rows. */
function compareEntries(entries: AutomatedEntry[], table: DataTable): void {
  const columns = table.raw()[0] as EntryColumn[];
  const unknown = columns.filter((c) => !ENTRY_COLUMNS.includes(c));
  assert.deepEqual(unknown, [], `Unknown columns; the columns are ${ENTRY_COLUMNS.join(', ')}.`);
  const expected = table
    .hashes()
    .map((row) => Object.fromEntries(columns.map((c) => [c, readCell(c, row[c])])));
  const actual = entries.map((entry) => Object.fromEntries(columns.map((c) => [c, entry[c]])));
  assert.deepEqual(actual, expected, 'The automated events differ.');
}

/** The answers of beats `first` to `last` of the scenario's action (its inputs, all accepted). */
function beats(world: MiauWorld, first: number, last: number): TurnResult[] {
  assert.ok(
    world.turns.length >= last,
    `The action played ${world.turns.length} inputs, fewer than ${last}.`,
  );
  const refused = world.turns.slice(0, last).findIndex((t) => !t.accepted);
  assert.ok(refused === -1, `Input ${refused + 1} was refused, so the inputs are not counted as beats.`);
  return world.turns.slice(first - 1, last);
}

// Columns automaton | id | from | to | blocked, and any of action | phase | cue | sound, in play order.
// Without beats: the latest turn's; `on beat 5`, `on beats 11 to 15`: those inputs' of the action.
function automatedOn(world: MiauWorld, range: { first: number; last: number } | undefined): AutomatedEntry[] {
  if (!range) return world.lastTurn().events.automated;
  return beats(world, range.first, range.last).flatMap((t) => t.events.automated);
}

Then(
  'the automated moves{beats} are:',
  function (this: MiauWorld, range: { first: number; last: number } | undefined, table: DataTable) {
    compareEntries(automatedOn(this, range), table);
  },
);

Then(
  'no automaton plays{beats}',
  function (this: MiauWorld, range: { first: number; last: number } | undefined) {
    assert.deepEqual(automatedOn(this, range), []);
  },
);

Then('no automated move is blocked', function (this: MiauWorld) {
  const entries = this.turns.flatMap((t) => t.events.automated);
  assert.ok(entries.length > 0, 'No automaton played in this scenario.');
  assert.deepEqual(
    entries.filter((e) => e.blocked),
    [],
    'Some automated moves are blocked.',
  );
});

function entryOf(world: MiauWorld, id: string): AutomatedEntry {
  const entries = world.lastTurn().events.automated.filter((e) => e.id === id);
  assert.equal(entries.length, 1, `Expected one automated entry for ${id}, got ${JSON.stringify(entries)}.`);
  return entries[0];
}

// `carries the cue "tick" and the sound "tock"` compares both; `carries no cue and no sound` wants neither key.
Then(
  'the automated step of {string} carries {carried}',
  function (this: MiauWorld, id: string, carried: { cue: string; sound: string } | undefined) {
    const entry = entryOf(this, id);
    if (carried) {
      const { cue, sound } = entry;
      assert.deepEqual({ cue, sound }, carried);
    } else {
      assert.deepEqual(
        ['cue' in entry, 'sound' in entry],
        [false, false],
        `The entry is ${JSON.stringify(entry)}.`,
      );
    }
  },
);

// Boards and outcomes over many beats ---------------------------------------------------

// One row of a large board, in the board notation, as a one-row table.
Then('row {int} of the board is:', async function (this: MiauWorld, y: number, table: DataTable) {
  const observed = await this.observe();
  const things = observed.things.filter((t) => t.y === y).map((t) => ({ ...t, y: 0 }));
  const verdict = compareBoard(table.raw(), { ...observed, height: 1, things });
  assert.ok(verdict.ok, verdict.ok ? '' : `Row ${y} (shown as row 0): ${verdict.message}`);
});

Then('the game is won on move {int} and not before', async function (this: MiauWorld, move: number) {
  const firstWin = this.turns.findIndex((t) => t.won);
  assert.equal(
    firstWin + 1,
    move,
    firstWin < 0 ? 'The game was never won.' : `The game was won on move ${firstWin + 1}.`,
  );
  assert.equal((await this.observe()).won, true, 'The observed game is not won.');
});

function yesNo(cell: string): boolean {
  assert.ok(cell === 'yes' || cell === 'no', `Write yes or no, not "${cell}".`);
  return cell === 'yes';
}
