// Clockwork pairs: the three draft OPEN/SHUT levels of the Clockwork seed (Appendix B), built on
// level.pairs. A trusted local CommonJS pack: it runs once on this machine and is then copied
// as plain data.
const L = { action: 'move', dx: -1, dy: 0 };
const R = { action: 'move', dx: 1, dy: 0 };
// A board drawn as rows of cells, as in the Gherkin boards: '.' is empty, an upper-case token a
// word, a lower-case token an object of that noun; things are listed row by row, left to right.
const board = (rows) =>
  rows.flatMap((line, y) =>
    line.trim().split(/\s+/).flatMap((cell, x) => {
      if (cell === '.') return [];
      const upper = cell.toUpperCase();
      return [cell === upper ? { kind: 'word', text: cell, x, y } : { kind: 'object', noun: upper, x, y }];
    }),
  );
// OPEN things and SHUT things destroy each other; an OPEN key may go into a SHUT door or wall.
const openShut = { words: ['OPEN', 'SHUT'], effect: 'destroy-both', enter: true };

module.exports = {
  manifest: { id: 'clockwork-pairs', name: 'Clockwork pairs', version: '1.0.0', engine: 1, features: ['automata', 'pairs'] },
  palette: {
    MIAU: { glyph: '🐈', faces: 'left' },
    MOUSE: { glyph: '🐁', faces: 'left' },
    WALL: '🧱',
    BELL: '🔔',
    KEY: '🔑',
    DOOR: '🚪',
  },
  // The glossary the seed asks for (ask 3, and "the glossary explains both tiles" under pairs):
  // each pair tile, and the clock's TICK, coloured and explained where the words are shown.
  properties: {
    OPEN: { accent: 'win', describe: 'Goes into a SHUT thing, and both are gone.' },
    SHUT: { accent: 'stop', describe: 'Stops all but an OPEN thing, and goes with it.' },
    TICK: { accent: 'push', describe: 'Repeats its steps, one for each of your turns.' },
  },
  levels: [
    {
      // The door is STOP, so only an OPEN thing gets in; the key is neither PUSH nor OPEN yet.
      // Pushing the words up both spells the rule and clears the key's way to the door.
      id: 'key-and-door',
      title: 'Every door has a key',
      hint: 'A key that is OPEN goes into a door that is SHUT, and both are gone.',
      width: 9,
      height: 6,
      pairs: [openShut],
      objects: board([
        'MIAU IS   YOU  .    BELL IS   WIN  .    .   ',
        'WALL IS   STOP .    DOOR IS   STOP AND  SHUT',
        'wall wall wall wall wall wall wall wall wall',
        'KEY  IS   .    .    .    wall wall wall wall',
        '.    key  PUSH AND  OPEN .    door bell wall',
        'miau .    .    .    .    wall wall wall wall',
      ]),
    },
    {
      // No door at all: once every wall is SHUT as well as STOP, every wall is a lock. There is one
      // key. The bell's box is two walls thick below; on its left and top no cat can stand behind
      // a key (the board's edge, the immovable STOP); only its right side opens.
      id: 'any-wall-will-do',
      title: 'Any wall will do',
      hint: 'There is one key. Find the thin side.',
      width: 7,
      height: 8,
      pairs: [openShut],
      objects: board([
        'WALL IS   STOP AND  .    .    BELL',
        '.    .    .    .    .    key  IS  ',
        '.    wall wall wall .    .    WIN ',
        '.    wall bell wall SHUT .    .   ',
        '.    wall wall wall .    .    .   ',
        'MIAU .    wall .    .    .    .   ',
        'IS   .    .    .    .    .    miau',
        'YOU  .    KEY  IS   PUSH AND  OPEN',
      ]),
    },
    {
      // The cat is sealed in its pen. Outside, the mouse paces up to the pen door and back; a
      // blocked step still spends its beat, so it knocks on the door once every six beats.
      id: 'let-the-mouse-in',
      title: 'Let the mouse in',
      hint: 'The door will not open for you, but the mouse comes by.',
      width: 9,
      height: 8,
      automata: [{ id: 'mouse-pacing', subject: 'MOUSE', property: 'TICK', pattern: [L, L, L, R, R, R] }],
      pairs: [openShut],
      objects: board([
        'MIAU IS    YOU  .    MOUSE IS   TICK .    .    ',
        'WALL IS    STOP .    DOOR  IS   STOP AND  SHUT ',
        'BELL IS    WIN  .    .     .    .    .    bell ',
        'wall wall  wall wall wall  wall .    .    .    ',
        'wall MOUSE IS   .    .     wall .    .    .    ',
        'wall .     OPEN .    .     door .    .    mouse',
        'wall .     .    .    miau  wall .    .    .    ',
        'wall wall  wall wall wall  wall .    .    .    ',
      ]),
    },
  ],
};
