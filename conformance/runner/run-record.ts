// The run record: how a certificate was made, so that whoever reads it can tell what was run
// and redo it. It is part of every report (text, JSON, JUnit): the engine (module path or
// command line and the directory it ran in; its hello is the certificate's `engine`), how
// answers were checked, the time limits, the filters, once or twice, the Node version, when
// the run started and how long it took. The suite's name and version are the certificate's
// `suite`.
import type { RunInfo } from '../../src/types/certificate.js';
import type { EngineSource, TimeLimits } from '../engine/source.js';
import { PROTOCOL_VERSION } from '../protocol/messages.js';

export type { RunInfo };

/** What the runner knows about a run when it ends. */
export interface RunFacts {
  source: EngineSource;
  limits: TimeLimits & { startupMs: number; runBudgetMs: number };
  doubleRun: boolean;
  /** The whole selection as one tag expression (what cucumber was given). */
  tags: string | undefined;
  filters: { tags?: string; names?: string[]; capabilities?: string[]; requirements?: string[] };
  startedAt: Date;
  durationMs: number;
}

/** The run record of the certificate schema (`run`). */
export function runRecord(facts: RunFacts): RunInfo {
  const { source } = facts;
  return {
    transport: 'module' in source ? 'module' : 'json-lines',
    doubleRun: facts.doubleRun,
    tags: facts.tags ?? null,
    names: facts.filters.names ?? [],
    protocol: PROTOCOL_VERSION,
    source:
      'module' in source
        ? { module: source.module }
        : { command: source.command, cwd: source.cwd ?? process.cwd() },
    checking: { answers: 'always', messages: 'command' in source && source.checkProtocol === true },
    limits: {
      turnMs: facts.limits.turnMs,
      scenarioMs: facts.limits.scenarioMs,
      startupMs: facts.limits.startupMs,
      runBudgetMs: facts.limits.runBudgetMs,
    },
    filters: {
      tags: facts.filters.tags?.trim() ? facts.filters.tags : null,
      names: facts.filters.names ?? [],
      capabilities: facts.filters.capabilities ?? [],
      requirements: facts.filters.requirements ?? [],
    },
    node: process.version,
    startedAt: facts.startedAt.toISOString(),
    durationMs: Math.max(0, Math.round(facts.durationMs)),
  };
}

/** The run record as `name value` pairs, in reading order: the text and JUnit reports print these. */
export function runRecordEntries(run: RunInfo): [string, string][] {
  const engine =
    'module' in run.source
      ? `module ${run.source.module} (in a host process of its own)`
      : `command ${run.source.command} (in ${run.source.cwd}, through the shell)`;
  const selected = [
    run.filters.tags ? `tags ${run.filters.tags}` : '',
    ...run.filters.capabilities.map((c) => `capability ${c}`),
    ...run.filters.requirements.map((r) => `requirement ${r}`),
    ...run.filters.names.map((n) => `name /${n}/`),
  ].filter(Boolean);
  return [
    ['source', engine],
    [
      'protocol',
      `${run.protocol}; every answer checked against its schema${run.checking.messages ? '; every message checked (--check-protocol)' : ''}`,
    ],
    [
      'limits',
      `${run.limits.turnMs} ms a call, ${run.limits.scenarioMs} ms a scenario, ${run.limits.startupMs} ms to start an engine, ${run.limits.runBudgetMs / 1000} s the whole run`,
    ],
    ['filters', selected.length > 0 ? selected.join(', ') : 'none (every scenario)'],
    ['runs', run.doubleRun ? 'every scenario twice (determinism)' : 'every scenario once (--once)'],
    ['node', run.node],
    ['started', run.startedAt],
    ['duration', `${(run.durationMs / 1000).toFixed(1)} s`],
  ];
}
