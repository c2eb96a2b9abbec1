// Wording of shape problems: one ajv error in, one diagnostic out (or none, when another
// error already says it). Codes are stable; messages name the place in words.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { errorAt, type Diagnostic } from '../diagnostics/diagnostics.js';
import { childPointer, fromPointer } from '../data/json-pointer.js';
import {
  codePoints,
  counted,
  describePlace,
  describeValue,
  phaseRange,
  quote,
  sentence,
  spellingHint,
} from '../diagnostics/places.js';
import { characterCount } from '../data/safe-text.js';
import { wasGridLevel } from '../diagnostics/grid-origins.js';
import { CHANNELS, isChannel } from '../board/channels.js';
import packSchema from '../../schemas/pack.schema.json' with { type: 'json' };

type SchemaNode = Record<string, unknown>;

/** Turns one ajv error on `pack` into a diagnostic, or null when it adds nothing. Never throws. */
export function shapeDiagnostic(error: ErrorObject, pack: unknown): Diagnostic | null {
  const at = error.instancePath;
  const place = sentence(describePlace(at, pack));
  const params = error.params as Record<string, unknown>;
  const parent = (error.parentSchema ?? {}) as SchemaNode;
  const data: unknown = error.data;
  switch (error.keyword) {
    case 'required': {
      const field = String(params['missingProperty']);
      // "type" for "kind" is the habit of other formats; unread, it went unmentioned.
      const instead =
        field === 'kind' && typeof data === 'object' && data !== null && 'type' in data
          ? `; it has a "type", but the pack format names a thing's kind "kind" ("kind": "object" or "kind": "word")`
          : '';
      return errorAt('missing-field', childPointer(at, field), `${place} has no ${quote(field)}${instead}.`);
    }
    case 'additionalProperties': {
      const field = String(params['additionalProperty']);
      if (field === 'channel' && kindOf(data) === 'word') {
        return errorAt(
          'unknown-field',
          childPointer(at, field),
          `${place} is the word ${wordText(data)}, and a word cannot have a channel: only PLATE and GATE objects belong to a circuit. Remove "channel" here, or make the thing an object ("kind": "object", "noun": ...) to give it one.`,
        );
      }
      // A grid level is checked in the coordinate form the loader made of it: name the fields
      // its designer writes (grid, legend), not those the loader wrote for them.
      const fields = wasGridLevel(data)
        ? packSchema.$defs.gridLevel.properties
        : (parent['properties'] ?? {});
      const names = Object.keys(fields);
      const known = names.join(', ');
      // A word's name and an object's noun are easily swapped: say which field this kind uses.
      const kind = kindOf(data);
      const swapped = kind === 'word' ? field === 'noun' : kind === 'object' && field === 'text';
      if (swapped)
        return errorAt(
          'unknown-field',
          childPointer(at, field),
          `${place} is ${kind === 'word' ? 'a word, and a word is named by "text"' : 'an object, and an object is named by "noun"'}, not ${quote(field)}; the fields it may have are ${known}.`,
        );
      return errorAt(
        'unknown-field',
        childPointer(at, field),
        `${place} has a field ${quote(field)} that packs do not use${spellingHint(field, names)}; the fields it may have are ${known}.`,
      );
    }
    case 'type':
      return errorAt(
        'wrong-type',
        at,
        `${place} is ${describeValue(data)}, but it must be ${typeNames(String(params['type']))}${stepFormHint(at, data)}.`,
      );
    case 'pattern':
      return formatDiagnostic(error, pack);
    case 'propertyNames':
      return null; // the key's own error (a pattern error with `propertyName`) says it better
    case 'minimum':
    case 'maximum':
      return (
        boardDiagnostic(at, place, data, pack) ??
        phaseDiagnostic(at, place, data, pack) ??
        errorAt(
          'out-of-range',
          at,
          `${place} is ${describeValue(data)}, but it must be ${range(parent['minimum'], parent['maximum'])}.`,
        )
      );
    case 'minLength':
    case 'maxLength': {
      // Counted in place: spreading a 100 MB text into a list aborts V8 (issue 14, finding 3).
      const length = characterCount(String(data));
      const now = length === 0 ? 'empty' : `${length} characters long`;
      return errorAt(
        'out-of-range',
        at,
        `${place} is ${now}, but it must be ${range(parent['minLength'], parent['maxLength'])} characters long.`,
      );
    }
    case 'const':
      return constDiagnostic(at, place, data, params['allowedValue']);
    case 'enum': {
      const allowed = params['allowedValues'] as unknown[];
      // A misspelt value of a fixed list ("cirlce") is most likely the one it is a typo of.
      const typo =
        typeof data === 'string'
          ? spellingHint(
              data,
              allowed.filter((v) => typeof v === 'string'),
            )
          : '';
      return errorAt(
        'not-allowed',
        at,
        `${place} is ${describeValue(data)}, but it must be ${alternatives(allowed)}${typo}.`,
      );
    }
    case 'maxItems':
    case 'maxProperties':
      if (PAIR_WORDS.test(at))
        return errorAt(
          'too-many',
          at,
          `${place} hold ${counted(count(data), 'word')}, but a pair names exactly 2 property words, like ["OPEN", "SHUT"]; remove the others.`,
        );
      return errorAt(
        'too-many',
        at,
        `${place} has ${entries(count(data))}, but at most ${String(params['limit'])} are allowed.`,
      );
    // An empty legend: "must NOT have fewer than 1 properties" was the validator's own words.
    case 'minProperties':
      return errorAt(
        'too-few',
        at,
        `${place} has ${entries(count(data))}, but it needs at least ${String(params['limit'])}.`,
      );
    case 'minItems': {
      if (PAIR_WORDS.test(at)) {
        return errorAt(
          'too-few',
          at,
          `${place} ${count(data) === 0 ? 'are empty' : `are only ${describeValue((data as unknown[])[0])}`}, but a pair names exactly 2 property words, like ["OPEN", "SHUT"]; add the second word.`,
        );
      }
      return errorAt(
        'too-few',
        at,
        `${place} has ${entries(count(data))}, but it needs at least ${String(params['limit'])}.`,
      );
    }
    case 'uniqueItems': {
      const [first, repeat] = [Number(params['i']), Number(params['j'])].sort((a, b) => a - b) as [
        number,
        number,
      ];
      const path = childPointer(at, repeat);
      const item = (data as unknown[])[repeat];
      const earlier = describePlace(childPointer(at, first), pack);
      return errorAt(
        'duplicate-item',
        path,
        `${sentence(describePlace(path, pack))} repeats ${describeValue(item)}, already given as ${earlier}.`,
      );
    }
    case 'discriminator':
      return kindDiagnostic(at, place, params, error.schema, parent);
    default:
      return errorAt(
        'bad-format',
        at,
        `${place} does not fit the pack format (${error.message ?? error.keyword}).`,
      );
  }
}

/** The pattern of a legend symbol in the pack schema, and what a symbol must be. */
const LEGEND_SYMBOL_PATTERN = '^(?!\\p{M})[^\\s+@.\\p{Cc}\\p{Cf}\\p{Cs}]{1,12}$';
const LEGEND_SYMBOL_RULE =
  'not a valid legend symbol: a symbol is 1 to 12 characters, none of them a space, "+", "@", "." or a character no one sees (a control or formatting character, such as a zero-width space) or half of a character (a lone surrogate), and does not begin with a combining mark (an accent with no letter under it)';

/** The pattern of what a legend symbol stands for, and why a value breaks it, said of the value. */
const LEGEND_THING_PATTERN: string = packSchema.$defs.legend.additionalProperties.pattern;

function legendThingRule(value: string, symbol: string): string {
  const rule =
    'not one thing of the board notation: a word in upper case ("WALL"), or an object as its noun in lower case ("wall"), which may end in a channel ("gate:circle")';
  const [noun = '', channel, ...more] = value.split(':');
  if (value.includes('@'))
    return `${rule}; an id goes in the grid, after the symbol (${quote(`${symbol}@${value.slice(value.indexOf('@') + 1)}`)}), not in the legend`;
  if (channel !== undefined && more.length === 0) {
    if (/^[A-Z]/.test(noun))
      return `${rule}; a word never has a channel, an object does ("${noun.toLowerCase()}:${channel}")`;
    if (!isChannel(channel))
      return `${rule}; ${quote(channel)} is not a channel, which is ${alternatives(CHANNELS)}`;
  }
  if (/[A-Z]/.test(noun) && /[a-z]/.test(noun))
    return `${rule}; a word is all upper case and an object's noun all lower case, not both`;
  return rule;
}

// Patterns of the pack schema, keyed by the pattern text, and what a value must look like.
const ID_PATTERN = '^[a-z][a-z0-9._-]{0,63}$';
const THING_ID_PATTERN = '^(?:[a-z][a-z0-9._-]{0,63}|#[0-9]{4})$';
const ID_RULE =
  'not a valid id: an id starts with a lower-case letter and has at most 64 lower-case letters, digits, ".", "_" or "-"';
const FORMATS: Record<string, string> = {
  [ID_PATTERN]: ID_RULE,
  [THING_ID_PATTERN]: ID_RULE,
  '^[A-Z][A-Z0-9_-]{0,23}$':
    'not a valid word: a word starts with an upper-case letter and has at most 24 upper-case letters, digits, "_" or "-"',
  '^[0-9]+\\.[0-9]+\\.[0-9]+$': 'not a version number like "1.0.0"',
  '^[a-z][a-z0-9-]{0,31}$':
    'not a valid feature name: it starts with a lower-case letter and has at most 32 lower-case letters, digits or "-"',
  [LEGEND_SYMBOL_PATTERN]: LEGEND_SYMBOL_RULE,
};

// The characters of a key no one sees (controls, and formatting characters such as U+200B), and a
// combining mark it begins with, named by code point: quoted, the key looks like another one.
export function unseenIn(text: string): string {
  const unseen = [...new Set(text.match(/[\p{Cc}\p{Cf}\p{Cs}]|^\p{M}/gu) ?? [])].slice(0, 4);
  return unseen.length === 0 ? '' : ` (holding ${unseen.map(codePoints).join(', ')})`;
}

/** Why an id starting with `#` is refused where the loader did not make it. */
export const GENERATED_ID_DETAIL =
  '; ids starting with "#" are made by the loader from the place in the list (#0001 for the first)';

function formatDiagnostic(error: ErrorObject, pack: unknown): Diagnostic {
  const pattern = String(error.params['pattern']);
  const rule =
    pattern === LEGEND_THING_PATTERN
      ? legendThingRule(String(error.data), fromPointer(error.instancePath).at(-1) ?? '')
      : (FORMATS[pattern] ?? `not in the expected format (${pattern})`);
  if (error.propertyName !== undefined) {
    // A key of an object (a palette noun) that is not in the right format.
    const path = childPointer(error.instancePath, error.propertyName);
    return errorAt(
      'bad-format',
      path,
      `${sentence(describePlace(error.instancePath, pack))} names ${quote(error.propertyName)}${unseenIn(error.propertyName)}, which is ${rule}.`,
    );
  }
  const place = sentence(describePlace(error.instancePath, pack));
  const value = String(error.data);
  const detail =
    (pattern === ID_PATTERN || pattern === THING_ID_PATTERN) && value.startsWith('#')
      ? GENERATED_ID_DETAIL
      : '';
  // A joiner is quoted raw (emoji are made with it), so "CAT" and a joiner looks like the valid
  // CAT: name what no one sees by code point, as a refused key is.
  return errorAt(
    'bad-format',
    error.instancePath,
    `${place} is ${quote(value)}${unseenIn(value)}, which is ${rule}${detail}.`,
  );
}

function constDiagnostic(at: string, place: string, data: unknown, allowed: unknown): Diagnostic {
  if (at === '/manifest/engine') {
    // "1" as text reads like the 1 it is not: say it must be the number.
    const message =
      typeof data === 'number'
        ? `The pack is written for engine ${data}, but this loader reads engine ${String(allowed)} packs only.`
        : `The pack gives the engine as ${describeValue(data)}, but it must be the number ${String(allowed)} (without quotes).`;
    return errorAt('unsupported-engine', at, message);
  }
  const code = typeof allowed === 'number' ? 'out-of-range' : 'not-allowed';
  return errorAt(code, at, `${place} is ${describeValue(data)}, but it must be ${describeValue(allowed)}.`);
}

// A placed thing or a pattern step whose `kind` / `action` names no known branch.
function kindDiagnostic(
  at: string,
  place: string,
  params: Record<string, unknown>,
  discriminator: unknown,
  parent: SchemaNode,
): Diagnostic {
  const tag = String(params['tag'] ?? (discriminator as SchemaNode)['propertyName']);
  const path = childPointer(at, tag);
  if (!('tagValue' in params) || params['tagValue'] === undefined) {
    return errorAt('missing-field', path, `${place} has no ${quote(tag)}.`);
  }
  const known = branchTags(parent, tag);
  return errorAt(
    'unknown-kind',
    path,
    `${place} has ${tag} ${describeValue(params['tagValue'])}, but the ${tag} must be ${alternatives(known)}.`,
  );
}

// The values of `tag` the branches of a discriminated oneOf accept (["word", "object"]).
function branchTags(parent: SchemaNode, tag: string): unknown[] {
  const defs = packSchema.$defs as SchemaNode;
  return ((parent['oneOf'] ?? []) as SchemaNode[]).map((branch) => {
    const ref = typeof branch['$ref'] === 'string' ? branch['$ref'] : '';
    const target = (ref.startsWith('#/$defs/') ? defs[ref.slice('#/$defs/'.length)] : branch) as
      SchemaNode | undefined;
    const property = ((target?.['properties'] ?? {}) as SchemaNode)[tag] as SchemaNode | undefined;
    return property?.['const'];
  });
}

const TYPE_NAMES: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  object: 'an object',
  array: 'a list',
  boolean: 'true or false',
  null: 'null',
};

// The objects the shorthand letters of an automaton step stand for (packs/step-forms): the loader
// refuses the letters, and the designer who wrote them is told what to write instead.
const STEP_FORMS: Readonly<Record<string, string>> = {
  U: '{ "action": "move", "dx": 0, "dy": -1 }',
  D: '{ "action": "move", "dx": 0, "dy": 1 }',
  L: '{ "action": "move", "dx": -1, "dy": 0 }',
  R: '{ "action": "move", "dx": 1, "dy": 0 }',
  W: '{ "action": "wait" }',
};
const AUTOMATON_STEP = /^\/levels\/\d+\/automata\/\d+\/pattern\/\d+$/;

/** "; write it as { … }" for a shorthand letter where an automaton step belongs, else "". */
function stepFormHint(at: string, data: unknown): string {
  if (!AUTOMATON_STEP.test(at) || typeof data !== 'string' || !Object.hasOwn(STEP_FORMS, data)) return '';
  return `; write it as ${STEP_FORMS[data]}`;
}

function typeNames(types: string): string {
  const names = types.split(',').map((type) => TYPE_NAMES[type] ?? type);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

function range(min: unknown, max: unknown): string {
  if (typeof min === 'number' && typeof max === 'number') return `between ${min} and ${max}`;
  if (typeof min === 'number') return `at least ${min}`;
  return `at most ${String(max)}`;
}

function alternatives(values: readonly unknown[]): string {
  const shown = values.map(describeValue);
  return shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
}

const PAIR_WORDS = /^\/levels\/[0-9]+\/pairs\/[0-9]+\/words$/;
const COORDINATE = /^(\/levels\/[0-9]+)\/objects\/[0-9]+\/([xy])$/;

function entries(n: number): string {
  return n === 0 ? 'no entries' : n === 1 ? '1 entry' : `${n} entries`;
}

function kindOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)['kind'] : undefined;
}

function wordText(data: unknown): string {
  const text = (data as Record<string, unknown>)['text'];
  return typeof text === 'string' ? text : describeValue(text);
}

// An x or y out of range is said against the level's own board when its size is known.
function boardDiagnostic(at: string, place: string, data: unknown, pack: unknown): Diagnostic | null {
  const match = COORDINATE.exec(at);
  if (!match) return null;
  const axis = match[2] as 'x' | 'y';
  const levelIndex = Number(fromPointer(match[1])[1]);
  const level = ((pack as { levels?: unknown[] } | null)?.levels ?? [])[levelIndex] as
    Record<string, unknown> | undefined;
  const side = level?.[axis === 'x' ? 'width' : 'height'];
  if (typeof side !== 'number' || !Number.isInteger(side) || side < 1 || side > 64) return null;
  const extent = `${counted(side, 'cell')} ${axis === 'x' ? 'wide' : 'high'}`;
  return errorAt(
    'out-of-range',
    at,
    `${place} is ${describeValue(data)}, but the board is ${extent}, so ${axis} must be between 0 and ${side - 1} (${axis === 'x' ? 'columns count from the left' : 'rows count from the top'}, from 0).`,
  );
}

const PHASE = /^\/levels\/([0-9]+)\/automata\/([0-9]+)\/phase$/;

// A phase out of range is said against its automaton's own pattern when that has 1 to 32 steps,
// as the semantic check says a phase past the pattern's end: "between 0 and 31" misleads there.
function phaseDiagnostic(at: string, place: string, data: unknown, pack: unknown): Diagnostic | null {
  const match = PHASE.exec(at);
  if (!match) return null;
  const levels = (pack as { levels?: unknown } | null)?.levels;
  const level: unknown = Array.isArray(levels) ? levels[Number(match[1])] : undefined;
  const automata = (level as { automata?: unknown } | null)?.automata;
  const automaton: unknown = Array.isArray(automata) ? automata[Number(match[2])] : undefined;
  const pattern = (automaton as { pattern?: unknown } | null)?.pattern;
  if (!Array.isArray(pattern) || pattern.length < 1 || pattern.length > 32) return null;
  return errorAt(
    'out-of-range',
    at,
    `${place} is ${describeValue(data)}, but ${phaseRange(pattern.length)}.`,
  );
}

function count(data: unknown): number {
  if (Array.isArray(data)) return data.length;
  return typeof data === 'object' && data !== null ? Object.keys(data).length : 0;
}
