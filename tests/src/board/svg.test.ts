// Board pictures: the picture model (what is drawn where, in which colour) and its SVG.
import { describe, expect, it } from 'vitest';
import {
  ACCENT_TOKENS,
  THEME,
  boardSvg,
  drawBoard,
  drawLevelBoard,
  propertyColour,
  renderSvg,
  type PictureInput,
} from '../../../src/board/svg.js';
import { levelPropertyWords } from '../../../src/words/property-words.js';
import type { ObservedThing } from '../../../src/types/adapter.js';
import { CELL } from '../../../src/board/picture.js';

const word = (id: string, name: string, x: number, y = 0): ObservedThing => ({
  id,
  kind: 'word',
  name,
  x,
  y,
});
const object = (id: string, name: string, x: number, y = 0, channel?: string): ObservedThing => ({
  id,
  kind: 'object',
  name,
  x,
  y,
  ...(channel ? { channel } : {}),
});
const propertyColours = new Set<string>(Object.values(THEME.properties));

function input(things: ObservedThing[], extra: Partial<PictureInput> = {}): PictureInput {
  return {
    observation: { width: 4, height: 2, things },
    propertyWords: levelPropertyWords({ automata: [{ property: 'WIND' }] }),
    ...extra,
  };
}

describe('drawBoard', () => {
  it('draws words by their role in the level: operator, property or noun', () => {
    const picture = drawBoard(
      input([word('a', 'KITE', 0), word('b', 'IS', 1), word('c', 'WIND', 2), word('d', 'TICK', 3)]),
    );
    expect(picture.things.map((t) => t.tile)).toEqual(['noun', 'operator', 'property', 'noun']);
    expect(picture.things.map((t) => t.label)).toEqual(['KITE', 'IS', 'WIND', 'TICK']);
  });

  it('fills property tiles with the glossary accent, else the core colour, else a neutral colour', () => {
    const glossary = {
      WIND: { accent: 'push', describe: 'Blows things one cell along.' },
      SPIN: { describe: 'Turns.' },
    };
    const words = levelPropertyWords({
      automata: [{ property: 'WIND' }, { property: 'SPIN' }, { property: 'GLOW' }],
    });
    const picture = drawBoard({
      ...input([word('a', 'WIND', 0), word('b', 'DEFEAT', 1), word('c', 'SPIN', 2), word('d', 'GLOW', 3)]),
      propertyWords: words,
      glossary,
    });
    const [wind, defeat, spin, glow] = picture.things;
    expect(wind.fill).toBe(THEME.properties.push);
    expect(defeat.fill).toBe(THEME.properties.defeat);
    expect(spin.fill).toBe(THEME.customProperty);
    expect(glow.fill).toBe(THEME.customProperty);
    expect(propertyColours.has(THEME.customProperty)).toBe(false);
    expect(propertyColour('WIN', { WIN: { accent: 'sink' } })).toBe(THEME.properties.sink);
    expect(propertyColour('WIND', { WIND: { accent: 'mauve' } })).toBe(THEME.customProperty);
  });

  it('gives each property colour token its own colour, used by no other part of a picture', () => {
    expect(new Set(ACCENT_TOKENS.map((t) => THEME.properties[t])).size).toBe(6);
    for (const colour of [THEME.background, THEME.foreground, THEME.grid, THEME.ink, THEME.nounTile])
      expect(propertyColours.has(colour)).toBe(false);
  });

  it('shows a glossary sentence with its tile and once in the legend', () => {
    const glossary = { WIND: { accent: 'push', describe: 'Blows things one cell along.' } };
    const picture = drawBoard(
      input([word('a', 'WIND', 0), word('b', 'WIND', 1), word('c', 'YOU', 2)], { glossary }),
    );
    expect(picture.things[0].describe).toBe('Blows things one cell along.');
    expect(picture.legend).toEqual(['WIND: Blows things one cell along.']);
    expect(picture.pixelHeight).toBeGreaterThan(2 * picture.cell);
  });

  it('draws objects with their palette glyph, or their noun in lower case', () => {
    const palette = { CAT: '🐈', MOUSE: { glyph: '🐁', faces: 'left' as const } };
    const picture = drawBoard(
      input([object('a', 'CAT', 0), object('b', 'MOUSE', 1), object('c', 'ROCK', 2)], { palette }),
    );
    expect(picture.things.map((t) => [t.tile, t.label, t.fill])).toEqual([
      ['object', '🐈', null],
      ['object', '🐁', null],
      ['object', 'rock', null],
    ]);
  });

  it('marks things with a channel by the host shape for it, in the foreground colour', () => {
    const picture = drawBoard(
      input([
        object('p', 'PLATE', 0, 0, 'triangle'),
        object('g', 'GATE', 1, 0, 'circle'),
        object('x', 'GATE', 2, 0, 'mauve'),
        object('y', 'ROCK', 3),
      ]),
    );
    expect(picture.things.map((t) => t.marker?.shape)).toEqual(['▲', '●', undefined, undefined]);
    for (const thing of picture.things.slice(0, 2)) {
      expect(thing.marker!.colour).toBe(THEME.foreground);
      expect(propertyColours.has(thing.marker!.colour)).toBe(false);
    }
  });

  it('keeps every thing of a stack visible in its own slot of the cell', () => {
    const picture = drawBoard(
      input([
        object('a', 'CAT', 1, 1),
        object('b', 'FLAG', 1, 1),
        word('c', 'ROCK', 1, 1),
        object('d', 'CAT', 0, 0),
      ]),
    );
    const cell = picture.cell;
    expect(picture.things.slice(0, 3).map((t) => t.slot)).toEqual([
      { left: cell, top: cell, size: cell / 2 },
      { left: cell * 1.5, top: cell, size: cell / 2 },
      { left: cell, top: cell * 1.5, size: cell / 2 },
    ]);
    expect(picture.things[3].slot).toEqual({ left: 0, top: 0, size: cell });
    // The page shows such a picture that many times as wide (conformance/docs/pages.ts).
    expect(renderSvg(picture)).toContain(` data-scale="${cell / CELL}"`);
    expect(cell / CELL).toBe(2);
  });
});

describe('drawLevelBoard', () => {
  const pack = {
    palette: { KITE: '🪁' },
    properties: { WIND: { accent: 'win' } },
    levels: [{ id: 'one', automata: [{ property: 'WIND' }] }, { id: 'two' }],
  };
  const things = [word('a', 'WIND', 0), object('b', 'KITE', 1)];

  it('uses the observed level’s property words and the pack’s glossary and palette', () => {
    const picture = drawLevelBoard(pack, { levelId: 'one', width: 2, height: 1, things });
    expect(picture.things.map((t) => [t.tile, t.fill ?? t.label])).toEqual([
      ['property', THEME.properties.win],
      ['object', '🪁'],
    ]);
  });

  it("draws with the core words when an engine's loaded pack holds levels that are not a list", () => {
    for (const levels of [5, 'one', { one: {} }, null])
      expect(
        drawLevelBoard({ levels } as never, { levelId: 'one', width: 2, height: 1, things }).things[0].tile,
      ).toBe('noun');
  });

  it('draws another level, or an unknown one, with the core words only', () => {
    expect(drawLevelBoard(pack, { levelId: 'two', width: 2, height: 1, things }).things[0].tile).toBe('noun');
    expect(drawLevelBoard(undefined, { levelId: 'x', width: 2, height: 1, things }).things[0].tile).toBe(
      'noun',
    );
  });
});

describe('renderSvg', () => {
  it('draws every thing of the model as a group with its id and tile, escaping text', () => {
    const picture = drawBoard(
      input(
        [
          word('w1', 'WIND', 0),
          word('n1', 'KITE', 1),
          word('o1', 'IS', 2),
          object('c<1>', 'CAT', 3, 1, 'diamond'),
        ],
        {
          palette: { CAT: '<&>' },
          glossary: { WIND: { describe: 'Says "hi" & <b>.' } },
        },
      ),
    );
    const svg = renderSvg(picture);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="192"')).toBe(true);
    for (const thing of picture.things) expect(svg).toContain(`data-tile="${thing.tile}"`);
    expect(svg).toContain('data-id="c&lt;1&gt;"');
    expect(svg).toContain('>&lt;&amp;&gt;</text>');
    expect(svg).toContain('<title>WIND: Says &quot;hi&quot; &amp; &lt;b&gt;.</title>');
    expect(svg).toContain(`data-marker="◆"`);
    expect(svg).toContain(`fill="${THEME.foreground}" stroke="${THEME.background}"`);
    expect(svg).toContain('aria-label="Board 4 by 2: WIND KITE IS"');
    expect((svg.match(/<g /g) ?? []).length).toBe(4);
  });

  it("labels the board's words in reading order, and counts those past the first 64", () => {
    const shuffled = renderSvg(
      drawBoard(
        input([
          word('a', 'YOU', 2, 1),
          word('b', 'IS', 1, 1),
          word('c', 'WIN', 3, 0),
          word('d', 'CAT', 0, 1),
        ]),
      ),
    );
    expect(shuffled).toContain('aria-label="Board 4 by 2: WIN CAT IS YOU"');
    const many = Array.from({ length: 70 }, (_, i) =>
      word(`w${i}`, `W${i}`, i % 4, 1 - (Math.floor(i / 4) % 2)),
    );
    // Row 0 first, its cell x = 0 first, a stack in drawing order.
    const label = /aria-label="([^"]*)"/.exec(renderSvg(drawBoard(input(many))))?.[1];
    expect(label?.split(': ')[1].split(' ').slice(0, 3)).toEqual(['W4', 'W12', 'W20']);
    expect(label).toMatch(/ and 6 more words$/);
    expect(label?.split(': ')[1].split(' and ')[0].split(' ')).toHaveLength(64);
  });

  it('shows a control character XML cannot hold as U+FFFD, so the picture stays readable', () => {
    const svg = renderSvg(drawBoard(input([object('c\u0000', 'CAT', 0)], { palette: { CAT: 'F\u0001' } })));
    expect(svg).toContain('data-id="c\ufffd"');
    expect(svg).toContain('>F\ufffd</text>');
    // eslint-disable-next-line no-control-regex -- looking for control characters
    expect(svg).not.toMatch(/[\u0000-\u0008]/u);
  });

  it('gives the same text for the same board, and boardSvg is drawBoard then renderSvg', () => {
    const board = input([word('a', 'YOU', 0), object('b', 'CAT', 1)]);
    expect(boardSvg(board)).toBe(renderSvg(drawBoard(board)));
    expect(boardSvg(board)).toBe(boardSvg(structuredClone(board)));
  });

  it('draws a one-cell board without grid lines and an emoji glyph with the emoji font', () => {
    const svg = boardSvg({
      observation: { width: 1, height: 1, things: [object('a', 'CAT', 0)] },
      propertyWords: new Set(),
      palette: { CAT: '🐈' },
    });
    expect(svg).not.toContain('<path');
    expect(svg).toContain('Noto Color Emoji');
  });
});
