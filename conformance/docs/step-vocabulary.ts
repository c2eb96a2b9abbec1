// The step vocabulary: every step definition the suite registers, with the feature lines that
// use it, read from a cucumber dry run (so patterns, parameter types and matching are exactly
// cucumber's). `scripts/step-vocabulary.ts` writes it into features/README.md; a test keeps the
// README in step and the vocabulary small.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { loadConfiguration, runCucumber } from '@cucumber/cucumber/api';
import type { Envelope } from '../runner/judge.js';
import { supportImports } from '../runner/compiled.js';
import { supportOf } from '../runner/runner.js';

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

/** A parameter type the support code defines (support/parameters.ts). */
export interface ParameterTypeInfo {
  name: string;
  regexps: string[];
}

/** What the suite's support code defines: its steps and its parameter types. */
export interface StepVocabulary {
  steps: StepPattern[];
  parameterTypes: ParameterTypeInfo[];
}

/** Every step definition under `root`'s features/, in file then line order, with its uses. */
export async function readStepVocabulary(root: string): Promise<StepVocabulary> {
  const environment = { cwd: root, stdout: sink(), stderr: sink() };
  const { runConfiguration } = await loadConfiguration(
    {
      file: false,
      provided: {
        paths: [...VOCABULARY_PATHS],
        import: await supportImports(root),
        // A dry run builds Worlds and runs no step: the engine named here is never opened.
        worldParameters: { engineModule: join(root, 'conformance', 'engines', 'reference.ts') },
      },
    },
    environment,
  );
  runConfiguration.formats = { ...runConfiguration.formats, stdout: 'summary', files: {}, publish: false };
  const support = await supportOf(root, runConfiguration, environment);
  const envelopes: Envelope[] = [];
  await runCucumber(
    { ...runConfiguration, runtime: { ...runConfiguration.runtime, dryRun: true }, support },
    environment,
    (e) => {
      envelopes.push(e);
    },
  );
  return collect(root, envelopes);
}

function collect(root: string, envelopes: Envelope[]): StepVocabulary {
  const byId = new Map<string, StepPattern>();
  const parameterTypes: ParameterTypeInfo[] = [];
  const pickleSteps = new Map<string, StepPattern['uses'][number]>();
  for (const { stepDefinition: definition, pickle, parameterType } of envelopes) {
    if (parameterType)
      parameterTypes.push({ name: parameterType.name, regexps: [...parameterType.regularExpressions] });
    if (definition) {
      const uri = definition.sourceReference.uri ?? '';
      const line = definitionLine(
        root,
        uri,
        definition.pattern.source,
        definition.sourceReference.location?.line ?? 0,
      );
      byId.set(definition.id, {
        pattern: definition.pattern.source,
        uri,
        line,
        note: noteAbove(root, uri, line),
        uses: [],
      });
    }
    for (const step of pickle?.steps ?? []) {
      const argument = step.argument?.dataTable
        ? 'table'
        : step.argument?.docString
          ? 'docstring'
          : undefined;
      pickleSteps.set(step.id, {
        keyword: KEYWORDS[step.type ?? ''] ?? 'Given',
        text: step.text,
        ...(argument ? { argument } : {}),
      });
    }
  }
  for (const { testCase } of envelopes) {
    for (const step of testCase?.testSteps ?? []) {
      const use = step.pickleStepId ? pickleSteps.get(step.pickleStepId) : undefined;
      for (const id of step.stepDefinitionIds ?? []) if (use) byId.get(id)?.uses.push(use);
    }
  }
  const steps = [...byId.values()].sort((a, b) => a.uri.localeCompare(b.uri) || a.line - b.line);
  for (const step of steps) step.uses.sort((a, b) => a.text.localeCompare(b.text));
  return { steps, parameterTypes: parameterTypes.sort((a, b) => a.name.localeCompare(b.name)) };
}

// The line that writes the pattern out: cucumber's own line comes from a stack trace, which
// depends on the loader's source maps (tsx from the CLI, or inside vitest).
function definitionLine(root: string, uri: string, pattern: string, reported: number): number {
  const lines = readFileSync(join(root, uri), 'utf8').split('\n');
  const written = [pattern.replace(/\\/g, '\\\\'), pattern.replace(/\\/g, '\\\\').replace(/'/g, "\\'")];
  // A regular expression is written as a literal, its source as it stands.
  const found = lines.findIndex(
    (text) =>
      written.some((w) => text.includes(`'${w}'`) || text.includes(`"${w}"`)) ||
      text.includes(`(/${pattern}/,`),
  );
  if (found < 0) return reported;
  // A definition whose pattern stands on a line of its own, below `Given(`.
  return /^\s*(Given|When|Then)\($/.test(lines[found - 1] ?? '') ? found : found + 1;
}

// The `//` lines right above a definition (a loop's definition: above the loop's body line).
function noteAbove(root: string, uri: string, line: number): string {
  const lines = readFileSync(join(root, uri), 'utf8').split('\n');
  const note: string[] = [];
  for (let i = line - 2; i >= 0 && /^\s*\/\/ /.test(lines[i]); i--)
    note.unshift(lines[i].replace(/^\s*\/\/ /, ''));
  return note.join(' ');
}

function sink(): Writable {
  return new Writable({ write: (_chunk, _encoding, done) => done() });
}

/** The distinct patterns: the vocabulary a scenario writer has to know. */
export function distinctPatterns(steps: readonly StepPattern[]): string[] {
  return [...new Set(steps.map((s) => s.pattern))];
}

// The generated section of features/README.md ------------------------------------------

export const VOCABULARY_BEGIN =
  '<!-- step-vocabulary: generated by scripts/step-vocabulary.ts from the step definitions; do not edit -->';
export const VOCABULARY_END = '<!-- step-vocabulary: end -->';

/** The phrases a parameter type's regexp lists, as a scenario writes them (N a number, X a word); undefined when it is no plain list. */
export function formsOf(regexp: string): string[] | undefined {
  if (/[()[\]]/.test(regexp.replace(/\\[dS]\+/g, ''))) return undefined;
  return regexp
    .split('|')
    .map((form) => form.replace(/\\d\+/g, 'N').replace(/\\S\+/g, 'X').replace(/\\(.)/g, '$1'));
}

function parameterLine({ name, regexps }: ParameterTypeInfo): string {
  const forms = regexps.length === 1 ? formsOf(regexps[0]) : undefined;
  const written = forms
    ? forms.map((form) => (form === '' ? '(nothing)' : `\`${form.trim()}\``)).join(' · ')
    : regexps.map((r) => `matches \`/${r}/\``).join(', ');
  return `- \`{${name}}\`: ${written}`;
}

function stepLine(step: StepPattern, optional: readonly string[]): string {
  const keywords = ['Given', 'When', 'Then'].filter((k) => step.uses.some((u) => u.keyword === k));
  const argument = (['table', 'docstring'] as const)
    .filter((a) => step.uses.some((u) => u.argument === a))
    .map((a) => `*${a}*`);
  const head = `- ${keywords.join('/')} \`${step.pattern}\`${argument.length > 0 ? ` ${argument.join(' or ')}` : ''}`;
  const note = step.note ? ` — ${step.note}` : '';
  // The first use, and for a step with a part that may be left out, the longest one too.
  const examples = step.uses.slice(0, 1);
  if (optional.some((name) => step.pattern.includes(`{${name}}`))) {
    const longest = step.uses.reduce((a, b) => (b.text.length > a.text.length ? b : a), step.uses[0]);
    if (longest !== examples[0]) examples.push(longest);
  }
  const shown = examples
    .filter((use) => use.text !== step.pattern)
    .map((use) => `\`${use.keyword} ${use.text}\``);
  return `${head}${note}${shown.length > 0 ? ` E.g. ${shown.join(', ')}.` : ''}`;
}

// The first comment sentence of a step file: what its steps are about.
function fileSummary(root: string, uri: string): string {
  const lines = readFileSync(join(root, uri), 'utf8').split('\n');
  const comment: string[] = [];
  for (const line of lines) {
    if (!line.startsWith('// ')) break;
    comment.push(line.slice(3));
  }
  return comment.join(' ');
}

/** The generated section, markers included. */
export function renderStepVocabulary(root: string, vocabulary: StepVocabulary): string {
  const { steps, parameterTypes } = vocabulary;
  const out = [
    VOCABULARY_BEGIN,
    '',
    `${distinctPatterns(steps).length} step patterns. \`{string}\` is a quoted text, \`{int}\` a whole number, \`{word}\``,
    'a run of characters without spaces; the other parameter types are the phrases listed here.',
    '*table* and *docstring* name the argument a step takes.',
    '',
    '**Parameter types** (`support/parameters.ts`)',
    '',
    ...parameterTypes.map(parameterLine),
  ];
  const optional = parameterTypes
    .filter((t) => t.regexps.some((r) => formsOf(r)?.includes('')))
    .map((t) => t.name);
  const files = [...new Set(steps.map((s) => s.uri))];
  for (const uri of files) {
    out.push('', `**\`${uri.replace(/^features\//, '')}\`**: ${fileSummary(root, uri)}`, '');
    out.push(...steps.filter((s) => s.uri === uri).map((s) => stepLine(s, optional)));
  }
  out.push('', VOCABULARY_END);
  return out.join('\n');
}

/** `readme` with its generated section replaced by `section`; fails when the markers are missing. */
export function withVocabulary(readme: string, section: string): string {
  const begin = readme.indexOf(VOCABULARY_BEGIN);
  const end = readme.indexOf(VOCABULARY_END);
  if (begin < 0 || end < begin) throw new Error('features/README.md has no step-vocabulary markers.');
  return readme.slice(0, begin) + section + readme.slice(end + VOCABULARY_END.length);
}
