// Share payloads (spec: packs/sharing; design.md D6 of add-pack-safety): a pack, or one level
// of it, as a link-safe string and back. Data only: sharing copies plain data through the
// loader (functions, getters and cycles are `not-data`), and opening parses JSON, never code,
// as a pack file's JSON is read (a key given twice is a `duplicate-key` warning), then loads the
// result like any pack. Format: `miau1.` + base64url (no padding) of the UTF-8 JSON of the
// loaded pack, keys in code point order. Never throws.
import { errorAt, type Diagnostic, type DiagnosticCode } from '../diagnostics/diagnostics.js';
import { featureUses, KNOWN_FEATURES, NEEDS_NEWER_MIAU } from '../checks/feature-flags.js';
import { describePlace, noSuchLevel, quote, sentence } from '../diagnostics/places.js';
import { loadPack, type LoadOptions, type LoadResult, type MiauPack } from './loading.js';
import { MAX_DEPTH } from '../data/plain-data.js';
import { readJsonText } from '../data/json-text.js';
import { showInput } from '../data/safe-text.js';
import { nounsOfPack } from '../checks/noun-trap.js';
import { levelPropertyWords } from '../words/property-words.js';
import type { Level } from '../types/pack.js';

/** The format this code writes and reads; a payload opens with `miau<version>.`. */
export const SHARE_VERSION = 1;
export const SHARE_PREFIX = `miau${SHARE_VERSION}.`;
/** The longest payload, in characters: about the longest URL common browsers keep. */
export const MAX_SHARE_LENGTH = 2_000_000;

export type ShareResult =
  | { ok: true; payload: string; warnings: Diagnostic[] }
  | { ok: false; errors: Diagnostic[]; warnings: Diagnostic[] };

/** Shares a pack: it must load (with `options`), and its loaded form is encoded. */
export function sharePack(input: unknown, options: LoadOptions = {}): ShareResult {
  const loaded = loadPack(input, options);
  if (!loaded.ok) return loaded;
  return encoded(loaded.pack, loaded.warnings);
}

/**
 * Shares one level as a one-level pack: the level, the pack's palette and vocabulary (plus the
 * pack's nouns the level spells, so its words read the same), the glossary entries of the words
 * it declares, and a manifest `<pack>.<level>` listing the features the level uses.
 */
export function shareLevel(input: unknown, levelId: string, options: LoadOptions = {}): ShareResult {
  const loaded = loadPack(input, options);
  if (!loaded.ok) return loaded;
  const level = loaded.pack.levels.find((candidate) => candidate.id === levelId);
  if (!level)
    return failed(
      'bad-share',
      '/levels',
      noSuchLevel(
        levelId,
        loaded.pack.levels.map((candidate) => candidate.id),
        ' to share',
      ),
    );
  const index = loaded.pack.levels.indexOf(level);
  const alone = oneLevelPack(loaded.pack, level);
  const single = loadPack(alone.pack, options);
  if (!single.ok) return single;
  // Words past the vocabulary's bound are left out only while the level reads the same without
  // them: opening must warn as the pack warned (spec: packs/sharing).
  if (single.warnings.some((warning) => namesALeftOutWord(warning.path, level, alone.leftOut)))
    return failed(
      'too-many',
      `/levels/${index}`,
      `${sentence(describePlace(`/levels/${index}`, loaded.pack))} spells ${alone.needed} nouns that only other levels of the pack hold or draw, and its rules read some of them; shared alone it would need them all in its vocabulary, which holds at most ${MAX_VOCABULARY} words, so share the whole pack instead.`,
    );
  return encoded(single.pack, warningsAbout(loaded.warnings, index));
}

/**
 * The pack's warnings about its level `index` or about the whole pack (a path outside /levels),
 * at their paths in the pack: the designer's file is what gets fixed (spec: packs/sharing).
 */
export function warningsAbout(warnings: readonly Diagnostic[], index: number): Diagnostic[] {
  const level = `/levels/${index}`;
  return warnings.filter(
    ({ path }) => !path.startsWith('/levels/') || path === level || path.startsWith(`${level}/`),
  );
}

/** Opens a share payload: checks the text, decodes it, parses JSON and loads the pack. Never throws. */
export function openShare(payload: unknown, options: LoadOptions = {}): LoadResult {
  const data = decodePayload(payload);
  if ('errors' in data) return { ok: false, errors: data.errors, warnings: [] };
  const loaded = loadPack(data.value, options);
  return { ...loaded, warnings: [...data.warnings, ...loaded.warnings] };
}

// Decoding -----------------------------------------------------------------------------

/** How the refusal of text that does not start as a payload begins (miau open adds to it). */
export const NOT_A_PAYLOAD = 'The text is not a Miau share payload: ';

/** Where in `text` a payload's `miau<format>.` first starts, or -1 when nowhere. */
export function payloadStart(text: string): number {
  return text.search(/miau[1-9][0-9]{0,5}\./);
}

function decodePayload(
  payload: unknown,
): { value: unknown; warnings: Diagnostic[] } | { errors: Diagnostic[] } {
  if (typeof payload !== 'string')
    return fail('bad-share', 'A share payload is text starting with "miau1.", not a value of another kind.');
  if (payload.length > MAX_SHARE_LENGTH) {
    return fail(
      'share-too-large',
      `The share payload is ${payload.length} characters long, more than the ${MAX_SHARE_LENGTH} a payload may have; share the pack as a file instead.`,
    );
  }
  const version = /^miau([1-9][0-9]{0,5})\./.exec(payload);
  if (!version) {
    // A link copied whole (https://…#miau1.…) holds the payload after something else.
    const inside = payloadStart(payload);
    const where =
      inside > 0
        ? `; it holds one after its first ${inside} characters, so give only the payload, from "miau" on`
        : '';
    return fail(
      'bad-share',
      `${NOT_A_PAYLOAD}a payload starts with "miau1." followed by letters, digits, "-" and "_"${where}.`,
    );
  }
  if (Number(version[1]) !== SHARE_VERSION) {
    return fail(
      'needs-newer-miau',
      `${NEEDS_NEWER_MIAU} The link is in share format ${version[1]}, and this build reads format ${SHARE_VERSION}.`,
    );
  }
  const body = payload.slice(version[0].length);
  const stray = body.search(/[^A-Za-z0-9_-]/);
  if (stray >= 0) {
    const position = version[0].length + stray + 1;
    // A payload a mail or a chat wrapped over lines: the break is not part of it.
    if (/\s/.test(body.charAt(stray)))
      return fail(
        'bad-share',
        `The share payload is broken by a space or a line break at position ${position}, as a mail or a chat wraps long lines; join its lines into one, since a payload holds only letters, digits, "-" and "_" after "miau1.".`,
      );
    return fail(
      'bad-share',
      `The share payload has the character ${quote(body.charAt(stray))} at position ${position}; a payload holds only letters, digits, "-" and "_" after "miau1.".`,
    );
  }
  if (body.length % 4 === 1)
    return fail(
      'bad-share',
      'The share payload has a length base64url never has, so characters of it were lost or added when it was copied; copy the whole link again.',
    );
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(body, 'base64url'));
  } catch {
    return fail(
      'bad-share',
      'The share payload does not decode to UTF-8 text: a character of it was changed or lost when it was copied, or it was not made by sharing a pack; copy the whole link again.',
    );
  }
  if (nesting(text) > MAX_DEPTH)
    return fail(
      'not-data',
      `The shared pack is nested more than ${MAX_DEPTH} levels deep, deeper than any pack may be.`,
    );
  const read = readJsonText(text, 'The share payload');
  if (read.ok) return { value: read.data, warnings: read.warnings };
  const [error] = read.errors;
  if (error.code !== 'bad-json') return { errors: read.errors };
  // Where and why, from the reader's message ("… is not valid JSON at line 1, column 7: …"). It
  // quotes the input: shown escaped and bounded (spec: packs/safe-messages).
  const at = error.message.indexOf('at line ');
  const where = (at >= 0 ? error.message.slice(at) : error.message).replace(/\.$/, '');
  const reason = showInput(where, 160);
  return fail(
    'bad-share',
    `The share payload does not hold JSON (${reason}): it was changed or cut short when it was copied, or was not made by sharing a pack; copy the whole link again.`,
  );
}

// The deepest nesting of lists and objects in JSON text, counted before parsing so that no
// payload can exhaust the parser's stack. Brackets inside strings do not count.
function nesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

// Encoding -----------------------------------------------------------------------------

function encoded(pack: MiauPack, warnings: Diagnostic[]): ShareResult {
  const payload = SHARE_PREFIX + Buffer.from(JSON.stringify(sortedKeys(pack)), 'utf8').toString('base64url');
  if (payload.length > MAX_SHARE_LENGTH) {
    return {
      ...failed(
        'share-too-large',
        '',
        `The pack makes a share payload of ${payload.length} characters, more than the ${MAX_SHARE_LENGTH} a payload may have; share it as a file instead.`,
      ),
      warnings,
    };
  }
  return { ok: true, payload, warnings };
}

// A copy of plain data with every object's keys in code point order, so equal packs give equal payloads.
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, item]) => [key, sortedKeys(item)]));
}

/** A level alone: its pack, the vocabulary words it needs, and those left out past the bound. */
interface LevelAlone {
  pack: MiauPack;
  needed: number;
  leftOut: ReadonlySet<string>;
}

function oneLevelPack(pack: MiauPack, level: Level): LevelAlone {
  const features = KNOWN_FEATURES.filter((feature) => featureUses({ levels: [level] }).has(feature));
  const declared = levelPropertyWords(level);
  const glossary = Object.entries(pack.properties ?? {}).filter(([word]) => declared.has(word));
  // The pack's nouns this level spells, or its automata follow, but neither holds nor draws: kept
  // as vocabulary, so the noun trap reads the level alone as it read it in its pack, and a record
  // whose subject is a noun of another level is not "unknown" once its level stands alone.
  const own = new Set([
    ...level.objects.flatMap((o) => (o.kind === 'object' ? [o.noun] : [])),
    ...Object.keys(pack.palette ?? {}),
    ...(pack.vocabulary ?? []),
  ]);
  const packNouns = nounsOfPack(pack);
  const named = [
    ...level.objects.flatMap((o) => (o.kind === 'word' ? [o.text] : [])),
    ...(level.automata ?? []).flatMap((record) => (record.subject !== undefined ? [record.subject] : [])),
  ];
  const spelled = [...new Set(named.filter((noun) => packNouns.has(noun) && !own.has(noun)))].sort();
  const needed = withinVocabularyBound([...(pack.vocabulary ?? []), ...spelled], level);
  const vocabulary = needed.slice(0, MAX_VOCABULARY);
  const alone: MiauPack = {
    manifest: {
      id: sharedLevelId(pack.manifest.id, level.id),
      name: level.title,
      version: pack.manifest.version,
      engine: 1,
      ...(features.length > 0 ? { features } : {}),
    },
    ...(pack.palette !== undefined ? { palette: pack.palette } : {}),
    ...(vocabulary.length > 0 ? { vocabulary } : {}),
    ...(glossary.length > 0 ? { properties: Object.fromEntries(glossary) } : {}),
    levels: [level],
  };
  return { pack: alone, needed: needed.length, leftOut: new Set(needed.slice(MAX_VOCABULARY)) };
}

/** Whether a warning of the one-level pack is about a word tile or a record's subject left out. */
function namesALeftOutWord(path: string, level: Level, leftOut: ReadonlySet<string>): boolean {
  if (leftOut.size === 0) return false;
  const tile = /^\/levels\/0\/objects\/(\d+)(?:\/|$)/.exec(path);
  const thing = tile ? level.objects[Number(tile[1])] : undefined;
  if (thing?.kind === 'word' && leftOut.has(thing.text)) return true;
  const record = /^\/levels\/0\/automata\/(\d+)(?:\/|$)/.exec(path);
  const subject = record ? level.automata?.[Number(record[1])]?.subject : undefined;
  return subject !== undefined && leftOut.has(subject);
}

/** The longest id a manifest may have (schemas/pack.schema.json). */
const MAX_ID = 64;

// The pack's id and the level's joined by `.`, the pack's cut so the whole level id fits: the
// level id is what tells a pack's levels apart (spec packs/sharing).
function sharedLevelId(packId: string, levelId: string): string {
  const room = MAX_ID - levelId.length - 1;
  if (room <= 0) return levelId;
  return `${packId.slice(0, room)}.${levelId}`;
}

/** The most words a pack's vocabulary may hold (schemas/pack.schema.json). */
const MAX_VOCABULARY = 256;

// A pack whose vocabulary is full can still have a level that spells one of its nouns: the
// one-level pack then keeps only the words the level mentions, which read it as its pack did.
// Even those may pass the bound (300 word tiles of nouns another level draws): the first 256 are
// kept, and shareLevel refuses the level if its rules read one left out.
function withinVocabularyBound(words: string[], level: Level): string[] {
  if (words.length <= MAX_VOCABULARY) return words;
  const mentioned = new Set<string>();
  const pending: unknown[] = [level];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') mentioned.add(item);
    else if (item !== null && typeof item === 'object')
      for (const child of Object.values(item)) pending.push(child);
  }
  return words.filter((word) => mentioned.has(word));
}

function fail(code: DiagnosticCode, message: string): { errors: Diagnostic[] } {
  return { errors: [errorAt(code, '', message)] };
}

function failed(
  code: DiagnosticCode,
  path: string,
  message: string,
): { ok: false; errors: Diagnostic[]; warnings: Diagnostic[] } {
  return { ok: false, errors: [errorAt(code, path, message)], warnings: [] };
}
