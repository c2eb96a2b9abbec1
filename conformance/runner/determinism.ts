// Determinism: the runner plays the whole suite twice on the same engine build, each
// scenario on a fresh game, and compares what the engine answered (every load, start,
// input, observe, undo and solve, in order). A scenario whose two runs differ — in outcome or
// in any answer — is *nondeterministic*: randomness, the clock, or state leaking from one game
// into the next.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { ScenarioResult } from './runner.js';
import { canonicalJson, digestDifference, firstDifference, isDigest } from './answer-digest.js';

/** One scenario's transcript: the engine's answers, call by call. */
export interface TranscriptCall {
  call: string;
  answer: unknown;
}

/** The file a process appends its transcripts to: the run's own, or, in parallel worker `id`, `<file>.worker-<id>`. */
export function transcriptFileOf(file: string, workerId: string | undefined): string {
  return workerId === undefined ? file : `${file}.worker-${workerId}`;
}

/** Reads a run's transcripts (one JSON line per scenario, in its file and its workers' files) into pickle id → calls. */
export function readTranscripts(file: string): Map<string, TranscriptCall[]> {
  const byPickle = new Map<string, TranscriptCall[]>();
  let siblings: string[] = [];
  try {
    siblings = readdirSync(dirname(file)).filter((name) => name.startsWith(`${basename(file)}.worker-`));
  } catch {
    return byPickle; // no scenario wrote one
  }
  for (const path of [file, ...siblings.map((name) => join(dirname(file), name))]) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch (error) {
      // No scenario of this process wrote one; any other failure must not pass as "no answers".
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    // Line by line from the bytes: the file as one string could pass the longest string there is.
    for (let start = 0; start < bytes.length;) {
      const end = bytes.indexOf(0x0a, start);
      const line = bytes.toString('utf8', start, end < 0 ? bytes.length : end);
      start = end < 0 ? bytes.length : end + 1;
      if (line.trim() === '') continue;
      const { pickle, calls } = JSON.parse(line) as { pickle: string; calls: TranscriptCall[] };
      byPickle.set(pickle, calls);
    }
  }
  return byPickle;
}

/** Where two transcripts first differ, as a sentence; undefined when they are the same. */
export function transcriptDifference(
  first: readonly TranscriptCall[],
  second: readonly TranscriptCall[],
): string | undefined {
  const shared = Math.min(first.length, second.length);
  for (let i = 0; i < shared; i++) {
    const a = first[i];
    const b = second[i];
    if (a.call !== b.call) return `call ${i + 1} was ${a.call} in the first run and ${b.call} in the second`;
    if (isDigest(a.answer) || isDigest(b.answer)) {
      if (canonicalJson(a.answer) === canonicalJson(b.answer)) continue;
      const where =
        isDigest(a.answer) && isDigest(b.answer) ? digestDifference(a.answer, b.answer) : undefined;
      return `call ${i + 1} (${a.call}) answered differently${where ? ` ${where}` : ''}: ${sizeOf(a.answer)} in the first run, ${sizeOf(b.answer)} in the second, not the same`;
    }
    const where = firstDifference(a.answer, b.answer, '');
    if (where)
      return `call ${i + 1} (${a.call}) answered differently at ${where.path || '(the whole answer)'}: ${show(where.a)} in the first run, ${show(where.b)} in the second`;
  }
  if (first.length !== second.length)
    return `the first run made ${first.length} engine calls and the second ${second.length}`;
  return undefined;
}

// "an answer of 33554432 characters" for a digested one, "an answer of 120 characters" otherwise.
function sizeOf(answer: unknown): string {
  const characters = isDigest(answer)
    ? answer.digestedAnswer.characters
    : (canonicalJson(answer) ?? '').length;
  return `an answer of ${characters} characters`;
}

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = canonicalJson(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/** A scenario as judged in one run, with the pickle id its transcript is filed under. */
export interface JudgedRun {
  result: ScenarioResult;
  pickleId: string;
}

/**
 * The outcome of a scenario over both runs. An errored run wins (its transcript stops short);
 * otherwise any difference in outcome or answers makes it nondeterministic; otherwise the
 * first run's judgement stands.
 */
export function combineRuns(
  first: JudgedRun,
  second: JudgedRun | undefined,
  transcripts: { first: Map<string, TranscriptCall[]>; second: Map<string, TranscriptCall[]> },
): ScenarioResult {
  const a = first.result;
  if (!second || a.outcome === 'errored') return a;
  const b = second.result;
  if (b.outcome === 'errored')
    return { ...b, message: `in the second run on a fresh game, ${b.message ?? 'it errored'}` };
  if (a.outcome !== b.outcome) {
    const why = b.message ?? a.message;
    return {
      ...a,
      outcome: 'nondeterministic',
      message: `${a.outcome} in the first run and ${b.outcome} in the second, on a fresh game${why ? `: ${why}` : ''}`,
    };
  }
  const difference = transcriptDifference(
    transcripts.first.get(first.pickleId) ?? [],
    transcripts.second.get(second.pickleId) ?? [],
  );
  if (!difference) return a;
  return {
    ...a,
    outcome: 'nondeterministic',
    message: `the second run on a fresh game gave other answers: ${difference}`,
  };
}
