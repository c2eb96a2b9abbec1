// Reading requirements out of OpenSpec markdown for `miau trace`.
// A requirement is a `### Requirement: <Title>` heading inside `## Requirements` (main specs)
// or inside `## ADDED Requirements` / `## MODIFIED Requirements` (active changes). Its id is
// the `<!-- id: <capability>/<slug> -->` comment on the first non-blank line under the heading.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readProjectText } from './project-text.js';
import { fencedLines, requirementTitle, specLines } from './markdown.js';

/** One requirement heading found in a spec file. */
export interface SpecRequirement {
  /** `<capability>/<slug>`, or undefined when the heading has no id comment. */
  id: string | undefined;
  title: string;
  /** The capability folder the spec file sits in. */
  capability: string;
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  /** 1-based line of the `### Requirement:` heading. */
  line: number;
  /** Which delta section it came from, for requirements of active changes. */
  delta?: 'ADDED' | 'MODIFIED';
  /** The change folder name, for requirements of active changes. */
  change?: string;
}

/** What kind of section a `## ` heading opens, as far as tracing is concerned. */
type Section = 'requirements' | 'ADDED' | 'MODIFIED' | 'other';

const ID_COMMENT = /^<!--\s*id:\s*(.*?)\s*-->$/;

/** Classifies a level-2 heading; main specs and change deltas use different names. */
function sectionOf(heading: string, inChange: boolean): Section {
  const name = heading
    .replace(/^##\s+/, '')
    .trim()
    .toLowerCase();
  if (!inChange) return name === 'requirements' ? 'requirements' : 'other';
  if (name === 'added requirements') return 'ADDED';
  if (name === 'modified requirements') return 'MODIFIED';
  return 'other';
}

/** Finds every traced requirement heading in one spec file's text. */
export function parseSpecText(
  text: string,
  where: { file: string; capability: string; change?: string },
): SpecRequirement[] {
  const lines = specLines(text);
  // Headings inside fenced examples are not structure.
  const fenced = fencedLines(lines);
  const found: SpecRequirement[] = [];
  let section: Section = 'other';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (fenced[i]) continue;
    if (/^##\s/.test(line)) {
      section = sectionOf(line, where.change !== undefined);
      continue;
    }
    const title = requirementTitle(line);
    if (title === undefined || section === 'other') continue;
    const requirement: SpecRequirement = {
      id: idUnder(lines, i + 1),
      title,
      capability: where.capability,
      file: where.file,
      line: i + 1,
    };
    if (section !== 'requirements') requirement.delta = section;
    if (where.change !== undefined) requirement.change = where.change;
    found.push(requirement);
  }
  return found;
}

/** The id in the comment on the first non-blank line from `start`, if that line is one. */
function idUnder(lines: string[], start: number): string | undefined {
  for (let i = start; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    if (line === '') continue;
    return ID_COMMENT.exec(line)?.[1];
  }
  return undefined;
}

/** Folder names under `dir`, sorted by code unit; empty when `dir` does not exist. */
export async function subfolders(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort(ordinal);
  } catch {
    return [];
  }
}

/** Ordinal string comparison (UTF-16 code units), never locale order. */
export function ordinal(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Reads a file, or undefined when it does not exist (a FIFO or folder in its place is a ProjectFileError). */
function readIfPresent(path: string): Promise<string | undefined> {
  return readProjectText(path);
}

/**
 * Reads every requirement of `openspec/specs/<capability>/spec.md` and the ADDED and MODIFIED
 * requirements of every active change (`openspec/changes/<change>/specs/<capability>/spec.md`,
 * the `archive` folder excluded), in folder order then document order.
 */
export async function readSpecRequirements(root: string): Promise<SpecRequirement[]> {
  const found: SpecRequirement[] = [];
  const specsDir = join(root, 'openspec', 'specs');
  for (const capability of await subfolders(specsDir)) {
    const file = `openspec/specs/${capability}/spec.md`;
    const text = await readIfPresent(join(root, file));
    if (text !== undefined) found.push(...parseSpecText(text, { file, capability }));
  }
  const changesDir = join(root, 'openspec', 'changes');
  for (const change of await subfolders(changesDir)) {
    if (change === 'archive') continue;
    for (const capability of await subfolders(join(changesDir, change, 'specs'))) {
      const file = `openspec/changes/${change}/specs/${capability}/spec.md`;
      const text = await readIfPresent(join(root, file));
      if (text !== undefined) found.push(...parseSpecText(text, { file, capability, change }));
    }
  }
  return found;
}
