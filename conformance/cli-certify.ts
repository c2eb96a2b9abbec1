// `miau certify`: certify an engine module and print its certificate.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { buildCertificate, formatCertificate, readSuite } from './certificate.js';
import { parseCommandArgs, type CliIo } from './cli-io.js';
import { PROJECT_ROOT, certify } from './runner.js';

export const usage = `Usage: miau certify [--engine <module>] [--tags <expr>] [--name <regex>]...
                   [--html <file>] [--messages <file>] [--json <file>]

Runs the conformance suite against an engine module (a .ts, .mjs or .js file exporting
createEngine) and prints its certificate. Exit 0 only when at least one scenario ran and
nothing failed or errored.

  --engine <module>   engine module (default: conformance/engines/reference.ts)
  --tags <expr>       cucumber tag expression, e.g. "@rules/sink or @automata"
  --name <regex>      run only scenarios whose name matches (repeatable)
  --html <file>       also write cucumber's HTML report
  --messages <file>   also write cucumber's message stream (NDJSON)
  --json <file>       also write the certificate as JSON
  --root <dir>        project holding features/ (default: this suite)`;

/** The engine certified when no --engine is given. */
export const REFERENCE_ENGINE = join(PROJECT_ROOT, 'conformance', 'engines', 'reference.ts');

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(
    args,
    {
      engine: { type: 'string' },
      tags: { type: 'string' },
      name: { type: 'string', multiple: true },
      html: { type: 'string' },
      messages: { type: 'string' },
      json: { type: 'string' },
      root: { type: 'string' },
    },
    false,
  );
  const result = await certify({
    engineModule: resolve(values.engine ?? REFERENCE_ENGINE),
    root: values.root,
    tags: values.tags,
    name: values.name,
    html: values.html,
    messages: values.messages,
  });
  const certificate = buildCertificate(result, await readSuite(PROJECT_ROOT));
  if (values.json) {
    await mkdir(dirname(resolve(values.json)), { recursive: true });
    await writeFile(values.json, `${JSON.stringify(certificate, null, 2)}\n`);
  }
  io.out(formatCertificate(certificate));
  // A certificate over nothing certifies nothing: an empty selection is not a pass.
  if (result.scenarios.length === 0) {
    io.err('miau: no scenario ran; check --tags, --name and the features folder.');
    return 1;
  }
  return result.totals.failed === 0 && result.totals.errored === 0 ? 0 : 1;
}
