// spec: packs/step-forms (Clockwork seed ask 4): every step form is fed to the loader, to the
// shared predicate, to the reference engine's level model and to the engine's load and start;
// all accept exactly the same forms.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../conformance/engines/reference.js';
import { startGame } from '../../../reference/index.js';
import { loadPack } from '../../../src/pack/loading.js';
import { isAutomatonStep } from '../../../src/checks/step-forms.js';
import type { MiauPack } from '../../../src/types/pack.js';
import { packOf, thing } from './helpers.js';
import { wordRows } from '../../../src/words/rows.js';

// Every form a designer might write, accepted or not.
const FORMS: [string, unknown][] = [
  ['move left', { action: 'move', dx: -1, dy: 0 }],
  ['move right', { action: 'move', dx: 1, dy: 0 }],
  ['move up', { action: 'move', dx: 0, dy: -1 }],
  ['move down', { action: 'move', dx: 0, dy: 1 }],
  ['wait', { action: 'wait' }],
  ['move with cue and sound', { action: 'move', dx: 1, dy: 0, cue: 'tick', sound: 'tock' }],
  ['wait with a cue', { action: 'wait', cue: 'tock' }],
  ...['U', 'D', 'L', 'R', 'W', 'u', 'w', 'UW', ''].map((s): [string, unknown] => [
    `the string ${JSON.stringify(s)}`,
    s,
  ]),
  ['a number', 0],
  ['null', null],
  ['true', true],
  ['a list', ['move', 1, 0]],
  ['an empty object', {}],
  ['a diagonal move', { action: 'move', dx: 1, dy: 1 }],
  ['a move nowhere', { action: 'move', dx: 0, dy: 0 }],
  ['a move of two cells', { action: 'move', dx: 2, dy: 0 }],
  ['a half move', { action: 'move', dx: 0.5, dy: 0 }],
  ['a move as text', { action: 'move', dx: '1', dy: 0 }],
  ['a move without dy', { action: 'move', dx: 1 }],
  ['a wait with dx', { action: 'wait', dx: 1 }],
  ['a jump', { action: 'jump' }],
  ['an action in capitals', { action: 'WAIT' }],
  ['an empty cue', { action: 'wait', cue: '' }],
  ['a cue of 33 characters', { action: 'wait', cue: 'x'.repeat(33) }],
  ['an unknown field', { action: 'wait', dir: 'left' }],
];

function packWithStep(step: unknown): MiauPack {
  const objects = [...wordRows(['CAT IS YOU', 'MOUSE IS TICK']), thing('CAT', 0, 2), thing('MOUSE', 2, 2)];
  return packOf(
    [
      {
        width: 3,
        height: 3,
        objects,
        automata: [{ id: 'shuttle', subject: 'MOUSE', property: 'TICK', pattern: [step as never] }],
      },
    ],
    {
      manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1, features: ['automata'] },
    },
  );
}

// The reference engine's own entry point, given a loaded pack with the step put back in.
function referenceStarts(step: unknown): boolean {
  const loaded = loadPack(packWithStep({ action: 'wait' }));
  if (!loaded.ok) throw new Error('the base pack must load');
  loaded.pack.levels[0].automata![0].pattern = [step as never];
  try {
    startGame(loaded.pack, 'level-1');
    return true;
  } catch {
    return false;
  }
}

describe('step forms', () => {
  it.each(FORMS)(
    '%s: the loader, the predicate, the reference level model and the engine agree',
    async (_name, step) => {
      const loads = loadPack(packWithStep(step)).ok;
      expect(isAutomatonStep(step)).toBe(loads);
      expect(referenceStarts(step)).toBe(loads);
      const engine = createEngine();
      expect((await engine.load(packWithStep(step))).ok).toBe(loads);
      const started = await engine.start(packWithStep(step), 'level-1').then(
        () => true,
        () => false,
      );
      expect(started).toBe(loads);
    },
  );

  it('tells the designer the object a shorthand letter stands for', () => {
    const messages = (step: unknown) => {
      const result = loadPack(packWithStep(step));
      return result.ok ? [] : result.errors.map((error) => error.message);
    };
    expect(messages('R')).toEqual([
      expect.stringMatching(
        /is "R", but it must be an object; write it as \{ "action": "move", "dx": 1, "dy": 0 \}\.$/,
      ),
    ]);
    expect(messages('W')).toEqual([expect.stringMatching(/; write it as \{ "action": "wait" \}\.$/)]);
    // Not a letter of a move: no form to offer.
    expect(messages('X')).toEqual([expect.stringMatching(/but it must be an object\.$/)]);
  });

  it('accepts exactly the seven object forms of the list', () => {
    expect(FORMS.filter(([, step]) => isAutomatonStep(step)).map(([name]) => name)).toEqual([
      'move left',
      'move right',
      'move up',
      'move down',
      'wait',
      'move with cue and sound',
      'wait with a cue',
    ]);
  });

  it('answers false for a value whose reading throws', () => {
    const trap = new Proxy(
      {},
      {
        get: () => {
          throw new Error('no');
        },
        ownKeys: () => {
          throw new Error('no');
        },
      },
    );
    expect(isAutomatonStep(trap)).toBe(false);
  });
});
