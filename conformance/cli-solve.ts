// `miau solve`: breadth-first proofs for a pack's levels, optionally recorded as its stored proofs.
import { parseArgs } from 'node:util';
import { loadPack } from '../src/pack-loading.js';
import { readPackFile } from '../src/pack-files.js';
import { PACK_FILES_HELP } from '../src/pack-help.js';
import type { MiauPack } from '../src/types/pack.js';
import { DEFAULT_MAX_EXPANSIONS } from '../src/solver-budget.js';
import { reportLevel } from './engines/reference.js';
import { NOUN_TRAP_CODE } from './noun-trap-warning.js';
import type { StoredProof } from './proofs.js';
import { readProofs, writeProofs } from './proofs.js';
import { formatDiagnostic } from './cli-validate.js';
import { solveHints } from './solve-hints.js';

export const SOLVE_HELP = `Usage: miau solve <pack> [--level <id>] [--max N] [--hands-off] [--record | --check]

Finds a shortest solution of each level (breadth-first over U D L R W) with the reference engine's
fast solver (compact state keys; the same answers as the readable solver in reference/solver/search.ts).
  --level <id>   only this level
  --max N        expansion budget (default ${DEFAULT_MAX_EXPANSIONS}, or the level's solverMax when larger)
  --hands-off    only solutions in which the player never pushes a word tile
  --record       write the solutions to the pack's proofs.json (every level must be solved)
  --check        compare with the stored proofs: same length and same HANDS-OFF flag for every level
Prints one line per level: id, SOLVED <moves> (<n> moves) | LIMIT | UNSOLVABLE, expansions, HANDS-OFF yes/no,
and BYPASS: for each custom mechanic the level uses, whether it can still be won with that mechanic
removed: <mechanic>:yes (it can: a sign the level does not need it), :no, or :unknown (budget spent);
BYPASS - when the level uses none.
Under a LIMIT line a hint says how to raise the budget (--max, solverMax) or that the level has no
WIN word; under BYPASS <mechanic>:yes a note says what that means. Diagnostics print as in
miau validate; solve's own messages begin with "miau:".
Exit code 0 when every level asked for is solved.

${PACK_FILES_HELP}`;

export async function runSolve(argv: string[], print: (line: string) => void = console.log): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { level: { type: 'string' }, max: { type: 'string' }, 'hands-off': { type: 'boolean' }, record: { type: 'boolean' }, check: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help) return print(SOLVE_HELP), 0;
  if (positionals.length !== 1) return print(SOLVE_HELP), 2;
  const max = values.max === undefined ? undefined : Number(values.max);
  if (max !== undefined && (!Number.isInteger(max) || max < 1)) return print(`miau: --max needs a whole number above 0, not "${values.max}".`), 2;

  const pack = await loadedPack(positionals[0], print);
  if (!pack) return 1;
  const levels = pack.levels.filter((level) => values.level === undefined || level.id === values.level);
  if (levels.length === 0) return print(`miau: the pack has no level "${values.level}"; its levels are ${pack.levels.map((level) => level.id).join(', ')}.`), 2;

  const proofs: StoredProof[] = [];
  let allSolved = true;
  for (const level of levels) {
    const { result, handsOff, bypass } = reportLevel(pack, level.id, { max, handsOff: values['hands-off'] === true });
    const outcome = result.status === 'SOLVED' ? `SOLVED ${result.moves} (${result.moves.length} moves)` : result.status;
    print(`${level.id}  ${outcome}  expansions ${result.expansions}  HANDS-OFF ${yesNo(handsOff)}  BYPASS ${bypassText(bypass)}`);
    for (const line of solveHints(level, result.status, max, bypass)) print(line);
    // A proof is only stored with its HANDS-OFF flag known.
    if (result.status === 'SOLVED' && handsOff !== undefined) proofs.push({ level: level.id, moves: result.moves, expansions: result.expansions, handsOff });
    else allSolved = false;
  }
  if (values.check) return (await checkAgainstStored(positionals[0], proofs, levels.map((level) => level.id), print)) && allSolved ? 0 : 1;
  if (values.record) {
    if (!allSolved || values.level !== undefined) return print('miau: not recorded: --record needs every level of the pack solved in one run (and no --level); raise --max for the levels that hit LIMIT.'), 1;
    print(`recorded ${await writeProofs(positionals[0], { pack: pack.manifest.id, proofs })}`);
  }
  return allSolved ? 0 : 1;
}

// spec: solver/hands-off — unknown when the budget ran out before the answer.
const yesNo = (answer: boolean | undefined): string => (answer === undefined ? 'unknown' : answer ? 'yes' : 'no');

// spec: solver/bypass — yes: won without the mechanic; no: not winnable without it; unknown: LIMIT.
function bypassText(bypass: ReturnType<typeof reportLevel>['bypass']): string {
  if (bypass.length === 0) return '-';
  const word = { SOLVED: 'yes', UNSOLVABLE: 'no', LIMIT: 'unknown' } as const;
  return bypass.map((check) => `${check.mechanic}:${word[check.status]}`).join(' ');
}

async function loadedPack(path: string, print: (line: string) => void): Promise<MiauPack | null> {
  const file = await readPackFile(path);
  const result = file.ok ? loadPack(file.data) : { ok: false as const, errors: file.errors, warnings: [] };
  if (result.ok) {
    for (const line of result.warnings.filter((d) => d.code === NOUN_TRAP_CODE).map(formatDiagnostic)) print(line);
    return result.pack;
  }
  for (const d of result.errors) print(formatDiagnostic(d));
  return null;
}

// spec: solver/stored-proofs — the stored proofs are the solver's own: re-solving finds the same lengths.
async function checkAgainstStored(packPath: string, found: StoredProof[], levelIds: string[], print: (line: string) => void): Promise<boolean> {
  const stored = await readProofs(packPath);
  let same = true;
  for (const levelId of levelIds) {
    const proof = stored?.proofs.find((candidate) => candidate.level === levelId);
    const now = found.find((candidate) => candidate.level === levelId);
    const problem = !proof
      ? 'has no stored proof'
      : !now
        ? 'was not solved now'
        : now.moves.length !== proof.moves.length
          ? `was solved in ${now.moves.length} moves, but the stored proof has ${proof.moves.length}`
          : now.handsOff !== proof.handsOff
            ? `has HANDS-OFF ${now.handsOff ? 'yes' : 'no'} now, but ${proof.handsOff ? 'yes' : 'no'} in the stored proof`
            : null;
    if (problem) print(`mismatch: level "${levelId}" ${problem}.`);
    same &&= problem === null;
  }
  if (same) print(`check: ${levelIds.length} stored proofs match the solver`);
  return same;
}
