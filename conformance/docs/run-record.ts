// What one certification run says about each scenario, read back from cucumber's message
// stream (NDJSON): its description, its steps with their keywords and arguments (a Background's
// marked), and the board pictures the support hooks attached before and after its `When`.
import { AttachmentContentEncoding } from '@cucumber/messages';
import type { Envelope, GherkinDocument, Pickle, PickleStepArgument, Step } from '@cucumber/messages';

/** One step as written: keyword, text, and its table or doc string. */
export interface RecordedStep {
  keyword: string;
  text: string;
  table?: string[][];
  docString?: string;
  /** SVG pictures attached while the step ran, by file name (`before.svg`, `after.svg`). */
  pictures: { name: string; svg: string }[];
  /** The step comes from the file's Background, which every scenario of the file plays first. */
  background?: boolean;
}

/** One scenario (one example of an outline) as it ran. */
export interface RecordedScenario {
  name: string;
  uri: string;
  line: number;
  /** Tags without their `@`. */
  tags: string[];
  /** The Feature's name and the text under it, for context. */
  feature: string;
  featureDescription: string;
  /** The text under the scenario's title, which says why (empty when it has none). */
  description: string;
  steps: RecordedStep[];
}

/** Reads an NDJSON message stream; only scenarios that ran (have a test case) are returned, in run order. */
export function readRunRecord(ndjson: string): RecordedScenario[] {
  const envelopes = ndjson
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Envelope);
  const documents = new Map<string, GherkinDocument>();
  const pickles = new Map<string, Pickle>();
  const stepToPickleStep = new Map<string, string>();
  const caseToPickle = new Map<string, string>();
  const startedToCase = new Map<string, string>();
  const attachments = new Map<string, { name: string; svg: string }[]>();
  const order: string[] = [];

  for (const e of envelopes) {
    if (e.gherkinDocument?.uri) documents.set(e.gherkinDocument.uri, e.gherkinDocument);
    if (e.pickle) pickles.set(e.pickle.id, e.pickle);
    if (e.testCase) {
      caseToPickle.set(e.testCase.id, e.testCase.pickleId);
      for (const step of e.testCase.testSteps)
        if (step.pickleStepId) stepToPickleStep.set(step.id, step.pickleStepId);
    }
    if (e.testCaseStarted) {
      startedToCase.set(e.testCaseStarted.id, e.testCaseStarted.testCaseId);
      order.push(e.testCaseStarted.testCaseId);
    }
    const a = e.attachment;
    if (a?.mediaType === 'image/svg+xml' && a.testStepId) {
      const pickleStep = stepToPickleStep.get(a.testStepId);
      if (!pickleStep) continue;
      const svg =
        a.contentEncoding === AttachmentContentEncoding.BASE64
          ? Buffer.from(a.body, 'base64').toString('utf8')
          : a.body;
      const list = attachments.get(pickleStep) ?? [];
      list.push({ name: a.fileName ?? `picture-${list.length + 1}.svg`, svg });
      attachments.set(pickleStep, list);
    }
  }

  const scenarios: RecordedScenario[] = [];
  const seen = new Set<string>();
  const indexes = new Map<string, ReturnType<typeof documentIndex>>();
  for (const testCaseId of order) {
    const pickle = pickles.get(caseToPickle.get(testCaseId) ?? '');
    if (!pickle || seen.has(pickle.id)) continue; // a retried case appears once
    seen.add(pickle.id);
    const document = documents.get(pickle.uri);
    // One index a document, not one a scenario: a file's scenarios share it.
    let index = indexes.get(pickle.uri);
    if (!index) indexes.set(pickle.uri, (index = documentIndex(document)));
    const { keywords, background, descriptions } = index;
    scenarios.push({
      name: pickle.name,
      uri: pickle.uri,
      line: pickle.location?.line ?? 0,
      tags: pickle.tags.map((t) => t.name.replace(/^@/, '')),
      feature: document?.feature?.name ?? '',
      featureDescription: unindented(document?.feature?.description ?? ''),
      description: descriptions.get(pickle.astNodeIds[0] ?? '') ?? '',
      steps: pickle.steps.map((step) => ({
        keyword: keywords.get(step.astNodeIds[0] ?? '') ?? '*',
        text: step.text,
        ...argumentOf(step.argument),
        pictures: attachments.get(step.id) ?? [],
        ...(background.has(step.astNodeIds[0] ?? '') ? { background: true } : {}),
      })),
    });
  }
  return scenarios;
}

function argumentOf(argument: PickleStepArgument | undefined): Pick<RecordedStep, 'table' | 'docString'> {
  if (argument?.dataTable)
    return { table: argument.dataTable.rows.map((row) => row.cells.map((c) => c.value)) };
  if (argument?.docString) return { docString: argument.docString.content };
  return {};
}

/**
 * A document by AST node id: the keyword (`Given`, `And`, ...) of every step, the ids of the
 * Background's steps, and each scenario's description, its lines trimmed of the file's indent.
 */
function documentIndex(document: GherkinDocument | undefined): {
  keywords: Map<string, string>;
  background: Set<string>;
  descriptions: Map<string, string>;
} {
  const keywords = new Map<string, string>();
  const background = new Set<string>();
  const descriptions = new Map<string, string>();
  const addSteps = (steps: readonly Step[], fromBackground: boolean): void => {
    for (const step of steps) {
      keywords.set(step.id, step.keyword.trim());
      if (fromBackground) background.add(step.id);
    }
  };
  const visit = (
    children: readonly {
      background?: { steps: readonly Step[] };
      scenario?: { id: string; description: string; steps: readonly Step[] };
      rule?: { children: readonly unknown[] };
    }[],
  ): void => {
    for (const child of children) {
      if (child.background) addSteps(child.background.steps, true);
      if (child.scenario) {
        addSteps(child.scenario.steps, false);
        descriptions.set(child.scenario.id, unindented(child.scenario.description));
      }
      if (child.rule) visit(child.rule.children as Parameters<typeof visit>[0]);
    }
  };
  visit(document?.feature?.children ?? []);
  return { keywords, background, descriptions };
}

// Gherkin keeps a description's lines as indented in the file.
function unindented(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
}
