// Board pictures in the reports: every scenario's board is drawn before its `When` and after
// it, and attached as SVG so cucumber's HTML report (and `miau docs`) shows it. Cucumber shows
// an SVG only when it is attached as a Buffer. The pictures are drawn from observations by
// `src/board/svg.ts`, with the level's property words, the pack's glossary and palette.
import { AfterStep, BeforeStep } from '@cucumber/cucumber';
import type { ITestStepHookParameter } from '@cucumber/cucumber';
import type { MiauPack, Observation } from '../../conformance/contract.js';
import { EngineFault } from '../../conformance/runner/errors.js';
import { drawLevelBoard, renderSvg, type BoardPicture } from '../../src/board/svg.js';
import type { ObservedThing } from '../../src/types/adapter.js';
import { BOARD_LEVEL_ID, type MiauWorld } from './world.js';

/** The media type and file names the reports and `miau docs` read pictures by. */
export const PICTURE_MEDIA_TYPE = 'image/svg+xml';
export const BEFORE_PICTURE = 'before.svg';
export const AFTER_PICTURE = 'after.svg';

/** The largest board a pack's level may have (schemas/pack.schema.json: 64 by 64, 4096 things). */
const MOST_CELLS = 64 * 64;
const MOST_THINGS = 4096;

/** The pack the world plays: the loaded one when it loaded, else the authored one. */
function packOf(world: MiauWorld): Partial<MiauPack> | undefined {
  if (world.loadResult?.ok) return world.loadResult.pack;
  const input = world.packInput;
  return input !== null && typeof input === 'object' ? input : undefined;
}

/** Draws an observation of the world's level with that level's property words, glossary and palette. */
export function pictureOf(
  world: MiauWorld,
  observation: Pick<Observation, 'levelId' | 'width' | 'height' | 'things'>,
): BoardPicture {
  return drawLevelBoard(packOf(world), observation);
}

/** The board as authored by `Given the board:`, for the picture before a level starts. */
function authoredBoard(world: MiauWorld): Observation | undefined {
  const level = (world.packInput as Partial<MiauPack> | undefined)?.levels?.[0];
  if (level?.id !== BOARD_LEVEL_ID || !Array.isArray(level.objects)) return undefined;
  const things: ObservedThing[] = level.objects.map((o, i) => {
    const channel: unknown = (o as { channel?: unknown }).channel;
    const name = o.kind === 'word' ? o.text : o.noun;
    return {
      id: o.id ?? String(i),
      kind: o.kind,
      name,
      x: o.x,
      y: o.y,
      ...(typeof channel === 'string' ? { channel } : {}),
    };
  });
  return {
    levelId: level.id,
    width: level.width,
    height: level.height,
    turn: 0,
    won: false,
    lost: false,
    things,
    rules: [],
    automata: [],
  };
}

/** The board now: observed when a level has started, else as authored, else none. */
async function boardNow(
  world: MiauWorld,
  authoredIfNotStarted: boolean,
): Promise<Observation | string | undefined> {
  if (!world.started) return authoredIfNotStarted ? authoredBoard(world) : undefined;
  try {
    return await world.observe();
  } catch (error) {
    // An engine that hung or exited is reported here, as the fault it is; one that merely threw
    // is left for the scenario's own steps to report, and the picture stays out.
    if (error instanceof EngineFault && error.lost) throw error;
    return `no picture: ${error instanceof Error ? error.message : String(error)}`;
  }
}

async function attachBoard(world: MiauWorld, fileName: string, authoredIfNotStarted: boolean): Promise<void> {
  const board = await boardNow(world, authoredIfNotStarted);
  if (board === undefined) return;
  if (typeof board === 'string') {
    world.log(board);
    return;
  }
  // An engine's board beyond any level a pack can hold is a wrong answer for the steps to
  // judge; drawing it could take the harness's whole memory (a width of two billion).
  if (board.width * board.height > MOST_CELLS || board.things.length > MOST_THINGS) {
    world.log(
      `no picture: the engine observed a board of ${board.width} by ${board.height} with ${board.things.length} things, larger than any level of a pack`,
    );
    return;
  }
  const svg = renderSvg(pictureOf(world, board));
  world.attach(Buffer.from(svg), { mediaType: PICTURE_MEDIA_TYPE, fileName });
}

// Cucumber's types read @cucumber/messages as CommonJS, this module as ESM: two declarations of
// one enum whose values are these strings, so the step type is compared with its value.
// eslint-disable-next-line @typescript-eslint/no-unsafe-enum-comparison -- see above
const isAction = ({ pickleStep }: ITestStepHookParameter): boolean => pickleStep.type === 'Action';

BeforeStep(async function (this: MiauWorld, step) {
  if (isAction(step)) await attachBoard(this, BEFORE_PICTURE, true);
});

AfterStep(async function (this: MiauWorld, step) {
  if (isAction(step)) await attachBoard(this, AFTER_PICTURE, false);
});
