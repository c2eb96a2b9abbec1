// Shards: a stable split of the selected scenarios across runners (`miau certify --shard i/n`).
// A scenario's shard depends only on its id (feature file and name), never on its place in the
// run, so adding or removing one scenario moves no other scenario to another shard.
import type { ScenarioResult } from '../../src/types/certificate.js';
import { ProjectFileError } from '../trace/project-text.js';

/** Shard `index` of `count` (1-based, as people write `--shard 2/3`). */
export interface Shard {
  index: number;
  count: number;
}

type Identified = Pick<ScenarioResult, 'uri' | 'name' | 'line'>;

/**
 * Every scenario's id, in the given order: `uri › name`, and ` #k` for the k-th scenario of the
 * same file and name (Examples rows of one outline share a name). Lines are left out: an edit
 * above a scenario moves its line, not its id.
 */
export function scenarioIds(scenarios: readonly Identified[]): string[] {
  const seen = new Map<string, number>();
  return scenarios.map((s) => {
    const base = `${s.uri} › ${s.name}`;
    const k = (seen.get(base) ?? 0) + 1;
    seen.set(base, k);
    return k === 1 ? base : `${base} #${k}`;
  });
}

/** The 1-based shard of `count` that a scenario id falls in: FNV-1a (32 bits) of its UTF-8 bytes, mod count. */
export function shardOfId(id: string, count: number): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(id)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % count) + 1;
}

/** The scenarios of one shard, in the order given. */
export function scenariosOfShard<T extends Identified>(scenarios: readonly T[], shard: Shard): T[] {
  const ids = scenarioIds(scenarios);
  return scenarios.filter((_, i) => shardOfId(ids[i], shard.count) === shard.index);
}

/**
 * Cucumber paths that select exactly these scenarios: `uri:line:line…`, one per feature file, in
 * first-seen order (an Examples row is selected by its own line).
 */
export function pathsOf(scenarios: readonly Identified[]): string[] {
  // Cucumber reads each path as a glob with no escape character: "[ab].feature" would select
  // a.feature, "{x,y}.feature" x.feature, and the shard would run another file's scenarios.
  const globbed = scenarios.find((s) => GLOB_CHARACTERS.test(s.uri));
  if (globbed)
    throw new ProjectFileError(
      `${globbed.uri} cannot be run as part of a shard: its name holds a character cucumber reads as a pattern (one of * ? [ ] { } ( ) ! + @), so the shard would run other files' scenarios; rename the file.`,
    );
  const lines = new Map<string, number[]>();
  for (const s of scenarios) lines.set(s.uri, [...(lines.get(s.uri) ?? []), s.line]);
  return [...lines].map(([uri, ls]) => `${uri}:${ls.join(':')}`);
}

/** Reads `i/n` (1 ≤ i ≤ n ≤ 1000); undefined when the text is not one. */
export function parseShard(text: string): Shard | undefined {
  const match = /^(\d{1,4})\/(\d{1,4})$/.exec(text.trim());
  if (!match) return undefined;
  const index = Number(match[1]);
  const count = Number(match[2]);
  return isShard({ index, count }) ? { index, count } : undefined;
}

/** The most shards a run may be split into (`--shard i/n`). */
export const MOST_SHARDS = 1000;

/** Whether `index` of `count` is a shard a run can have: whole numbers, 1 ≤ index ≤ count ≤ MOST_SHARDS. */
export function isShard({ index, count }: Shard): boolean {
  return (
    Number.isInteger(index) && Number.isInteger(count) && index >= 1 && index <= count && count <= MOST_SHARDS
  );
}

/** The order of a run: feature files by path, then scenarios by line (what cucumber runs, in order). */
export function runOrder(a: Identified, b: Identified): number {
  if (a.uri !== b.uri) return a.uri < b.uri ? -1 : 1;
  return a.line - b.line;
}

/** What makes a path a glob pattern to cucumber (which globs every path it is given). */
const GLOB_CHARACTERS = /[*?[\]{}()!+@]/;
