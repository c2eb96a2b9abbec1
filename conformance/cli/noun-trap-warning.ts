// The seed's "silent noun trap" (a predicate word nobody declared is read as a noun, so DOOR IS
// SHUT turns doors into `shut` things) must not be silent where a pack is played: replay, solve
// and certify print the `undeclared-predicate` warnings exactly as `miau validate` prints them
// (spec: packs/noun-trap). The project's loader finds them, whatever engine plays the pack.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { loadPack, readPackFile } from '../../src/pack/loading.js';
import { formatDiagnostic } from './commands/validate.js';

export const NOUN_TRAP_CODE = 'undeclared-predicate';

/** The noun-trap warnings of pack data, as `miau validate` prints them (none when it does not load). */
export function nounTrapLines(data: unknown): string[] {
  return loadPack(data)
    .warnings.filter((d) => d.code === NOUN_TRAP_CODE)
    .map(formatDiagnostic);
}

/** The noun-trap warnings of every pack folder under `dir` that reads, each line led by its folder. */
export async function nounTrapLinesOfPacks(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const lines: string[] = [];
  for (const entry of entries
    .filter((e) => e.isDirectory())
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const read = await readPackFile(join(dir, entry.name));
    if (read.ok) lines.push(...nounTrapLines(read.data).map((line) => `${entry.name}: ${line}`));
  }
  return lines;
}
