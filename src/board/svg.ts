// Board pictures, part 2: the picture model (`picture.ts`) as one self-contained SVG
// document. Pure: no I/O, no fonts or images fetched, no clock. Each thing is a `<g>` carrying
// `data-id` and `data-tile`, so a reader (or a browser test) can tell what was drawn.
import {
  CELL,
  LEGEND_LINE,
  THEME,
  drawBoard,
  type BoardPicture,
  type DrawnThing,
  type PictureInput,
} from './picture.js';

export { ACCENT_TOKENS, THEME, drawBoard, drawLevelBoard, propertyColour } from './picture.js';
export type {
  AccentToken,
  BoardPicture,
  DrawnThing,
  Glossary,
  PictureInput,
  PicturePack,
  TileKind,
} from './picture.js';

const FONT = "'DejaVu Sans', 'Noto Sans', Arial, sans-serif";
const EMOJI_FONT = "'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji', sans-serif";
// The width of a bold capital in FONT, as a share of the font size: fits a label to its tile.
const CHAR_WIDTH = 0.74;

/** The SVG of a board: the picture `drawBoard(input)` lays out. */
export function boardSvg(input: PictureInput): string {
  return renderSvg(drawBoard(input));
}

/** Serializes a laid-out picture as an SVG document. */
export function renderSvg(picture: BoardPicture): string {
  const { pixelWidth: w, pixelHeight: h, cell } = picture;
  const boardHeight = picture.height * cell;
  const scale = cell / CELL;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escape(describe(picture))}" data-scale="${fmt(scale)}">`,
    `<rect width="${w}" height="${h}" fill="${THEME.background}"/>`,
    gridLines(picture),
    ...picture.things.map(renderThing),
    ...picture.legendLines.map(
      (line, i) =>
        `<text x="${fmt(4 * scale)}" y="${fmt(boardHeight + (i + 1) * LEGEND_LINE * scale)}" font-family="${FONT}" font-size="${fmt(12 * scale)}" fill="${THEME.foreground}">${escape(line)}</text>`,
    ),
    '</svg>',
  ];
  return parts.join('\n') + '\n';
}

/** The most word tiles a picture's label names; a board of thousands of words is counted past them. */
const MOST_LABEL_WORDS = 64;

// The label a screen reader says: the board's words as a player reads them, row by row, left to
// right (a stack in drawing order), never thousands of them.
function describe(picture: BoardPicture): string {
  const words = picture.things
    .filter((t) => t.kind === 'word')
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((t) => t.name);
  const named = words.slice(0, MOST_LABEL_WORDS).join(' ');
  const more = words.length > MOST_LABEL_WORDS ? ` and ${words.length - MOST_LABEL_WORDS} more words` : '';
  return `Board ${picture.width} by ${picture.height}` + (words.length > 0 ? `: ${named}${more}` : '');
}

function gridLines(picture: BoardPicture): string {
  const { width, height, cell } = picture;
  const lines: string[] = [];
  for (let x = 1; x < width; x++) lines.push(`M${x * cell} 0V${height * cell}`);
  for (let y = 1; y < height; y++) lines.push(`M0 ${y * cell}H${width * cell}`);
  return lines.length === 0 ? '' : `<path d="${lines.join('')}" stroke="${THEME.grid}" stroke-width="1"/>`;
}

function renderThing(thing: DrawnThing): string {
  const { left, top, size } = thing.slot;
  const inset = size * 0.06;
  const body: string[] = [];
  if (thing.describe) body.push(`<title>${escape(`${thing.name}: ${thing.describe}`)}</title>`);
  if (thing.tile === 'noun' || thing.tile === 'property') {
    body.push(
      `<rect x="${fmt(left + inset)}" y="${fmt(top + inset)}" width="${fmt(size - 2 * inset)}" height="${fmt(size - 2 * inset)}" rx="${fmt(size * 0.12)}" fill="${thing.fill}" stroke="${THEME.foreground}" stroke-width="${thing.tile === 'noun' ? 1.5 : 0}"/>`,
    );
  }
  body.push(label(thing));
  if (thing.marker) body.push(marker(thing));
  if (thing.circuit) body.push(circuitFrame(thing));
  const state = thing.circuit ? ` data-circuit="${thing.circuit}"` : '';
  return `<g data-id="${escape(thing.id)}" data-tile="${thing.tile}"${state}>${body.join('')}</g>`;
}

function label(thing: DrawnThing): string {
  const { left, top, size } = thing.slot;
  const cx = fmt(left + size / 2);
  if (thing.tile === 'object') {
    const emoji = /\p{Extended_Pictographic}/u.test(thing.label);
    const fontSize = emoji ? size * 0.66 : fitted(thing.label, size, 0.34);
    const family = emoji ? EMOJI_FONT : FONT;
    return `<text x="${cx}" y="${fmt(top + size / 2)}" text-anchor="middle" dominant-baseline="central" font-family="${family}" font-size="${fmt(fontSize)}" fill="${thing.textColour}">${escape(thing.label)}</text>`;
  }
  const fontSize = fitted(thing.label, size, 0.32);
  return `<text x="${cx}" y="${fmt(top + size / 2)}" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-weight="bold" font-size="${fmt(fontSize)}" fill="${thing.textColour}">${escape(thing.label)}</text>`;
}

// A channel marker sits in the slot's top-right corner, in the foreground colour, outlined in
// the background colour so it stays readable on any tile.
function marker(thing: DrawnThing): string {
  const { left, top, size } = thing.slot;
  const m = thing.marker!;
  return `<text data-marker="${escape(m.shape)}" x="${fmt(left + size * 0.8)}" y="${fmt(top + size * 0.2)}" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="${fmt(size * 0.3)}" fill="${m.colour}" stroke="${THEME.background}" stroke-width="${fmt(size * 0.03)}" paint-order="stroke">${escape(m.shape)}</text>`;
}

// A gate's frame says its state (solid closed, dashed open, dotted jammed); a pressed plate gets
// a bar along its bottom edge. Shapes, not colours: a coloured frame would read as a property.
function circuitFrame(thing: DrawnThing): string {
  const { left, top, size } = thing.slot;
  const line = Math.max(1.5, size * 0.07);
  if (thing.circuit === 'pressed') {
    return `<rect x="${fmt(left + size * 0.12)}" y="${fmt(top + size * 0.84)}" width="${fmt(size * 0.76)}" height="${fmt(line * 1.4)}" fill="${THEME.foreground}"/>`;
  }
  if (thing.circuit === 'up') return '';
  const dash =
    thing.circuit === 'open'
      ? ` stroke-dasharray="${fmt(size * 0.14)} ${fmt(size * 0.1)}"`
      : thing.circuit === 'jammed'
        ? ` stroke-dasharray="${fmt(line)} ${fmt(line * 1.6)}"`
        : '';
  const inset = line / 2 + size * 0.03;
  return `<rect x="${fmt(left + inset)}" y="${fmt(top + inset)}" width="${fmt(size - 2 * inset)}" height="${fmt(size - 2 * inset)}" fill="none" stroke="${THEME.foreground}" stroke-width="${fmt(line)}"${dash}/>`;
}

/** A font size at which `text` fits across a tile of `size`, at most `max` of the tile. */
function fitted(text: string, size: number, max: number): number {
  const length = Math.max(1, [...text].length);
  return Math.min(size * max, (size * 0.78) / (length * CHAR_WIDTH));
}

/** Numbers with at most two decimals, so the same board always gives the same text. */
function fmt(n: number): string {
  return String(Math.round(n * 100) / 100);
}

function escape(text: string): string {
  return (
    text
      // XML 1.0 has no way to write most control characters or a lone surrogate half: one in a
      // name or glyph would make the whole picture unreadable, so it is shown as U+FFFD.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udfff]/gu, '\ufffd')
      .replace(
        /[&<>"']/g,
        (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
      )
  );
}
