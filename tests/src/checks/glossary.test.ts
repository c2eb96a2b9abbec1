// spec: packs/glossary: keys declared by some level, accents from the colour tokens, one sentence.
import { describe, expect, it } from 'vitest';
import { loadPack } from '../../../src/pack/loading.js';
import { checkGlossary } from '../../../src/checks/glossary.js';
import { describePlace } from '../../../src/diagnostics/places.js';
import type { Level } from '../../../src/types/pack.js';
import { keyOf, packOf } from './helpers.js';

const always = () => true;
const clock = { id: 'clock', property: 'TICK', pattern: [{ action: 'wait' as const }] };
const withGlossary = (properties: unknown, levels: Partial<Level>[] = [{ automata: [clock] }]) => ({
  ...packOf(levels, {
    manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1, features: ['automata'] },
  }),
  properties,
});

describe('the glossary', () => {
  it('loads the Clockwork entry and keeps it in the loaded pack', () => {
    const entry = { accent: 'push', describe: 'Repeats its steps, one for each of your turns.' };
    const result = loadPack(withGlossary({ TICK: entry }));
    expect(result).toMatchObject({ ok: true, warnings: [] });
    expect(result.ok && result.pack.properties).toEqual({ TICK: entry });
  });

  it('accepts one sentence punctuated as its language punctuates it, in any script', () => {
    for (const describe of [
      'Ticks.',
      'Ticks!',
      'Does it tick?',
      '3 steps, then rest.',
      'Über alles.',
      'Ça tourne.',
      '時を刻む。',
      '每回合走一步！',
      'ساعة تدق؟',
      'घड़ी चलती है।',
      '¡Hace tic tac!',
      '¿Hace tic tac?',
      '«Tic-tac.»',
      '"Ticks."',
      '(Ticks.)',
      '🐭 ticks.',
    ]) {
      expect(checkGlossary(withGlossary({ TICK: { accent: 'push', describe } }), always), describe).toEqual(
        [],
      );
    }
    // Every line break Unicode makes mandatory ends the one line: LF, VT, FF, CR, NEL, LS, PS.
    const twoLines = ['\n', '\v', '\f', '\r', '\u0085', '\u2028', '\u2029'].map((br) => `Ticks.${br}Tocks.`);
    for (const describe of ['ticks', ' Ticks.', ...twoLines, '". Ticks."', 'Ticks:', 'Ticks. ', '…']) {
      expect(
        checkGlossary(withGlossary({ TICK: { accent: 'push', describe } }), always).map(keyOf),
        describe,
      ).toEqual(['bad-format at /properties/TICK/describe']);
    }
  });

  it('says which part of one sentence a describe misses, showing its end past where the quote is cut', () => {
    const why = (describe: string) =>
      checkGlossary(withGlossary({ TICK: { accent: 'push', describe } }), always)[0].message.match(
        /one line: (.*?); a glossary sentence/,
      )?.[1];
    // The quote of the whole text stops at 40 characters; the missing full stop is at character 51.
    expect(why('Repeats its steps, one for each turn of the player')).toBe('it ends with "…f the player"');
    expect(why('Ticks:')).toBe('it ends with "Ticks:"');
    expect(why(' Ticks.')).toBe('it begins with " "');
    expect(why('Ticks.\u2028Tocks.')).toBe('it holds a line break');
  });

  it('names the place as the glossary entry of the word', () => {
    expect(describePlace('/properties/TICK/accent')).toBe('the "accent" of the glossary entry for TICK');
    expect(describePlace('/properties')).toBe('the glossary');
    expect(describePlace('/properties/ti~1ck')).toBe('the glossary entry for "ti/ck"');
  });

  it('reports a core word as reserved and an undeclared word as undeclared, with sentences', () => {
    const [core, wind] = checkGlossary(
      withGlossary({
        YOU: { accent: 'you', describe: 'You.' },
        WIND: { accent: 'push', describe: 'Blows.' },
      }),
      always,
    );
    expect(core).toMatchObject({ code: 'reserved-word', path: '/properties/YOU' });
    expect(core.message).toMatch(/^The glossary entry for YOU explains YOU, a word the game already defines/);
    expect(wind).toMatchObject({ code: 'undeclared-property', path: '/properties/WIND' });
    expect(wind.message).toBe(
      "The glossary entry for WIND explains WIND, but no level of the pack declares WIND as an automaton's property or a pair word, so the entry would never be shown.",
    );
  });

  it('counts words declared by any level, pairs included', () => {
    const levels = [{}, { pairs: [{ words: ['OPEN', 'SHUT'], effect: 'destroy-both' as const }] }];
    expect(
      checkGlossary(withGlossary({ SHUT: { accent: 'stop', describe: 'Locked.' } }, levels), always),
    ).toEqual([]);
  });

  // A pair that names only OPEN (too-few) was meant to declare SHUT: one mistake, one error.
  it('calls no entry undeclared while a pair or automaton the shape check refused may declare it', () => {
    const levels = [{ pairs: [{ words: ['OPEN'], effect: 'destroy-both' as const }] }] as Partial<Level>[];
    const glossary = withGlossary({ SHUT: { accent: 'stop', describe: 'Locked.' } }, levels);
    expect(checkGlossary(glossary, (p) => !p.startsWith('/levels/0/pairs'))).toEqual([]);
    expect(checkGlossary(glossary, (p) => !p.startsWith('/levels/0/automata'))).toEqual([]);
    expect(checkGlossary(glossary, always).map((d) => d.code)).toEqual(['undeclared-property']);
  });

  it('leaves a describe with a shape error and a pack without a glossary alone', () => {
    expect(
      checkGlossary(
        withGlossary({ TICK: { accent: 'push', describe: 'x' } }),
        (p) => p !== '/properties/TICK/describe',
      ),
    ).toEqual([]);
    expect(checkGlossary(packOf(), always)).toEqual([]);
    expect(checkGlossary(withGlossary([]), always)).toEqual([]);
  });
});
