// Packs the harness generates for a scenario, too big or too odd to write out as JSON:
// `Given a pack with 65 levels`, `… whose glossary has 257 entries`, `… whose level title is a getter`.
import assert from 'node:assert/strict';
import type { MiauPack } from '../../conformance/contract.js';
import type { Level } from '../../src/types/pack.js';

/** A small valid pack of one-cat levels, the starting point of the packs that break a limit. */
function smallPack(levels: Level[] = [smallLevel('one')]): MiauPack {
  return { manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 }, levels };
}

function smallLevel(id: string): Level {
  return {
    id,
    title: `Level ${id}`,
    width: 3,
    height: 1,
    objects: [{ kind: 'object', noun: 'CAT', x: 0, y: 0 }],
  };
}

/** A small valid pack whose level reads CAT IS YOU, with manifest and level fields replaced. */
export function catPack(manifest: Partial<MiauPack['manifest']> = {}, level: Partial<Level> = {}): MiauPack {
  const cat = [
    { kind: 'word', text: 'CAT', x: 0, y: 0 },
    { kind: 'word', text: 'IS', x: 1, y: 0 },
    { kind: 'word', text: 'YOU', x: 2, y: 0 },
    { kind: 'object', noun: 'CAT', x: 0, y: 1 },
  ] as Level['objects'];
  return {
    manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1, ...manifest },
    levels: [{ id: 'one', title: 'One', width: 3, height: 2, objects: cat, ...level }],
  };
}

const range = (count: number) => Array.from({ length: count }, (_, i) => i);

/** A 64 × 64 level holding `count` cats, row by row (wrapping to the top past 4,096). */
function catsLevel(id: string, count: number): Level {
  const objects: Level['objects'] = range(count).map((i) => ({
    kind: 'object',
    noun: 'CAT',
    x: i % 64,
    y: Math.floor(i / 64) % 64,
  }));
  return { ...smallLevel(id), width: 64, height: 64, objects };
}

// One builder a form of the `generatedpack` parameter type (support/parameters.ts); N is `count`.
const BUILDERS: [RegExp, (count: number, word: string) => MiauPack][] = [
  [/^with (\d+) levels$/, (count) => smallPack(range(count).map((i) => smallLevel(`level-${i + 1}`)))],
  [/^whose level holds (\d+) objects$/, (count) => smallPack([catsLevel('one', count)])],
  [
    /^with two levels of (\d+) objects each$/,
    (count) => smallPack([catsLevel('one', count), catsLevel('two', count)]),
  ],
  [
    /^whose level has (\d+) automata$/,
    (count) => {
      const level = smallLevel('one');
      level.automata = range(count).map((i) => ({
        id: `clock-${i + 1}`,
        property: 'TICK',
        pattern: [{ action: 'wait' }],
      }));
      return smallPack([level]);
    },
  ],
  [
    /^whose automaton has a pattern of (\d+) steps$/,
    (count) => {
      const level = smallLevel('one');
      level.automata = [
        { id: 'clock', property: 'TICK', pattern: range(count).map(() => ({ action: 'wait' as const })) },
      ];
      return smallPack([level]);
    },
  ],
  [
    /^whose level declares (\d+) pairs$/,
    (count) => {
      const pairs = range(count).map((i) => ({
        words: [`OPEN${i + 1}`, `SHUT${i + 1}`],
        effect: 'destroy-both' as const,
      }));
      return catPack({ features: ['pairs'] }, { pairs });
    },
  ],
  [
    /^whose glossary has (\d+) entries$/,
    (count) => {
      // Every entry's word is declared, by an automaton of some level (32 a level), so that only
      // the glossary's size is at stake.
      const words = ['TICK', ...range(count - 1).map((i) => `WORD${i + 1}`)];
      const [first, ...more] = range(Math.ceil(words.length / 32)).map((l) =>
        words.slice(l * 32, l * 32 + 32).map((word, i) => ({
          id: `clock-${i + 1}`,
          property: word,
          pattern: [{ action: 'wait' as const }],
        })),
      );
      const pack = catPack({ features: ['automata'] }, { automata: first });
      return {
        ...pack,
        levels: [
          ...pack.levels,
          ...more.map((automata, l) => ({ ...smallLevel(`level-${l + 2}`), automata })),
        ],
        properties: Object.fromEntries(words.map((w) => [w, { accent: 'push', describe: 'A word.' }])),
      };
    },
  ],
  // Not a pack at all: a list past any list a pack may hold, refused before its type is looked at.
  [/^that is a list of (\d+) numbers$/, (count) => range(count) as unknown as MiauPack],
  [/^listing the feature (\S+)$/, (_count, feature) => catPack({ features: [feature] })],
  [/^whose level title is (\d+) characters long$/, (count) => catPack({}, { title: 'T'.repeat(count) })],
  // Each emoji is one code point and two UTF-16 code units.
  [/^whose level title is (\d+) emoji$/, (count) => catPack({}, { title: '\u{1F63A}'.repeat(count) })],
  // A level title that is a getter: code, not data, however harmless its value.
  [
    /^whose level title is a getter$/,
    () => {
      const pack = catPack();
      Object.defineProperty(pack.levels[0], 'title', { get: () => 'One', enumerable: true });
      return pack;
    },
  ],
];

/** The pack a `Given a pack …` step describes. */
export function generatedPack(description: string): MiauPack {
  for (const [form, build] of BUILDERS) {
    const match = form.exec(description);
    if (match) return build(Number(match[1]), match[1] ?? '');
  }
  assert.fail(`No generated pack is described as "${description}".`);
}
