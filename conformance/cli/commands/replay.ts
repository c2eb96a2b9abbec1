// `miau replay`: play a move string on a level and print the board after every turn.
import type { TurnResult } from '../../contract.js';
import type { Diagnostic } from '../../../src/types/adapter.js';
import { renderBoardText } from '../../../src/board/text.js';
import { parseMoves } from '../../../src/words/moves.js';
import { loadPack, readPackFile } from '../../../src/pack/loading.js';
import { PACK_FILES_HELP } from '../../../src/pack/help.js';
import { REFERENCE_ENGINE } from '../../engine/module.js';
import { MOST_LISTED, UsageError, parseCommandArgs, type CliIo } from '../io.js';
import { engineModuleFile, milliseconds, packPath } from '../args.js';
import { andList, counted, noSuchLevel, quote } from '../../../src/diagnostics/places.js';
import { unclaimedMechanics } from '../../engine/claims.js';
import { printable } from '../../../src/data/safe-text.js';
import { formatDiagnostic } from './validate.js';
import { DEFAULT_LIMITS, openEngineSource } from '../../engine/source.js';
import { EngineFault, engineFault } from '../../runner/errors.js';
import { checkAnswer } from '../../runner/answer-check.js';
import { MOST_MOVES } from '../../runner/proofs.js';

export const usage = `Usage: miau replay <pack> --level <id> --moves <UDLRW...> [--engine <module>] [--turn-limit <ms>]
       miau replay <pack> --level <id> <UDLRW...>

Loads the pack with the engine (default: the reference engine), starts the level, plays the
moves one by one and prints each move, whether it was accepted or refused, won or lost, and
the board after it. A move string holds only U D L R W, at most ${MOST_MOVES} of them (as a stored
proof may); anything else exits 2. A module given
with --engine runs in a process of its own and has 5 s for each call, as under miau certify
(--turn-limit <ms> sets another limit, at most 86400000), and every answer is checked against
the protocol schema, as under certify; one that does not answer in time, or answers in a shape
the schema refuses, ends the replay with exit 1. So does a level that uses automata, pairs or
gates when the engine's hello does not claim them: the engine would play it without them, so
the boards would not be the level's (certify leaves such scenarios unsupported).

The last line sums up: "end  <n> moves: <a> accepted, <r> refused; the level is won", "lost" or
"not won".

Exit status: 0 every move was played (refused moves and a level not won included: the last line
says so); 1 the pack does not load, the level is not in it, the engine fails or is not fit for the
level (above); 2 the command line is wrong.

Boards use the notation of features/README.md; plates and gates show their state:
plate:circle(pressed) or (up), gate:circle(open), (jammed) or (closed). Each turn's events
follow its line in the order of the turn's phases: transformed, automated, destroyed, gateChanged
and plateChanged; at most ${MOST_LISTED} of a turn are listed, then one line counts the rest.

${PACK_FILES_HELP}`;

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    args,
    {
      level: { type: 'string' },
      moves: { type: 'string' },
      engine: { type: 'string' },
      'turn-limit': { type: 'string' },
    },
    true,
  );
  const turnLimit = values['turn-limit'];
  const limits =
    turnLimit === undefined
      ? DEFAULT_LIMITS
      : { ...DEFAULT_LIMITS, turnMs: milliseconds('--turn-limit', turnLimit) };
  // The moves may follow the pack as a second argument instead of --moves, never both.
  const moves = values.moves ?? (positionals.length === 2 ? positionals[1] : undefined);
  if (positionals.length !== (values.moves === undefined && positionals.length === 2 ? 2 : 1))
    throw new UsageError('replay takes one pack file, then its moves unless --moves gives them.');
  packPath('replay', positionals[0]);
  if (values.level === undefined) throw new UsageError('replay needs --level <id>.');
  if (moves === undefined) throw new UsageError('replay needs --moves <UDLRW...>.');
  if (values.engine !== undefined) engineModuleFile(values.engine);
  const parsed = parseMoves(moves);
  if (!parsed.ok) {
    printAll(parsed.errors, io);
    return 2;
  }
  // An engine keeps each move's board for undo: 20,000 moves on a board of 3,500 things held
  // 1.8 GB. A replay plays what a stored proof may hold.
  if (parsed.moves.length > MOST_MOVES)
    throw new UsageError(
      `replay plays at most ${MOST_MOVES} moves, as many as a stored proof may hold; these are ${parsed.moves.length}.`,
    );
  const read = await readPackFile(positionals[0]);
  if (!read.ok) {
    printAll(read.errors, io);
    return 1;
  }
  // The project's own reading of the pack: every warning validate gives (the reading's, then the
  // load's, the noun trap among them), and the mechanics each level uses.
  const ours = loadPack(read.data);
  for (const d of [...read.warnings, ...ours.warnings]) io.err(formatDiagnostic(d));
  // An engine given with --engine runs in a host process of its own, with certify's time limit
  // on every call: one that spins or never answers cannot hang the replay.
  const { build, hello } = await openEngineSource(
    values.engine === undefined ? { module: REFERENCE_ENGINE, inProcess: true } : { module: values.engine },
    limits,
  );
  try {
    const loaded = await engineCall('load', () => build.load(read.data));
    if (!loaded.ok) {
      printAll(loaded.errors, io);
      return 1;
    }
    const levelIds = levelIdsOf(loaded.pack);
    if (!levelIds.includes(values.level)) {
      io.err(`miau: ${noSuchLevel(values.level, levelIds)}`);
      return 1;
    }
    const unclaimed = unclaimedMechanicsOf(ours, values.level, hello.capabilities);
    if (unclaimed.length > 0) {
      io.err(
        `miau replay: level ${quote(values.level)} uses ${andList(unclaimed)}, which the engine ${quote(hello.name)} does not claim (its hello claims ${hello.capabilities.length > 0 ? andList(hello.capabilities) : 'no capability'}): it would play the level as if it had no ${andList(unclaimed)}, so the level is not replayed. Replay it with an engine that claims ${andList(unclaimed)}.`,
      );
      return 1;
    }
    const game = await engineCall('start', () => build.start(loaded.pack, values.level!));
    const atStart = await engineCall('observe', () => game.observe());
    // A level may begin lost (no YOU thing) or won (rules/level-start): the header says so.
    const state = endings(atStart).join(', ');
    io.out(
      `start  ${values.level}${state ? `  ${state}` : ''}\n${renderBoardText(atStart, { circuits: true })}`,
    );
    let refused = 0;
    let last = atStart;
    // The move that won (0: the level began won): a move after it is refused because the level is over.
    let wonAt = atStart.won ? 0 : undefined;
    for (const [index, move] of parsed.moves.entries()) {
      const turn = await engineCall('input', () => game.input(move));
      io.out(`\n${index + 1}  ${move}  ${describeTurn(turn, wonAt)}`);
      if (turn.accepted && turn.won) wonAt ??= index + 1;
      for (const event of describeEvents(turn)) io.out(`   ${event}`);
      if (!turn.accepted) refused++;
      else
        io.out(
          renderBoardText((last = await engineCall('observe', () => game.observe())), { circuits: true }),
        );
    }
    // One line to read at the end: a refused move or a level not won is not an error of the
    // command (it showed what it was asked to), so the exit status stays 0.
    const moves = parsed.moves.length;
    // Won before the last move: said, as solve --check says a proof that wins early.
    const early =
      wonAt !== undefined && wonAt < moves ? ` at ${wonAt === 0 ? 'the start' : `move ${wonAt}`}` : '';
    const outcome = (endings(last).join(' and ') || 'not won') + (last.won ? early : '');
    io.out(
      `\nend  ${moves} ${moves === 1 ? 'move' : 'moves'}: ${moves - refused} accepted, ${refused} refused; the level is ${outcome}`,
    );
    return 0;
  } finally {
    await build.close?.();
  }
}

// What the level, as the project's loader reads the pack, uses that the engine does not claim.
// A pack our loader refuses was loaded by the engine all the same: nothing is known to be missing.
function unclaimedMechanicsOf(
  ours: ReturnType<typeof loadPack>,
  levelId: string,
  capabilities: readonly string[],
): string[] {
  const level = ours.ok ? ours.pack.levels.find((candidate) => candidate.id === levelId) : undefined;
  return level ? unclaimedMechanics(level, capabilities) : [];
}

// A move refused after the win is refused because the level is over (rules/game-over), not
// because something blocked it: said so.
function describeTurn(turn: TurnResult, wonAt: number | undefined): string {
  if (!turn.accepted && wonAt !== undefined)
    return `refused (board unchanged): the level was won ${wonAt === 0 ? 'at the start' : `at move ${wonAt}`}`;
  return [turn.accepted ? 'accepted' : 'refused (board unchanged)', ...endings(turn)].join(', ');
}

/** `won` and `lost`, as far as they hold: of a turn or of an observed board. */
function endings(game: { won: boolean; lost: boolean }): string[] {
  return [game.won ? 'won' : '', game.lost ? 'lost' : ''].filter(Boolean);
}

// One line per event: whatever the engine put in a field (a cause with a line feed) stays on it.
// At most MOST_LISTED of a turn: 3,900 mice under 32 automata printed 124,800 lines for one move.
function describeEvents(turn: TurnResult): string[] {
  const lines = eventLines(turn);
  const listed = lines.slice(0, MOST_LISTED).map(printable);
  const more = lines.length - listed.length;
  return more > 0
    ? [...listed, `… and ${counted(more, 'more event', 'more events')} of this turn, not listed`]
    : listed;
}

// In the order of the turn's phases (rules/turn-order): transformations, automata, then the
// contacts that destroy, then the circuits. Destroyed came before automated, as if a door were
// opened before the automaton carrying the key moved.
function eventLines(turn: TurnResult): string[] {
  return [
    ...turn.events.transformed.map((e) => `transformed ${e.id}: ${e.from} -> ${e.to}`),
    ...turn.events.automated.map(
      (e) =>
        `automated ${e.automaton}: ${e.id} ${e.action} ${e.from.x},${e.from.y} -> ${e.to.x},${e.to.y}${e.blocked ? ' (blocked)' : ''}`,
    ),
    ...turn.events.destroyed.map((e) => `destroyed ${e.id} (${e.name}) at ${e.x},${e.y}: ${e.cause}`),
    ...(turn.events.gateChanged ?? []).map(
      (e) => `gateChanged ${e.id}: ${e.open ? 'open' : 'closed'}${e.jammed ? ' (jammed)' : ''}`,
    ),
    ...(turn.events.plateChanged ?? []).map(
      (e) => `plateChanged ${e.id}: ${e.pressed ? 'pressed' : 'released'}`,
    ),
  ];
}

// The engine may throw for a legitimate refusal (unknown level) or a bug; either way the
// user sees which call failed instead of a stack trace. Its answer is checked against the
// protocol schema, as under certify, before anything here reads it: a board of two billion
// cells is a bad answer, never a board to print.
async function engineCall<T>(call: string, run: () => Promise<T>): Promise<T> {
  try {
    return checkAnswer(call, await run());
  } catch (error) {
    if (error instanceof EngineFault) throw error;
    throw engineFault(
      'engine-threw',
      `${call}() threw: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
}

// The level ids of the pack the engine loaded. The schema asks only for an object there (the
// engine's own form of the pack), so anything but a list of levels with ids is a bad answer.
function levelIdsOf(pack: unknown): string[] {
  const levels = (pack as { levels?: unknown }).levels;
  const ids = Array.isArray(levels) ? levels.map((level) => (level as { id?: unknown } | null)?.id) : [];
  if (!Array.isArray(levels) || !ids.every((id): id is string => typeof id === 'string'))
    throw engineFault(
      'bad-answer',
      "The engine's load answer holds no list of levels with ids at /pack/levels, so no level can be found in it.",
    );
  return ids;
}

function printAll(diagnostics: readonly Diagnostic[], io: CliIo): void {
  for (const d of diagnostics) io.out(formatDiagnostic(d));
}
