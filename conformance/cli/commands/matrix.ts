// `miau matrix`: several builds' certificates as one table (README "Certify at scale").
import { wellFormedJson } from '../../../src/data/safe-text.js';
import { readCertificateFile } from '../../reports/certificate-json.js';
import { certificateInconsistency } from '../../runner/consistency.js';
import {
  buildMatrix,
  formatMatrix,
  forMatrix,
  repeatedScenario,
  type MatrixInput,
} from '../../reports/matrix.js';
import { matrixHtml } from '../../reports/matrix-html.js';
import { describeBytes, MAX_CERTIFICATE_BYTES } from '../../runner/bounds.js';
import { distinctOutputs, readableFile, writableFile } from '../args.js';
import { parseCommandArgs, UsageError, writeReport, type CliIo } from '../io.js';

export const usage = `Usage: miau matrix <certificate.json>... [--json <file>] [--html <file>]

Sets the certificates of several builds (miau certify --json <file>, one per build) side by
side: scenarios as rows, builds as columns, outcomes in cells, with a roll-up per requirement
and per capability; whatever differs between the builds comes first. Prints the scenarios that
differ and both roll-ups; --json and --html hold every row.

  --json <file>    the matrix as JSON (schemas/matrix.schema.json): builds, notes, scenarios,
                   requirements, capabilities
  --html <file>    the matrix as one HTML page (no script, no network)

Exit status: 0 the matrix is printed (differences are what it shows, not a failure);
1 a report could not be written (the file system refused it: a full disk, say);
2 the command line is wrong, or a file is not a certificate: one its schema refuses, one
that lists a scenario twice, or one larger than ${describeBytes(MAX_CERTIFICATE_BYTES)} (refused
before it is read).`;

const OPTIONS = { json: { type: 'string' }, html: { type: 'string' } } as const;

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, OPTIONS, true);
  if (positionals.length === 0)
    throw new UsageError('matrix needs at least one certificate (a --json file of miau certify).');
  for (const file of positionals) readableFile('certificate', file);
  distinctOutputs(positionals, { json: values.json, html: values.html });
  for (const option of ['json', 'html'] as const)
    if (values[option] !== undefined) writableFile(`--${option}`, values[option]);
  // One file at a time, each cut to what the matrix reads before the next is parsed.
  const read: MatrixInput[] = [];
  for (const file of positionals) {
    const one = await readCertificateFile(file);
    if (!one.ok) {
      io.err(`miau matrix: ${one.problem}`);
      return 2;
    }
    // A certificate that contradicts itself would show passes no run of certify wrote.
    const inconsistency = certificateInconsistency(file, one.certificate);
    if (inconsistency !== undefined) {
      io.err(`miau matrix: ${inconsistency}`);
      return 2;
    }
    read.push({ file, certificate: forMatrix(one.certificate) });
  }
  const repeated = repeatedScenario(read);
  if (repeated) {
    io.err(`miau matrix: ${repeated}`);
    return 2;
  }
  const matrix = buildMatrix(read);
  await writeReport(values.json, () => `${wellFormedJson(matrix)}\n`);
  await writeReport(values.html, () => matrixHtml(matrix));
  io.out(formatMatrix(matrix));
  for (const note of matrix.notes) io.out(`note: ${note}`);
  return 0;
}
