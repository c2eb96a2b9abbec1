// The seed's "silent noun trap" (a predicate word nobody declared is read as a noun, so DOOR IS
// SHUT turns doors into `shut` things) must not be silent where a pack is played: replay, solve
// and certify print the `undeclared-predicate` warnings exactly as `miau validate` prints them
// (spec: packs/noun-trap). The project's loader finds them, whatever engine plays the pack.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { loadPack, readPackFile } from '../../src/pack/loading.js';
import { formatDiagnostic } from './commands/validate.js';
import type { Diagnostic } from '../../src/types/adapter.js';

export const NOUN_TRAP_CODE = 'undeclared-predicate';
const PACKS_AT_ONCE = 4;

/** The noun-trap warnings of pack data, as `miau validate` prints them (none when it does not load). */
export function nounTrapLines(data: unknown): string[] {
  return nounTrapLinesOf(loadPack(data).warnings);
}

/** The noun-trap warnings among a loaded pack's warnings, as `miau validate` prints them. */
export function nounTrapLinesOf(warnings: readonly Diagnostic[]): string[] {
  return warnings.filter((d) => d.code === NOUN_TRAP_CODE).map(formatDiagnostic);
}

/** The tag a stored-proof scenario carries for the bundled pack it plays (`@pack:clockwork`). */
const PACK_TAG = 'pack:';

/** The pack folders the scenarios played, by their `@pack:<folder>` tags (tags without the `@`). */
export function packsPlayed(scenarios: readonly { tags: readonly string[] }[]): string[] {
  const folders = new Set<string>();
  for (const { tags } of scenarios)
    for (const tag of tags) if (tag.startsWith(PACK_TAG)) folders.add(tag.slice(PACK_TAG.length));
  return [...folders];
}

/** The noun-trap warnings of the pack folders `named` under `dir` that read, each line led by its folder. */
export async function nounTrapLinesOfPacks(dir: string, named: readonly string[]): Promise<string[]> {
  if (named.length === 0) return [];
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const folders = entries
    .filter((e) => e.isDirectory() && named.includes(e.name))
    .map((e) => e.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // A few at once: each pack.cjs runs in a process of its own, and mostly waits for it to start.
  const reads: Awaited<ReturnType<typeof readPackFile>>[] = [];
  for (let at = 0; at < folders.length; at += PACKS_AT_ONCE)
    reads.push(
      ...(await Promise.all(
        folders.slice(at, at + PACKS_AT_ONCE).map((name) => readPackFile(join(dir, name))),
      )),
    );
  return reads.flatMap((read, at) =>
    read.ok ? nounTrapLines(read.data).map((line) => `${folders[at]}: ${line}`) : [],
  );
}
