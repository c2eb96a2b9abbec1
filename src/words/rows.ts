// Sentences laid out as word tiles: "CAT IS YOU" becomes three word objects side by side. Tests and
// the benchmark write their rules with it instead of placing tiles one by one.
import type { WordTile } from '../types/pack.js';

/**
 * The word tiles of `sentences`, one sentence a row from (`x`, `y`) down, each word one cell
 * right of the one before: `wordRows(['CAT IS YOU'])` is CAT at (0, 0), IS at (1, 0), YOU at (2, 0).
 */
export function wordRows(sentences: readonly string[], x = 0, y = 0): WordTile[] {
  return sentences.flatMap((sentence, row) =>
    sentence
      .split(' ')
      .filter((text) => text !== '')
      .map((text, column) => ({ kind: 'word' as const, text, x: x + column, y: y + row })),
  );
}
