// Clockwork: the TICK automata pack. Level 1 is built exactly as the Clockwork seed builds it.
// A trusted local CommonJS pack: it runs once on this machine and is then copied as plain data.
const L = { action: 'move', dx: -1, dy: 0 };
const R = { action: 'move', dx: 1, dy: 0 };
const U = { action: 'move', dx: 0, dy: -1 };
const D = { action: 'move', dx: 0, dy: 1 };
const w = (text, x, y) => ({ kind: 'word', text, x, y });
const o = (noun, x, y) => ({ kind: 'object', noun, x, y });
const row = (noun, y, xs) => xs.map((x) => o(noun, x, y));
const col = (noun, x, ys) => ys.map((y) => o(noun, x, y));
const all = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
// Cues and sounds are presentation only: the engine carries them in `automated` events.
const tick = (step) => ({ ...step, cue: 'tick', sound: 'tick' });
const tock = (step) => ({ ...step, cue: 'tock', sound: 'tock' });

module.exports = {
  manifest: { id: 'clockwork', name: 'Clockwork', version: '1.0.0', engine: 1, features: ['automata'] },
  palette: {
    MIAU: { glyph: '🐈', faces: 'left' },
    MOUSE: { glyph: '🐁', faces: 'left' },
    WALL: '🧱',
    BELL: '🔔',
    TRAP: '🪤',
    COG: '⚙️',
    WATER: '🌊',
    HOLE: '🕳️',
  },
  // The glossary (Clockwork seed ask 3): how the TICK tile is coloured and explained.
  properties: {
    TICK: { accent: 'push', describe: 'Repeats its steps, one for each of your turns.' },
  },
  levels: [
    {
      id: 'mouse-keeps-time',
      title: 'The mouse keeps time',
      hint: 'The mouse takes one step for every step you take.',
      width: 11,
      height: 7,
      automata: [{ id: 'mouse-shuttle', subject: 'MOUSE', property: 'TICK', phase: 0, pattern: [L, L, L, L, L, R, R, R, R, R] }],
      objects: [
        w('MIAU', 0, 0), w('IS', 1, 0), w('YOU', 2, 0),
        w('WALL', 4, 0), w('IS', 5, 0), w('STOP', 6, 0),
        w('MOUSE', 8, 0), w('IS', 9, 0), w('TICK', 10, 0),
        ...row('WALL', 2, all),
        o('WALL', 0, 3), w('BELL', 1, 3), w('IS', 2, 3), w('WIN', 5, 3), o('MOUSE', 9, 3), o('WALL', 10, 3),
        ...row('WALL', 4, all),
        o('MIAU', 0, 5),
        o('BELL', 10, 6),
      ],
    },
    {
      // A ticking cat sways right then left on top of its own steps. Stepping right on the
      // right-hand beat carries it two cells, over the trap line, touching only the second.
      id: 'double-time',
      title: 'Double time',
      hint: 'A cat that ticks takes two steps a turn and only lands on the second.',
      width: 10,
      height: 7,
      automata: [{ id: 'cat-sway', subject: 'MIAU', property: 'TICK', pattern: [tick(R), tock(L)] }],
      objects: [
        w('MIAU', 0, 0), w('IS', 1, 0), w('YOU', 2, 0), w('TRAP', 7, 0), w('IS', 8, 0), w('DEFEAT', 9, 0),
        w('IS', 0, 1),
        w('TICK', 2, 3),
        o('MIAU', 0, 5),
        w('BELL', 0, 6), w('IS', 1, 6), w('WIN', 2, 6),
        ...col('TRAP', 5, [0, 1, 2, 3, 4, 5, 6]),
        o('BELL', 9, 3),
      ],
    },
    {
      // The mouse shoves BELL into COG IS _ at the end of its run. Bells are STOP, so the cat can
      // only share a cell with one by standing on a (deadly) cog on exactly that beat.
      id: 'escapement',
      title: 'Escapement',
      hint: 'Step onto a cog on the very beat it stops being one.',
      width: 11,
      height: 7,
      automata: [{
        id: 'mouse-run', subject: 'MOUSE', property: 'TICK', phase: 9,
        pattern: [tick(R), R, R, R, R, R, R, tock(L), L, L, L, L, L, L],
      }],
      objects: [
        w('MIAU', 0, 0), w('IS', 1, 0), w('YOU', 2, 0), w('COG', 4, 0), w('IS', 5, 0), w('DEFEAT', 6, 0), w('WALL', 8, 0), w('IS', 9, 0), w('STOP', 10, 0),
        w('BELL', 0, 1), w('IS', 1, 1), w('STOP', 2, 1), w('AND', 3, 1), w('WIN', 4, 1), w('MOUSE', 6, 1), w('IS', 7, 1), w('TICK', 8, 1),
        ...row('WALL', 2, all),
        o('WALL', 10, 3), w('COG', 10, 4), w('IS', 10, 5),
        o('MIAU', 8, 3), o('COG', 1, 3),
        w('BELL', 6, 4),
        o('MOUSE', 7, 6),
      ],
    },
    {
      // The record has no subject: pushing TICK from MOUSE IS _ to BELL IS _ hands the pacing,
      // mid-count, to the bell. Handed over on a left-hand beat it walks out over the traps;
      // on a right-hand beat it walks into the water and sinks.
      id: 'ring-for-service',
      title: 'Ring for service',
      hint: 'The tick goes where the word goes, and it keeps its place in the count.',
      width: 11,
      height: 9,
      automata: [{ id: 'pacing', property: 'TICK', pattern: [tick(L), L, L, tock(R), R, R] }],
      objects: [
        w('MIAU', 0, 0), w('IS', 1, 0), w('YOU', 2, 0), w('MOUSE', 3, 0), w('BELL', 4, 0), w('WATER', 5, 0), w('IS', 6, 0), w('SINK', 7, 0), w('TRAP', 8, 0), w('IS', 9, 0), w('DEFEAT', 10, 0),
        w('BELL', 0, 1), w('IS', 1, 1), w('WIN', 2, 1), w('IS', 3, 1), w('IS', 4, 1),
        w('TICK', 3, 2),
        o('MIAU', 1, 4), o('MOUSE', 9, 4),
        ...row('TRAP', 7, [8, 9, 10]),
        o('TRAP', 8, 8), o('BELL', 9, 8), o('WATER', 10, 8),
      ],
    },
    {
      // Only the mouse crosses the hole. It carries a word through, but its run ends one cell
      // short of shoving HOLE out of HOLE IS DEFEAT: first make it stumble against the lane's
      // end (a blocked step still spends its beat, so its whole walk shifts right by one).
      id: 'mouse-hole',
      title: 'Mouse hole',
      hint: 'The mouse carries what it pushes through the hole, and a stumble shifts its walk.',
      width: 11,
      height: 9,
      automata: [{ id: 'mouse-run', subject: 'MOUSE', property: 'TICK', pattern: [tick(L), L, L, tock(R), R, R] }],
      objects: [
        w('MIAU', 0, 0), w('IS', 1, 0), w('YOU', 2, 0), w('WALL', 8, 0), w('IS', 9, 0), w('STOP', 10, 0),
        w('MOUSE', 8, 1), w('IS', 9, 1), w('TICK', 10, 1),
        w('IS', 3, 2),
        ...col('WALL', 5, [0, 1, 2, 3, 5, 6, 7, 8]), o('WALL', 1, 4), o('HOLE', 5, 4), o('MOUSE', 5, 4),
        w('HOLE', 7, 4), w('IS', 7, 5), w('DEFEAT', 7, 6),
        o('MIAU', 1, 6),
        o('BELL', 9, 6),
        w('BELL', 8, 8), w('IS', 9, 8), w('WIN', 10, 8),
      ],
    },
    {
      // Two records share the word TICK but keep separate counts. The bell is walking into the
      // water: pause it by giving TICK to the mouse, whose own clock walks it into the water
      // (filling it), then give TICK back and the bell resumes its walk where it stopped.
      id: 'two-clocks',
      title: 'Two clocks',
      hint: 'Each clock keeps its own count while the other one runs.',
      width: 11,
      height: 9,
      automata: [
        { id: 'bell-walk', subject: 'BELL', property: 'TICK', pattern: [tick(L), L, L, L, L, L, L, tock(R), R, R, R, R, R, R] },
        { id: 'mouse-dive', subject: 'MOUSE', property: 'TICK', pattern: [tick(D), D, D, D, D, tock(U), U, U, U, U] },
      ],
      objects: [
        w('MIAU', 0, 0), w('IS', 1, 0), w('YOU', 2, 0), w('MOUSE', 3, 0), w('BELL', 4, 0), w('WATER', 5, 0), w('IS', 6, 0), w('SINK', 7, 0), w('TRAP', 8, 0), w('IS', 9, 0), w('DEFEAT', 10, 0),
        w('BELL', 0, 1), w('IS', 1, 1), w('WIN', 2, 1), w('IS', 3, 1), w('IS', 4, 1),
        w('TICK', 4, 2),
        o('MIAU', 5, 3), o('MOUSE', 6, 3),
        ...row('TRAP', 7, [4, 5, 6, 7, 8, 9, 10]), o('TRAP', 4, 8),
        o('WATER', 6, 8), o('BELL', 10, 8),
      ],
    },
  ],
};
