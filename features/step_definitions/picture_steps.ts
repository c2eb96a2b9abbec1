// Picture steps (spec: docs/*): draw the engine's observation as a board picture, then check
// what the picture shows: each thing's tile, colour, glyph, slot and channel marker.
import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import {
  ACCENT_TOKENS,
  THEME,
  type AccentToken,
  type BoardPicture,
  type DrawnThing,
  type TileKind,
} from '../../src/board/svg.js';
import type { MiauPack } from '../../conformance/contract.js';
import type { GlossaryEntry } from '../../src/types/pack.js';
import { pictureOf } from '../support/pictures.js';
import type { MiauWorld } from '../support/world.js';

function pictureIn(world: MiauWorld): BoardPicture {
  const picture = world.picture;
  assert.ok(picture, 'The board has not been drawn: add "When the board is drawn".');
  return picture;
}

/** Every drawn word tile with this text; at least one must be on the board. */
function drawnWords(world: MiauWorld, text: string): DrawnThing[] {
  const found = pictureIn(world).things.filter((t) => t.kind === 'word' && t.name === text);
  assert.ok(found.length > 0, `The picture has no word ${text}.`);
  return found;
}

function drawnThing(world: MiauWorld, id: string): DrawnThing {
  const thing = pictureIn(world).things.find((t) => t.id === id);
  assert.ok(thing, `The picture has no thing with the id ${id}.`);
  return thing;
}

// Setting the scene ------------------------------------------------------------------

Given(
  "the pack's palette gives {word} the glyph {string}",
  function (this: MiauWorld, noun: string, glyph: string) {
    this.authoredLevel(); // the board exists and its level has not started
    const pack = this.packInput as MiauPack;
    pack.palette = { ...pack.palette, [noun]: glyph };
  },
);

// The pack-level glossary (`properties`, capability glossary): a colour token and one sentence per word.
Given(
  "the pack's glossary gives {word} the accent {word} and the sentence {string}",
  function (this: MiauWorld, word: string, accent: string, describe: string) {
    this.authoredLevel();
    const pack = this.packInput as MiauPack;
    pack.properties = { ...pack.properties, [word]: { accent: accent as GlossaryEntry['accent'], describe } };
  },
);

// The action --------------------------------------------------------------------------

When('the board is drawn', async function (this: MiauWorld) {
  this.picture = pictureOf(this, await this.observe());
});

// What the picture shows -------------------------------------------------------------

const TILES: Record<string, TileKind> = {
  'a property tile': 'property',
  'property tiles': 'property',
  'a noun tile': 'noun',
  'an operator': 'operator',
};

// `the word WIND is drawn as a noun tile`, `the words YOU and PUSH are drawn as property tiles`.
Then(
  'the word(s) {words} is/are drawn as {tile}',
  function (this: MiauWorld, texts: string[], phrase: string) {
    const tile = TILES[phrase];
    assert.ok(tile, `"${phrase}" is not a tile kind.`);
    for (const text of texts) {
      for (const thing of drawnWords(this, text))
        assert.equal(thing.tile, tile, `${text} (${thing.id}) is drawn as a ${thing.tile} tile.`);
    }
  },
);

// `in the colour of push` (an accent token), or `in no property colour` (a property tile all the same).
Then('the word {word} is drawn in {colour}', function (this: MiauWorld, text: string, token: string) {
  if (token === 'no property colour') {
    const colours = new Set<string>(Object.values(THEME.properties));
    for (const thing of drawnWords(this, text)) {
      assert.equal(thing.tile, 'property', `${text} is not a property tile.`);
      assert.ok(
        thing.fill !== null && !colours.has(thing.fill),
        `${text} is filled with ${thing.fill}, a property colour.`,
      );
    }
    return;
  }
  assert.ok(
    (ACCENT_TOKENS as readonly string[]).includes(token),
    `"${token}" is not a property colour token.`,
  );
  const colour = THEME.properties[token as AccentToken];
  for (const thing of drawnWords(this, text))
    assert.equal(thing.fill, colour, `${text} is not filled with the colour of ${token}.`);
});

Then('the picture explains {word} as {string}', function (this: MiauWorld, text: string, sentence: string) {
  for (const thing of drawnWords(this, text))
    assert.equal(thing.describe, sentence, `${text} is shown without its sentence.`);
  assert.ok(pictureIn(this).legend.includes(`${text}: ${sentence}`), `The legend does not explain ${text}.`);
});

Then('every {word} is drawn as {string}', function (this: MiauWorld, noun: string, glyph: string) {
  const objects = pictureIn(this).things.filter((t) => t.kind === 'object' && t.name === noun.toUpperCase());
  assert.ok(objects.length > 0, `The picture has no ${noun}.`);
  for (const thing of objects)
    assert.equal(thing.label, glyph, `${noun} (${thing.id}) is drawn as "${thing.label}".`);
});

// `"q" is marked ◆`, `"p" and "g" are marked ●`.
Then('{ids} is/are marked {word}', function (this: MiauWorld, ids: string[], shape: string) {
  for (const id of ids)
    assert.equal(drawnThing(this, id).marker?.shape, shape, `${id} is not marked ${shape}.`);
});

Then(
  'every channel marker is drawn in the foreground colour and in no property colour',
  function (this: MiauWorld) {
    const marked = pictureIn(this).things.filter((t) => t.marker);
    assert.ok(marked.length > 0, 'The picture has no channel markers.');
    const colours = new Set<string>(Object.values(THEME.properties));
    for (const thing of marked) {
      assert.equal(
        thing.marker!.colour,
        THEME.foreground,
        `The marker of ${thing.id} is not in the foreground colour.`,
      );
      assert.ok(!colours.has(thing.marker!.colour), `The marker of ${thing.id} uses a property colour.`);
    }
  },
);

Then(
  'the cell \\({int}, {int}) shows {int} things in slots that do not overlap',
  function (this: MiauWorld, x: number, y: number, count: number) {
    const picture = pictureIn(this);
    const here = picture.things.filter((t) => t.x === x && t.y === y);
    assert.equal(here.length, count, `The cell (${x}, ${y}) shows ${here.length} things.`);
    const cell = { left: x * picture.cell, top: y * picture.cell, size: picture.cell };
    for (const [i, a] of here.entries()) {
      assert.ok(inside(a.slot, cell), `${a.name} (${a.id}) is drawn outside its cell.`);
      for (const b of here.slice(i + 1))
        assert.ok(!overlap(a.slot, b.slot), `${a.name} and ${b.name} overlap.`);
    }
  },
);

type Square = DrawnThing['slot'];

function inside(a: Square, b: Square): boolean {
  return (
    a.left >= b.left &&
    a.top >= b.top &&
    a.left + a.size <= b.left + b.size &&
    a.top + a.size <= b.top + b.size
  );
}

function overlap(a: Square, b: Square): boolean {
  return (
    a.left < b.left + b.size && b.left < a.left + a.size && a.top < b.top + b.size && b.top < a.top + a.size
  );
}
