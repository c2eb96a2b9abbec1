// spec: rules/sentences, rules/property-words, rules/properties, rules/words-push, rules/transformation
// Reading the board's sentences, and what the rules they make do to things.
import type { Thing } from './things.js';
import { CORE_PROPERTIES } from '../src/words/words.js';

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

type Line = (string | null)[];

// spec: rules/sentences
/**
 * Reads every rule on the board, in reading order: rows top to bottom (each left to right),
 * then columns left to right (each top to bottom). A cell with two or more words reads as none.
 */
export function readRules(things: readonly Thing[], width: number, height: number, properties: ReadonlySet<string>): Rule[] {
  const grid = wordGrid(things, width, height);
  const lines: Line[] = [];
  for (let y = 0; y < height; y++) lines.push(grid[y]);
  for (let x = 0; x < width; x++) lines.push(grid.map((row) => row[x]));
  const rules: Rule[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    for (let start = 0; start < line.length; start++) {
      for (const rule of readSentenceAt(line, start, properties)) {
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

function wordGrid(things: readonly Thing[], width: number, height: number): Line[] {
  const counts: number[][] = Array.from({ length: height }, () => new Array<number>(width).fill(0));
  const grid: Line[] = Array.from({ length: height }, () => new Array<string | null>(width).fill(null));
  for (const thing of things) {
    if (thing.kind !== 'word') continue;
    counts[thing.y][thing.x] += 1;
    grid[thing.y][thing.x] = counts[thing.y][thing.x] === 1 ? thing.name : null;
  }
  return grid;
}

// A place past the end of a line (`line[at + 2]` at the board's edge) is undefined: no word.
function isNoun(word: string | null | undefined, properties: ReadonlySet<string>): word is string {
  return typeof word === 'string' && word !== 'IS' && word !== 'AND' && !properties.has(word);
}

function isTerm(word: string | null | undefined): word is string {
  return typeof word === 'string' && word !== 'IS' && word !== 'AND';
}

/** `NOUN (AND NOUN)* IS TERM (AND TERM)*`, the longest run starting at `start`. */
function readSentenceAt(line: Line, start: number, properties: ReadonlySet<string>): Rule[] {
  const subjects: string[] = [];
  let at = start;
  if (!isNoun(line[at], properties)) return [];
  subjects.push(line[at] as string);
  while (line[at + 1] === 'AND' && isNoun(line[at + 2], properties)) {
    subjects.push(line[at + 2] as string);
    at += 2;
  }
  if (line[at + 1] !== 'IS' || !isTerm(line[at + 2])) return [];
  const predicates = [line[at + 2] as string];
  at += 2;
  while (line[at + 1] === 'AND' && isTerm(line[at + 2])) {
    predicates.push(line[at + 2] as string);
    at += 2;
  }
  return subjects.flatMap((subject) => predicates.map((predicate) => ({ subject, predicate })));
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
export function transform(things: Thing[], rules: readonly Rule[], properties: ReadonlySet<string>): Transformation[] {
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
