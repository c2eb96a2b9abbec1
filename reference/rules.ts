// spec: rules/sentences, rules/property-words, rules/properties, rules/words-push, rules/transformation
// Reading the board's sentences, and what the rules they make do to things.
import type { Thing } from './things.js';
import { CORE_PROPERTIES } from '../src/words/words.js';
import { readSentences } from '../src/words/sentences.js';

export { CORE_PROPERTIES };

// Property words: a level's property set comes from src/words/property-words.ts (`levelPropertyWords`),
// the one derivation shared with the loader and the pictures (cited where game.ts calls it).

/** One rule read from the board: `subject IS predicate`. */
export interface Rule {
  subject: string;
  predicate: string;
}

export function spell(rule: Rule): string {
  return `${rule.subject} IS ${rule.predicate}`;
}

// Sentences

// spec: rules/sentences
/**
 * Reads every rule on the board, in reading order: rows top to bottom (each left to right),
 * then columns left to right (each top to bottom). A cell with two or more words reads as none.
 * The grammar (`NOUN (AND NOUN)* IS TERM (AND TERM)*`) is src/words/sentences.ts, shared with
 * the loader's noun trap; a sentence of n subjects and m predicates makes n × m rules.
 */
export function readRules(
  things: readonly Thing[],
  width: number,
  height: number,
  properties: ReadonlySet<string>,
): Rule[] {
  const words = things
    .filter((thing) => thing.kind === 'word')
    .map(({ x, y, name }) => ({ x, y, word: name }));
  const rules: Rule[] = [];
  const seen = new Set<string>();
  for (const { subjects, predicates } of readSentences(words, width, height, (name) => name, properties)) {
    for (const subject of subjects) {
      for (const predicate of predicates) {
        const rule = { subject, predicate };
        const key = spell(rule);
        if (!seen.has(key)) {
          seen.add(key);
          rules.push(rule);
        }
      }
    }
  }
  return rules;
}

// Properties

// spec: rules/properties, rules/words-push, rules/property-words, automata/property-words
/** Which properties each noun has under the rules. Words are always PUSH and nothing else. */
export class PropertyTable {
  private readonly byNoun = new Map<string, Set<string>>();

  constructor(rules: readonly Rule[], properties: ReadonlySet<string>) {
    for (const rule of rules) {
      if (!properties.has(rule.predicate)) continue;
      let set = this.byNoun.get(rule.subject);
      if (!set) this.byNoun.set(rule.subject, (set = new Set()));
      set.add(rule.predicate);
    }
  }

  has(thing: Thing, property: string): boolean {
    if (thing.kind === 'word') return property === 'PUSH';
    return this.byNoun.get(thing.name)?.has(property) ?? false;
  }

  /** Whether a rule gives `property` to some noun (words have PUSH without one). */
  givenToAnyNoun(property: string): boolean {
    return [...this.byNoun.values()].some((properties) => properties.has(property));
  }
}

// Transformation

export interface Transformation {
  id: string;
  from: string;
  to: string;
}

// spec: rules/transformation, rules/property-words
/**
 * Applies every `X IS Y` (Y a noun) at once: the first rule in reading order wins for a noun,
 * `X IS X` protects X, words never change. Mutates the things and returns what changed, by id.
 */
export function transform(
  things: Thing[],
  rules: readonly Rule[],
  properties: ReadonlySet<string>,
): Transformation[] {
  const kept = new Set(rules.filter((r) => r.subject === r.predicate).map((r) => r.subject));
  const changes = new Map<string, string>();
  for (const rule of rules) {
    if (properties.has(rule.predicate) || rule.subject === rule.predicate) continue;
    if (kept.has(rule.subject) || changes.has(rule.subject)) continue;
    changes.set(rule.subject, rule.predicate);
  }
  const changed: Transformation[] = [];
  for (const thing of things) {
    const to = thing.kind === 'object' ? changes.get(thing.name) : undefined;
    if (to === undefined) continue;
    changed.push({ id: thing.id, from: thing.name, to });
    thing.name = to;
  }
  return changed; // in id order: the things are
}
