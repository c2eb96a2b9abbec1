// The largest pack packs/limits allows, field for field: 64 levels of 4,096 objects with ids and
// channels, 32 automata of 32 moving steps with cues and sounds and 4 pairs each, and 256 entries
// of palette, vocabulary and glossary. packs/file-bounds' value bound must let it load.

const CHANNELS = ['triangle', 'circle', 'square', 'diamond'];
const token = (prefix: string, i: number) => `${prefix}${String(i).padStart(3, '0')}`;

function level(index: number): Record<string, unknown> {
  const objects: Record<string, unknown>[] = [
    { kind: 'word', text: 'CAT', x: 0, y: 0, id: 'w0' },
    { kind: 'word', text: 'IS', x: 1, y: 0, id: 'w1' },
    { kind: 'word', text: 'YOU', x: 2, y: 0, id: 'w2' },
  ];
  for (let k = 0; objects.length < 4096; k++) {
    const cell = 3 + k; // after the three words, one thing a cell
    objects.push({
      kind: 'object',
      noun: k % 2 === 0 ? 'PLATE' : 'GATE',
      x: cell % 64,
      y: Math.floor(cell / 64),
      id: `o${k}`,
      channel: CHANNELS[k % 4],
    });
  }
  const step = { action: 'move', dx: 1, dy: 0, cue: 'c', sound: 's' };
  const automata = Array.from({ length: 32 }, (_, a) => ({
    id: `a${a}`,
    subject: 'GATE',
    property: token('P', (index * 32 + a) % 256), // every glossary entry is some level's property
    phase: a % 32,
    pattern: Array.from({ length: 32 }, () => ({ ...step })),
  }));
  const pairs = Array.from({ length: 4 }, (_, p) => ({
    words: [token('OPEN', p), token('SHUT', p)],
    effect: 'destroy-both',
    enter: true,
  }));
  return {
    id: `l${index}`,
    title: 'T',
    hint: 'h',
    width: 64,
    height: 64,
    objects,
    automata,
    pairs,
    solverMax: 1,
  };
}

export function largestPack(): Record<string, unknown> {
  const entries = (prefix: string, value: (i: number) => unknown) =>
    Object.fromEntries(Array.from({ length: 256 }, (_, i) => [token(prefix, i), value(i)]));
  return {
    manifest: {
      id: 'largest',
      name: 'Largest',
      version: '1.0.0',
      engine: 1,
      features: ['automata', 'pairs', 'gates'],
    },
    palette: entries('N', () => ({ glyph: 'x', faces: 'left' })),
    vocabulary: Array.from({ length: 256 }, (_, i) => token('V', i)),
    properties: entries('P', () => ({ accent: 'you', describe: 'A word.' })),
    levels: Array.from({ length: 64 }, (_, i) => level(i)),
  };
}

/** Every value of `data` counted as the bound counts them: lists, objects, texts, numbers, ... */
export function countValues(data: unknown): number {
  if (Array.isArray(data)) return 1 + data.reduce((n: number, item) => n + countValues(item), 0);
  if (data !== null && typeof data === 'object')
    return 1 + Object.values(data).reduce((n: number, item) => n + countValues(item), 0);
  return 1;
}
