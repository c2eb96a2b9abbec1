// Meaning checks (spec: packs/semantic-checks): what a schema cannot say. They run on every
// part of a pack that passed the shape check, so one load reports all problems at once.
// Conventions: `pack` is plain data of unknown shape; `usable(path)` says a part passed.
import { errorAt, type Diagnostic } from '../diagnostics/diagnostics.js';
import { childPointer, fromPointer, toPointer } from '../data/json-pointer.js';
import {
  describePlace,
  describeValue,
  quote,
  phaseRange,
  sameLevelThing,
  sentence,
} from '../diagnostics/places.js';
import { checkPairs } from './pairs.js';
import { checkChannels } from './gates.js';

import { CORE_PROPERTIES, OPERATORS, generatedId } from '../words/words.js';
import { isRecord, listAt, type DataRecord } from '../data/records.js';
import { gridOriginOf } from '../diagnostics/grid-origins.js';

export { CORE_PROPERTIES, OPERATORS, generatedId };

const RESERVED_WORDS: ReadonlySet<string> = new Set<string>([...CORE_PROPERTIES, ...OPERATORS]);

/** Checks the meaning of the parts of `pack` that have no shape error in `shapeErrors`. Never throws. */
export function checkPackMeaning(pack: unknown, shapeErrors: readonly Diagnostic[]): Diagnostic[] {
  const checker = new MeaningChecker(pack, shapeErrors);
  checker.checkLevels();
  return checker.errors;
}

class MeaningChecker {
  readonly errors: Diagnostic[] = [];
  // Paths with a shape error at or below them, and paths with a shape error right at them.
  private readonly tainted = new Set<string>();
  private readonly failed = new Set<string>();

  constructor(
    private readonly pack: unknown,
    shapeErrors: readonly Diagnostic[],
  ) {
    for (const { path } of shapeErrors) {
      this.failed.add(path);
      const segments = fromPointer(path);
      for (let length = 0; length <= segments.length; length++)
        this.tainted.add(toPointer(segments.slice(0, length)));
    }
  }

  checkLevels(): void {
    const levels = listAt(this.pack, 'levels');
    const firstWithId = new Map<string, number>();
    levels.forEach((level, index) => {
      const path = childPointer('/levels', index);
      if (!isRecord(level)) return;
      const id = level['id'];
      if (typeof id === 'string' && this.usable(childPointer(path, 'id'))) {
        const first = firstWithId.get(id);
        if (first === undefined) firstWithId.set(id, index);
        else
          this.fail(
            'duplicate-level-id',
            childPointer(path, 'id'),
            `Level ${index + 1} has the id ${quote(id)}, which level ${first + 1} already has; level ids must differ.`,
          );
      }
      const properties = this.checkAutomata(level, path);
      this.checkObjects(level, path, properties);
      this.errors.push(...checkPairs(level, path, this.pack, (at) => this.usable(at)));
      this.errors.push(...checkChannels(level, path, this.pack, (at) => this.usable(at)));
    });
  }

  // spec: packs/semantic-checks: object ids, board bounds, nouns that are property words.
  private checkObjects(level: DataRecord, levelPath: string, properties: Map<string, number>): void {
    const width = this.integerAt(level, levelPath, 'width');
    const height = this.integerAt(level, levelPath, 'height');
    const firstWithId = new Map<string, number>();
    listAt(level, 'objects').forEach((thing, index) => {
      const path = childPointer(levelPath, 'objects', index);
      // A thing whose kind failed was never checked field by field, so it needs to be clean whole.
      if (!isRecord(thing) || !this.usable(path)) return;
      // Described only for a message: most things have none.
      const place = () => sentence(describePlace(path, this.pack));
      if (typeof thing['id'] === 'string') {
        const first = firstWithId.get(thing['id']);
        if (first === undefined) firstWithId.set(thing['id'], index);
        else
          this.fail(
            'duplicate-object-id',
            childPointer(path, 'id'),
            `${place()} has the id ${quote(thing['id'])}, which ${sameLevelThing(level, first)} already has.`,
          );
      }
      const x = thing['x'] as number;
      const y = thing['y'] as number;
      if (width !== undefined && height !== undefined && (x >= width || y >= height)) {
        this.fail(
          'off-board',
          path,
          `${place()} is at (${x}, ${y}), outside the ${width} × ${height} board (x from 0 to ${width - 1}, y from 0 to ${height - 1}).`,
        );
      }
      const noun = thing['noun'];
      const automaton = typeof noun === 'string' ? properties.get(noun) : undefined;
      const kindOfWord = typeof noun === 'string' ? neverANoun(noun) : undefined;
      if (kindOfWord !== undefined) {
        // No sentence reads a core word as a noun (rules/sentences): no rule could name the object.
        // In a grid's legend the word tile is the same name in upper case: "is" for "IS" is the slip.
        const fix = gridOriginOf(thing)
          ? `: its legend entry, in lower case, makes an object, so write ${quote(String(noun))} there for the word tile, or use a noun such as ROCK`
          : ', so use a noun such as ROCK';
        this.fail(
          'noun-is-property',
          childPointer(path, 'noun'),
          `${place()} has the noun ${String(noun)}, which is ${kindOfWord}; no rule could ever name this object${fix}.`,
        );
      } else if (automaton !== undefined) {
        const owner = describePlace(childPointer(levelPath, 'automata', automaton), this.pack);
        this.fail(
          'noun-is-property',
          childPointer(path, 'noun'),
          `${place()} has the noun ${String(noun)}, which ${owner} declares as its property word; a word cannot be both a noun and a property.`,
        );
      }
    });
  }

  // spec: automata records: unique ids, new property words, cardinal steps, phase inside the pattern.
  // Returns the property words the level's automata declare, each with its first automaton's index.
  private checkAutomata(level: DataRecord, levelPath: string): Map<string, number> {
    const properties = new Map<string, number>();
    const firstWithId = new Map<string, number>();
    listAt(level, 'automata').forEach((automaton, index) => {
      const path = childPointer(levelPath, 'automata', index);
      if (!isRecord(automaton)) return;
      const id = automaton['id'];
      if (typeof id === 'string' && this.usable(childPointer(path, 'id'))) {
        const first = firstWithId.get(id);
        if (first === undefined) firstWithId.set(id, index);
        else
          this.fail(
            'duplicate-automaton-id',
            childPointer(path, 'id'),
            `${sentence(describePlace(path, this.pack))} has the id ${quote(id)}, which automaton ${first + 1} of the same level already has.`,
          );
      }
      const property = automaton['property'];
      const propertyPath = childPointer(path, 'property');
      if (typeof property === 'string' && this.usable(propertyPath)) {
        if (RESERVED_WORDS.has(property)) {
          this.fail(
            'reserved-word',
            propertyPath,
            `${sentence(describePlace(propertyPath, this.pack))} is ${property}, a word the game already uses (${[...RESERVED_WORDS].join(', ')}); choose a new property word such as TICK.`,
          );
        } else if (!properties.has(property)) {
          properties.set(property, index);
        }
      }
      this.checkPattern(automaton, path);
    });
    this.checkSubjects(level, levelPath, properties);
    return properties;
  }

  // A subject must be a noun: a record whose subject is an operator or a property word could never activate.
  private checkSubjects(level: DataRecord, levelPath: string, properties: Map<string, number>): void {
    listAt(level, 'automata').forEach((automaton, index) => {
      const subjectPath = childPointer(levelPath, 'automata', index, 'subject');
      const subject = isRecord(automaton) ? automaton['subject'] : undefined;
      if (typeof subject !== 'string' || !this.usable(subjectPath)) return;
      if (!RESERVED_WORDS.has(subject) && !properties.has(subject)) return;
      // Say which kind of word it is: "not a noun" alone reads as a contradiction when the word is also a noun elsewhere.
      const what = RESERVED_WORDS.has(subject)
        ? `a word the game already uses (${[...RESERVED_WORDS].join(', ')})`
        : `the property word of ${properties.get(subject) === index ? 'this record' : `automaton ${properties.get(subject)! + 1} of this level`}`;
      this.fail(
        'reserved-word',
        subjectPath,
        `${sentence(describePlace(subjectPath, this.pack))} is ${subject}, ${what}, not a noun; a record's subject is the noun of the things that follow it, and its property is a word of its own such as TICK.`,
      );
    });
  }

  private checkPattern(automaton: DataRecord, path: string): void {
    const pattern = automaton['pattern'];
    const patternPath = childPointer(path, 'pattern');
    if (!Array.isArray(pattern)) return;
    // A pattern refused for its number of steps is refused as a count: each step is still checked
    // (packs/diagnostic-codes), but a phase is held only to a pattern that passed its own check.
    pattern.forEach((step, index) => {
      const stepPath = childPointer(patternPath, index);
      if (!isRecord(step) || !this.usable(stepPath) || step['action'] !== 'move') return;
      const dx = step['dx'] as number;
      const dy = step['dy'] as number;
      if ((dx === 0) === (dy === 0)) {
        this.fail(
          'not-cardinal',
          stepPath,
          `${sentence(describePlace(stepPath, this.pack))} moves by dx ${dx}, dy ${dy}; a move goes one cell up, down, left or right, so exactly one of dx and dy must be 1 or -1.`,
        );
      }
    });
    const phase = this.failed.has(patternPath) ? undefined : this.integerAt(automaton, path, 'phase');
    if (phase !== undefined && phase >= pattern.length) {
      const phasePath = childPointer(path, 'phase');
      this.fail(
        'out-of-range',
        phasePath,
        `${sentence(describePlace(phasePath, this.pack))} is ${describeValue(phase)}, but ${phaseRange(pattern.length)}.`,
      );
    }
  }

  private integerAt(data: DataRecord, path: string, field: string): number | undefined {
    const value = data[field];
    return Number.isInteger(value) && this.usable(childPointer(path, field)) ? (value as number) : undefined;
  }

  private usable(path: string): boolean {
    return !this.tainted.has(path);
  }

  private fail(code: Parameters<typeof errorAt>[0], path: string, message: string): void {
    this.errors.push(errorAt(code, path, message));
  }
}

/** What a word no sentence reads as a noun is (a core property word or an operator); undefined for any other. */
function neverANoun(word: string): string | undefined {
  if ((CORE_PROPERTIES as readonly string[]).includes(word)) return 'a core property word';
  if ((OPERATORS as readonly string[]).includes(word)) return 'an operator';
  return undefined;
}
