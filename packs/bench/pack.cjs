// Bench: levels built to be expensive to solve, for `npm run bench` (scripts/bench.ts). Each one
// needs more than 1,000,000 breadth-first expansions before its first win, as the Clockwork
// seed's hard levels did (`mouse-hole` and `escapement` needed 3 to 4 million on the shipped
// solver), so each declares a `solverMax` above what it needs.
// A trusted local CommonJS pack: it runs once on this machine and is then copied as plain data.
//
// Each level is drawn as rows of cells separated by spaces, in the board notation of the
// scenarios: `.` empty, `#` a wall, `MIAU` a word, `crate` an object, `a+b` a stack,
// `plate:circle` an object with a channel.
const L = { action: 'move', dx: -1, dy: 0 };
const R = { action: 'move', dx: 1, dy: 0 };
const U = { action: 'move', dx: 0, dy: -1 };
const D = { action: 'move', dx: 0, dy: 1 };
const W = { action: 'wait' };

function board(rows) {
  const objects = [];
  const cells = rows.map((row) => row.trim().split(/\s+/));
  cells.forEach((row, y) =>
    row.forEach((cell, x) => {
      if (cell === '.') return;
      for (const token of cell.split('+')) {
        const [name, channel] = token.split(':');
        const thing = name === '#' ? { kind: 'object', noun: 'WALL', x, y }
          : name === name.toUpperCase() ? { kind: 'word', text: name, x, y }
          : { kind: 'object', noun: name.toUpperCase(), x, y };
        if (channel) thing.channel = channel;
        objects.push(thing);
      }
    }),
  );
  return { width: cells[0].length, height: cells.length, objects };
}

module.exports = {
  manifest: { id: 'bench', name: 'Bench', version: '1.0.0', engine: 1, features: ['automata', 'gates'] },
  palette: {
    MIAU: { glyph: '🐈', faces: 'left' },
    MOUSE: { glyph: '🐁', faces: 'left' },
    RAT: { glyph: '🐀', faces: 'left' },
    WALL: '🧱',
    BELL: '🔔',
    HOLE: '🕳️',
    ROCK: '🪨',
    CRATE: '📦',
    PLATE: '⬜',
    GATE: '🚪',
    FLAG: '🚩',
  },
  properties: {
    TICK: { accent: 'push', describe: 'Repeats its steps, one for each of your turns.' },
  },
  levels: [
    {
      // Clockwork's `mouse-hole` in a wider room, with a rat that paces a sealed lane to a clock
      // of its own (31 beats): the same puzzle, but every board comes at many more beats.
      id: 'mouse-hole-wide',
      title: 'Mouse hole, wide',
      hint: 'The mouse carries what it pushes through the hole, and a stumble shifts its walk.',
      solverMax: 4000000,
      automata: [
        { id: 'mouse-run', subject: 'MOUSE', property: 'TICK', pattern: [L, L, L, R, R, R] },
        { id: 'rat-lane', subject: 'RAT', property: 'TICK', pattern: [...Array(13).fill(L), W, W, ...Array(13).fill(R), W, W, W] },
      ],
      ...board([
        '.    .    .    .    .    .    .    MIAU IS   YOU  .    .    #          .    .      WALL  IS   STOP',
        '.    .    .    .    .    .    .    .    .    .    .    .    #          .    .      MOUSE IS   TICK',
        '.    .    .    .    .    .    .    .    .    .    IS   .    #          .    .      RAT   IS   TICK',
        '.    .    .    .    .    .    .    .    .    .    .    .    #          .    .      .     .    .',
        '.    .    .    .    .    .    .    .    #    .    .    .    hole+mouse .    HOLE   .     .    .',
        '.    .    .    .    .    .    .    .    .    .    .    .    #          .    IS     .     .    .',
        '.    .    .    .    .    .    .    .    miau .    .    .    #          .    DEFEAT .     bell .',
        '.    .    .    .    .    .    .    .    .    .    .    .    #          .    .      .     .    .',
        '.    .    .    .    .    .    .    .    .    .    .    .    #          .    .      .     .    .',
        '.    .    .    .    .    .    .    .    .    .    .    .    #          .    .      BELL  IS   WIN',
        '#    #    #    #    #    #    #    #    #    #    #    #    #          #    #      #     #    #',
        '.    .    .    .    .    .    .    .    .    .    .    .    .          .    .      .     .    rat',
      ]),
    },
    {
      // Two clocks with different periods (7 and 9 beats): the mouse lifts WIN into BELL IS _,
      // the rat paces by the gap to the bell, and the rocks in the yard multiply the boards.
      id: 'clock-yard',
      title: 'Clock yard',
      hint: 'Wait for the mouse to ring the bell, then go round.',
      solverMax: 4000000,
      automata: [
        { id: 'mouse-lift', subject: 'MOUSE', property: 'TICK', pattern: [U, U, U, W, D, D, D] },
        { id: 'rat-pace', subject: 'RAT', property: 'TICK', pattern: [L, L, L, L, W, R, R, R, R] },
      ],
      ...board([
        'MIAU  IS   YOU  .    ROCK IS   PUSH .    WALL IS   STOP  .    .',
        'MOUSE IS   TICK .    RAT  IS   TICK .    BELL IS   .     .    .',
        '#     #    #    #    #    #    #    #    #    #    .     #    #',
        '.     .    .    .    .    .    #    .    .    #    .     #    .',
        '.     miau .    rock .    .    #    .    .    #    WIN   #    .',
        '.     .    .    .    rock .    .    .    .    #    mouse #    .',
        '.     .    .    .    .    .    #    .    .    #    #     #    .',
        '.     .    rock .    .    .    #    .    .    .    .     .    rat',
        '#     #    #    #    #    #    #    #    #    #    #     .    #',
        'bell  .    .    .    .    .    .    .    .    .    .     .    .',
      ]),
    },
    {
      // Only the core rules: seven crates to shuffle until the way round to the flag is free.
      id: 'crate-yard',
      title: 'Crate yard',
      hint: 'Clear the corner gap.',
      solverMax: 4000000,
      ...board([
        'MIAU IS    YOU  .    CRATE IS    PUSH .    .     .    FLAG IS   WIN',
        '#    #     #    #    #     #     #    #    #     #    #    #    #',
        'miau .     .    .    .     .     .    .    .     #    .    flag .',
        '.    .     crate .   .     .     crate .   .     #    .    .    .',
        '.    .     .    .    crate .     .    .    .     #    .    .    .',
        '.    .     .    .    .     .     .    .    .     #    .    .    .',
        '.    crate .    .    .     .     crate .   .     #    .    .    .',
        '.    .     .    .    .     .     .    .    crate .    .    .    .',
        '.    .     .    .    .     .     .    .    .     #    WALL IS   STOP',
      ]),
    },
    {
      // Plates and gates: a crate must hold the plate down while the cat walks through the gate.
      // Without plates the yard alone holds more boards than the budget: its bypass check ends
      // in LIMIT, which says nothing either way.
      id: 'plate-yard',
      title: 'Plate yard',
      hint: 'A crate on the plate keeps the gate open.',
      solverMax: 4000000,
      ...board([
        'MIAU IS    YOU  .    CRATE IS    PUSH .    .            .           FLAG IS   WIN',
        '#    #     #    #    #     #     #    #    #            #           #    #    #',
        'miau .     .    .    .     .     .    .    .            #           .    flag .',
        '.    .     crate .   .     .     crate .   .            #           .    .    .',
        '.    .     .    .    crate .     .    .    .            gate:circle .    .    .',
        '.    .     .    .    .     .     .    .    .            #           .    .    .',
        '.    crate .    .    .     crate .    .    .            #           .    .    .',
        '.    .     .    .    .     .     .    .    plate:circle #           .    .    .',
        '.    .     .    .    .     .     .    .    .            #           WALL IS   STOP',
      ]),
    },
  ],
};
