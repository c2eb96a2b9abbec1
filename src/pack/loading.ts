// Loading a pack (spec: packs/*): data check → grid levels expanded → shape check → meaning checks → normalization.
// A pack with any error loads nothing (spec: packs/atomic-load).
import type { LoadResult } from '../types/adapter.js';
import type { MiauPack } from '../types/pack.js';
import { errorAt, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostics.js';
import { checkPackMeaning, generatedId } from '../checks/semantics.js';
import { checkPackSafety, type LoadOptions } from '../checks/safety.js';
import { readPlainData } from '../data/plain-data.js';
import { describePlace, quote, sentence } from '../diagnostics/places.js';
import { GENERATED_ID_DETAIL } from '../schema/messages.js';
import { checkPackShape, tooLargeToCheck } from '../schema/check.js';
import { expandGridLevels, pointAtGridRows } from './grid.js';
import { isRecord, listAt } from '../data/records.js';

export type { LoadOptions, LoadResult, MiauPack };

/**
 * Checks and normalizes a pack given as any value. Returns `{ ok: true, pack, warnings }` with a
 * deep copy whose every thing has an id, or `{ ok: false, errors, warnings }` listing every
 * problem found, sorted by path then code. Warnings (the noun trap, an unlisted feature) come
 * with either answer and never stop a load. `options.features`: the features this loader knows
 * (spec: packs/feature-flags). Never throws.
 */
export function loadPack(input: unknown, options: LoadOptions = {}): LoadResult {
  const plain = readPlainData(input);
  if (!plain.ok) return { ok: false, errors: sortDiagnostics(plain.errors), warnings: [] };
  // spec: packs/limits: a value too large to check entry by entry is the only thing said.
  const tooLarge = tooLargeToCheck(plain.data);
  if (tooLarge) return { ok: false, errors: [tooLarge], warnings: [] };
  // spec: packs/grid-levels: grid levels become coordinates first, so every later check is the same.
  const gridErrors = expandGridLevels(plain.data);
  const data = forgetGeneratedIds(plain.data);
  const coordinateErrors = [...checkPackShape(data), ...misplacedGeneratedIds(data)];
  const shapeErrors = [...gridErrors, ...coordinateErrors];
  const safety = checkPackSafety(data, shapeErrors, options);
  // spec: packs/grid-levels: the later checks' problems with a grid level are reported where its
  // designer wrote them (the grid's own problems are there already).
  const found = [
    ...gridErrors,
    ...pointAtGridRows([...coordinateErrors, ...checkPackMeaning(data, shapeErrors), ...safety], data),
  ];
  const errors = sortDiagnostics(found.filter((d) => d.severity === 'error'));
  const warnings = sortDiagnostics(found.filter((d) => d.severity === 'warning'));
  if (errors.length > 0) return { ok: false, errors, warnings };
  return { ok: true, pack: fillIds(data as MiauPack), warnings };
}

// spec: packs/normalization: a loaded pack carries generated ids (`#0001`), which are not valid
// authored ids. A thing whose id is exactly the one it would be given is treated as having
// none, so loading a loaded pack gives the same pack. (`data` is our own copy.)
function forgetGeneratedIds(data: unknown): unknown {
  for (const level of listAt(data, 'levels')) {
    listAt(level, 'objects').forEach((thing, index) => {
      if (isRecord(thing) && thing['id'] === generatedId(index)) delete thing['id'];
    });
  }
  return data;
}

// The schema accepts generated ids (pack.schema.json#/$defs/thingId) so that a loaded pack is
// valid; one that is left after forgetGeneratedIds is not at its own place, and was written by
// hand: refused as the malformed id it is.
function misplacedGeneratedIds(data: unknown): Diagnostic[] {
  return listAt(data, 'levels').flatMap((level, l) =>
    listAt(level, 'objects').flatMap((thing, index) => {
      const id = isRecord(thing) ? thing['id'] : undefined;
      if (typeof id !== 'string' || !/^#[0-9]{4}$/.test(id)) return [];
      const path = `/levels/${l}/objects/${index}/id`;
      return [
        errorAt(
          'bad-format',
          path,
          `${sentence(describePlace(path, data))} is ${quote(id)}, which is not a valid id at this place${GENERATED_ID_DETAIL}.`,
        ),
      ];
    }),
  );
}

// spec: rules/entity-ids: an authored id is kept; a thing without one gets `#NNNN`.
function fillIds(pack: MiauPack): MiauPack {
  for (const level of pack.levels) {
    level.objects.forEach((thing, index) => {
      if (thing.id === undefined) thing.id = generatedId(index);
    });
  }
  return pack;
}

/** Reading pack files lives in files.ts; re-exported so callers need one import. */
export { readPackFile } from './files.js';
