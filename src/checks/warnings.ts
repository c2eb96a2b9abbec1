// Designer warnings (spec: packs/designer-warnings): a pack that loads but holds something a
// designer almost surely did not mean. Warnings never stop a load (packs/atomic-load).
//   control-character: a free text (the pack's name, a level's title or hint, a glossary
//     sentence, a palette glyph) holding a control character, an escape, a bidi override...
//   unpaired-channel: a channel of a level used by plates and no gate, or gates and no plate.
//   unknown-subject: an automaton's subject that nothing in the pack names (a misspelled noun).
// Ids, words and channels have patterns, so they cannot hold such characters. Never throws.
import { warningAt, type Diagnostic } from '../diagnostics/diagnostics.js';
import { childPointer } from '../data/json-pointer.js';
import { describePlace, sentence, thingName } from '../diagnostics/places.js';
import { firstUnsafeCharacter, quoteInput } from '../data/safe-text.js';
import { MAX_QUOTED_CHARACTERS } from '../pack/bounds.js';
import { entriesOf, fieldOf, listAt } from '../data/records.js';
import { nounsOfPack } from './noun-trap.js';
import { closeSpelling } from '../words/spelling.js';
import { unreadGridNames } from '../diagnostics/grid-origins.js';

/** The designer warnings of a pack; `usable(path)` says a part passed the shape check. */
export function checkDesignerWarnings(pack: unknown, usable: (path: string) => boolean): Diagnostic[] {
  return [...checkTexts(pack, usable), ...checkChannelPartners(pack, usable), ...checkSubjects(pack, usable)];
}

// The free texts of a pack, as [pointer, value] pairs.
function freeTexts(pack: unknown): [string, unknown][] {
  const texts: [string, unknown][] = [['/manifest/name', fieldOf(fieldOf(pack, 'manifest'), 'name')]];
  listAt(pack, 'levels').forEach((level, index) => {
    texts.push([childPointer('/levels', index, 'title'), fieldOf(level, 'title')]);
    texts.push([childPointer('/levels', index, 'hint'), fieldOf(level, 'hint')]);
  });
  for (const [noun, entry] of entriesOf(fieldOf(pack, 'palette'))) {
    texts.push([childPointer('/palette', noun), entry]);
    texts.push([childPointer('/palette', noun, 'glyph'), fieldOf(entry, 'glyph')]);
  }
  for (const [word, entry] of entriesOf(fieldOf(pack, 'properties'))) {
    texts.push([childPointer('/properties', word, 'describe'), fieldOf(entry, 'describe')]);
  }
  return texts;
}

function checkTexts(pack: unknown, usable: (path: string) => boolean): Diagnostic[] {
  const warnings: Diagnostic[] = [];
  for (const [path, value] of freeTexts(pack)) {
    if (typeof value !== 'string' || !usable(path)) continue;
    const at = firstUnsafeCharacter(value);
    if (at < 0) continue;
    // At most 40 characters are quoted: from a little before the character when it lies past them.
    const from = at < MAX_QUOTED_CHARACTERS - 1 ? 0 : at - 10;
    const shown =
      from === 0 ? quoteInput(value) : `from its character ${from + 1}, ${quoteInput(value.slice(from))}`;
    warnings.push(
      warningAt(
        'control-character',
        path,
        `${sentence(describePlace(path, pack))} holds a control or invisible character (shown escaped: ${shown}); a terminal or a screen may act on it or hide it, so remove it.`,
      ),
    );
  }
  return warnings;
}

// spec: gates/membership: a lone channel is legal and inert, but almost always a mistake. An
// object of another noun counts as a possible partner (`ROCK IS PLATE` can make it one).
function checkChannelPartners(pack: unknown, usable: (path: string) => boolean): Diagnostic[] {
  const warnings: Diagnostic[] = [];
  listAt(pack, 'levels').forEach((level, levelIndex) => {
    const levelPath = childPointer('/levels', levelIndex);
    const byChannel = new Map<string, { first: number; nouns: Set<string> }>();
    listAt(level, 'objects').forEach((thing, index) => {
      const channel = fieldOf(thing, 'channel');
      const noun = fieldOf(thing, 'noun');
      if (
        typeof channel !== 'string' ||
        typeof noun !== 'string' ||
        !usable(childPointer(levelPath, 'objects', index))
      )
        return;
      const entry = byChannel.get(channel) ?? { first: index, nouns: new Set<string>() };
      entry.nouns.add(noun);
      byChannel.set(channel, entry);
    });
    for (const [channel, { first, nouns }] of byChannel) {
      const lone = nouns.size === 1 && (nouns.has('PLATE') || nouns.has('GATE')) ? [...nouns][0] : undefined;
      if (lone === undefined) continue;
      const path = childPointer(levelPath, 'objects', first, 'channel');
      const where = describePlace(levelPath, pack);
      // Named by its cell in a grid level, where no object list was written (packs/grid-levels).
      const firstOne = thingName(level, first);
      warnings.push(
        warningAt(
          'unpaired-channel',
          path,
          lone === 'PLATE'
            ? `The channel ${channel} of ${where} has plates (the first at ${firstOne}) but no GATE (nor any object a rule could make one), so pressing its plates opens nothing; give a GATE the channel ${channel}, or take the channel off the plates.`
            : `The channel ${channel} of ${where} has gates (the first at ${firstOne}) but no PLATE (nor any object a rule could make one), so no plate ever opens them: each stays closed except while a thing stands in it; give a PLATE the channel ${channel}, or take the channel off the gates to make them ordinary objects.`,
        ),
      );
    }
  });
  return warnings;
}

// A record whose subject no object, palette entry, vocabulary word or word tile of its level
// names can never have a thing to move: almost surely a misspelled noun (MOUES for MOUSE).
function checkSubjects(pack: unknown, usable: (path: string) => boolean): Diagnostic[] {
  const warnings: Diagnostic[] = [];
  let nouns: ReadonlySet<string> | undefined;
  listAt(pack, 'levels').forEach((level, levelIndex) => {
    const levelPath = childPointer('/levels', levelIndex);
    listAt(level, 'automata').forEach((record, index) => {
      const subject = fieldOf(record, 'subject');
      const path = childPointer(levelPath, 'automata', index, 'subject');
      if (typeof subject !== 'string' || !usable(path)) return;
      nouns ??= nounsOfPack(pack);
      if (nouns.has(subject) || spellsWord(level, subject)) return;
      warnings.push(
        warningAt(
          'unknown-subject',
          path,
          `${sentence(describePlace(path, pack))} is ${subject}, but no object, word tile, palette entry or vocabulary word names ${subject}, so no thing can ever follow the record; ${spellingAdvice(subject, nouns)}, or add ${subject} to the vocabulary.`,
        ),
      );
    });
  });
  return warnings;
}

function spellsWord(level: unknown, text: string): boolean {
  if (unreadGridNames(level).words.includes(text)) return true;
  return listAt(level, 'objects').some(
    (thing) => fieldOf(thing, 'kind') === 'word' && fieldOf(thing, 'text') === text,
  );
}

function spellingAdvice(subject: string, nouns: ReadonlySet<string>): string {
  const meant = closeSpelling(subject, nouns);
  return meant === undefined ? 'check its spelling' : `if you meant ${meant}, correct it`;
}
