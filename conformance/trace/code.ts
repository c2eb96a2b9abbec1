// `miau trace`, the code half: reads the citations the engine's code makes of requirements and
// checks them against the specs, both ways. One citation form, on its own comment line:
//
//   // spec: rules/push, rules/several-you
//
// directly above the function or block it covers (or in a file's opening comment, for the whole
// file). Every cited id must name a requirement; every requirement must be cited, unless its
// spec says who else implements it: a line `Implemented by: <who> — <why>` in the requirement's
// text, or in its chapter's `## Purpose` for every requirement of the chapter.
import { readdir } from 'node:fs/promises';
import { readProjectText } from './project-text.js';
import { join } from 'node:path';
import { readCapabilities } from '../docs/spec-text.js';
import { isWorkInProgress } from '../reconcile/changes.js';
import { ordinal } from './specs.js';

/**
 * Who may implement a requirement instead of the engine's code (the `Implemented by:` line):
 * the pack loader (src/), the adapter binding and protocol server (conformance/engines/,
 * conformance/protocol/), the rest of the harness (conformance/), the board pictures
 * (src/board-*.ts), or the bundled packs' data (packs/).
 */
export const IMPLEMENTERS = ['loader', 'adapter', 'harness', 'docs', 'packs'] as const;

/** The folders whose code is read for citations, relative to the root: the engine and its fast solver. */
export const CODE_DIRS = ['reference', 'solver'];

/** One `// spec:` line. */
export interface Citation {
  /** Path relative to the root, forward slashes. */
  file: string;
  line: number;
  /** Every id the line cites, in written order. */
  ids: string[];
  /** What the citation covers: the name declared under it, or `(file)` for a file's opening comment. */
  covers: string;
}

/** Something wrong between the code and the specs. */
export interface CodeProblem {
  code: 'unknown-citation' | 'uncited' | 'malformed-citation' | 'bad-implemented-by';
  /** The requirement or cited id concerned, when there is one. */
  id?: string;
  file: string;
  line: number;
  message: string;
}

/** A requirement as the code trace sees it. */
export interface CodeRequirement {
  id: string;
  capability: string;
  /** The spec file it is written in: its capability's, or the active change's that adds it. */
  file: string;
  /** Who implements it when the engine's code does not (from its spec), if anyone. */
  implementedBy?: string;
  /** Added by an active change that says it is work in progress: not cited yet is not a problem. */
  workInProgress?: true;
  citations: { file: string; line: number; covers: string }[];
}

export interface CodeTrace {
  requirements: CodeRequirement[];
  citations: Citation[];
  problems: CodeProblem[];
  ok: boolean;
}

const CITATION = /^\s*\/\/ spec: (.+)$/;
const ID_FORM = /^[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*$/;
const IMPLEMENTED_BY = /^\s*Implemented by:\s*([^\s—.,;]*)/;
// Any other mention of `spec:` in a comment is a citation in the wrong form.
const LOOSE_MENTION = /(\/\/|\/\*|^\s*\*).*\bspec:/;

/** Every `.ts` file under `dir` (relative to `root`), sorted by code unit. */
async function codeFiles(root: string, dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await codeFiles(root, path)));
    else if (entry.isFile() && entry.name.endsWith('.ts')) files.push(path);
  }
  return files.sort(ordinal);
}

/**
 * The name each line's citation would cover: the first declaration below it, or `(file)` in a
 * file's opening comment (the `//` lines from line 1). Worked out in two passes over the lines,
 * not a search from every citation: a file of 40,000 citations took 78 s that way.
 */
function coverage(lines: readonly string[]): (index: number) => string {
  let openingEnd = 0;
  while (openingEnd < lines.length && /^\s*\/\//.test(lines[openingEnd] ?? '')) openingEnd++;
  // The first code line after each line (lines.length when there is none).
  const nextCode = new Array<number>(lines.length + 1);
  nextCode[lines.length] = lines.length;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = (lines[i] ?? '').trim();
    const comment = line === '' || line.startsWith('//') || line.startsWith('*') || line.startsWith('/*');
    nextCode[i] = comment ? nextCode[i + 1] : i;
  }
  return (index) => {
    if (index < openingEnd) return '(file)';
    const at = nextCode[index + 1];
    if (at >= lines.length) return '(end of file)';
    const line = (lines[at] ?? '').trim();
    const named =
      /(?:function\*?|class|interface|type|const|let|var)\s+([A-Za-z0-9_$]+)/.exec(line) ??
      /^(?:(?:private|public|static|async|readonly)\s+)*\*?([A-Za-z0-9_$]+)\s*[(<:=]/.exec(line);
    return named?.[1] ?? line.slice(0, 60);
  };
}

/** Reads the citations of one file's text; malformed ones become problems. */
export function parseCitations(
  text: string,
  file: string,
): { citations: Citation[]; problems: CodeProblem[] } {
  const lines = text.split(/\r?\n/);
  const coveredBy = coverage(lines);
  const citations: Citation[] = [];
  const problems: CodeProblem[] = [];
  lines.forEach((text, index) => {
    const line = index + 1;
    const cited = CITATION.exec(text);
    if (!cited) {
      if (LOOSE_MENTION.test(text)) {
        problems.push({
          code: 'malformed-citation',
          file,
          line,
          message: 'A spec citation must be a line of its own: "// spec: <capability>/<slug>[, ...]".',
        });
      }
      return;
    }
    const ids = (cited[1] ?? '').split(',').map((id) => id.trim());
    const bad = ids.filter((id) => !ID_FORM.test(id));
    if (bad.length > 0) {
      problems.push({
        code: 'malformed-citation',
        file,
        line,
        message: `"${bad.join('", "')}" is not a requirement id; cite ids as <capability>/<slug>, separated by commas, and nothing else on the line.`,
      });
      return;
    }
    citations.push({ file, line, ids, covers: coveredBy(index) });
  });
  return { citations, problems };
}

/** Reads every citation under the code folders of `root`. */
export async function readCitations(
  root: string,
  dirs: readonly string[] = CODE_DIRS,
): Promise<{ citations: Citation[]; problems: CodeProblem[] }> {
  const citations: Citation[] = [];
  const problems: CodeProblem[] = [];
  for (const dir of dirs) {
    for (const file of await codeFiles(root, dir)) {
      // Read as every project text is, bounded: a 600 MB file crashed the trace (RangeError).
      const found = parseCitations((await readProjectText(join(root, file))) ?? '', file);
      citations.push(...found.citations);
      problems.push(...found.problems);
    }
  }
  return { citations, problems };
}

/** The `Implemented by:` line in some markdown lines: the implementer, or a problem text when it names no known one. */
export function implementedByIn(lines: readonly string[]): string | { unknown: string } | undefined {
  for (const line of lines) {
    const marker = IMPLEMENTED_BY.exec(line);
    if (!marker) continue;
    const who = marker[1] ?? '';
    return (IMPLEMENTERS as readonly string[]).includes(who) ? who : { unknown: who };
  }
  return undefined;
}

/** Traces the code of `root` against its specs (main specs and active changes): citations both ways. */
export async function traceCode(root: string, dirs: readonly string[] = CODE_DIRS): Promise<CodeTrace> {
  const capabilities = await readCapabilities(root);
  const { citations, problems } = await readCitations(root, dirs);
  const requirements: CodeRequirement[] = [];
  const byId = new Map<string, CodeRequirement>();
  for (const chapter of capabilities) {
    const chapterMarker = implementedByIn(chapter.purpose);
    const file = `openspec/specs/${chapter.capability}/spec.md`;
    if (typeof chapterMarker === 'object')
      problems.push(badMarker(chapterMarker.unknown, file, chapter.capability));
    for (const req of chapter.requirements) {
      const own = implementedByIn(req.body);
      if (typeof own === 'object') problems.push(badMarker(own.unknown, file, req.id));
      const implementedBy =
        typeof own === 'string' ? own : typeof chapterMarker === 'string' ? chapterMarker : undefined;
      const wip =
        req.change !== undefined && (await isWorkInProgress(root, `openspec/changes/${req.change}`));
      const traced: CodeRequirement = {
        id: req.id,
        capability: chapter.capability,
        file:
          req.change === undefined
            ? file
            : `openspec/changes/${req.change}/specs/${chapter.capability}/spec.md`,
        citations: [],
        ...(implementedBy ? { implementedBy } : {}),
        ...(wip ? { workInProgress: true as const } : {}),
      };
      requirements.push(traced);
      byId.set(req.id, traced);
    }
  }
  for (const citation of citations) {
    for (const id of citation.ids) {
      const req = byId.get(id);
      if (req) req.citations.push({ file: citation.file, line: citation.line, covers: citation.covers });
      else
        problems.push({
          code: 'unknown-citation',
          id,
          file: citation.file,
          line: citation.line,
          message: `${id} names no requirement of the specs or of an active change; a removed requirement must not stay cited.`,
        });
    }
  }
  for (const req of requirements) {
    if (req.citations.length === 0 && req.implementedBy === undefined && !req.workInProgress) {
      problems.push({
        code: 'uncited',
        id: req.id,
        file: req.file,
        line: 0,
        message: `${req.id} is cited by no code under ${dirs.map((dir) => `${dir}/`).join(', ')} and its spec does not say who implements it (a line "Implemented by: ${IMPLEMENTERS.join(' | ')} — <why>").`,
      });
    }
  }
  return { requirements, citations, problems, ok: problems.length === 0 };
}

function badMarker(who: string, file: string, what: string): CodeProblem {
  return {
    code: 'bad-implemented-by',
    file,
    line: 0,
    message: `${what}: "Implemented by: ${who}" names none of ${IMPLEMENTERS.join(', ')}.`,
  };
}

/** The human report: requirement → code, code → requirements, problems, and a summary line. */
export function formatCodeTrace(trace: CodeTrace): string {
  const lines = ['code citations (requirement -> code)'];
  for (const req of trace.requirements) {
    const where = req.citations.map((c) => `${c.file}:${c.line}`).join(', ');
    const by = req.implementedBy ? `implemented by the ${req.implementedBy}` : '';
    const wip = req.workInProgress ? ' (work in progress)' : '';
    lines.push(`  ${req.id}  ${[where, by].filter(Boolean).join('; ') || 'not cited'}${wip}`);
  }
  lines.push('code citations (code -> requirement)');
  const files = [...new Set(trace.citations.map((c) => c.file))];
  for (const file of files) {
    const ids = [...new Set(trace.citations.filter((c) => c.file === file).flatMap((c) => c.ids))];
    lines.push(`  ${file}  ${ids.join(', ')}`);
  }
  if (trace.problems.length > 0) {
    lines.push('code problems');
    for (const p of trace.problems)
      lines.push(`  ${p.code}: ${p.message} (${p.file}${p.line ? `:${p.line}` : ''})`);
  }
  const cited = trace.requirements.filter((r) => r.citations.length > 0).length;
  const elsewhere = trace.requirements.filter((r) => r.citations.length === 0 && r.implementedBy).length;
  const n = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;
  lines.push(
    `code: ${n(cited, 'requirement')} cited by ${n(trace.citations.length, 'citation')} in ${n(files.length, 'file')}, ${elsewhere} implemented elsewhere, ${n(trace.problems.length, 'problem')}`,
  );
  return lines.join('\n');
}
