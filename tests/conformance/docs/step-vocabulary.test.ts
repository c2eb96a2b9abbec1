// The step vocabulary stays small and every step earns its place: fewer than 150 distinct
// patterns, each used by a feature line; features/README.md lists exactly what the step
// definitions register (scripts/step-vocabulary.ts writes that section).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import '../runner/typescript-imports.js';
import {
  distinctPatterns,
  formsOf,
  readStepVocabulary,
  renderStepVocabulary,
  withVocabulary,
  type StepVocabulary,
} from '../../../conformance/docs/step-vocabulary.js';

const root = resolve(import.meta.dirname, '..', '..', '..');
let vocabulary: StepVocabulary;

beforeAll(async () => {
  vocabulary = await readStepVocabulary(root);
}, 120_000);

describe('the step vocabulary', () => {
  it('has fewer than 150 distinct step patterns', () => {
    expect(vocabulary.steps.length).toBeGreaterThan(50);
    expect(distinctPatterns(vocabulary.steps).length).toBeLessThan(150);
  });

  it('registers no pattern twice and none that no feature line uses', () => {
    expect(distinctPatterns(vocabulary.steps).length).toBe(vocabulary.steps.length);
    expect(
      vocabulary.steps.filter((s) => s.uses.length === 0).map((s) => `${s.uri}:${s.line} ${s.pattern}`),
    ).toEqual([]);
  });

  it('is listed in features/README.md as the step definitions give it (run npx tsx scripts/step-vocabulary.ts)', () => {
    const readme = readFileSync(join(root, 'features', 'README.md'), 'utf8');
    expect(withVocabulary(readme, renderStepVocabulary(root, vocabulary))).toBe(readme);
  });

  it('reads a parameter type’s phrases back from its regexp', () => {
    expect(formsOf(' on beats \\d+ to \\d+| on beat \\d+|')).toEqual([' on beats N to N', ' on beat N', '']);
    expect(formsOf("solver's answer|every \\S+ thing follow")).toEqual([
      "solver's answer",
      'every X thing follow',
    ]);
    expect(formsOf('"[^"]*"(?: and "[^"]*")*')).toBeUndefined();
  });
});
