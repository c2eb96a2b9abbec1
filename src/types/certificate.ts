/* Generated from schemas/ by `npm run types`. Do not edit by hand. */

/**
 * The engine's handshake, as it answered it.
 */
export type Hello = import('./adapter.js').Hello;
/**
 * Where the engine came from: a module path (in-process) or a command line (a program over JSON lines, run through the shell in `cwd`).
 */
export type EngineSourceRecord =
  | {
      module: string;
    }
  | {
      command: string;
      cwd: string;
    };
/**
 * How one scenario came out against the engine. See conformance/INTERPRETING.md.
 *
 * This interface was referenced by `Certificate`'s JSON-Schema
 * via the `definition` "outcome".
 */
export type Outcome = 'passed' | 'failed' | 'declined' | 'unsupported' | 'errored' | 'nondeterministic';
/**
 * For an errored scenario, what went wrong with the engine, as a stable code (conformance/INTERPRETING.md, *Faults*): engine-not-started (it could not be started, imported or created), bad-hello (its hello threw or breaks the protocol), engine-threw (a call threw, or was refused where no refusal was expected), no-answer (a call was not answered within its time limit), engine-exited (it exited or was closed while a call waited), bad-answer (an answer breaks the protocol schema, or is not JSON data), answer-too-long (an answer line over the protocol's bound), protocol-broken (a line that is not JSON, not an answer, or not for the waiting request), scenario-budget (the scenario's calls used up its budget), run-budget (the run budget was spent during a call), not-run (the run budget was spent before the scenario).
 *
 * This interface was referenced by `Certificate`'s JSON-Schema
 * via the `definition` "fault".
 */
export type Fault =
  | 'engine-not-started'
  | 'bad-hello'
  | 'engine-threw'
  | 'no-answer'
  | 'engine-exited'
  | 'bad-answer'
  | 'answer-too-long'
  | 'protocol-broken'
  | 'scenario-budget'
  | 'run-budget'
  | 'not-run';

/**
 * What one certification run says about one engine build: the suite, the engine, how it was run, a pass table per capability, requirement area and pack proof, every scenario with its outcome, and the totals. `miau certify --json` writes it.
 */
export interface Certificate {
  /**
   * The conformance suite: its package name and version (semver, bumped when the meaning of a scenario changes; see conformance/INTERPRETING.md).
   */
  suite: {
    name: string;
    version: string;
  };
  engine: Hello;
  run: RunInfo;
  /**
   * One row for `core` and one per capability of the protocol, in the protocol's order.
   */
  capabilities: CapabilityRow[];
  /**
   * One row per requirement area (the part of a requirement tag before `/`), sorted by name.
   */
  areas: CertificateRow[];
  /**
   * One row per pack whose stored proofs were replayed (scenarios tagged `@pack:<id>`), sorted by id.
   */
  packs: CertificateRow[];
  /**
   * Every scenario, in run order.
   */
  scenarios: ScenarioResult[];
  totals: Totals;
  baseline?: BaselineComparison;
}
/**
 * The run record: how the certificate was made. Which suite and protocol, which engine (module path or command line, and its hello is `engine`), how answers were checked, the time limits, the filters, once or twice, the Node version, when it started and how long it took.
 *
 * This interface was referenced by `Certificate`'s JSON-Schema
 * via the `definition` "runInfo".
 */
export interface RunInfo {
  /**
   * `module`: an engine module, run in a host process of its own; `json-lines`: a program spoken to over stdin and stdout.
   */
  transport: 'module' | 'json-lines';
  /**
   * Whether every scenario ran twice to check determinism.
   */
  doubleRun: boolean;
  /**
   * The whole selection as one tag expression (filters combined), or null for all.
   */
  tags: string | null;
  /**
   * Name patterns that selected the scenarios (empty for all).
   */
  names: string[];
  /**
   * The protocol version the harness speaks.
   */
  protocol: 1;
  source: EngineSourceRecord;
  checking: CheckingRecord;
  limits: LimitsRecord;
  filters: FiltersRecord;
  /**
   * The Node version the harness ran on (`process.version`).
   */
  node: string;
  /**
   * When the run started (ISO 8601, UTC).
   */
  startedAt: string;
  /**
   * How long the run took, in milliseconds.
   */
  durationMs: number;
  shard?: ShardRecord;
}
export interface CheckingRecord {
  /**
   * Every answer of every build is checked against schemas/protocol.schema.json before a step reads it.
   */
  answers: 'always';
  /**
   * Whether every JSON-lines message (requests and envelopes too) was checked (`--check-protocol`).
   */
  messages: boolean;
}
export interface LimitsRecord {
  /**
   * Longest one engine call may take.
   */
  turnMs: number;
  /**
   * Longest the whole run may take (--run-budget); scenarios it leaves are errored "not run".
   */
  runBudgetMs: number;
  /**
   * Longest all engine calls of one scenario may take.
   */
  scenarioMs: number;
  /**
   * Longest a program may take to start and answer its first request.
   */
  startupMs: number;
}
export interface FiltersRecord {
  /**
   * The tag expression given with --tags, or null.
   */
  tags: string | null;
  names: string[];
  capabilities: string[];
  requirements: string[];
}
/**
 * Present only on a shard's certificate (`miau certify --shard i/n`): which shard of how many, and how many scenarios the whole selection holds, so that `miau merge` can tell a complete set of shards from one with scenarios missing. A merged certificate has none.
 */
export interface ShardRecord {
  /**
   * This shard, from 1 to `count`.
   */
  index: number;
  /**
   * How many shards the selection is split into.
   */
  count: number;
  /**
   * How many scenarios the whole selection holds, over every shard.
   */
  selected: number;
}
/**
 * A row for `core` or one capability, and whether the engine claims it.
 *
 * This interface was referenced by `Certificate`'s JSON-Schema
 * via the `definition` "capabilityRow".
 */
export interface CapabilityRow {
  key: string;
  claimed: boolean;
  passed: number;
  failed: number;
  declined: number;
  unsupported: number;
  errored: number;
  nondeterministic: number;
}
/**
 * Outcome counts for one row of the certificate.
 *
 * This interface was referenced by `Certificate`'s JSON-Schema
 * via the `definition` "row".
 */
export interface CertificateRow {
  key: string;
  passed: number;
  failed: number;
  declined: number;
  unsupported: number;
  errored: number;
  nondeterministic: number;
}
/**
 * This interface was referenced by `Certificate`'s JSON-Schema
 * via the `definition` "scenarioResult".
 */
export interface ScenarioResult {
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
  outcome: Outcome;
  /**
   * Whether a step compared the engine's exact codes and pointers of a load (`compared`: the engine claims `diagnostics`) or held it only to the refusal (`waived`); absent when no step read a load's codes. The `diagnostics` row counts it.
   */
  diagnostics?: 'compared' | 'waived';
  /**
   * Why it did not pass.
   */
  message?: string;
  fault?: Fault;
  /**
   * What the engine wrote on standard error during the scenario (an engine module: standard output too), its last 8192 characters; absent when it wrote nothing.
   */
  engineOutput?: string;
}
/**
 * This interface was referenced by `Certificate`'s JSON-Schema
 * via the `definition` "totals".
 */
export interface Totals {
  passed: number;
  failed: number;
  declined: number;
  unsupported: number;
  errored: number;
  nondeterministic: number;
}
/**
 * The run compared with a baseline (`miau certify --baseline`).
 *
 * This interface was referenced by `Certificate`'s JSON-Schema
 * via the `definition` "baselineComparison".
 */
export interface BaselineComparison {
  /**
   * Entries in the baseline.
   */
  expected: number;
  /**
   * Scenarios that came out exactly as the baseline expects.
   */
  matched: number;
  changes: BaselineChange[];
  /**
   * What the baseline says it was recorded for, where that is not this run: its `suite` when it names another suite version, its `engine` when it names another engine (another version of this engine is not listed: a baseline is meant to follow a build from release to release). Only a warning: the run is still judged by its changes.
   */
  recordedFor?: {
    /**
     * The suite version the baseline names.
     */
    suite?: string;
    /**
     * The engine the baseline names.
     */
    engine?: string;
  };
}
/**
 * A difference between a run and its baseline; any change fails the run. `expected` is what the baseline expects: `passed` when it does not list the scenario.
 *
 * This interface was referenced by `Certificate`'s JSON-Schema
 * via the `definition` "baselineChange".
 */
export interface BaselineChange {
  /**
   * new: a non-pass the baseline does not list; changed: another non-pass than expected; stale: an expected non-pass that now passes; missing: a listed scenario the suite no longer has.
   */
  kind: 'new' | 'changed' | 'stale' | 'missing';
  uri: string;
  name: string;
  expected: Outcome;
  /**
   * What the run gave, or null when the scenario did not run.
   */
  actual: Outcome | null;
  message: string;
}
