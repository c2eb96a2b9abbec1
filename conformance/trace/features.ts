// Reading scenarios and their tags out of Gherkin files for `miau trace`, with the real
// Gherkin parser so that tags, Rules and Examples mean exactly what cucumber takes them to mean.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { checkFeatureFiles, readProjectText } from './project-text.js';
import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import type { FeatureChild, RuleChild, Scenario, Tag } from '@cucumber/messages';
import { ordinal } from './specs.js';

/** One Scenario or Scenario Outline, with every tag that applies to it. */
export interface FeatureScenario {
  name: string;
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  /** 1-based line of the `Scenario:` keyword. */
  line: number;
  /** Tag names with their `@`: the Feature's, the Rule's, its own and its Examples' tags. */
  tags: string[];
}

/** A feature file the Gherkin parser refused. */
export interface FeatureError {
  file: string;
  message: string;
}

/** What the feature files hold. */
export interface FeatureScan {
  scenarios: FeatureScenario[];
  errors: FeatureError[];
}

/** Every `.feature` file under `dir`, as paths relative to `dir`, sorted by code unit. */
async function featureFiles(dir: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(join(dir, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await featureFiles(dir, path)));
    // A link named like a feature file is read as cucumber reads it: through the link
    // (checkFeatureFiles has refused one that leads to no regular file).
    else if ((entry.isFile() || entry.isSymbolicLink()) && entry.name.endsWith('.feature')) files.push(path);
  }
  return files.sort(ordinal);
}

const names = (tags: readonly Tag[]): string[] => tags.map((tag) => tag.name);

/**
 * A scenario with the tags it inherits; an outline's Examples tags count as its own. As cucumber
 * runs them: an Examples table without rows runs nothing, so its tags cover nothing, and an
 * outline whose every table is empty is no scenario at all (undefined).
 */
function scenarioOf(scenario: Scenario, inherited: string[], file: string): FeatureScenario | undefined {
  const tags = [...inherited, ...names(scenario.tags)];
  const run = scenario.examples.filter((examples) => examples.tableBody.length > 0);
  if (scenario.examples.length > 0 && run.length === 0) return undefined;
  for (const examples of run) tags.push(...names(examples.tags));
  return { name: scenario.name, file, line: scenario.location.line, tags: [...new Set(tags)] };
}

/** Scenarios of a Feature or Rule body; Backgrounds are not scenarios. */
function scenariosIn(
  children: readonly (FeatureChild | RuleChild)[],
  inherited: string[],
  file: string,
): FeatureScenario[] {
  const found: FeatureScenario[] = [];
  for (const child of children) {
    const scenario = child.scenario && scenarioOf(child.scenario, inherited, file);
    if (scenario) found.push(scenario);
    if ('rule' in child && child.rule) {
      const ruleTags = [...inherited, ...names(child.rule.tags)];
      found.push(...scenariosIn(child.rule.children, ruleTags, file));
    }
  }
  return found;
}

/** Parses one feature file's text; throws the parser's error on bad Gherkin. */
export function parseFeatureText(text: string, file: string): FeatureScenario[] {
  const parser = new Parser(new AstBuilder(IdGenerator.incrementing()), new GherkinClassicTokenMatcher());
  const document = parser.parse(text);
  if (!document.feature) return [];
  return scenariosIn(document.feature.children, names(document.feature.tags), file);
}

/**
 * Where scenarios live: `features/` (the certified suite) and `tests/features/` (scenarios that
 * judge the project's own code, run by vitest on the reference engine, never in a certificate).
 */
export const FEATURE_FOLDERS: readonly string[] = ['features', 'tests/features'];

/** Reads every `.feature` file of the feature folders under `root`. A file that does not parse is an error, not a crash. */
export async function readFeatureScenarios(root: string): Promise<FeatureScan> {
  const scan: FeatureScan = { scenarios: [], errors: [] };
  // As certify does: a FIFO, a folder or a link to nothing named like a feature file is refused,
  // never passed over (trace exited 0 on a tree certify refuses).
  for (const folder of FEATURE_FOLDERS) await checkFeatureFiles(join(root, folder));
  const files = (
    await Promise.all(
      FEATURE_FOLDERS.map(async (folder) =>
        (await featureFiles(join(root, folder))).map((f) => `${folder}/${f}`),
      ),
    )
  ).flat();
  for (const file of files) {
    const text = (await readProjectText(join(root, file))) ?? '';
    try {
      scan.scenarios.push(...parseFeatureText(text, file));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      scan.errors.push({ file, message: message.replace(/^Parser errors:\s*/, '').replace(/\s+/g, ' ') });
    }
  }
  return scan;
}
