/* Generated from schemas/ by `npm run types`. Do not edit by hand. */

/**
 * What `miau certify --list` prints: the scenarios a run would select (with --shard, that shard's), in run order, each as its certificate would name it (schemas/certificate.schema.json#/$defs/scenarioResult), before it has an outcome.
 */
export type ScenarioList = ListedScenario[];

export interface ListedScenario {
  name: string;
  /**
   * Feature file, relative to the project root.
   */
  uri: string;
  line: number;
  /**
   * Every tag, without the leading `@`.
   */
  tags: string[];
  /**
   * Requirement ids (`rules/sink`) from the tags that hold a `/`.
   */
  requirements: string[];
  /**
   * The optional capability the scenario needs, or null for core behaviour.
   */
  capability: import('./adapter.js').Capability | null;
}
