// The step vocabulary: every step definition the suite registers, with the feature lines that
// use it, read from a cucumber dry run (so patterns, parameter types and matching are exactly
// cucumber's). `scripts/step-vocabulary.ts` writes it into features/README.md; a test keeps the
// README in step and the vocabulary small.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { loadConfiguration, loadSupport, runCucumber } from '@cucumber/cucumber/api';
import type { Envelope } from '../runner/judge.js';

/** Feature files whose lines count as uses: the certified suite and the project's own scenarios. */
export const VOCABULARY_PATHS: readonly string[] = ['features/**/*.feature', 'tests/features/**/*.feature'];

/** One registered step definition and how the features use it. */
export interface StepPattern {
  /** The cucumber expression (or a regular expression's source). */
  pattern: string;
  /** The step file, relative to the root, and the line of the definition. */
  uri: string;
  line: number;
  /** The comment lines just above the definition, joined: what the step is for. */
  note: string;
  /** How the features use it: keyword (Given, When, Then), text and argument, first use first. */
  uses: { keyword: string; text: string; argument?: 'table' | 'docstring' }[];
}

const KEYWORDS: Record<string, string> = { Context: 'Given', Action: 'When', Outcome: 'Then' };

/** Every step definition under `root`'s features/, in file then line order, with its uses. */
export async function readStepVocabulary(root: string): Promise<StepPattern[]> {
  const environment = { cwd: root, stdout: sink(), stderr: sink() };
  const { runConfiguration } = await loadConfiguration(
    {
      file: false,
      provided: {
        paths: [...VOCABULARY_PATHS],
        import: ['features/**/*.ts'],
        // A dry run builds Worlds and runs no step: the engine named here is never opened.
        worldParameters: { engineModule: join(root, 'conformance', 'engines', 'reference.ts') },
      },
    },
    environment,
  );
  runConfiguration.formats = { ...runConfiguration.formats, stdout: 'summary', files: {}, publish: false };
  const support = await loadSupport(runConfiguration, environment);
  const envelopes: Envelope[] = [];
  await runCucumber({ ...runConfiguration, runtime: { ...runConfiguration.runtime, dryRun: true }, support }, environment, (e) => {
    envelopes.push(e);
  });
  return collect(root, envelopes);
}

function collect(root: string, envelopes: Envelope[]): StepPattern[] {
  const byId = new Map<string, StepPattern>();
  const pickleSteps = new Map<string, StepPattern['uses'][number]>();
  for (const { stepDefinition: definition, pickle } of envelopes) {
    if (definition) {
      const uri = definition.sourceReference.uri ?? '';
      const line = definition.sourceReference.location?.line ?? 0;
      byId.set(definition.id, { pattern: definition.pattern.source, uri, line, note: noteAbove(root, uri, line), uses: [] });
    }
    for (const step of pickle?.steps ?? []) {
      const argument = step.argument?.dataTable ? 'table' : step.argument?.docString ? 'docstring' : undefined;
      pickleSteps.set(step.id, { keyword: KEYWORDS[step.type ?? ''] ?? 'Given', text: step.text, ...(argument ? { argument } : {}) });
    }
  }
  for (const { testCase } of envelopes) {
    for (const step of testCase?.testSteps ?? []) {
      const use = step.pickleStepId ? pickleSteps.get(step.pickleStepId) : undefined;
      for (const id of step.stepDefinitionIds ?? []) if (use) byId.get(id)?.uses.push(use);
    }
  }
  return [...byId.values()].sort((a, b) => a.uri.localeCompare(b.uri) || a.line - b.line);
}

// The `//` lines right above a definition (a loop's definition: above the loop's body line).
function noteAbove(root: string, uri: string, line: number): string {
  const lines = readFileSync(join(root, uri), 'utf8').split('\n');
  const note: string[] = [];
  for (let i = line - 2; i >= 0 && /^\s*\/\/ /.test(lines[i]!); i--) note.unshift(lines[i]!.replace(/^\s*\/\/ /, ''));
  return note.join(' ');
}

function sink(): Writable {
  return new Writable({ write: (_chunk, _encoding, done) => done() });
}

/** The distinct patterns: the vocabulary a scenario writer has to know. */
export function distinctPatterns(vocabulary: readonly StepPattern[]): string[] {
  return [...new Set(vocabulary.map((s) => s.pattern))];
}
