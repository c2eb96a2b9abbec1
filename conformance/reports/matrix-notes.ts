// What the matrix cannot show by its cells (spec: conformance/build-matrix): the ways its
// certificates were not made alike, each of which can make a cell differ where the builds do not.
import { printable } from '../../src/data/safe-text.js';
import type { FiltersRecord, LimitsRecord } from '../../src/types/certificate.js';
import type { MatrixInput } from './matrix.js';

/** The time limits a note names, in the words of certify's options. */
const LIMITS: readonly [keyof LimitsRecord, string][] = [
  ['turnMs', 'turn limit'],
  ['scenarioMs', 'scenario limit'],
  ['startupMs', 'start limit'],
  ['runBudgetMs', 'run budget'],
];

/**
 * The notes on `inputs`: other suites, a shard's certificate, a build run once beside builds run
 * twice, other filters, other time limits, messages checked in some runs only. A certificate
 * without a record (a hand-made one) is left out of the note on that record.
 */
export function comparabilityNotes(inputs: readonly MatrixInput[]): string[] {
  const notes: string[] = [];
  const suites = distinct(inputs.map((i) => i.certificate.suite.name).filter(isDefined));
  if (suites.length > 1)
    notes.push(
      `the certificates come from different suites (${suites.map((s) => printable(s)).join(', ')}): their scenarios need not be the same ones.`,
    );
  const versions = distinct(inputs.map((i) => i.certificate.suite.version));
  if (versions.length > 1)
    notes.push(
      `the certificates come from different suite versions (${versions.map((v) => printable(v)).join(', ')}): a scenario one lacks may not be in its suite at all.`,
    );
  for (const { file, certificate } of inputs) {
    const shard = certificate.run.shard;
    if (shard)
      notes.push(
        `${printable(file)} is shard ${shard.index}/${shard.count} of its run: the scenarios the other shards ran show as not run; merge the shards first (miau merge).`,
      );
  }
  // A build certified with --once was never checked for determinism: its passes say less.
  const once = inputs.filter((i) => i.certificate.run.doubleRun === false);
  if (once.length > 0 && once.length < inputs.length)
    for (const { file } of once)
      notes.push(
        `${printable(file)} ran every scenario once (--once): a nondeterministic build passes there, so its column says less than the others'.`,
      );
  const filters = valuesOf(inputs, (i) => i.certificate.run.filters, describeFilters);
  if (filters)
    notes.push(
      `the certificates were made with different filters (${filters}): a scenario a run did not select shows as not run in its column.`,
    );
  const limits = LIMITS.flatMap(([field, name]) => {
    const values = valuesOf(
      inputs,
      (i) => i.certificate.run.limits?.[field],
      (ms) => `${ms} ms`,
    );
    return values ? [`${name}: ${values}`] : [];
  });
  if (limits.length > 0)
    notes.push(
      `the certificates were made with different time limits (${limits.join('; ')}): a build given less time may be errored where it would pass.`,
    );
  const messages = valuesOf(
    inputs,
    (i) => i.certificate.run.checking?.messages,
    (checked) => (checked ? 'checked (--check-protocol)' : 'not checked'),
  );
  if (messages)
    notes.push(
      `the certificates checked the protocol's messages differently (${messages}): a program that breaks the protocol is errored only where they were checked.`,
    );
  return notes;
}

/**
 * Each certificate's value as `<value> in <file>`, joined, when the certificates holding the record
 * do not all have one value; else undefined.
 */
function valuesOf<T>(
  inputs: readonly MatrixInput[],
  read: (input: MatrixInput) => T | undefined,
  describe: (value: T) => string,
): string | undefined {
  const held = inputs.flatMap((input) => {
    const value = read(input);
    return value === undefined ? [] : [{ file: input.file, text: describe(value) }];
  });
  if (distinct(held.map((h) => h.text)).length < 2) return undefined;
  return held.map((h) => `${h.text} in ${printable(h.file)}`).join(', ');
}

/** A run's filters as certify's options would give them, or `none` for every scenario. */
function describeFilters(filters: FiltersRecord): string {
  const parts = [
    ...(filters.tags === null ? [] : [`--tags ${JSON.stringify(filters.tags)}`]),
    ...filters.names.map((n) => `--name ${JSON.stringify(n)}`),
    ...filters.capabilities.map((c) => `--capability ${c}`),
    ...filters.requirements.map((r) => `--requirement ${r}`),
  ];
  return parts.length === 0 ? 'none' : printable(parts.join(' '));
}

function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function isDefined<T>(value: T | undefined): value is T {
  return value !== undefined;
}
