// `miau merge`: joins the certificates of the shards of one run (`miau certify --shard i/n
// --json …`) into the certificate an unsharded run would have written (README "Certify at scale").
import { wellFormedJson } from '../../../src/data/safe-text.js';
import { formatCertificate, judgedRun, whyNothingRan } from '../../runner/certificate.js';
import { mergeShards } from '../../runner/merge.js';
import { certificateJson, readCertificateFiles } from '../../reports/certificate-json.js';
import { formatJUnit } from '../../reports/junit.js';
import { distinctOutputs, readableFile, writableFile } from '../args.js';
import { describeBytes, MAX_CERTIFICATE_BYTES } from '../../runner/bounds.js';
import { MOST_LISTED, parseCommandArgs, UsageError, writeReport, type CliIo } from '../io.js';
import { counted } from '../../../src/diagnostics/places.js';
import {
  baselineProblemLines,
  compareCertificate,
  readBaseline,
  recordBaseline,
} from '../../runner/baseline.js';
import type { Certificate } from '../../../src/types/certificate.js';

export const usage = `Usage: miau merge <certificate.json>... [--json <file>] [--junit <file>]
                  [--baseline <file>] [--write-baseline <file>]

Joins shard certificates (miau certify --shard i/n --json <file>, one per shard) into one
certificate, in run order, equal to the certificate of the unsharded run but for when it ran
and how long it took (the earliest start, and the span to the latest end). Prints it as
miau certify does, ending with the summary line.

Refused (exit 2, one sentence naming the file, and the field by its JSON pointer): a file that
is not a shard certificate, or shards of different suite versions, engines, filters or run
settings. A file
larger than ${describeBytes(MAX_CERTIFICATE_BYTES)} is refused before it is read.
Incomplete (exit 1, each problem on a line, nothing written): a shard missing or given twice,
a scenario in two shards, or fewer or more scenarios than the selection holds. The first
${MOST_LISTED} problems are listed, then one line counts the rest.

  --json <file>             the merged certificate as JSON (schemas/certificate.schema.json)
  --junit <file>            JUnit XML
  --baseline <file>         judge the merged run by a baseline of known non-passes, as miau
                            certify --baseline judges an unsharded run: it fails only on a change
  --write-baseline <file>   record the merged run's non-passes as a baseline

Exit status: 0 the merged certificate has no failed, declined, errored or nondeterministic
scenario (with --baseline: no change from it; with --write-baseline: the baseline is
written); 1 it has, or the shards are incomplete; 2 the command line, the baseline or the
shards are wrong.`;

const OPTIONS = {
  json: { type: 'string' },
  junit: { type: 'string' },
  baseline: { type: 'string' },
  'write-baseline': { type: 'string' },
} as const;

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, OPTIONS, true);
  if (positionals.length === 0)
    throw new UsageError(
      'merge needs at least one shard certificate (a --json file of miau certify --shard).',
    );
  for (const file of positionals) readableFile('certificate', file);
  if (values.baseline !== undefined) readableFile('--baseline', values.baseline);
  // No report may overwrite a shard or the baseline; recording the new baseline over the one
  // given is allowed (it is read whole first), as certify allows it.
  const inputs = [...positionals, ...(values.baseline === undefined ? [] : [values.baseline])];
  distinctOutputs(inputs, { json: values.json, junit: values.junit });
  distinctOutputs(positionals, {
    json: values.json,
    junit: values.junit,
    'write-baseline': values['write-baseline'],
  });
  for (const option of ['json', 'junit', 'write-baseline'] as const)
    if (values[option] !== undefined) writableFile(`--${option}`, values[option]);
  // Read the baseline first: a bad one should not cost reading the shards.
  const baseline = values.baseline === undefined ? undefined : await readBaseline(values.baseline);
  if (baseline && !baseline.ok) {
    for (const line of baselineProblemLines('miau merge', values.baseline!, baseline.errors)) io.err(line);
    return 2;
  }

  const shards = await readCertificateFiles(positionals);
  if (!shards.ok) {
    io.err(`miau merge: ${shards.problem}`);
    return 2;
  }
  const merged = mergeShards(shards.read);
  if (!merged.ok) {
    if (merged.kind === 'refused') {
      io.err(`miau merge: ${merged.problems[0]}`);
      return 2;
    }
    io.err(`miau merge: the shards are incomplete; no certificate is written:`);
    for (const problem of merged.problems.slice(0, MOST_LISTED)) io.err(`  ${problem}`);
    const unlisted = merged.problems.length - MOST_LISTED;
    if (unlisted > 0)
      io.err(`  … and ${counted(unlisted, 'more problem', 'more problems')} of the same shards, not listed.`);
    return 1;
  }
  const { certificate } = merged;
  if (baseline?.ok)
    certificate.baseline = compareCertificate(certificate, baseline.baseline, unfiltered(certificate));
  else if (shards.read.some(({ certificate: shard }) => shard.baseline !== undefined))
    io.err(
      'miau merge: the shards were compared with a baseline, but merge was given none: the merged run is judged by its outcomes alone (give the baseline with --baseline <file> to judge it by its changes).',
    );
  await writeReport(values.json, () => certificateJson(certificate));
  await writeReport(values.junit, () =>
    formatJUnit(certificate, baseline?.ok ? baseline.baseline : undefined),
  );
  await writeReport(values['write-baseline'], () => `${wellFormedJson(recordBaseline(certificate))}\n`);
  io.out(formatCertificate(certificate));
  // Judged as certify judges the whole run: a run where no scenario ran certifies nothing, unless
  // a baseline judges it or one is being recorded.
  const nothingRan = whyNothingRan(certificate.scenarios);
  const byBaseline = certificate.baseline !== undefined || values['write-baseline'] !== undefined;
  if (nothingRan !== undefined && !byBaseline) {
    io.err(`miau merge: no scenario ran: ${nothingRan}`);
    return 1;
  }
  const verdict = judgedRun(certificate, values.baseline, values['write-baseline'] !== undefined);
  if (verdict.said) io.err(`miau merge: ${verdict.said}`);
  return verdict.exit;
}

/** Whether the merged run selected every scenario: only then can it tell a removed one. */
function unfiltered(certificate: Certificate): boolean {
  const { tags, names, capabilities, requirements } = certificate.run.filters;
  return tags === null && names.length === 0 && capabilities.length === 0 && requirements.length === 0;
}
