// Designer warnings (src/checks/warnings.ts; spec: packs/designer-warnings, gates/membership).
import { describe, expect, it } from 'vitest';
import { loadPack } from '../../../src/pack/loading.js';
import { keyOf, linked, packOf, thing, word } from './helpers.js';

const warningsOf = (pack: unknown) => loadPack(pack).warnings.map(keyOf);

describe('control-character', () => {
  it('warns at every free text holding a control character, and only there', () => {
    const pack = packOf([{ title: 'Tab\there', hint: 'Bell\u0007' }], {
      manifest: { id: 'demo', name: 'De\u202emo', version: '1.0.0', engine: 1 },
      palette: { CAT: '\u001b', FLAG: { glyph: 'f\u0000', faces: 'left' } },
    });
    expect(warningsOf(pack)).toEqual([
      'control-character at /levels/0/hint',
      'control-character at /levels/0/title',
      'control-character at /manifest/name',
      'control-character at /palette/CAT',
      'control-character at /palette/FLAG/glyph',
    ]);
    expect(loadPack(pack).ok).toBe(true);
  });

  it('shows the text escaped in its message', () => {
    const [warning] = loadPack(packOf([{ title: 'A\u001b[31mB' }])).warnings;
    expect(warning.message).toBe(
      'The "title" of level 1 ("level-1") holds a control or invisible character (shown escaped: "A\\u001b[31mB"); a terminal or a screen may act on it or hide it, so remove it.',
    );
  });

  // Messages show them escaped, so they are what the warning is about: they were not warned of.
  it('warns of the invisible characters messages show escaped, not of the joiners emoji are made with', () => {
    for (const invisible of ['\u200b', '\u2060', '\u2064', '\u180e'])
      expect(warningsOf(packOf([{ title: `Go${invisible}al` }]))).toEqual([
        'control-character at /levels/0/title',
      ]);
    expect(warningsOf(packOf([{ title: 'Cat 🐈\u200d⬛ and \u200cfriends' }]))).toEqual([]);
  });

  // At most 40 characters are quoted (it quoted 60); a character past them is still shown.
  it('quotes at most 40 characters, from a little before the character when it lies past them', () => {
    const early = loadPack(packOf([{ title: `\u001b${'a'.repeat(70)}` }])).warnings[0].message;
    expect(early).toContain(`(shown escaped: "\\u001b${'a'.repeat(38)}…")`);
    const late = loadPack(packOf([{ title: `${'a'.repeat(45)}\u0007${'b'.repeat(30)}` }])).warnings[0]
      .message;
    expect(late).toContain(
      `(shown escaped: from its character 36, "${'a'.repeat(10)}\\u0007${'b'.repeat(28)}…")`,
    );
  });

  it('says nothing about accents and emoji, or a text that failed its shape check', () => {
    expect(warningsOf(packOf([{ title: 'Café 🐈' }]))).toEqual([]);
    expect(loadPack(packOf([{ title: `\u0000${'x'.repeat(100)}` }])).warnings).toEqual([]);
  });
});

describe('unpaired-channel', () => {
  const level = (objects: ReturnType<typeof thing>[]) => ({
    width: 4,
    height: 2,
    objects: [word('CAT', 0, 0), word('IS', 1, 0), word('YOU', 2, 0), thing('CAT', 0, 1), ...objects],
  });
  const features = {
    manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 as const, features: ['gates'] },
  };

  it('warns once per channel with gates and no plate, or plates and no gate, at its first object', () => {
    const pack = packOf(
      [
        level([
          linked('GATE', 1, 1, 'circle'),
          linked('GATE', 2, 1, 'circle'),
          linked('PLATE', 3, 1, 'square'),
          linked('PLATE', 3, 0, 'diamond'),
          linked('GATE', 3, 1, 'diamond'),
        ]),
      ],
      features,
    );
    expect(warningsOf(pack)).toEqual([
      'unpaired-channel at /levels/0/objects/4/channel',
      'unpaired-channel at /levels/0/objects/6/channel',
    ]);
  });

  // A lone gate is not inert to the player: it stays closed, so the message must not say it does nothing.
  it('says a lone gate stays closed and a lone plate opens nothing', () => {
    const messages = loadPack(
      packOf([level([linked('GATE', 1, 1, 'circle'), linked('PLATE', 3, 1, 'square')])], features),
    ).warnings.map((w) => w.message);
    expect(messages).toEqual([
      'The channel circle of level 1 ("level-1") has gates (the first at object 5) but no PLATE (nor any object a rule could make one), so no plate ever opens them: each stays closed except while a thing stands in it; give a PLATE the channel circle, or take the channel off the gates to make them ordinary objects.',
      'The channel square of level 1 ("level-1") has plates (the first at object 6) but no GATE (nor any object a rule could make one), so pressing its plates opens nothing; give a GATE the channel square, or take the channel off the plates.',
    ]);
  });

  // packs/grid-levels: a thing of a grid level is named by its row and cell.
  it('names the first plate or gate by its grid cell in a grid level', () => {
    const grid = {
      id: 'g',
      title: 'G',
      legend: { C: 'CAT', I: 'IS', Y: 'YOU', c: 'cat', p: 'plate:circle' },
      grid: ['C I Y .', 'c . p .'],
    };
    const { levels: _, ...rest } = packOf([], features);
    const [warning] = loadPack({ ...rest, levels: [grid] }).warnings;
    expect(warning.path).toBe('/levels/0/grid/1');
    expect(warning.message).toContain('has plates (the first at grid row 2, cell 3 ("p")) but no GATE');
  });

  it('counts an object a rule could make a plate as a partner', () => {
    const pack = packOf(
      [level([linked('GATE', 1, 1, 'circle'), linked('ROCK', 2, 1, 'circle'), word('PLATE', 3, 0)])],
      features,
    );
    expect(warningsOf(pack)).toEqual([]);
  });

  it('is a warning: the pack loads', () => {
    const result = loadPack(packOf([level([linked('PLATE', 1, 1, 'triangle')])], features));
    expect(result.ok && result.warnings.map((w) => [w.severity, w.code])).toEqual([
      ['warning', 'unpaired-channel'],
    ]);
  });
});

describe('unknown-subject', () => {
  const automaton = (subject: string) => ({
    automata: [{ id: 'm', subject, property: 'TICK', pattern: [{ action: 'move' as const, dx: 1, dy: 0 }] }],
    objects: [word('CAT', 0, 0), word('IS', 1, 0), word('YOU', 2, 0), thing('MOUSE', 0, 1)],
  });
  const features = {
    manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 as const, features: ['automata'] },
  };

  it('offers the noun one typo away, else asks to check the spelling', () => {
    const [typo] = loadPack(packOf([automaton('MOUES')], features)).warnings;
    expect(typo.message).toMatch(
      /no thing can ever follow the record; if you meant MOUSE, correct it, or add MOUES to the vocabulary\.$/,
    );
    const [far] = loadPack(packOf([automaton('GHOST')], features)).warnings;
    expect(far.message).toMatch(
      /no thing can ever follow the record; check its spelling, or add GHOST to the vocabulary\.$/,
    );
  });
});

// packs/diagnostic-codes: a value refused at one stage is not checked by later stages.
describe('what the shape check refused', () => {
  it('is not checked again by the glossary or the feature checks', () => {
    const glossary = loadPack(packOf([{}], { properties: { WIND: 5, IS: 'x' } as never }));
    expect(glossary.ok ? [] : glossary.errors.map(keyOf)).toEqual([
      'wrong-type at /properties/IS',
      'wrong-type at /properties/WIND',
    ]);
    const channel = linked('GATE', 1, 1, 'circle');
    const features = loadPack(
      packOf(
        [{ objects: [word('CAT', 0, 0), word('IS', 1, 0), word('YOU', 2, 0), thing('CAT', 0, 1), channel] }],
        {
          manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1, features: 'gates' as never },
        },
      ),
    );
    expect([...(features.ok ? [] : features.errors), ...features.warnings].map(keyOf)).toEqual([
      'wrong-type at /manifest/features',
      'unpaired-channel at /levels/0/objects/4/channel',
    ]);
    const many = loadPack(
      packOf([{}], {
        manifest: {
          id: 'demo',
          name: 'Demo',
          version: '1.0.0',
          engine: 1,
          features: new Array(5000).fill('teleport'),
        },
      }),
    );
    expect(many.ok ? [] : many.errors.map(keyOf)).toEqual(['too-many at /manifest/features']);
  });
});
