// Circuit state read from a board (spec: gates/pressure, gates/openness, gates/derived): gates
// add no state, so which plates are pressed and which gates are open follows from the things
// alone. The replay's board text and the board pictures use this to show circuits; the engine
// keeps its own projection (reference/gates.ts), and the events it reports are the contract.
import type { ObservedThing } from '../types/adapter.js';

export type CircuitMark = 'pressed' | 'up' | 'open' | 'jammed' | 'closed';

/** A plate or gate's state by thing id; things in no circuit are absent. Pure; never throws. */
export function circuitMarks(
  things: readonly Pick<ObservedThing, 'id' | 'kind' | 'name' | 'x' | 'y' | 'channel'>[],
): Map<string, CircuitMark> {
  const marks = new Map<string, CircuitMark>();
  const role = (t: (typeof things)[number]): 'plate' | 'gate' | undefined =>
    t.kind !== 'object' || typeof t.channel !== 'string'
      ? undefined
      : t.name === 'PLATE'
        ? 'plate'
        : t.name === 'GATE'
          ? 'gate'
          : undefined;
  if (!things.some((t) => role(t) !== undefined)) return marks;
  const counts = new Map<string, number>();
  for (const t of things) counts.set(`${t.x},${t.y}`, (counts.get(`${t.x},${t.y}`) ?? 0) + 1);
  const shared = (t: (typeof things)[number]): boolean => (counts.get(`${t.x},${t.y}`) ?? 0) > 1;
  const pressed = new Set<string>();
  for (const plate of things.filter((t) => role(t) === 'plate')) {
    marks.set(plate.id, shared(plate) ? 'pressed' : 'up');
    if (shared(plate)) pressed.add(plate.channel!);
  }
  for (const gate of things.filter((t) => role(t) === 'gate')) {
    marks.set(gate.id, pressed.has(gate.channel!) ? 'open' : shared(gate) ? 'jammed' : 'closed');
  }
  return marks;
}
