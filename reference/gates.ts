// spec: gates/channels, gates/membership, gates/pressure, gates/openness, gates/closed-blocks, gates/prior-projection, gates/after-contacts, gates/events, gates/derived
// Plates and gates: which are pressed and open is derived from the things, never stored.
// A turn reads the projection of its starting board for movement (closed gates block) and
// compares it with the projection after contacts for the events.
import type { GateChangedEntry, PlateChangedEntry, SettledEvents } from '../src/types/adapter.js';
import type { Thing } from './things.js';

export interface GateState {
  open: boolean;
  jammed: boolean;
}

/** The circuit state a board implies: plates by id (pressed?) and gates by id, both in id order. */
export interface CircuitProjection {
  plates: Map<string, boolean>;
  gates: Map<string, GateState>;
}

const CLOSED: GateState = { open: false, jammed: false };

// spec: gates/channels, gates/membership
/** A circuit member is an object with a channel whose current noun is PLATE or GATE. */
function roleOf(thing: Thing): 'plate' | 'gate' | undefined {
  if (thing.kind !== 'object' || thing.channel === undefined) return undefined;
  return thing.name === 'PLATE' ? 'plate' : thing.name === 'GATE' ? 'gate' : undefined;
}

// spec: gates/pressure, gates/openness, gates/derived
/**
 * Projects the circuits of a board. `things` must be in
 * id order, and the maps follow it. A plate is pressed while another thing shares its cell; a
 * gate is open while a plate of its channel is pressed or another thing shares its cell.
 */
export function projectCircuits(things: readonly Thing[]): CircuitProjection {
  const projection: CircuitProjection = { plates: new Map(), gates: new Map() };
  // Only the members' cells matter, and a level has few members: each looks for another thing
  // in its cell instead of every cell of the board being counted.
  const occupiedByOther = (member: Thing): boolean =>
    things.some((other) => other !== member && other.x === member.x && other.y === member.y);
  const pressedChannels = new Set<string>();
  for (const plate of things.filter((thing) => roleOf(thing) === 'plate')) {
    const pressed = occupiedByOther(plate);
    projection.plates.set(plate.id, pressed);
    if (pressed) pressedChannels.add(plate.channel as string);
  }
  for (const gate of things.filter((thing) => roleOf(thing) === 'gate')) {
    const pressed = pressedChannels.has(gate.channel as string);
    const jam = occupiedByOther(gate);
    projection.gates.set(gate.id, { open: pressed || jam, jammed: jam && !pressed });
  }
  return projection;
}

// spec: gates/closed-blocks, gates/prior-projection
/**
 * The closed gates of a projection as a planner hook: a cell is closed while a gate that was closed when the turn began
 * stands in it. `things` are the turn's live things, so blocking follows a gate that moves.
 */
export function closedGateHook(
  projection: CircuitProjection,
  things: readonly Thing[],
): (x: number, y: number) => boolean {
  if (projection.gates.size === 0) return () => false;
  const closed = things.filter((thing) => projection.gates.get(thing.id)?.open === false);
  return (x, y) => closed.some((gate) => gate.x === x && gate.y === y);
}

// spec: gates/events, gates/after-contacts
/**
 * What changed between two projections, for the things that survived the
 * turn (`survivors`, in id order): a thing that is no member counts as a closed gate and an
 * unpressed plate; a destroyed thing gets no entry. Entries are new objects, in id order.
 */
export function circuitChanges(
  before: CircuitProjection,
  after: CircuitProjection,
  survivors: readonly Thing[],
): { gateChanged: GateChangedEntry[]; plateChanged: PlateChangedEntry[] } {
  const gateChanged: GateChangedEntry[] = [];
  const plateChanged: PlateChangedEntry[] = [];
  // Only a thing that is a member on one side or the other can change.
  if (before.gates.size + before.plates.size + after.gates.size + after.plates.size === 0)
    return { gateChanged, plateChanged };
  for (const { id } of survivors) {
    const wasGate = before.gates.get(id) ?? CLOSED;
    const isGate = after.gates.get(id) ?? CLOSED;
    if (wasGate.open !== isGate.open || wasGate.jammed !== isGate.jammed)
      gateChanged.push({ id, open: isGate.open, jammed: isGate.jammed });
    const wasPressed = before.plates.get(id) ?? false;
    const isPressed = after.plates.get(id) ?? false;
    if (wasPressed !== isPressed) plateChanged.push({ id, pressed: isPressed });
  }
  return { gateChanged, plateChanged };
}

// spec: gates/events
/** The gate and plate lists a turn adds to its events: only those with an entry. */
export function circuitEvents(
  prior: CircuitProjection,
  survivors: readonly Thing[],
): Pick<SettledEvents, 'gateChanged' | 'plateChanged'> {
  const { gateChanged, plateChanged } = circuitChanges(prior, projectCircuits(survivors), survivors);
  const events: Pick<SettledEvents, 'gateChanged' | 'plateChanged'> = {};
  if (gateChanged.length > 0) events.gateChanged = gateChanged;
  if (plateChanged.length > 0) events.plateChanged = plateChanged;
  return events;
}
