// Stored proofs: packs/<name>/proofs.json, recorded by the solver and replayed by every engine.
// The file is read as a pack file is (regular files only, bounded, UTF-8 JSON) and checked
// against schemas/proofs.schema.json: a bad file is a list of diagnostics, never a crash.
import { lstat, stat } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ErrorObject } from 'ajv/dist/2020.js';
import { errorAt, type Diagnostic } from '../../src/diagnostics/diagnostics.js';
import { readProofsFile } from '../../src/pack/files.js';
import { childPointer, resolvePointer } from '../../src/data/json-pointer.js';
import { schemaValidator } from '../../src/schema/registry.js';
import type { PackProofs, StoredProof } from '../../src/types/proofs.js';
import { writeWholeFile } from './whole-file.js';
import { parseMoves } from '../../src/words/moves.js';
import { describeProofsPlace, describeValue, quote, sentence } from '../../src/diagnostics/places.js';

export type { PackProofs, StoredProof };

/** A proofs file that cannot be used, with what is wrong in it. */
export class ProofsFileError extends Error {
  constructor(
    readonly file: string,
    readonly diagnostics: Diagnostic[],
  ) {
    super(`${file} cannot be used: ${diagnostics.map((d) => d.message).join(' ')}`);
  }
}

/** Where a pack's proofs live: beside the pack file, or inside the pack's folder. */
export function proofsPathFor(packPath: string): string {
  const folder = isDirectory(packPath) ? packPath : dirname(packPath);
  return join(folder, 'proofs.json');
}

/**
 * Reads a pack's stored proofs; a pack without a proofs file has none. Throws a
 * ProofsFileError when the file is not a regular file, not JSON, or not in the proofs format.
 * `loose` (a docs preview of a pack in progress) asks only for a level and a bounded move
 * text in each proof: the page says what is wrong with each one. `onWarning` hears what reading
 * the file warns of (a key given twice).
 */
export async function readProofs(
  packPath: string,
  { loose = false, onWarning }: { loose?: boolean | 'list'; onWarning?: (warning: Diagnostic) => void } = {},
): Promise<PackProofs | null> {
  const path = proofsPathFor(packPath);
  const kind = await stat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    // A link to itself (ELOOP), a folder it may not enter (EACCES): said as a pack file's would be.
    throw new ProofsFileError(path, [
      errorAt('file-unreadable', '', `proofs.json could not be read: ${unreadableBecause(error)}.`),
    ]);
  });
  if (kind === null) return null;
  // A folder of that name would be searched for a pack file; anything but a file is refused.
  if (!kind.isFile())
    throw new ProofsFileError(path, [
      errorAt('special-file', '', 'proofs.json is not a regular file; stored proofs are read only from one.'),
    ]);
  const file = await readProofsFile(path);
  if (!file.ok) throw new ProofsFileError(path, file.errors);
  // A key given twice reads as its last value: a proof edited by hand must not change unseen.
  for (const warning of file.warnings) onWarning?.(warning);
  // `list`: only an object with a list of proofs; its caller checks each proof (solve --check).
  const problems =
    loose === 'list'
      ? listProblems(file.data)
      : loose
        ? looseProblems(file.data)
        : proofsShapeProblems(file.data);
  if (problems.length > 0) throw new ProofsFileError(path, problems);
  return file.data as PackProofs;
}

/**
 * Writes proofs in level order, one stable JSON layout, so re-recording an unchanged pack
 * changes nothing. Written whole to a new file that then takes the name: never half a file, and
 * a link named proofs.json is replaced, not written through.
 */
export async function writeProofs(packPath: string, proofs: PackProofs): Promise<string> {
  const path = proofsPathFor(packPath);
  const existing = await lstat(path).catch(() => null);
  if (existing && !existing.isFile() && !existing.isSymbolicLink())
    throw new ProofsFileError(path, [
      errorAt('special-file', '', 'proofs.json is not a regular file, so the proofs were not recorded.'),
    ]);
  await writeWholeFile(path, `${JSON.stringify(proofs, null, 2)}\n`);
  return path;
}

// spec: solver/stored-proofs
/** The problems of data read from a proofs file, against the proofs schema; empty when none. */
export function proofsShapeProblems(data: unknown): Diagnostic[] {
  const validate = schemaValidator('proofs');
  if (validate(data)) return [];
  return (validate.errors ?? []).map((error) => proofsDiagnostic(error, data));
}

function listProblems(data: unknown): Diagnostic[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return [errorAt('wrong-type', '', 'The proofs file should be an object with a list "proofs".')];
  if (!Object.hasOwn(data, 'proofs'))
    return [
      errorAt('missing-field', '/proofs', 'The proofs file has no "proofs", the list of its stored proofs.'),
    ];
  const proofs = (data as { proofs: unknown }).proofs;
  return Array.isArray(proofs)
    ? []
    : [
        errorAt(
          'wrong-type',
          '/proofs',
          `"proofs" should be a list of stored proofs, not ${describeValue(proofs)}.`,
        ),
      ];
}

// What a page of proofs needs: a list of proofs, each with a level and moves it can show.
function looseProblems(data: unknown): Diagnostic[] {
  const notList = listProblems(data);
  if (notList.length > 0) return notList;
  return (data as { proofs: unknown[] }).proofs.flatMap((proof: unknown, index) => {
    const { level, moves } = (proof ?? {}) as { level?: unknown; moves?: unknown };
    if (typeof level !== 'string' || typeof moves !== 'string')
      return [
        errorAt(
          'wrong-type',
          `/proofs/${index}`,
          `Proof ${index + 1} should have a text "level" and a text "moves".`,
        ),
      ];
    return moves.length > MOST_MOVES
      ? [
          errorAt(
            'out-of-range',
            `/proofs/${index}/moves`,
            `Proof ${index + 1} has ${moves.length} moves; a stored proof has 1 to ${MOST_MOVES}.`,
          ),
        ]
      : [];
  });
}

/** The most moves a stored proof has (schemas/proofs.schema.json). */
export const MOST_MOVES = 2000;

// One ajv error as a diagnostic, coded as the pack shape checks code theirs.
function proofsDiagnostic(error: ErrorObject, data: unknown): Diagnostic {
  const params = error.params as Record<string, unknown>;
  const at = error.instancePath;
  const place = at === '' ? 'The proofs file' : sentence(proofPlace(at, data));
  switch (error.keyword) {
    case 'required':
      return errorAt(
        'missing-field',
        childPointer(at, String(params.missingProperty)),
        `${place} has no ${quote(String(params.missingProperty))}.`,
      );
    case 'additionalProperties':
      return errorAt(
        'unknown-field',
        childPointer(at, String(params.additionalProperty)),
        `${place} has a field ${quote(String(params.additionalProperty))} that proofs files do not use.`,
      );
    case 'type':
      return errorAt(
        'wrong-type',
        at,
        `${place} should be ${TYPE_WORDS[String(params.type)] ?? String(params.type)}.`,
      );
    case 'pattern':
      return at.endsWith('/moves')
        ? movesDiagnostic(at, data)
        : errorAt(
            'bad-format',
            at,
            `${place} is not an id: lowercase letters, digits, ".", "_" or "-", starting with a letter.`,
          );
    default:
      return errorAt('out-of-range', at, `${place} ${error.message ?? 'is out of range'}.`);
  }
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  object: 'an object',
  array: 'a list',
  string: 'a text',
  boolean: 'true or false',
  integer: 'a whole number',
};

function movesDiagnostic(at: string, data: unknown): Diagnostic {
  const text = String(resolvePointer(data, at)?.value);
  const place = sentence(proofPlace(at, data));
  return /^[UDLRW]*$/.test(text)
    ? errorAt('out-of-range', at, `${place} has ${text.length} moves; a stored proof has 1 to ${MOST_MOVES}.`)
    : badMoveAt(at, text, place);
}

// Which character is bad, and where, as `miau replay` says it of its moves (rules/moves); the path
// stays at the text, since a JSON pointer cannot point into one.
function badMoveAt(at: string, text: string, place: string): Diagnostic {
  const parsed = parseMoves(text);
  const why = parsed.ok ? 'it holds a character other than U, D, L, R and W.' : parsed.errors[0].message;
  return errorAt('bad-move', at, `${place}: ${why}`);
}

/** The index of the stored proof a pointer of proofs.json is in (`/proofs/2/moves` → 2), if any. */
export function proofIndexOf(pointer: string): number | undefined {
  const index = /^\/proofs\/(\d+)(?:\/|$)/.exec(pointer)?.[1];
  return index === undefined ? undefined : Number(index);
}

/**
 * A place in proofs.json as a designer reads it, naming the level of the proof it is in:
 * `the "moves" of stored proof 3 (level "heavy-rock")`.
 */
function proofPlace(at: string, data: unknown): string {
  const place = describeProofsPlace(at);
  const index = proofIndexOf(at);
  const level = index === undefined ? undefined : resolvePointer(data, `/proofs/${index}/level`)?.value;
  if (typeof level !== 'string') return place;
  const proof = `stored proof ${index! + 1}`;
  return place.replace(proof, `${proof} (level ${quote(level)})`);
}

function unreadableBecause(error: NodeJS.ErrnoException): string {
  if (error.code === 'ELOOP') return 'it is a link that leads round in a loop';
  if (error.code === 'EACCES' || error.code === 'EPERM') return 'permission to read it was denied';
  return `the system said ${error.code ?? 'nothing'}`;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
