// Under --check-protocol, the game a request names must be the game that answers it (spec:
// conformance/protocol). Every step plays the game a scenario started last, so a program that
// answers every request with the game it started last, not the one named, passed every scenario:
// the harness now starts one or two more games of the level after each start, in turn, plays a
// wait in each and never plays them again (so the games scenarios play are of both parities), and refuses a start answered with a game id given before. The wait finds
// a program whose games share one undo history: no step plays a game after starting another.
// After the wait, it asks to observe a game the program never started, which must be refused.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createJsonLinesEngine, sessionOf } from '../../../conformance/protocol/client.js';
import { EngineFault } from '../../../conformance/runner/errors.js';

// A program whose games are counters of turns played; `ids` says how it names them: `new` a new
// id each start, `same` one id for all. `route`: `named` plays each request on the game it names,
// `last` plays an input on the game started last (undo still reads the game named). `history`:
// `own` each game counts its turns, `shared` one count for every game, begun afresh at each start.
// `inputs`: `play` counts a turn, `error` answers every input with an error. `unknown`: `refuse`
// answers a request naming no game of its own with an error, `last` plays it on the game started last.
// `inputs: 'odd'` counts a turn in the 1st, 3rd, 5th… game it starts, and accepts one in the others
// without playing it (as a pool of two game slots used in turn may).
function program(
  ids: 'new' | 'same',
  route: 'named' | 'last',
  history: 'own' | 'shared' = 'own',
  inputs: 'play' | 'error' | 'odd' = 'play',
  unknown: 'refuse' | 'last' | 'untyped' = 'refuse',
): string {
  const dir = mkdtempSync(join(tmpdir(), 'miau-game-routing-'));
  const file = join(dir, 'program.mjs');
  writeFileSync(
    file,
    `import { createInterface } from 'node:readline';
const games = new Map();
const shared = { turns: 0 };
let starts = 0;
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  const request = JSON.parse(line);
  const answer = (result) =>
    process.stdout.write(JSON.stringify({ protocol: 1, id: request.id, type: request.type, ok: true, result }) + '\\n');
  const refuse = (message) =>
    process.stdout.write(JSON.stringify({ protocol: 1, id: request.id, type: request.type, ok: false, error: { message } }) + '\\n');
  if (request.type === 'hello') answer({ name: 'routing', version: '1', protocol: 1, capabilities: [] });
  else if (request.type === 'start') {
    starts++;
    const id = ${JSON.stringify(ids)} === 'new' ? 'g' + starts : 'g';
    games.delete(id);
    shared.turns = 0;
    games.set(id, ${JSON.stringify(history)} === 'shared' ? shared : { turns: 0, number: starts });
    answer({ game: id });
  } else {
    let game = ${JSON.stringify(route)} === 'last' && request.type === 'input' ? [...games.values()].at(-1) : games.get(request.game);
    if (!game && request.type !== 'bye') {
      if (${JSON.stringify(unknown)} === 'refuse') { refuse('There is no game ' + request.game + '.'); continue; }
      if (${JSON.stringify(unknown)} === 'untyped') {
        process.stdout.write(JSON.stringify({ protocol: 1, id: request.id, ok: false, error: { message: 'no such game' } }) + '\\n');
        continue;
      }
      game = [...games.values()].at(-1);
    }
    if (request.type === 'input' && ${JSON.stringify(inputs)} === 'error') refuse('no turns here');
    else if (request.type === 'input') {
      if (${JSON.stringify(inputs)} !== 'odd' || game.number % 2 === 1) game.turns++;
      answer({ accepted: true, won: false, lost: false, events: { destroyed: [], transformed: [], automated: [] } });
    } else if (request.type === 'undo') answer(game.turns > 0 ? (game.turns--, true) : false);
    else if (request.type === 'observe')
      answer({ levelId: 'one', width: 1, height: 1, turn: game.turns, won: false, lost: false, things: [], rules: [], automata: [] });
    else if (request.type === 'bye') { answer(null); process.exit(0); }
  }
}
`,
  );
  return `${JSON.stringify(process.execPath)} ${JSON.stringify(file)}`;
}

const PACK = { manifest: { id: 'p' }, levels: [{ id: 'one' }] };

/** Runs `use` on a JSON-lines engine started by `command`, closing it however `use` ends. */
async function withEngine(
  command: string,
  checkProtocol: boolean,
  use: (engine: ReturnType<typeof createJsonLinesEngine>) => Promise<void>,
): Promise<void> {
  const engine = createJsonLinesEngine({ command, checkProtocol });
  try {
    await use(engine);
  } finally {
    await engine.close!();
  }
}

describe('the game a request names (--check-protocol)', () => {
  it('finds a program that plays an input on the game started last, not the game named', () =>
    withEngine(program('new', 'last'), true, async (engine) => {
      const game = await engine.start(PACK as never, 'one');
      await game.input('R');
      // The game started last is the one started after it: the game named played nothing.
      expect(await game.undo()).toBe(false);
    }));

  it('gives a program that answers the game named the answers of that game', () =>
    withEngine(program('new', 'named'), true, async (engine) => {
      const first = await engine.start(PACK as never, 'one');
      const second = await engine.start(PACK as never, 'one');
      await first.input('R');
      expect(await second.undo()).toBe(false);
      expect(await first.undo()).toBe(true);
    }));

  it('refuses a start answered with the game id of a game started before', () =>
    withEngine(program('same', 'named'), true, async (engine) => {
      const fault = await engine.start(PACK as never, 'one').catch((error: unknown) => error);
      expect(fault).toBeInstanceOf(EngineFault);
      expect((fault as EngineFault).fault).toBe('protocol-broken');
      expect((fault as Error).message).toMatch(
        /answered start with the game id "g", which it had given a game started earlier in this session/,
      );
    }));

  it('finds a program whose games share one undo history, begun afresh at each start', () =>
    withEngine(program('new', 'named', 'shared'), true, async (engine) => {
      const game = await engine.start(PACK as never, 'one');
      // The wait the harness played in the second game is what this game's undo takes back.
      expect(await game.undo()).toBe(true);
    }));

  it('gives a program whose games keep their own history nothing to undo at the start', () =>
    withEngine(program('new', 'named'), true, async (engine) => {
      const game = await engine.start(PACK as never, 'one');
      expect(await game.undo()).toBe(false);
    }));

  it('faults a start whose second game answers its wait with an error', () =>
    withEngine(program('new', 'named', 'own', 'error'), true, async (engine) => {
      const fault = await engine.start(PACK as never, 'one').catch((error: unknown) => error);
      expect(fault).toBeInstanceOf(EngineFault);
      expect((fault as EngineFault).fault).toBe('engine-threw');
      expect((fault as Error).message).toMatch(
        /refused a wait in a second game of level "one", which it had just started .*: no turns here/,
      );
    }));

  it('faults a start when the program answers a request naming a game it never started', () =>
    withEngine(program('new', 'named', 'own', 'play', 'last'), true, async (engine) => {
      const fault = await engine.start(PACK as never, 'one').catch((error: unknown) => error);
      expect(fault).toBeInstanceOf(EngineFault);
      expect((fault as EngineFault).fault).toBe('protocol-broken');
      expect((fault as Error).message).toMatch(
        /answered observe of game "miau-no-such-game", which it never started, with an observation/,
      );
    }));

  // A step's failure named only "observe": the step had asked for no observe, so the engine's
  // author looked for the fault in the wrong place.
  it("names --check-protocol's own request in a fault of its answer", () =>
    withEngine(program('new', 'named', 'own', 'play', 'untyped'), true, async (engine) => {
      const fault = await engine.start(PACK as never, 'one').catch((error: unknown) => error);
      expect((fault as EngineFault).fault).toBe('protocol-broken');
      expect((fault as Error).message).toMatch(
        /broke the protocol answering observe \(--check-protocol's observe of a game it never started\): .*type/,
      );
    }));

  it('finds a program that plays every second game it starts wrongly', () =>
    withEngine(program('new', 'named', 'own', 'odd'), true, async (engine) => {
      // One game aside after the first start, two after the second: the program's games 1, 3, 6.
      const undone: boolean[] = [];
      for (let start = 1; start <= 3; start++) {
        const game = await engine.start(PACK as never, 'one');
        await game.input('R');
        undone.push(await game.undo());
      }
      expect(undone).toEqual([true, true, false]);
    }));

  it('gives each request of a checked start a turn limit: one or two games aside, in turn', () =>
    withEngine(program('new', 'named'), true, async (engine) => {
      const counts: number[] = [];
      for (let start = 1; start <= 3; start++) {
        counts.push(sessionOf(engine)!.nextStartRequests());
        await engine.start(PACK as never, 'one');
      }
      // The start, a start and a wait for each game aside, the observe of a game never started.
      expect(counts).toEqual([4, 6, 4]);
    }));

  it('starts no second game without the flag', () =>
    withEngine(program('same', 'last'), false, async (engine) => {
      const game = await engine.start(PACK as never, 'one');
      await game.input('R');
      expect(await game.undo()).toBe(true);
    }));
});
