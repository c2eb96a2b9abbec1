// Hostile engine modules under `miau replay --engine`: each answers one call in a shape the
// protocol schema refuses. Replay checks every answer as certify does, so it ends with exit 1 and
// one line naming the bad answer, never an internal error, a stack trace or a board it cannot hold.
import { defineHostileCases, type HostileCase } from './harness.js';
import { referenceModule } from './engines.js';

/** A module that answers like the reference engine, but `call` answers `answer(real)`. */
function answering(call: 'load' | 'observe' | 'input', answer: string): (dir: string) => void {
  const wrapped = (name: string, args: string) =>
    call === name
      ? `async ${name}(${args}) { const real = await base.${name}(${args}); return ${answer}; },`
      : '';
  return (dir) =>
    void referenceModule(
      dir,
      `${wrapped('load', 'pack').replace('base.', 'engine.')}
    async start(pack, level) {
      const game = await engine.start(pack, level);
      const base = game;
      return { ...game, ${wrapped('observe', '')} ${wrapped('input', 'move')} };
    }`,
    );
}

/** One move of the tiny pack's level, played on the case's engine module. */
const REPLAY_ONE_MOVE = [
  'replay',
  'packs/examples/tiny.json',
  '--level',
  'first-steps',
  '--moves',
  'R',
  '--engine',
  '{dir}/engine.mjs',
];

const replay = (name: string, setup: (dir: string) => void, reason: RegExp): HostileCase => ({
  name,
  setup,
  args: REPLAY_ONE_MOVE,
  exit: 1,
  output: new RegExp(`^miau: the engine failed \\(bad-answer\\): ${reason.source}`, 'm'),
  notOutput: /internal error/,
  maxSeconds: 20,
  maxMemoryMb: 400,
});

defineHostileCases([
  {
    // What the engine put in a field stays on its event's line: a line feed cannot fake a line.
    name: 'an event whose cause holds a line feed is printed on one line',
    setup: answering(
      'input',
      `{ ...real, events: { ...real.events, destroyed: [{ id: 'c', name: 'cat', x: 0, y: 0, cause: 'sink\\nFAKE LINE' }] } }`,
    ),
    args: REPLAY_ONE_MOVE,
    exit: 0,
    output: /^ {3}destroyed c \(cat\) at 0,0: sink\\u000aFAKE LINE$/m,
    notOutput: /^FAKE LINE/m,
    maxSeconds: 20,
  },
  replay(
    'an engine observing a board of 200,000 by 200,000 is a bad answer, not a board to print',
    answering('observe', '{ ...real, width: 200000, height: 200000 }'),
    /The engine's observe answer breaks the protocol schema: \/width must be <= 64/,
  ),
  replay(
    'an engine observing null is a bad answer',
    answering('observe', 'null'),
    /The engine's observe answer breaks the protocol schema: \(the answer\) must be object/,
  ),
  replay(
    'an engine whose turn has no events is a bad answer',
    answering('input', '{ accepted: true }'),
    /The engine's input answer breaks the protocol schema: \/won is missing: the schema requires it/,
  ),
  replay(
    'an engine whose loaded pack has no levels is a bad answer naming /pack/levels',
    answering('load', '{ ...real, pack: {} }'),
    /The engine's load answer holds no list of levels with ids at \/pack\/levels/,
  ),
  replay(
    'an engine whose load answer counts its errors instead of listing them is a bad answer',
    answering('load', '{ ok: false, errors: 7, warnings: [] }'),
    /The engine's load answer breaks the protocol schema: .*\/errors must be array/,
  ),
]);
