// `miau trace`: every OpenSpec requirement has scenarios, every scenario names a requirement.
// Requirements come from the `<!-- id: <capability>/<slug> -->` comment under each
// `### Requirement:` heading; scenarios name them with `@<capability>/<slug>` tags.
import { readFeatureScenarios, type FeatureError, type FeatureScenario } from './features.js';
import { ordinal, readSpecRequirements, type SpecRequirement } from './specs.js';
import { isWorkInProgress } from '../reconcile/changes.js';

export type { FeatureError } from './features.js';

/** A scenario, by name and place. */
export interface ScenarioRef {
  name: string;
  file: string;
  line: number;
}

/** A requirement and the scenarios that carry its tag. */
export interface TracedRequirement {
  id: string;
  title: string;
  capability: string;
  file: string;
  line: number;
  /** The change folder, for a requirement an active change adds. */
  change?: string;
  /** Its change says `Status: work in progress`: having no scenario yet is not a problem. */
  workInProgress?: true;
  scenarios: ScenarioRef[];
}

/** A requirement tag on a scenario that names no requirement. */
export interface OrphanTag {
  tag: string;
  scenario: string;
  file: string;
  line: number;
}

/** Something wrong with a requirement heading itself. */
export interface SpecProblem {
  code: 'missing-id' | 'bad-id' | 'wrong-capability' | 'duplicate-id' | 'no-requirements';
  title: string;
  file: string;
  line: number;
  message: string;
}

/** The result of tracing a repository. */
export interface TraceReport {
  /** Every requirement with an id, in capability order then document order. */
  requirements: TracedRequirement[];
  orphanTags: OrphanTag[];
  untaggedScenarios: ScenarioRef[];
  specProblems: SpecProblem[];
  featureErrors: FeatureError[];
  /** How many scenarios the feature files hold, tagged or not. */
  scenarioCount: number;
  /** False when any requirement has no scenario or any list of problems is not empty. */
  ok: boolean;
}

const ID_FORM = /^[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*$/;

/** A tag names a requirement when it has the form `@<capability>/<slug>`. */
const isRequirementTag = (tag: string): boolean => tag.includes('/');

/** Turns spec headings into traced requirements, reporting headings whose id is absent, malformed or taken. */
function collectRequirements(found: SpecRequirement[]): {
  byId: Map<string, TracedRequirement>;
  problems: SpecProblem[];
} {
  const byId = new Map<string, TracedRequirement>();
  const problems: SpecProblem[] = [];
  const problem = (req: SpecRequirement, code: SpecProblem['code'], message: string): void => {
    problems.push({ code, title: req.title, file: req.file, line: req.line, message });
  };
  for (const req of found) {
    if (req.id === undefined) {
      problem(
        req,
        'missing-id',
        `Requirement "${req.title}" has no <!-- id: ${req.capability}/<slug> --> comment directly under its heading.`,
      );
      continue;
    }
    if (!ID_FORM.test(req.id)) {
      problem(
        req,
        'bad-id',
        `Requirement "${req.title}" has the id "${req.id}", which is not of the form <capability>/<slug> in lower case.`,
      );
      continue;
    }
    if (!req.id.startsWith(`${req.capability}/`)) {
      problem(
        req,
        'wrong-capability',
        `Requirement "${req.title}" has the id "${req.id}" but sits in the "${req.capability}" capability.`,
      );
    }
    const earlier = byId.get(req.id);
    if (earlier) {
      // A MODIFIED delta restates an existing requirement: same id, same requirement.
      if (req.delta !== 'MODIFIED') {
        problem(
          req,
          'duplicate-id',
          `Requirement "${req.title}" reuses the id "${req.id}" of "${earlier.title}" (${earlier.file}:${earlier.line}).`,
        );
      }
      continue;
    }
    const traced: TracedRequirement = {
      id: req.id,
      title: req.title,
      capability: req.capability,
      file: req.file,
      line: req.line,
      scenarios: [],
    };
    if (req.change !== undefined) traced.change = req.change;
    byId.set(req.id, traced);
  }
  return { byId, problems };
}

/** Links scenarios to requirements by tag, collecting orphan tags and untagged scenarios. */
function linkScenarios(
  scenarios: FeatureScenario[],
  byId: Map<string, TracedRequirement>,
): { orphanTags: OrphanTag[]; untaggedScenarios: ScenarioRef[] } {
  const orphanTags: OrphanTag[] = [];
  const untaggedScenarios: ScenarioRef[] = [];
  for (const scenario of scenarios) {
    const ref: ScenarioRef = { name: scenario.name, file: scenario.file, line: scenario.line };
    const tags = scenario.tags.filter(isRequirementTag);
    if (tags.length === 0) untaggedScenarios.push(ref);
    for (const tag of tags) {
      const requirement = byId.get(tag.slice(1));
      if (requirement) requirement.scenarios.push(ref);
      else orphanTags.push({ tag, scenario: scenario.name, file: scenario.file, line: scenario.line });
    }
  }
  return { orphanTags, untaggedScenarios };
}

/** Traces the repository at `root`: its OpenSpec requirements against its Gherkin scenarios. Never throws on malformed specs or features; reports them. */
export async function traceRequirements(root: string): Promise<TraceReport> {
  const found = await readSpecRequirements(root);
  const { byId, problems: specProblems } = collectRequirements(found);
  for (const req of byId.values()) {
    if (req.change !== undefined && (await isWorkInProgress(root, `openspec/changes/${req.change}`)))
      req.workInProgress = true;
  }
  if (found.length === 0) {
    specProblems.push({
      code: 'no-requirements',
      title: '',
      file: 'openspec/specs',
      line: 0,
      message: 'No requirement was found under openspec/specs; is this the repository root?',
    });
  }
  const scan = await readFeatureScenarios(root);
  const { orphanTags, untaggedScenarios } = linkScenarios(scan.scenarios, byId);
  // Grouped by capability (a stable sort keeps document order, main spec before changes).
  const requirements = [...byId.values()].sort((a, b) => ordinal(a.capability, b.capability));
  const report: TraceReport = {
    requirements,
    orphanTags,
    untaggedScenarios,
    specProblems,
    featureErrors: scan.errors,
    scenarioCount: scan.scenarios.length,
    ok: false,
  };
  report.ok = problemLines(report).length === 0;
  return report;
}

const where = (item: { file: string; line: number }): string => `${item.file}:${item.line}`;

/** One line per problem, in a fixed order: uncovered, orphan tags, untagged, spec, feature errors. */
function problemLines(report: TraceReport): string[] {
  return [
    ...report.requirements
      .filter((req) => req.scenarios.length === 0 && !req.workInProgress)
      .map((req) => `uncovered: ${req.id} "${req.title}" has no scenario (${where(req)})`),
    ...report.orphanTags.map(
      (orphan) => `orphan tag: ${orphan.tag} on "${orphan.scenario}" names no requirement (${where(orphan)})`,
    ),
    ...report.untaggedScenarios.map(
      (scenario) => `untagged: "${scenario.name}" has no @<capability>/<slug> tag (${where(scenario)})`,
    ),
    ...report.specProblems.map((problem) => `${problem.code}: ${problem.message} (${where(problem)})`),
    ...report.featureErrors.map((error) => `unreadable feature: ${error.file}: ${error.message}`),
  ];
}

/** The human report: requirements by capability with their scenarios, then the problems, then a summary line. */
export function formatTrace(report: TraceReport): string {
  const lines: string[] = [];
  let capability: string | undefined;
  for (const req of report.requirements) {
    if (req.capability !== capability) {
      capability = req.capability;
      lines.push(capability);
    }
    const count = req.scenarios.length;
    const change =
      req.change === undefined
        ? ''
        : ` [change ${req.change}${req.workInProgress ? ', work in progress' : ''}]`;
    lines.push(`  ${req.id}  ${count} scenario${count === 1 ? '' : 's'}${change}`);
    for (const scenario of req.scenarios) lines.push(`    - ${scenario.name} (${where(scenario)})`);
  }
  const problems = problemLines(report);
  if (problems.length > 0) {
    lines.push('problems');
    for (const problem of problems) lines.push(`  ${problem}`);
  }
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  lines.push(
    `trace: ${plural(report.requirements.length, 'requirement')}, ${plural(report.scenarioCount, 'scenario')}, ${plural(problems.length, 'problem')}`,
  );
  return lines.join('\n');
}
