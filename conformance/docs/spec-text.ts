// The text of the OpenSpec specs, for the docs site: each capability's purpose, and each
// requirement with its id, its normative text and its spec scenarios (WHEN / THEN). Requirements
// of active changes are included, marked with their change; archived changes are not.
import { join } from 'node:path';
import { readProjectText } from '../trace/project-text.js';
import { subfolders } from '../trace/specs.js';
import { fencedLines, requirementTitle, specLines } from '../trace/markdown.js';

export interface SpecScenarioText {
  title: string;
  /** Markdown lines under the `#### Scenario:` heading. */
  body: string[];
}

export interface RequirementText {
  id: string;
  title: string;
  /** Markdown lines of the requirement, id comment and scenarios left out. */
  body: string[];
  scenarios: SpecScenarioText[];
  /** The active change that adds or modifies it. */
  change?: string;
}

export interface CapabilityText {
  capability: string;
  /** Markdown lines of the spec's `## Purpose`. */
  purpose: string[];
  requirements: RequirementText[];
}

const ID_COMMENT = /^<!--\s*id:\s*(.*?)\s*-->$/;

/** Parses one spec file (a main spec, or a change's delta spec) into requirements. */
export function parseSpecDocument(
  text: string,
  change?: string,
): { purpose: string[]; requirements: RequirementText[] } {
  const purpose: string[] = [];
  const requirements: RequirementText[] = [];
  let section = '';
  let requirement: RequirementText | undefined;
  let scenario: SpecScenarioText | undefined;
  const lines = specLines(text);
  const fencedAt = fencedLines(lines);
  for (const [at, line] of lines.entries()) {
    const fenced = fencedAt[at];
    if (!fenced && /^##\s/.test(line)) {
      section = line
        .replace(/^##\s+/, '')
        .trim()
        .toLowerCase();
      requirement = undefined;
      scenario = undefined;
      continue;
    }
    if (section === 'purpose') {
      purpose.push(line);
      continue;
    }
    // A change's REMOVED requirements are what it takes away, not requirements: read as live
    // ones, trace asked for code to cite a requirement being removed.
    if (!section.endsWith('requirements') || section === 'removed requirements') continue;
    const title = fenced ? undefined : requirementTitle(line);
    if (title !== undefined) {
      requirement = { id: '', title, body: [], scenarios: [], ...(change ? { change } : {}) };
      scenario = undefined;
      requirements.push(requirement);
      continue;
    }
    if (!requirement) continue;
    const id = ID_COMMENT.exec(line.trim());
    if (id && requirement.id === '') {
      requirement.id = id[1]!;
      continue;
    }
    const scenarioHeading = fenced ? null : /^####\s+Scenario:\s*(.+?)\s*$/.exec(line);
    if (scenarioHeading) {
      scenario = { title: scenarioHeading[1], body: [] };
      requirement.scenarios.push(scenario);
      continue;
    }
    (scenario ? scenario.body : requirement.body).push(line);
  }
  return {
    purpose: trimBlank(purpose),
    requirements: requirements.filter((r) => r.id !== '').map(trimRequirement),
  };
}

/** Reads every capability of `openspec/specs/`, with the ADDED and MODIFIED requirements of active changes merged in. */
export async function readCapabilities(root: string): Promise<CapabilityText[]> {
  const byName = new Map<string, CapabilityText>();
  const specsDir = join(root, 'openspec', 'specs');
  for (const capability of await subfolders(specsDir)) {
    const text = await readProjectText(join(specsDir, capability, 'spec.md'));
    if (text !== undefined) byName.set(capability, { capability, ...parseSpecDocument(text) });
  }
  const changesDir = join(root, 'openspec', 'changes');
  for (const change of await subfolders(changesDir)) {
    if (change === 'archive') continue;
    for (const capability of await subfolders(join(changesDir, change, 'specs'))) {
      const text = await readProjectText(join(changesDir, change, 'specs', capability, 'spec.md'));
      if (text === undefined) continue;
      const target = byName.get(capability) ?? { capability, purpose: [], requirements: [] };
      byName.set(capability, target);
      for (const requirement of parseSpecDocument(text, change).requirements) {
        const at = target.requirements.findIndex((r) => r.id === requirement.id);
        if (at >= 0) target.requirements[at] = requirement;
        else target.requirements.push(requirement);
      }
    }
  }
  return [...byName.values()].sort((a, b) =>
    a.capability < b.capability ? -1 : a.capability > b.capability ? 1 : 0,
  );
}

function trimRequirement(requirement: RequirementText): RequirementText {
  return {
    ...requirement,
    body: trimBlank(requirement.body),
    scenarios: requirement.scenarios.map((s) => ({ ...s, body: trimBlank(s.body) })),
  };
}

function trimBlank(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start].trim() === '') start++;
  while (end > start && lines[end - 1].trim() === '') end--;
  return lines.slice(start, end);
}
