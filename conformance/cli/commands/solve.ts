// `miau solve`: breadth-first proofs for a pack's levels, optionally recorded as its stored proofs.
import { loadPack } from '../../../src/pack/loading.js';
import { readPackFile } from '../../../src/pack/files.js';
import { warningsAbout } from '../../../src/pack/share.js';
import { PACK_FILES_HELP } from '../../../src/pack/help.js';
import type { MiauPack } from '../../../src/types/pack.js';
import type { Diagnostic } from '../../../src/types/adapter.js';
import { DEFAULT_MAX_EXPANSIONS, EXPANSION_CEILING } from '../../../solver/budget.js';
import { packPath, wholeNumber } from '../args.js';
import { UsageError, parseCommandArgs, shellWord, type CliIo } from '../io.js';
import { counted, noSuchLevel, quote, someLevelIds } from '../../../src/diagnostics/places.js';
import {
  createEngine,
  DEFAULT_MAX_STORE_MB,
  MB,
  reportLevel,
  type LevelReport,
} from '../../engines/reference.js';
import type { Move } from '../../contract.js';
import type { PackProofs, StoredProof } from '../../runner/proofs.js';
import {
  ProofsFileError,
  proofIndexOf,
  proofsPathFor,
  proofsShapeProblems,
  readProofs,
  writeProofs,
} from '../../runner/proofs.js';
import { formatDiagnostic } from './validate.js';
import { solveHints } from '../solve-hints.js';

/** The default time bound of one `miau solve` run, in seconds (change bound-the-solver, D3). */
export const DEFAULT_MAX_SECONDS = 300;
const MAX_SECONDS = 86_400;
const MEMORY_MB = { min: 16, max: 65_536 };

export const usage = `Usage: miau solve <pack> [--level <id>] [--max N] [--max-seconds S] [--max-memory MB] [--hands-off] [--record | --check]

Finds a shortest solution of each level (breadth-first over U D L R W) with the reference engine's
fast solver (compact state keys; the same answers as the readable solver in tests/solver/readable-solver.ts).
Past 20,000 expansions a search plays its turns on worker threads too (one fewer than the cores), with
the same answers as on one thread.
  --level <id>       only this level
  --max N            expansion budget (default ${DEFAULT_MAX_EXPANSIONS}, or the level's solverMax when larger),
                     from 1 to the ceiling ${EXPANSION_CEILING}; a solverMax above the ceiling is searched to the ceiling
  --max-seconds S    time for the whole run, from 1 to ${MAX_SECONDS} (default ${DEFAULT_MAX_SECONDS}); a search still
                     running then stops with LIMIT (time), and every later one after its first expansion
                     (SOLVED only when one move wins); the clock is read between expansions, so one that
                     started in time ends first (on a cell stacked with thousands of things, seconds)
  --max-memory MB    the most one search's state store may hold, from ${MEMORY_MB.min} to ${MEMORY_MB.max}
                     (default ${DEFAULT_MAX_STORE_MB}); a search that would need more stops with LIMIT (memory)
  --hands-off        only solutions in which the player never pushes a word tile
  --record           write the solutions to the pack's proofs.json (every level must be solved, each proof
                     at most 2000 moves; not with --level: the file holds every level's proof, nor with
                     --hands-off: stored proofs are the plain search's)
  --check            compare with the stored proofs (proofs.json beside the pack): every level has exactly
                     one, in the proofs format, which the reference engine plays with every move accepted
                     and the level won at its last move and not before, and which has the length, the
                     HANDS-OFF flag and the expansions the solver finds now; a proof of a level the pack
                     lacks is a mismatch.
                     Each problem prints as a line "mismatch: [<code>] <pointer>: <sentence>", the pointer
                     into proofs.json ("(root)": the whole file), and every level is checked (with --level,
                     that level's proof, and any proof of a level the pack lacks; not with --hands-off, as
                     --record); when every level was solved, a failed check ends with the --record command
Prints one line per level: id, SOLVED <moves> (<n> moves) | LIMIT (<bound>) | UNSOLVABLE, expansions, HANDS-OFF yes/no,
and BYPASS: for each custom mechanic the level uses, whether it can still be won with that mechanic
removed: <mechanic>:yes (it can: a sign the level does not need it), :no, or :unknown (budget spent);
BYPASS - when the level uses none. LIMIT names the bound that stopped the search: expansions (the same
on every run), memory (the same on every run with the same --max-memory) or time (depends on the machine).
Under a LIMIT line a hint says how to raise the budget (--max, solverMax) or that the level has no
WIN word; under BYPASS <mechanic>:yes a note says what that means. Diagnostics print as in
miau validate; solve's own messages begin with "miau:".
Exit code 0 when every level asked for is solved (and, with --check, every stored proof matches;
with --record, the proofs are written), 1 when one is not, when --check finds a mismatch, when
--record cannot record (a proof over 2000 moves), or when the pack does not load or has no level
--level names; 2 when the command line is wrong.

${PACK_FILES_HELP}`;

const OPTIONS = {
  level: { type: 'string' },
  max: { type: 'string' },
  'max-seconds': { type: 'string' },
  'max-memory': { type: 'string' },
  'hands-off': { type: 'boolean' },
  record: { type: 'boolean' },
  check: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

export async function run(args: string[], io: CliIo): Promise<number> {
  const print = io.out;
  const { values, positionals } = parseCommandArgs(args, OPTIONS, true);
  if (values.help) return (print(usage), 0);
  if (positionals.length !== 1) throw new UsageError('solve takes exactly one pack file or folder.');
  packPath('solve', positionals[0]);
  if (values.record && values.check) throw new UsageError('give --record or --check, not both.');
  // Known before any search: a partial run is never recorded.
  if (values.record && values.level !== undefined)
    throw new UsageError('--record records every level of the pack; give it without --level.');
  // The stored proofs are the plain search's shortest: --check re-finds them without the flag.
  if (values.record && values['hands-off'])
    throw new UsageError(
      '--record stores the shortest proofs, found without --hands-off (each with its HANDS-OFF flag); give it without --hands-off.',
    );
  // Under --hands-off a level won only by pushing a word is not solved, and its proof read as stale.
  if (values.check && values['hands-off'])
    throw new UsageError(
      '--check re-finds the stored proofs, which are the shortest found without --hands-off (each with its HANDS-OFF flag); give it without --hands-off.',
    );
  const max =
    values.max === undefined
      ? undefined
      : wholeNumber('--max', values.max, { min: 1, max: EXPANSION_CEILING, unit: 'expansions' });
  const seconds =
    values['max-seconds'] === undefined
      ? DEFAULT_MAX_SECONDS
      : wholeNumber('--max-seconds', values['max-seconds'], { min: 1, max: MAX_SECONDS, unit: 'seconds' });
  const memory =
    values['max-memory'] === undefined
      ? DEFAULT_MAX_STORE_MB
      : wholeNumber('--max-memory', values['max-memory'], { ...MEMORY_MB, unit: 'MB' });

  // The run's clock starts before the pack is read: --max-seconds is the time for the whole run,
  // and a pack at the format's limits takes seconds to load.
  const started = performance.now();
  const pack = await loadedPack(positionals[0], print, values.level);
  if (!pack) return 1;
  const levels = pack.levels.filter((level) => values.level === undefined || level.id === values.level);
  if (levels.length === 0) {
    io.err(
      `miau: ${noSuchLevel(
        values.level!,
        pack.levels.map((level) => level.id),
      )}`,
    );
    return 1;
  }

  // The run's deadline, asked by the solver after every expansion.
  const deadline = started + seconds * 1000;
  const limits = { maxStoreBytes: memory * MB, outOfTime: () => performance.now() > deadline };
  const proofs: StoredProof[] = [];
  let allSolved = true;
  // Why each level not stored is not: what --record says to do differs for each.
  const notStored = { limit: [] as string[], unsolvable: [] as string[], handsOffUnknown: [] as string[] };
  for (const level of levels) {
    if ((level.solverMax ?? 0) > EXPANSION_CEILING)
      print(
        `note: level "${level.id}" asks solverMax ${level.solverMax}; the solver stops at its ceiling of ${EXPANSION_CEILING} expansions.`,
      );
    const report = reportLevel(pack, level.id, { max, handsOff: values['hands-off'] === true }, limits);
    const { result, handsOff, bypass } = report;
    print(
      `${level.id}  ${outcomeText(report)}  expansions ${result.expansions}  HANDS-OFF ${yesNo(handsOff)}  BYPASS ${bypassText(bypass)}`,
    );
    // HANDS-OFF yes under LIMIT is a win found: without this line, the hint below read as none.
    if (report.handsOffWin !== undefined)
      print(
        `  note: a win that pushes no word was found (${counted(report.handsOffWin.length, 'move')}: ${report.handsOffWin}); no shorter win was ruled out within the budget (--hands-off searches for such wins alone).`,
      );
    for (const line of solveHints(
      level,
      result.status,
      max,
      bypass,
      report.limit,
      values['hands-off'] === true,
    ))
      print(line);
    // A proof is only stored with its HANDS-OFF flag known.
    if (result.status === 'SOLVED' && handsOff !== undefined)
      proofs.push({ level: level.id, moves: result.moves, expansions: result.expansions, handsOff });
    else {
      allSolved = false;
      const why =
        result.status === 'UNSOLVABLE'
          ? 'unsolvable'
          : result.status === 'LIMIT'
            ? 'limit'
            : 'handsOffUnknown';
      notStored[why].push(JSON.stringify(level.id));
    }
  }
  if (values.check)
    return (await checkAgainstStored(
      positionals[0],
      pack,
      proofs,
      levels.map((level) => level.id),
      print,
      allSolved,
    )) && allSolved
      ? 0
      : 1;
  if (values.record) {
    if (!allSolved)
      return (
        print(
          `miau: not recorded: --record needs every level of the pack solved in one run; ${notRecordedBecause(notStored)}.`,
        ),
        1
      );
    // Two pack files share a folder's proofs.json (packs/examples): never record over another pack's proofs.
    const stored = await readProofs(positionals[0], { loose: true }).catch(() => null);
    const owner = (stored as { pack?: unknown } | null)?.pack;
    if (typeof owner === 'string' && owner !== pack.manifest.id)
      return (
        print(
          `miau: not recorded: ${proofsPathFor(positionals[0])} holds the proofs of the pack "${owner}", not "${pack.manifest.id}"; give this pack a folder of its own, or remove that file.`,
        ),
        1
      );
    // What --check would refuse is not recorded: a proof longer than a stored proof may be.
    const unstorable = proofsShapeProblems({ pack: pack.manifest.id, proofs });
    if (unstorable.length > 0) {
      print(`miau: not recorded: the proofs found break the proofs format (schemas/proofs.schema.json):`);
      // Each message names the level of its proof.
      for (const d of unstorable) print(formatDiagnostic(d));
      return 1;
    }
    try {
      print(`recorded ${await writeProofs(positionals[0], { pack: pack.manifest.id, proofs })}`);
    } catch (error) {
      if (!(error instanceof ProofsFileError)) throw error;
      for (const d of error.diagnostics) print(formatDiagnostic(d));
      return 1;
    }
  }
  return allSolved ? 0 : 1;
}

// spec: solver/hands-off — unknown when the budget ran out before the answer.
const yesNo = (answer: boolean | undefined): string =>
  answer === undefined ? 'unknown' : answer ? 'yes' : 'no';

// spec: solver/budget — LIMIT names the bound that stopped the search.
function outcomeText({ result, limit }: LevelReport): string {
  if (result.status === 'SOLVED') return `SOLVED ${result.moves} (${counted(result.moves.length, 'move')})`;
  return result.status === 'LIMIT' ? `LIMIT (${limit ?? 'expansions'})` : result.status;
}

// spec: solver/bypass — yes: won without the mechanic; no: not winnable without it; unknown: LIMIT.
function bypassText(bypass: ReturnType<typeof reportLevel>['bypass']): string {
  if (bypass.length === 0) return '-';
  const word = { SOLVED: 'yes', UNSOLVABLE: 'no', LIMIT: 'unknown' } as const;
  return bypass.map((check) => `${check.mechanic}:${word[check.status]}`).join(' ');
}

async function loadedPack(
  path: string,
  print: (line: string) => void,
  levelId: string | undefined,
): Promise<MiauPack | null> {
  const file = await readPackFile(path);
  const result = file.ok ? loadPack(file.data) : { ok: false as const, errors: file.errors, warnings: [] };
  if (result.ok) {
    // The warnings validate gives (the reading's, such as a key given twice, then the load's), of
    // the level solved and the pack as a whole: a designer who only solves must still hear of them.
    const warnings = [...(file.ok ? file.warnings : []), ...result.warnings];
    const index = result.pack.levels.findIndex((level) => level.id === levelId);
    for (const d of levelId === undefined ? warnings : warningsAbout(warnings, index))
      print(formatDiagnostic(d));
    return result.pack;
  }
  for (const d of result.errors) print(formatDiagnostic(d));
  return null;
}

/** How many stale proofs --check names before it counts the rest. */
const MOST_STALE_NAMED = 10;

// spec: solver/stored-proofs — the stored proofs are the solver's own: re-solving finds the same
// lengths, and each stored proof wins on the reference engine at its last move and not before.
async function checkAgainstStored(
  packPath: string,
  pack: MiauPack,
  found: StoredProof[],
  levelIds: string[],
  print: (line: string) => void,
  // Whether every level was solved now, so --record would store them: it refuses otherwise, and is
  // then not suggested (the level's own hint says what to change).
  recordable: boolean,
): Promise<boolean> {
  let stored: PackProofs | null;
  // Read loosely (each proof a level and a move text), then checked against the format here: a
  // proof that breaks it is that level's mismatch, and the other levels are still checked.
  const broken = new Map<number, Diagnostic[]>();
  // A diagnostic of one proof points into the proofs file, not the pack: it names the file first,
  // as its warnings do (spec: solver/stored-proofs).
  const inFile = (d: Diagnostic): string => `${proofsPathFor(packPath)}: ${formatDiagnostic(d)}`;
  try {
    stored = await readProofs(packPath, { loose: 'list', onWarning: (d) => print(inFile(d)) });
    const whole: Diagnostic[] = [];
    for (const d of stored === null ? [] : proofsShapeProblems(stored)) {
      const index = proofIndexOf(d.path);
      if (index === undefined) whole.push(d);
      else broken.set(index, [...(broken.get(index) ?? []), d]);
    }
    if (whole.length > 0) throw new ProofsFileError(proofsPathFor(packPath), whole);
  } catch (error) {
    if (!(error instanceof ProofsFileError)) throw error;
    print(`miau: ${error.file} cannot be checked:`);
    // The file's own problems, then its proofs': all of them at once, not one round per rerun.
    const ofProofs = [...broken].sort(([a], [b]) => a - b).flatMap(([, faults]) => faults);
    for (const d of [...error.diagnostics, ...ofProofs]) print(formatDiagnostic(d));
    // A proofs.json that is no file (a folder, a FIFO) is refused by --record too: it is moved first.
    if (error.diagnostics.some((d) => d.code === 'special-file'))
      print(`hint: ${error.file} is not a file; move it away, then --record can store the proofs.`);
    else if (recordable) print(recordHint(packPath));
    return false;
  }
  // No file at all is one problem, said once, not a missing proof for every level.
  if (stored === null) {
    print(
      mismatch(
        'no-proofs-file',
        '',
        `there is no proofs.json beside the pack, so no level has a stored proof (${someLevelIds(levelIds)})${recordable ? '; miau solve --record stores them' : ''}.`,
      ),
    );
    return false;
  }
  let same = true;
  if (stored.pack !== pack.manifest.id) {
    print(
      mismatch(
        'other-pack',
        '/pack',
        `the stored proofs are of the pack "${stored.pack}", not "${pack.manifest.id}".`,
      ),
    );
    same = false;
  }
  // A proof of a level the pack does not have is stale: it proves nothing any engine replays.
  const known = new Set(pack.levels.map((level) => level.id));
  // A broken proof of no level of the pack (its level not even text, say) is said here: the
  // loop below speaks only of the pack's levels.
  const unplaced = [...broken].filter(([index]) => {
    const level = levelOf(stored.proofs[index]);
    return typeof level !== 'string' || !known.has(level);
  });
  for (const [index, faults] of unplaced.slice(0, MOST_STALE_NAMED)) {
    for (const d of faults) print(inFile(d));
    print(
      mismatch(
        'proof-format',
        `/proofs/${index}`,
        `stored proof ${index + 1} breaks the proofs format (above).`,
      ),
    );
  }
  if (unplaced.length > MOST_STALE_NAMED)
    print(
      mismatch(
        'proof-format',
        '/proofs',
        `and ${unplaced.length - MOST_STALE_NAMED} more stored proofs of no level of the pack break it.`,
      ),
    );
  if (unplaced.length > 0) same = false;
  const stale = [...new Set(stored.proofs.map(levelOf).filter((level) => typeof level === 'string'))].filter(
    (level) => !known.has(level),
  );
  // A file of 100,000 stale proofs printed 100,000 lines: the first ten, then how many more.
  for (const level of stale.slice(0, MOST_STALE_NAMED))
    print(
      mismatch(
        'unknown-level',
        `/proofs/${stored.proofs.findIndex((proof) => levelOf(proof) === level)}/level`,
        `the stored proofs hold a proof of level ${quote(level)}, which the pack does not have.`,
      ),
    );
  if (stale.length > MOST_STALE_NAMED)
    print(
      mismatch(
        'unknown-level',
        '/proofs',
        `the stored proofs hold proofs of ${stale.length - MOST_STALE_NAMED} more levels the pack does not have.`,
      ),
    );
  if (stale.length > 0) same = false;
  for (const levelId of levelIds) {
    const places = stored.proofs.flatMap((candidate, index) =>
      levelOf(candidate) === levelId ? [index] : [],
    );
    const at = places[0];
    const proof = stored.proofs[at];
    const now = found.find((candidate) => candidate.level === levelId);
    const faults = broken.get(at) ?? [];
    for (const d of faults) print(inFile(d));
    const problem: Problem | null =
      places.length > 1
        ? ['several-proofs', `/proofs/${places[1]}`, `has ${places.length} stored proofs; a level has one`]
        : at === undefined
          ? ['no-proof', '/proofs', 'has no stored proof']
          : faults.length > 0
            ? ['proof-format', `/proofs/${at}`, 'has a stored proof that breaks the proofs format (above)']
            : ((await replayProblem(pack, levelId, proof.moves, `/proofs/${at}/moves`)) ??
              (!now
                ? ['not-solved', `/proofs/${at}`, 'was not solved now']
                : now.moves.length !== proof.moves.length
                  ? [
                      'length-differs',
                      `/proofs/${at}/moves`,
                      `was solved in ${counted(now.moves.length, 'move')}, but the stored proof has ${proof.moves.length}`,
                    ]
                  : now.handsOff !== proof.handsOff
                    ? [
                        'hands-off-differs',
                        `/proofs/${at}/handsOff`,
                        `has HANDS-OFF ${now.handsOff ? 'yes' : 'no'} now, but ${proof.handsOff ? 'yes' : 'no'} in the stored proof`,
                      ]
                    : now.expansions !== proof.expansions
                      ? [
                          'expansions-differ',
                          `/proofs/${at}/expansions`,
                          `was solved in ${counted(now.expansions, 'expansion')} now, but the stored proof says ${proof.expansions}`,
                        ]
                      : null));
    if (problem) print(mismatch(problem[0], problem[1], `level "${levelId}" ${problem[2]}.`));
    same &&= problem === null;
  }
  if (same)
    print(`check: ${counted(levelIds.length, 'stored proof matches', 'stored proofs match')} the solver`);
  else if (recordable) print(recordHint(packPath));
  return same;
}

// Given only when every level was solved now: --record refuses otherwise, and is not suggested.
function recordHint(packPath: string): string {
  return `hint: if the levels are as you mean them now, \`miau solve ${shellWord(packPath)} --record\` stores the proofs found now in place of these.`;
}

/** A mismatch's code (spec: solver/stored-proofs, its table), its pointer into proofs.json, and the rest of its sentence. */
type Problem = [code: string, pointer: string, sentence: string];

/** One mismatch line: `mismatch: [<code>] <pointer>: <sentence>`, the whole file's pointer shown as validate shows it. */
function mismatch(code: string, pointer: string, sentence: string): string {
  return `mismatch: [${code}] ${pointer === '' ? '(root)' : pointer}: ${sentence}`;
}

// A stored proof plays on the reference engine: every move accepted, won at the last and not before.
async function replayProblem(
  pack: MiauPack,
  levelId: string,
  moves: string,
  pointer: string,
): Promise<Problem | null> {
  const game = await createEngine().start(pack, levelId);
  for (let at = 0; at < moves.length; at++) {
    const turn = await game.input(moves[at] as Move);
    const last = at === moves.length - 1;
    if (!turn.accepted)
      return [
        'move-refused',
        pointer,
        `has a stored proof whose move ${at + 1} (${moves[at]}) is not accepted`,
      ];
    if (turn.won && !last)
      return ['wins-early', pointer, `has a stored proof that wins at move ${at + 1} of ${moves.length}`];
    if (last && !turn.won)
      return [
        'does-not-win',
        pointer,
        `has a stored proof that does not win: the level is not won after its ${counted(moves.length, 'move')}`,
      ];
  }
  return null;
}

// What to do about the levels --record could not store, one clause per reason.
function notRecordedBecause(levels: {
  limit: string[];
  unsolvable: string[];
  handsOffUnknown: string[];
}): string {
  const clauses: string[] = [];
  if (levels.unsolvable.length > 0)
    clauses.push(
      `no board reachable in ${levels.unsolvable.join(', ')} is won (UNSOLVABLE): change the level`,
    );
  if (levels.limit.length > 0) clauses.push(`raise --max for ${levels.limit.join(', ')} (LIMIT)`);
  if (levels.handsOffUnknown.length > 0)
    clauses.push(`raise --max for ${levels.handsOffUnknown.join(', ')}, whose HANDS-OFF check hit its limit`);
  return clauses.join('; ');
}

// The level a stored proof names; the proofs are read loosely, so one may be null or a number.
function levelOf(proof: unknown): unknown {
  return typeof proof === 'object' && proof !== null ? (proof as { level?: unknown }).level : undefined;
}
