// The circuit projection (spec: gates/membership, gates/pressure, gates/openness, gates/events):
// reference/gates.ts on hand-built boards.
import { describe, expect, it } from 'vitest';
import type { Thing } from '../../reference/things.js';
import { byId } from '../../reference/things.js';
import { circuitChanges, circuitEvents, closedGateHook, projectCircuits } from '../../reference/gates.js';

function thing(id: string, name: string, x: number, y: number, extra: Partial<Thing> = {}): Thing {
  return { id, kind: 'object', name, x, y, ...extra };
}
const word = (id: string, text: string, x: number, y: number): Thing => ({
  id,
  kind: 'word',
  name: text,
  x,
  y,
});
const board = (...things: Thing[]): Thing[] => things.sort(byId);

describe('projectCircuits', () => {
  it('presses a plate with any other thing, a word included, but never with the plate alone', () => {
    const alone = projectCircuits(board(thing('p', 'PLATE', 0, 0, { channel: 'circle' })));
    expect(alone.plates.get('p')).toBe(false);
    const byWord = projectCircuits(
      board(thing('p', 'PLATE', 0, 0, { channel: 'circle' }), word('w', 'ROCK', 0, 0)),
    );
    expect(byWord.plates.get('p')).toBe(true);
  });

  it('lets two plates in one cell press each other', () => {
    const both = projectCircuits(
      board(
        thing('p', 'PLATE', 1, 1, { channel: 'circle' }),
        thing('q', 'PLATE', 1, 1, { channel: 'square' }),
      ),
    );
    expect([...both.plates]).toEqual([
      ['p', true],
      ['q', true],
    ]);
  });

  it('opens every gate of a pressed channel and no gate of another', () => {
    const projection = projectCircuits(
      board(
        thing('p', 'PLATE', 0, 0, { channel: 'circle' }),
        thing('rock', 'ROCK', 0, 0),
        thing('g1', 'GATE', 3, 0, { channel: 'circle' }),
        thing('g2', 'GATE', 4, 0, { channel: 'circle' }),
        thing('s', 'GATE', 5, 0, { channel: 'square' }),
      ),
    );
    expect(Object.fromEntries(projection.gates)).toEqual({
      g1: { open: true, jammed: false },
      g2: { open: true, jammed: false },
      s: { open: false, jammed: false },
    });
  });

  it('reports a gate held open only by a thing in its cell as jammed, and not jammed once its channel is pressed', () => {
    const jam = projectCircuits(
      board(thing('g', 'GATE', 2, 0, { channel: 'circle' }), thing('c', 'CRATE', 2, 0)),
    );
    expect(jam.gates.get('g')).toEqual({ open: true, jammed: true });
    const both = projectCircuits(
      board(
        thing('g', 'GATE', 2, 0, { channel: 'circle' }),
        thing('c', 'CRATE', 2, 0),
        thing('p', 'PLATE', 0, 0, { channel: 'circle' }),
        word('w', 'IS', 0, 0),
      ),
    );
    expect(both.gates.get('g')).toEqual({ open: true, jammed: false });
  });

  it('counts only objects with a channel whose noun is PLATE or GATE as members', () => {
    const projection = projectCircuits(
      board(thing('plain-gate', 'GATE', 0, 0), thing('crate', 'CRATE', 1, 0, { channel: 'circle' }), {
        id: 'w',
        kind: 'word',
        name: 'GATE',
        x: 2,
        y: 0,
        channel: 'circle',
      }),
    );
    expect(projection.gates.size + projection.plates.size).toBe(0);
  });
});

describe('closedGateHook', () => {
  it('closes no cell when no gate is closed', () => {
    const things = board(
      thing('c', 'CAT', 0, 0),
      thing('g', 'GATE', 1, 0, { channel: 'circle' }),
      thing('r', 'ROCK', 1, 0),
    );
    const hook = closedGateHook(projectCircuits(things), things);
    expect([hook(0, 0), hook(1, 0)]).toEqual([false, false]);
  });

  it('follows a closed gate that moves during the turn', () => {
    const things = board(thing('g', 'GATE', 1, 0, { channel: 'circle' }));
    const isClosed = closedGateHook(projectCircuits(things), things);
    expect(isClosed?.(1, 0)).toBe(true);
    things[0].x = 2;
    expect([isClosed?.(1, 0), isClosed?.(2, 0)]).toEqual([false, true]);
  });
});

describe('circuitChanges and circuitEvents', () => {
  const gate = () => thing('g', 'GATE', 2, 0, { channel: 'circle' });
  const plate = () => thing('p', 'PLATE', 0, 0, { channel: 'circle' });

  it('reports only what changed, in id order, with a non-member read as closed and unpressed', () => {
    const before = board(gate(), plate());
    const after = board(gate(), plate(), thing('r', 'ROCK', 0, 0));
    expect(circuitChanges(projectCircuits(before), projectCircuits(after), after)).toEqual({
      gateChanged: [{ id: 'g', open: true, jammed: false }],
      plateChanged: [{ id: 'p', pressed: true }],
    });
    const left = board({ ...gate(), name: 'CRATE' }, plate(), thing('r', 'ROCK', 0, 0));
    expect(circuitChanges(projectCircuits(after), projectCircuits(left), left).gateChanged).toEqual([
      { id: 'g', open: false, jammed: false },
    ]);
  });

  it('gives a destroyed plate or gate no entry', () => {
    const before = board(gate(), plate(), thing('r', 'ROCK', 0, 0));
    const survivors = board(gate());
    expect(circuitChanges(projectCircuits(before), projectCircuits(survivors), survivors)).toEqual({
      gateChanged: [{ id: 'g', open: false, jammed: false }],
      plateChanged: [],
    });
  });

  it('leaves empty lists out of the events and builds new entries on every call', () => {
    const before = board(gate(), plate());
    expect(circuitEvents(projectCircuits(before), before)).toEqual({});
    const after = board(gate(), plate(), thing('r', 'ROCK', 0, 0));
    const first = circuitEvents(projectCircuits(before), after);
    const second = circuitEvents(projectCircuits(before), after);
    expect(first).toEqual(second);
    expect(first.gateChanged?.[0]).not.toBe(second.gateChanged?.[0]);
  });
});
