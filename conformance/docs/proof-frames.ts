// Proof frames for the docs site: every pack under packs/ that stores proofs, each level's proof
// played on the engine through the adapter contract (load, start, input, observe), drawn as one
// picture at the start and one after every move. A pack or level the engine cannot play gets a
// problem sentence on its page, never a crash of the build.
import { readdir } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import type { EngineBuild, MiauPack } from '../contract.js';
import { checkAnswer } from '../runner/answer-check.js';
import { EngineFault } from '../runner/errors.js';
import { readProofs, type PackProofs } from '../runner/proofs.js';
import { drawLevelBoard, renderSvg } from '../../src/board/svg.js';
import { readPackFile } from '../../src/pack/files.js';
import { loadPack } from '../../src/pack/loading.js';
import { parseMoves } from '../../src/words/moves.js';
import { andList, quote } from '../../src/diagnostics/places.js';
import { unclaimedMechanics } from '../engine/claims.js';
import { formatDiagnostic } from '../cli/commands/validate.js';
import { ordinal } from '../trace/specs.js';

export interface Frame {
  /** `start`, or the move's number and letter: `3 R`, with `won` or `lost` when the move ends the game. */
  caption: string;
  svg: string;
}

export interface LevelFrames {
  id: string;
  title: string;
  hint?: string;
  moves: string;
  frames: Frame[];
  /** Why the proof could not be played to the end. */
  problem?: string;
  /** Which pictures were left out, when the proof's pictures would pass MAX_PROOF_PICTURE_CHARS. */
  note?: string;
}

/**
 * The most SVG text one proof's pictures may take. Past it the moves are still played and
 * judged, but only the last board is drawn: a 2,000-move proof on a 64 × 64 board of 1,900 walls
 * drew 777 MB of pictures, holding 2.5 GB, for one level.
 */
export const MAX_PROOF_PICTURE_CHARS = 8 * 1024 * 1024;

export interface PackFrames {
  /** The pack's folder name under packs/ (or, for a pack given by path, its folder or file name). */
  name: string;
  /** Where its proofs come from, as the page names it: `packs/<name>/proofs.json`. */
  source?: string;
  title: string;
  levels: LevelFrames[];
  /** Whether the levels play the pack's stored proofs (else each shows its start board). */
  withProofs?: boolean;
  problem?: string;
  /**
   * The pack's warnings (the file's, then the load's), as `miau validate` prints them: every
   * command that plays a pack says them (packs/noun-trap), and the pack's page lists them.
   */
  warnings?: string[];
}

/**
 * The engine as the frames play it: every answer is checked against the protocol schema before
 * a picture is drawn from it, and once the engine is lost (it hung, exited or broke the protocol)
 * no later call is made: each later pack or level says so at once instead of waiting on it again.
 */
export class ProofEngine {
  private lostBecause: string | undefined;

  /** `capabilities`: what the engine's hello claims (a level needing more is not played). */
  constructor(
    readonly build: EngineBuild,
    readonly capabilities: readonly string[],
  ) {}

  async call<T>(name: string, run: () => Promise<T>): Promise<T> {
    if (this.lostBecause !== undefined)
      throw new Error(`Not played: the engine was lost earlier (${this.lostBecause})`);
    try {
      return checkAnswer(name, await run());
    } catch (error) {
      if (error instanceof EngineFault && error.lost) this.lostBecause = error.message;
      throw error;
    }
  }
}

/** Every pack folder under `root/packs` holding a proofs file, played on `engine`, in folder order. */
export async function packFrames(root: string, engine: ProofEngine): Promise<PackFrames[]> {
  const packsDir = join(root, 'packs');
  const entries = await readdir(packsDir, { withFileTypes: true }).catch(() => []);
  const result: PackFrames[] = [];
  for (const name of entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort(ordinal)) {
    const proofs = await readProofs(join(packsDir, name), { loose: true }).catch(() => null);
    if (proofs) result.push(await playPack(join(packsDir, name), name, proofs, engine));
  }
  return result;
}

/**
 * Packs given by path (`miau docs --pack`), anywhere on disk, in the order given. A pack without
 * stored proofs shows each level's start board, so a pack in progress can be previewed.
 */
export async function extraPackFrames(
  paths: readonly string[],
  taken: ReadonlySet<string>,
  engine: ProofEngine,
): Promise<PackFrames[]> {
  const result: PackFrames[] = [];
  const names = new Set(taken);
  for (const path of paths) {
    const full = resolve(path);
    const base = basename(full, extname(full)).replace(/[^A-Za-z0-9_-]/g, '-') || 'pack';
    let name = base;
    for (let n = 2; names.has(name); n++) name = `${base}-${n}`;
    names.add(name);
    // A proofs file that cannot be used is named as such, never taken for no proofs at all.
    const read = await readProofs(full, { loose: true }).then(
      (proofs) => ({ proofs, unusable: undefined }),
      (error: unknown) => ({
        proofs: null,
        unusable: error instanceof Error ? error.message : String(error),
      }),
    );
    const frames = await playPack(full, name, read.proofs, engine);
    // A proofs file there that cannot be used is a problem of the pack's page, said on stderr
    // too (miau docs exits 1), as miau solve --check says it: start boards alone would hide it.
    const problem =
      frames.problem ?? (read.unusable !== undefined ? `Its proofs: ${read.unusable}` : undefined);
    result.push({
      ...frames,
      ...(problem !== undefined ? { problem } : {}),
      source: read.proofs
        ? `${path} (proofs.json beside it)`
        : read.unusable !== undefined
          ? `${path} (start boards only: ${read.unusable})`
          : `${path} (no proofs.json: start boards only)`,
    });
  }
  return result;
}

async function playPack(
  dir: string,
  name: string,
  stored: PackProofs | null,
  engine: ProofEngine,
): Promise<PackFrames> {
  const read = await readPackFile(dir);
  if (!read.ok)
    return {
      name,
      title: name,
      levels: [],
      problem: `The pack does not read: ${someMessages(read.errors)}`,
    };
  const loaded = await attempt(() => engine.call('load', () => engine.build.load(read.data)));
  if (typeof loaded === 'string' || !loaded.ok) {
    const why = typeof loaded === 'string' ? loaded : someMessages(loaded.errors);
    return { name, title: name, levels: [], problem: `The engine does not load the pack: ${why}` };
  }
  // The page reads levels, titles and hints from the pack as the schema reads it: the protocol
  // leaves the engine's own form of a loaded pack to the engine, so it is only handed back to start.
  const ours = loadPack(read.data);
  if (!ours.ok)
    return {
      name,
      title: name,
      levels: [],
      problem: `The engine loads a pack the schema refuses: ${someMessages(ours.errors)}`,
    };
  const pack = ours.pack;
  // Two pack files may share a folder's proofs.json (packs/examples): another pack's proofs would
  // be played on levels they were never found on, so the start boards are shown, and why.
  // A preview's hand-written proofs.json may leave the pack's id out (readProofs' loose reading).
  const storedFor: unknown = stored?.pack;
  const ownProofs = storedFor === undefined || storedFor === pack.manifest.id;
  const levels: LevelFrames[] = [];
  for (const { proof, problem } of proofsToPlay(pack, ownProofs ? stored : null)) {
    const at = stored?.proofs.findIndex((entry) => entry === proof) ?? -1;
    const played = await playLevel(pack, loaded.pack, proof, engine, at);
    levels.push(problem === undefined || played.problem !== undefined ? played : { ...played, problem });
  }
  const warnings = [...read.warnings, ...ours.warnings].map(formatDiagnostic);
  const frames = {
    name,
    title: pack.manifest.name,
    levels,
    withProofs: ownProofs && stored !== null,
    ...(warnings.length > 0 ? { warnings } : {}),
  };
  if (ownProofs) return frames;
  return {
    ...frames,
    problem: `Its proofs.json holds proofs ${typeof storedFor === 'string' ? `of the pack ${quote(storedFor)}` : 'whose pack id is not text'}, not of ${quote(pack.manifest.id)}: start boards only.`,
  };
}

/**
 * What a pack's page plays: every level in the pack's order, each on its stored proof, or at its
 * start with a problem when the proofs hold none or several (what miau solve --check says of
 * them); then each proof of a level the pack does not have. Without stored proofs, the start boards.
 */
interface ToPlay {
  proof: { level: string; moves: string };
  problem?: string;
}

function proofsToPlay(pack: MiauPack, stored: PackProofs | null): ToPlay[] {
  if (!stored) return pack.levels.map((level) => ({ proof: { level: level.id, moves: '' } }));
  const known = new Set(pack.levels.map((level) => level.id));
  const played = pack.levels.flatMap((level): ToPlay[] => {
    const proofs = stored.proofs.filter((proof) => proof.level === level.id);
    if (proofs.length === 0)
      return [
        {
          proof: { level: level.id, moves: '' },
          problem: 'The level has no stored proof (miau solve --record stores one): its start board only.',
        },
      ];
    return proofs.map((proof, at) =>
      at === 0
        ? { proof }
        : {
            proof,
            problem: `The stored proofs hold ${proofs.length} proofs of this level; a level has one.`,
          },
    );
  });
  const strays = stored.proofs.filter((proof) => !known.has(proof.level)).map((proof) => ({ proof }));
  return [...played, ...strays];
}

async function playLevel(
  pack: MiauPack,
  engineForm: unknown,
  proof: { level: string; moves: string },
  engine: ProofEngine,
  /** The proof's place in proofs.json (-1 for none), named as solve --check names it. */
  at: number,
): Promise<LevelFrames> {
  const level = pack.levels.find((l) => l.id === proof.level);
  const head = {
    id: proof.level,
    title: level?.title ?? proof.level,
    ...(level?.hint ? { hint: level.hint } : {}),
    moves: proof.moves,
  };
  const frames: Frame[] = [];
  const parsed = parseMoves(proof.moves);
  if (!level || !parsed.ok)
    return {
      ...head,
      frames,
      // The move string's own diagnostic (which character, and a hint), as solve --check says it.
      problem: !level
        ? 'The pack has no such level.'
        : `The stored proof${at < 0 ? '' : ` (bad-move at /proofs/${at}/moves of proofs.json)`} is not a move string: ${parsed.ok ? '' : lowerFirst(parsed.errors[0]?.message ?? '')}`,
    };
  // Played without a mechanic it uses, a level's pictures would show another level (keys turned
  // into `open` things); certify calls such scenarios unsupported, and the page says why instead.
  const unclaimed = unclaimedMechanics(level, engine.capabilities);
  if (unclaimed.length > 0)
    return {
      ...head,
      frames,
      problem: `Not played: the level uses ${andList(unclaimed)}, which the engine does not claim, so it would play the level as if it had none.`,
    };
  const played = await attempt(async () => {
    const game = await engine.call('start', () => engine.build.start(engineForm as MiauPack, proof.level));
    let drawnChars = 0;
    let leftOutFrom: number | undefined;
    const draw = async (caption: string): Promise<void> => {
      const board = await engine.call('observe', () => game.observe());
      const svg = renderSvg(drawLevelBoard(pack, board));
      drawnChars += svg.length;
      frames.push({ caption, svg });
    };
    await draw('start');
    let wonAt: number | undefined;
    let refusedAt: number | undefined;
    let caption = 'start';
    for (const [index, move] of parsed.moves.entries()) {
      const turn = await engine.call('input', () => game.input(move));
      const state = turn.won ? ' won' : turn.lost ? ' lost' : turn.accepted ? '' : ' refused';
      if (turn.won) wonAt ??= index + 1;
      if (!turn.accepted) refusedAt ??= index + 1;
      caption = `${index + 1} ${move}${state}`;
      // Each picture is about the size of the last: stop while the next still fits.
      if (
        leftOutFrom === undefined &&
        drawnChars + 2 * (frames.at(-1)?.svg.length ?? 0) > MAX_PROOF_PICTURE_CHARS
      )
        leftOutFrom = index + 1;
      if (leftOutFrom === undefined) await draw(caption);
    }
    if (leftOutFrom !== undefined) await draw(caption);
    return { wonAt, refusedAt, leftOutFrom };
  });
  if (typeof played === 'string')
    return { ...head, frames, problem: `The engine failed while playing the proof: ${played}` };
  const { wonAt, refusedAt, leftOutFrom } = played;
  // Left out at the last move, nothing was: the last picture is drawn whatever happens.
  const note =
    leftOutFrom === undefined || leftOutFrom >= parsed.moves.length
      ? {}
      : {
          note: `The pictures after move ${leftOutFrom - 1} are left out (a proof's pictures may take ${MAX_PROOF_PICTURE_CHARS / (1024 * 1024)} MiB); the last one is the board after move ${parsed.moves.length}.`,
        };
  // What miau solve --check says of such a proof: a preview still shows it, and says so.
  const count = parsed.moves.length;
  // The first problem in move order, as solve --check finds it: a win before a refused move is
  // a win too early.
  if (refusedAt !== undefined && (wonAt === undefined || refusedAt <= wonAt))
    return {
      ...head,
      frames,
      ...note,
      problem: `The stored proof's move ${refusedAt} (${parsed.moves[refusedAt - 1]}) is not accepted; every move of a stored proof must be.`,
    };
  if (count > 0 && wonAt === undefined)
    return {
      ...head,
      frames,
      ...note,
      problem: `The stored proof does not win: the level is not won after its ${count} ${count === 1 ? 'move' : 'moves'}.`,
    };
  if (wonAt !== undefined && wonAt < count)
    return { ...head, frames, ...note, problem: `The stored proof wins at move ${wonAt} of ${count}.` };
  return { ...head, frames, ...note };
}

/** Runs an engine call; what it throws becomes a sentence. */
async function attempt<T>(run: () => Promise<T>): Promise<T | string> {
  try {
    return await run();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

// A pack refused for every one of its 4,096 things would make a page, and a line of miau docs,
// of megabytes: the first problems say what is wrong, miau validate lists them all.
const MESSAGES_SHOWN = 5;
// Each with its code and path, as miau validate prints them: the page and stderr name the same
// problems every other command names.
function someMessages(errors: readonly { code?: string; path?: string; message: string }[]): string {
  const shown = errors
    .slice(0, MESSAGES_SHOWN)
    .map((e) => (e.code === undefined ? e.message : `${e.code} ${e.path || '(root)'}: ${e.message}`));
  const more = errors.length - shown.length;
  return more > 0
    ? `${shown.join(' ')} And ${more} more problems: miau validate lists them all.`
    : shown.join(' ');
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
