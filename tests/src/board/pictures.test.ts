// Issue 19, pictures that read: circuit states drawn apart with a legend, legend lines wrapped to
// the picture, and stacked things drawn as large as a lone thing.
import { describe, expect, it } from 'vitest';
import { CELL, CIRCUIT_LEGEND, drawBoard, wrap } from '../../../src/board/picture.js';
import { renderSvg } from '../../../src/board/svg.js';
import type { ObservedThing } from '../../../src/types/adapter.js';

const board = (width: number, height: number, things: ObservedThing[], glossary = {}) =>
  drawBoard({ observation: { width, height, things }, propertyWords: new Set(['WIND']), glossary });
const thing = (
  id: string,
  name: string,
  x: number,
  y: number,
  extra: Partial<ObservedThing> = {},
): ObservedThing => ({ id, kind: 'object', name, x, y, ...extra });

describe('circuits in pictures', () => {
  it('draws closed, open and jammed gates and a pressed plate apart, and explains each in the legend', () => {
    const picture = board(4, 2, [
      thing('p', 'PLATE', 0, 0, { channel: 'circle' }),
      thing('r', 'ROCK', 0, 1),
      thing('g', 'GATE', 1, 0, { channel: 'circle' }),
      thing('h', 'GATE', 2, 0, { channel: 'square' }),
      thing('j', 'GATE', 3, 0, { channel: 'diamond' }),
      thing('k', 'ROCK', 3, 0),
    ]);
    expect(Object.fromEntries(picture.things.map((t) => [t.id, t.circuit]))).toEqual({
      p: 'up',
      r: undefined,
      g: 'closed',
      h: 'closed',
      j: 'jammed',
      k: undefined,
    });
    expect(picture.legend).toEqual([CIRCUIT_LEGEND.closed, CIRCUIT_LEGEND.jammed]);
    const pressed = board(3, 1, [
      thing('p', 'PLATE', 0, 0, { channel: 'circle' }),
      thing('r', 'ROCK', 0, 0),
      thing('g', 'GATE', 2, 0, { channel: 'circle' }),
    ]);
    expect(pressed.legend).toEqual([CIRCUIT_LEGEND.open, CIRCUIT_LEGEND.pressed]);
    const svg = renderSvg(pressed);
    expect(svg).toMatch(/<g data-id="g" data-tile="object" data-circuit="open">.*stroke-dasharray/);
    expect(svg).toMatch(
      /<g data-id="p" data-tile="object" data-circuit="pressed">.*<rect [^>]*fill="#ece8df"\/><\/g>/,
    );
    expect(renderSvg(board(1, 1, [thing('g', 'GATE', 0, 0, { channel: 'circle' })]))).toMatch(
      /data-circuit="closed">.*stroke-width="3.36"\/><\/g>/,
    );
  });
});

describe('legend lines', () => {
  it('wraps a long glossary sentence to a narrow picture instead of clipping it', () => {
    const sentence = 'Repeats its steps, one for each of your turns.';
    const picture = board(2, 1, [{ id: 'w', kind: 'word', name: 'WIND', x: 0, y: 0 }], {
      WIND: { describe: sentence },
    });
    expect(picture.legend).toEqual([`WIND: ${sentence}`]);
    expect(picture.legendLines.length).toBeGreaterThan(1);
    expect(picture.legendLines.join(' ')).toBe(`WIND: ${sentence}`);
    for (const line of picture.legendLines)
      expect(line.length * 7.4).toBeLessThanOrEqual(picture.pixelWidth - 8);
    expect(picture.pixelHeight).toBe(CELL + picture.legendLines.length * 18 + 9);
    expect(renderSvg(picture).match(/<text x="4" [^>]*font-size="12"/g)).toHaveLength(
      picture.legendLines.length,
    );
    // A picture drawn with larger cells for a stack draws its legend larger by as much.
    const stacked = board(
      2,
      1,
      [{ id: 'w', kind: 'word', name: 'WIND', x: 0, y: 0 }, thing('a', 'CAT', 0, 0)],
      { WIND: { describe: sentence } },
    );
    expect(stacked.legendLines).toEqual(picture.legendLines);
    expect(renderSvg(stacked).match(/<text x="8" [^>]*font-size="24"/g)).toHaveLength(
      picture.legendLines.length,
    );
    expect(wrap('a bb ccc', 4)).toEqual(['a bb', 'ccc']);
    expect(wrap('enormous', 3)).toEqual(['enormous']);
  });
});

describe('stacks', () => {
  it('draws a stacked thing as large as a lone thing, by growing the cells up to twice', () => {
    const lone = board(2, 1, [thing('a', 'CAT', 0, 0)]);
    expect(lone.cell).toBe(CELL);
    const two = board(2, 1, [thing('a', 'CAT', 0, 0), thing('b', 'FLAG', 0, 0)]);
    expect(two.cell).toBe(2 * CELL);
    expect(two.things.map((t) => t.slot.size)).toEqual([CELL, CELL]);
    const five = board(
      1,
      1,
      Array.from({ length: 5 }, (_, i) => thing(`t${i}`, 'ROCK', 0, 0)),
    );
    expect(five.cell).toBe(2 * CELL);
    expect(five.things[0].slot.size).toBeCloseTo((2 * CELL) / 3);
  });
});
