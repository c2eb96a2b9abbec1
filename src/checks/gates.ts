// Meaning checks for channels (spec: gates/channels): what the schema cannot say about a
// level's channels because it cannot look across the level. Called once per level by
// `semantics.ts`, on the parts that passed the shape check (`usable`). Never throws.
import { errorAt, type Diagnostic } from '../diagnostics/diagnostics.js';
import { childPointer } from '../data/json-pointer.js';
import { describePlace, sentence } from '../diagnostics/places.js';
import { isRecord, type DataRecord } from '../data/records.js';

/** The nouns that make an object with a channel a member of a circuit. */
export const CIRCUIT_NOUNS: readonly string[] = ['PLATE', 'GATE'];

/**
 * `unusable-channel`: a channel on an object that can never be a plate or a gate. Its noun is
 * neither PLATE nor GATE, and no word tile of the level is PLATE or GATE; since words are never
 * created, no rule can ever make the object one (design.md D13 of add-pressure-gates).
 */
export function checkChannels(
  level: DataRecord,
  levelPath: string,
  pack: unknown,
  usable: (path: string) => boolean,
): Diagnostic[] {
  const objects = Array.isArray(level['objects']) ? (level['objects'] as unknown[]) : [];
  const circuitWords = objects.some(
    (thing) => isRecord(thing) && thing['kind'] === 'word' && CIRCUIT_NOUNS.includes(thing['text'] as string),
  );
  if (circuitWords) return [];
  const errors: Diagnostic[] = [];
  objects.forEach((thing, index) => {
    if (!isRecord(thing) || thing['kind'] !== 'object' || typeof thing['channel'] !== 'string') return;
    const path = childPointer(levelPath, 'objects', index, 'channel');
    const noun = thing['noun'];
    if (
      !usable(path) ||
      !usable(childPointer(levelPath, 'objects', index, 'noun')) ||
      CIRCUIT_NOUNS.includes(noun as string)
    )
      return;
    const where = sentence(describePlace(childPointer(levelPath, 'objects', index), pack));
    errors.push(
      errorAt(
        'unusable-channel',
        path,
        `${where} is a ${String(noun)} with the channel ${thing['channel']}, but only a PLATE or a GATE uses a channel and no PLATE or GATE word in its level can make it one; move the channel to a plate or a gate.`,
      ),
    );
  });
  return errors;
}
