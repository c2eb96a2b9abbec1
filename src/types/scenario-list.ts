/* Generated from schemas/ by `npm run types`. Do not edit by hand. */

/**
 * Every tag, without the leading `@`.
 */
export type Tags = string[];
/**
 * Requirement ids (`rules/sink`) from the tags that hold a `/`.
 */
export type Requirements = string[];
/**
 * What `miau certify --list` prints: the scenarios a run would select (with --shard, that shard's), in run order, each as its certificate would name it (schemas/certificate.schema.json#/$defs/scenarioResult), before it has an outcome.
 */
export type ScenarioList = ListedScenario[];

/**
 * A scenario as its certificate names it: each field is the certificate's own (schemas/certificate.schema.json#/$defs/scenarioResult).
 */
export interface ListedScenario {
  name: string;
  /**
   * Feature file, relative to the project root.
   */
  uri: string;
  line: number;
  tags: Tags;
  requirements: Requirements;
  /**
   * The optional capability the scenario needs, or null for core behaviour.
   */
  capability: import('./adapter.js').Capability | null;
}
