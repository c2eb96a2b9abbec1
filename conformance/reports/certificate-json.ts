// The certificate as JSON (`miau certify --json`), checked against
// schemas/certificate.schema.json before it is written: a certificate that breaks its own
// schema is a bug in the harness, never a file handed to someone else.
import type { Certificate } from '../../src/types/certificate.js';
import { schemaValidator } from '../../src/schema/registry.js';
import { jsonSyntaxReason, readFileAtMost } from '../runner/bounded-file.js';
import { MAX_CERTIFICATE_BYTES } from '../runner/bounds.js';
import { describeSchemaError } from '../protocol/schema-errors.js';
import { wellFormedJson } from '../../src/data/safe-text.js';

/** Problems of a value as a certificate, one sentence each; empty when it fits the schema. */
export function certificateProblems(value: unknown): string[] {
  const validate = schemaValidator('certificate');
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => describeSchemaError(e, '(certificate)'));
}

/**
 * The certificate as pretty JSON, well-formed Unicode (a lone surrogate half an engine wrote is
 * shown as `\uXXXX`); throws when it breaks its schema.
 */
export function certificateJson(certificate: Certificate): string {
  const problems = certificateProblems(certificate);
  if (problems.length > 0)
    throw new Error(`The certificate breaks schemas/certificate.schema.json: ${problems.join('; ')}`);
  return `${wellFormedJson(certificate)}\n`;
}

/**
 * A certificate read back from a `--json` file, or one sentence saying why the file is not one;
 * a file over MAX_CERTIFICATE_BYTES is refused before it is read.
 */
export async function readCertificateFile(
  file: string,
): Promise<{ ok: true; certificate: Certificate } | { ok: false; problem: string }> {
  const read = await readFileAtMost(file, MAX_CERTIFICATE_BYTES, file, 'a certificate');
  if (!read.ok) return { ok: false, problem: read.problem };
  let value: unknown;
  try {
    value = JSON.parse(read.text);
  } catch (error) {
    return { ok: false, problem: `${file} cannot be read as JSON: ${jsonSyntaxReason(error)}.` };
  }
  const problems = certificateProblems(value);
  if (problems.length > 0)
    return {
      ok: false,
      problem: `${file} is not a certificate (schemas/certificate.schema.json): ${problems.slice(0, 3).join('; ')}.`,
    };
  return { ok: true, certificate: value as Certificate };
}

/** Every file read back as a certificate, in the order given; the first that is not one stops the reading. */
export async function readCertificateFiles(
  files: readonly string[],
): Promise<
  { ok: true; read: { file: string; certificate: Certificate }[] } | { ok: false; problem: string }
> {
  const read: { file: string; certificate: Certificate }[] = [];
  for (const file of files) {
    const one = await readCertificateFile(file);
    if (!one.ok) return one;
    read.push({ file, certificate: one.certificate });
  }
  return { ok: true, read };
}
