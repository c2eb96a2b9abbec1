// spec: automata/records, automata/record-order, automata/activation, automata/phase-advance, automata/actions, automata/events
// Automata: records that make things repeat a step pattern, one beat per accepted turn.
import type { Automaton, AutomatonStep } from '../src/types/pack.js';
import type { AutomatedEntry } from '../src/types/adapter.js';
import type { Thing } from './things.js';
import { byId } from './things.js';
import type { Rule } from './rules.js';
import type { MoveContext } from './movement.js';
import { frontFirst, tryMove } from './movement.js';

// spec: automata/records, automata/record-order
/** The records of a level in the order they play: by id. */
export function automataOf(records: readonly Automaton[] | undefined): Automaton[] {
  return [...(records ?? [])].sort(byId);
}

// spec: automata/activation
/** A record is active while some rule `X IS <property>` holds, X its subject when it has one. */
export function isActive(record: Automaton, rules: readonly Rule[]): boolean {
  return rules.some(
    (rule) =>
      rule.predicate === record.property && (record.subject === undefined || rule.subject === record.subject),
  );
}

// spec: automata/activation
/** Its actors: the objects that have the property and match the subject. */
export function actorsOf(record: Automaton, context: MoveContext): Thing[] {
  return context.things.filter(
    (thing) =>
      thing.kind === 'object' &&
      context.table.has(thing, record.property) &&
      (record.subject === undefined || thing.name === record.subject),
  );
}

// spec: automata/beat, automata/phase-advance, automata/actions, automata/actor-order, automata/record-order
/**
 * One beat: every record in id order plays the step at its phase with all its actors, and its
 * phase advances when it had at least one actor (a blocked actor still spends the beat).
 * Mutates the things and the phases; returns the `automated` events.
 */
export function playBeat(
  records: readonly Automaton[],
  phases: number[],
  context: MoveContext,
): AutomatedEntry[] {
  const events: AutomatedEntry[] = [];
  records.forEach((record, index) => {
    const actors = actorsOf(record, context);
    if (actors.length === 0) return;
    const phase = phases[index];
    const step = record.pattern[phase];
    const ordered = step.action === 'move' ? frontFirst(actors, step) : actors; // actors are in id order, like the things
    for (const actor of ordered) {
      const from = { x: actor.x, y: actor.y };
      const blocked = step.action === 'move' ? !tryMove(context, actor, step) : false;
      events.push(automatedEntry(record, actor, step, phase, from, blocked));
    }
    phases[index] = (phase + 1) % record.pattern.length;
  });
  return events;
}

// spec: automata/events
function automatedEntry(
  record: Automaton,
  actor: Thing,
  step: AutomatonStep,
  phase: number,
  from: { x: number; y: number },
  blocked: boolean,
): AutomatedEntry {
  const entry: AutomatedEntry = {
    automaton: record.id,
    id: actor.id,
    action: step.action,
    from,
    to: { x: actor.x, y: actor.y },
    blocked,
    phase,
  };
  // Cues and sounds are presentation only: they travel in the event and nowhere else.
  if (step.cue !== undefined) entry.cue = step.cue;
  if (step.sound !== undefined) entry.sound = step.sound;
  return entry;
}
