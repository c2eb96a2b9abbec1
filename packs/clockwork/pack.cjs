// Clockwork: the TICK automata pack. Level 1 is built exactly as the Clockwork seed builds it.
// A trusted local CommonJS pack: it runs once on this machine and is then copied as plain data.
const L = { action: 'move', dx: -1, dy: 0 };
const R = { action: 'move', dx: 1, dy: 0 };
const w = (text, x, y) => ({ kind: 'word', text, x, y });
const o = (noun, x, y) => ({ kind: 'object', noun, x, y });
const row = (noun, y, xs) => xs.map((x) => o(noun, x, y));
const all = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

module.exports = {
  manifest: { id: 'clockwork', name: 'Clockwork', version: '1.0.0', engine: 1 },
  palette: { MIAU: { glyph: '🐈', faces: 'left' }, MOUSE: { glyph: '🐁', faces: 'left' }, WALL: '🧱', BELL: '🔔' },
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
  ],
};
