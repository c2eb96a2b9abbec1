// An answer's schema errors as sentences a reader can act on. Ajv reports a oneOf by every
// branch's errors: a load answer missing "warnings" also heard that it lacked "errors" and that
// "ok" must be a constant. The branch whose discriminator ("ok": true or false) does not match is
// dropped, as is the oneOf's own summary, and repeats are said once.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { printable } from '../../src/data/safe-text.js';

/** The errors, one `pointer message` each, of the branch the value meant to take. */
export function schemaProblems(errors: readonly ErrorObject[], whole: string): string[] {
  // A branch is left out when a field of the object it describes (not a deeper one) has a value
  // outside the branch's constant or list: that field tells the branches apart.
  const otherBranches: string[] = [];
  for (const error of errors) {
    if (error.keyword !== 'const' && error.keyword !== 'enum') continue;
    const branch = /^(.*\/(?:oneOf|anyOf))\/\d+\//.exec(error.schemaPath);
    const choice = branch && errors.find((e) => e.schemaPath === branch[1]);
    if (choice && error.instancePath.slice(0, error.instancePath.lastIndexOf('/')) === choice.instancePath)
      otherBranches.push(branch[0]);
  }
  const kept = errors.filter((error) => !otherBranches.some((branch) => error.schemaPath.startsWith(branch)));
  const meant = kept.some((error) => error.keyword !== 'oneOf' && error.keyword !== 'anyOf')
    ? kept.filter((error) => error.keyword !== 'oneOf' && error.keyword !== 'anyOf')
    : kept;
  return [...new Set((meant.length > 0 ? meant : errors).map((error) => describeSchemaError(error, whole)))];
}

/** One schema error as `pointer message`: the missing or extra field named, allowed values listed. */
export function describeSchemaError(error: ErrorObject, whole = '(the answer)'): string {
  const missing = error.keyword === 'required' ? `/${String(error.params.missingProperty)}` : '';
  const extra = error.keyword === 'additionalProperties' ? `/${String(error.params.additionalProperty)}` : '';
  const pointer = `${error.instancePath}${missing}${extra}` || whole;
  const allowed =
    error.keyword === 'enum'
      ? ` (${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')})`
      : error.keyword === 'const'
        ? ` (${JSON.stringify(error.params.allowedValue)})`
        : '';
  // The pointer names keys of a foreign document: a line feed in one stays on this line, escaped.
  return `${printable(pointer)} ${said(error)}${allowed}`;
}

// The pointer already names the field: "/debug must NOT have additional properties" read as if
// debug held extra fields, and "/won must have required property 'won'" named it twice.
function said(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties') return 'is a field the schema does not allow there';
  if (error.keyword === 'required') return 'is missing: the schema requires it';
  return error.message ?? 'is invalid';
}
