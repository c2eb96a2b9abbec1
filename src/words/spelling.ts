// Close spellings, for messages that can guess a typo (YUO for YOU, gate for gates): a word one
// edit away (an insertion, a deletion, a change, or two neighbours swapped), or two edits for a
// word of more than five letters. Deterministic: the closest candidate, then the first in code
// point order.

/** The candidate closest to `word` within a typo's reach, or undefined; `word` itself never counts. */
export function closeSpelling(word: string, candidates: Iterable<string>): string | undefined {
  const reach = [...word].length > 5 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = reach + 1;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const distance = editDistance(word, candidate, reach);
    if (distance > reach) continue;
    if (distance < bestDistance || (distance === bestDistance && best !== undefined && candidate < best)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

// Optimal string alignment distance (Levenshtein with adjacent swaps), by code points; any
// distance past `cap` is reported as `cap + 1`, so a long unrelated word costs little.
function editDistance(a: string, b: string, cap: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > cap) return cap + 1;
  let before = new Array<number>(y.length + 1).fill(0);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= y.length; j++) {
      const change = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + change);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        d = Math.min(d, before[j - 2] + 1);
      current.push(d);
      rowBest = Math.min(rowBest, d);
    }
    if (rowBest > cap) return cap + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[y.length], cap + 1);
}
