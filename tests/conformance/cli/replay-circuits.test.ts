// Issue 19, circuits visible: `miau replay` shows plate and gate state on the board, in the
// notation of features/README.md, and prints gateChanged / plateChanged events like the others.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBoardText } from '../../../src/board/text.js';
import { circuitMarks } from '../../../src/board/circuits.js';
import type { Observation } from '../../../src/types/adapter.js';
import { miau } from './miau.js';
import { startObservation } from '../../fixtures/observation.js';

const crateWorks = join(import.meta.dirname, '..', '..', '..', 'packs', 'crate-works');

/** The turn blocks of a replay: `N  M  accepted` line, its event lines and its board. */
function turns(text: string): Map<number, string> {
  const blocks = text
    .split('\n\n')
    .slice(1)
    .filter((block) => /^\d/.test(block));
  return new Map(blocks.map((block) => [Number(/^(\d+)/.exec(block)![1]), block]));
}

describe('circuits in miau replay', () => {
  it("shows the jammed level's gate opening, jammed and closing, on the board and as events", async () => {
    const proof = 'DDRRRULURRRURDLDRDDDDR';
    const { code, out } = await miau('replay', crateWorks, '--level', 'jammed', proof);
    expect(code).toBe(0);
    expect(out.split('\n\n')[0]).toContain('gate:circle(closed)');
    expect(out.trimEnd().split('\n').at(-1)).toBe('end  22 moves: 22 accepted, 0 refused; the level is won');
    const byTurn = turns(out);
    expect(byTurn.get(8)).toMatch(/\n {3}gateChanged g1: open\n {3}plateChanged #0024: pressed\n/);
    expect(byTurn.get(8)).toContain('gate:circle(open)');
    expect(byTurn.get(8)).toContain('miau+plate:circle(pressed)');
    expect(byTurn.get(9)).toMatch(/gateChanged g1: open \(jammed\)\n {3}plateChanged #0024: released/);
    expect(byTurn.get(9)).toContain('crate+gate:circle(jammed)');
    expect(byTurn.get(11)).toMatch(/gateChanged g1: closed/);
    expect(byTurn.get(11)).toContain('gate:circle(closed)');
    expect(byTurn.get(22)).toMatch(/^22 {2}R {2}accepted, won/);
    // Turns where nothing in a circuit changed print no circuit events.
    expect(byTurn.get(1)).not.toMatch(/Changed/);
  });

  it('takes the moves with --moves as well, and refuses both at once', async () => {
    expect((await miau('replay', crateWorks, '--level', 'jammed', '--moves', 'D')).out).toMatch(
      /1 {2}D {2}accepted/,
    );
    expect((await miau('replay', crateWorks, '--level', 'jammed', '--moves', 'D', 'D')).code).toBe(2);
  });
});

describe('the circuit notation', () => {
  const board = (things: Observation['things']): Observation =>
    startObservation(things, { width: 3, height: 1 });

  it('marks plates pressed or up, and gates open, jammed or closed, from the things alone', () => {
    const pressed = board([
      { id: 'p', kind: 'object', name: 'PLATE', x: 0, y: 0, channel: 'circle' },
      { id: 'r', kind: 'object', name: 'ROCK', x: 0, y: 0 },
      { id: 'g', kind: 'object', name: 'GATE', x: 2, y: 0, channel: 'circle' },
      { id: 'h', kind: 'object', name: 'GATE', x: 1, y: 0, channel: 'square' },
    ]);
    expect(Object.fromEntries(circuitMarks(pressed.things))).toEqual({
      p: 'pressed',
      g: 'open',
      h: 'closed',
    });
    expect(renderBoardText(pressed, { circuits: true })).toBe(
      '| plate:circle(pressed)+rock | gate:square(closed) | gate:circle(open) |',
    );
    const jam = board([
      { id: 'p', kind: 'object', name: 'PLATE', x: 0, y: 0, channel: 'circle' },
      { id: 'g', kind: 'object', name: 'GATE', x: 2, y: 0, channel: 'circle' },
      { id: 'w', kind: 'word', name: 'GATE', x: 2, y: 0 },
    ]);
    expect(Object.fromEntries(circuitMarks(jam.things))).toEqual({ p: 'up', g: 'jammed' });
    // Without a channel, or with another noun, a thing is in no circuit; the plain notation shows no state.
    expect(
      circuitMarks([
        { id: 'x', kind: 'object', name: 'GATE', x: 0, y: 0 },
        { id: 'y', kind: 'object', name: 'CRATE', x: 1, y: 0, channel: 'circle' },
      ]).size,
    ).toBe(0);
    expect(renderBoardText(pressed)).toBe('| plate:circle+rock | gate:square | gate:circle |');
  });
});

// rules/level-start: a level with no YOU thing begins lost; the start header says so.
describe('the start of a replay', () => {
  it('says a level begins lost, and says nothing of a level that begins in play', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-replay-'));
    const pack = {
      manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 },
      levels: [
        {
          id: 'one',
          title: 'One',
          width: 2,
          height: 1,
          objects: [{ kind: 'object', noun: 'CAT', x: 0, y: 0 }],
        },
      ],
    };
    writeFileSync(join(dir, 'pack.json'), JSON.stringify(pack));
    expect((await miau('replay', dir, '--level', 'one', '--moves', '')).out.split('\n')[0]).toBe(
      'start  one  lost',
    );
    expect((await miau('replay', crateWorks, '--level', 'jammed', '--moves', '')).out.split('\n')[0]).toBe(
      'start  jammed',
    );
  });

  // rules/turn-order: automata move before contacts destroy, and the events read in that order.
  it("lists a turn's events in the order of its phases", async () => {
    const pairs = join(import.meta.dirname, '..', '..', '..', 'packs', 'clockwork-pairs');
    const { code, out } = await miau('replay', pairs, '--level', 'let-the-mouse-in', 'LLLURDRUR');
    expect(code).toBe(0);
    expect(turns(out).get(9)).toMatch(
      /\n {3}automated mouse-pacing: #0032 move 6,5 -> 5,5\n {3}destroyed #0031 \(DOOR\) at 5,5: open\n/,
    );
  });
});
