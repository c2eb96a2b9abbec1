// Crate Works: pressure plates and gates linked by channels (spec: gates/*).
// A trusted local CommonJS pack: it runs once on this machine and is then copied as plain data.
//
// Each level is drawn as rows of cells separated by spaces, in the board notation of the
// scenarios: `.` empty, `#` a wall, `MIAU` a word, `crate` an object, `a+b` a stack,
// `plate:circle` an object with a channel, `gate:circle@g1` one with an id as well.
function board(rows) {
  const objects = [];
  const cells = rows.map((row) => row.trim().split(/\s+/));
  cells.forEach((row, y) =>
    row.forEach((cell, x) => {
      if (cell === '.') return;
      for (const token of cell.split('+')) {
        const [named, id] = token.split('@');
        const [name, channel] = named.split(':');
        const thing = name === '#' ? { kind: 'object', noun: 'WALL', x, y }
          : name === name.toUpperCase() ? { kind: 'word', text: name, x, y }
          : { kind: 'object', noun: name.toUpperCase(), x, y };
        if (channel) thing.channel = channel;
        if (id) thing.id = id;
        objects.push(thing);
      }
    }),
  );
  return { width: cells[0].length, height: cells.length, objects };
}

module.exports = {
  manifest: { id: 'crate-works', name: 'Crate Works', version: '1.0.0', engine: 1, features: ['gates'] },
  palette: {
    MIAU: { glyph: '🐈', faces: 'left' },
    CRATE: '📦',
    PLATE: '⬜',
    GATE: '🚪',
    WALL: '🧱',
    FLAG: '🚩',
  },
  levels: [
    {
      // D1, plates: standing on the plate opens the gate, but only while you stand there.
      // Leave a crate on it instead.
      id: 'weight-on-the-plate',
      title: 'Weight on the plate',
      hint: 'A gate opens while something rests on a plate of its channel.',
      ...board([
        'MIAU  IS  YOU    .             FLAG  IS             WIN  .  .',
        'CRATE IS  PUSH   .             WALL  IS             STOP .  .',
        '#     #   #      #             #     #              #    #  #',
        '.     .   .      .             .     #              .    .  .',
        'miau  .   crate  .             .     gate:circle@g  .    .  flag',
        '.     .   .      plate:circle  .     #              .    .  .',
        '#     #   #      #             #     #              #    #  #',
      ]),
    },
    {
      // D2, words as pressers: the last word of FLAG IS _ is also the weight on the plate under
      // its slot: the push that completes FLAG IS WIN also opens the gate to the flag.
      id: 'heavy-words',
      title: 'Heavy words',
      hint: 'Anything presses a plate, words too.',
      ...board([
        'MIAU  IS  YOU           .    .    WALL           IS    STOP  .',
        '#     #   #             #    #    #              .     .     .',
        '.     .   .             .    .    gate:square@g  .     .     flag',
        'FLAG  IS  plate:square  .    .    #              .     .     .',
        '.     .   .             WIN  .    #              .     .     .',
        'miau  .   .             .    .    #              .     .     .',
        '.     .   .             .    .    #              .     .     .',
      ]),
    },
    {
      // D3, jams: a gate stays open while something stands in it. Stand on the plate, and on the
      // next turn push the crate into the gate it opened: the crate holds it open for you. The
      // plate beyond is too far from its gate to hold it open by standing on it, so the crate
      // has to come along.
      id: 'jammed',
      title: 'Jammed',
      hint: 'A gate cannot close on something standing in it.',
      ...board([
        'MIAU  IS  YOU           .      CRATE           IS     PUSH           .             .',
        'FLAG  IS  WIN           .      WALL            IS     STOP           .             .',
        '#     #   #             #      #               #      #              #             #',
        '.     .   .             .      #               .      .              .             .',
        'miau  .   plate:circle  .      gate:circle@g1  .      .              .             .',
        '.     .   .             crate  #               .      .              plate:square  .',
        '.     .   .             .      #               .      .              .             .',
        '#     #   #             #      #               #      gate:square@g2 #             #',
        '#     #   #             #      #               .      .              .             #',
        '#     #   #             #      #               .      .              flag          #',
      ]),
    },
    {
      // D4, a transformed gate: pushing CRATE into GATE IS _ turns both gates into crates. The
      // crate that was the square gate can now be pushed onto the circle plate, but the circle
      // gate is a crate too, stuck in a doorway it can only be pushed into a wall from. Pushing
      // CRATE on into _ IS GATE turns both back: the square gate on the plate presses it, and the
      // circle gate, back on its authored channel, opens.
      id: 'gate-crasher',
      title: 'Gate crasher',
      hint: 'A gate that becomes a crate forgets it was a gate; turned back, it keeps its channel.',
      ...board([
        'MIAU  IS    YOU   .      CRATE  IS    PUSH            .     .             .',
        'WALL  IS    STOP  .      FLAG   IS    WIN             .     .             .',
        '#     #     #     #      #      #     #               #     #             #',
        '#     #     GATE  #      #      #     #               #     .             flag',
        '#     #     IS    #      #      #     gate:circle@g1  .     .             .',
        '#     .     .     CRATE  miau   .     .               #     #             #',
        '#     IS    #     #      #      .     gate:square@g2  .     .             #',
        '#     GATE  #     #      #      .     .               .     plate:circle  #',
        '#     #     #     #      #      #     #               #     #             #',
      ]),
    },
    {
      // D5, two channels: the circle plate opens the circle gate and no other. The mouse shut in
      // behind the square gate moves with you; it stays shut in, so you bring the crate to the
      // plate and walk to the flag yourself. (A build that let any plate open any gate would let
      // the shut-in mouse walk to its flag first: the proof would change.)
      id: 'wrong-door',
      title: 'Wrong door',
      hint: 'A plate opens only the gates of its own channel.',
      ...board([
        'MIAU   IS    YOU            FLAG   IS            WIN   .     .     .',
        'CRATE  IS    PUSH           WALL   IS            STOP  .     .     .',
        '#      #     #              #      #             #     #     #     #',
        '#      miau  crate          .      plate:circle  .     gate:circle@g1  flag  #',
        '#      .     .              .      .             .     #     #     #',
        '#      #     #              #      #             #     #     #     #',
        '#      miau  gate:square@g2  flag   #             .     .     .     .',
        '#      #     #              #      #             .     .     .     .',
      ]),
    },
  ],
};
