// Reading OpenSpec changes for `miau reconcile`: each change folder's delta requirements
// (ADDED, MODIFIED, REMOVED, RENAMED) with their id comments and spec scenarios, and whether the
// change says it is work in progress (a line `Status: work in progress` in its proposal.md).
import { join } from 'node:path';
import { readProjectText } from '../trace/project-text.js';
import { UsageError } from '../cli/io.js';
import { shown } from '../cli/args.js';
import { subfolders } from '../trace/specs.js';
import { fencedLines, requirementTitle, specLines } from '../trace/markdown.js';

export type Delta = 'ADDED' | 'MODIFIED' | 'REMOVED' | 'RENAMED';

/** One requirement a change's delta names. */
export interface DeltaRequirement {
  delta: Delta;
  /** From the id comment under the heading, when there is one. */
  id?: string;
  /** The heading's title; for RENAMED, the new title. */
  title: string;
  /** For RENAMED, the old title. */
  from?: string;
  capability: string;
  /** Path relative to the root, and the heading's 1-based line. */
  file: string;
  line: number;
  /** How many `#### Scenario:` the delta writes under it. */
  specScenarios: number;
}

export interface ChangeFolder {
  /** The change's name: the folder name, without the date prefix of an archived change. */
  name: string;
  /** Path relative to the root. */
  folder: string;
  archived: boolean;
  workInProgress: boolean;
  requirements: DeltaRequirement[];
}

const WIP = /^\s*Status:\s*work in progress\b/im;
const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}-/;
const ID_COMMENT = /^<!--\s*id:\s*(.*?)\s*-->$/;
// As OpenSpec reads a rename: the bullet optional, the backticks too, `###Requirement:` allowed.
const RENAME = /^\s*(?:[-*+]\s*)?(FROM|TO):\s*`?(###\s*Requirement:\s*.+?)`?\s*$/i;

/** Whether the change in `folder` (relative to the root) says, in its proposal.md, that it is work in progress. */
export async function isWorkInProgress(root: string, folder: string): Promise<boolean> {
  return WIP.test((await readProjectText(join(root, folder, 'proposal.md'))) ?? '');
}

/** The delta requirements of one delta spec file's text. */
export function parseDeltaText(
  text: string,
  where: { file: string; capability: string },
): DeltaRequirement[] {
  const lines = specLines(text);
  const fenced = fencedLines(lines);
  const found: DeltaRequirement[] = [];
  let delta: Delta | undefined;
  let current: DeltaRequirement | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (fenced[i]) continue;
    if (/^##\s/.test(line)) {
      const name = /^##\s+(ADDED|MODIFIED|REMOVED|RENAMED)\s+Requirements\s*$/i.exec(line);
      delta = name ? (name[1].toUpperCase() as Delta) : undefined;
      current = undefined;
      continue;
    }
    if (delta === undefined) continue;
    if (delta === 'RENAMED') {
      const rename = RENAME.exec(line);
      const renamed = rename ? requirementTitle(rename[2]) : undefined;
      if (renamed !== undefined && rename?.[1]?.toUpperCase() === 'FROM') {
        current = {
          delta,
          title: '',
          from: renamed,
          capability: where.capability,
          file: where.file,
          line: i + 1,
          specScenarios: 0,
        };
        found.push(current);
      } else if (renamed !== undefined && current) current.title = renamed;
      else if (current && current.id === undefined) current.id = ID_COMMENT.exec(line.trim())?.[1];
      continue;
    }
    const title = requirementTitle(line);
    if (title !== undefined) {
      current = {
        delta,
        title,
        capability: where.capability,
        file: where.file,
        line: i + 1,
        specScenarios: 0,
      };
      const id = idUnder(lines, i + 1);
      if (id !== undefined) current.id = id;
      found.push(current);
      continue;
    }
    if (current && /^####\s+Scenario:/.test(line)) current.specScenarios += 1;
  }
  for (const req of found) if (req.id === undefined) delete req.id;
  return found;
}

function idUnder(lines: string[], start: number): string | undefined {
  for (let i = start; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    if (line !== '') return ID_COMMENT.exec(line)?.[1];
  }
  return undefined;
}

/** Reads one change folder (relative to the root). */
export async function readChange(root: string, folder: string, archived: boolean): Promise<ChangeFolder> {
  const base = folder.split('/').pop()!;
  const requirements: DeltaRequirement[] = [];
  for (const capability of await subfolders(join(root, folder, 'specs'))) {
    const file = `${folder}/specs/${capability}/spec.md`;
    const text = await readProjectText(join(root, file));
    if (text !== undefined) requirements.push(...parseDeltaText(text, { file, capability }));
  }
  return {
    name: archived ? base.replace(DATE_PREFIX, '') : base,
    folder,
    archived,
    workInProgress: await isWorkInProgress(root, folder),
    requirements,
  };
}

/** Every active change (the folders of openspec/changes/ but archive/), in name order. */
export async function activeChanges(root: string): Promise<ChangeFolder[]> {
  const names = (await subfolders(join(root, 'openspec', 'changes'))).filter((name) => name !== 'archive');
  return Promise.all(names.map((name) => readChange(root, `openspec/changes/${name}`, false)));
}

/** Every archived change, in folder (date) order. */
export async function archivedChanges(root: string): Promise<ChangeFolder[]> {
  const names = await subfolders(join(root, 'openspec', 'changes', 'archive'));
  return Promise.all(names.map((name) => readChange(root, `openspec/changes/archive/${name}`, true)));
}

/** The active change of that folder name. Throws UsageError naming the choices when there is none. */
export async function findActive(root: string, name: string): Promise<ChangeFolder> {
  const active = await activeChanges(root);
  const found = active.find((change) => change.name === name);
  if (found) return found;
  const archived = (await archivedChanges(root)).some(
    (change) => change.name === name || change.folder.endsWith(`/${name}`),
  );
  if (archived)
    throw new UsageError(
      `"${shown(name)}" is an archived change; reconcile it with --archived ${shown(name)}.`,
    );
  throw new UsageError(
    `no active change "${shown(name)}"; the active changes are: ${active.map((c) => c.name).join(', ') || 'none'}.`,
  );
}

/** The archived change of that name, with or without its date prefix. Throws UsageError when none or several match. */
export async function findArchived(root: string, name: string): Promise<ChangeFolder> {
  const archived = await archivedChanges(root);
  const matches = archived.filter((change) => change.name === name || change.folder.endsWith(`/${name}`));
  if (matches.length === 1) return matches[0];
  if (matches.length > 1) {
    throw new UsageError(
      `"${shown(name)}" names several archived changes (${matches.map((c) => c.folder.split('/').pop()).join(', ')}); give the folder name with its date.`,
    );
  }
  throw new UsageError(
    `no archived change "${shown(name)}"; the archived changes are: ${archived.map((c) => c.name).join(', ') || 'none'}.`,
  );
}
