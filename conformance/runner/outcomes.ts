// Adding up a run's outcomes: its own module, so \`miau merge\` counts shards without cucumber.
import type { Outcome, Totals } from '../../src/types/certificate.js';

/** Adds up outcomes. */
export function countOutcomes(scenarios: readonly { outcome: Outcome }[]): Totals {
  const totals: Totals = {
    passed: 0,
    failed: 0,
    declined: 0,
    unsupported: 0,
    errored: 0,
    nondeterministic: 0,
  };
  for (const s of scenarios) totals[s.outcome] += 1;
  return totals;
}
