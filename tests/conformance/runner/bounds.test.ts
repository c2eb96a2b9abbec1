// Every bound of conformance/runner/bounds.ts is stated, with its value, where engine authors and
// users read: INTERPRETING.md, `miau certify --help`, `miau serve --help` and the conformance spec.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RUN_BUDGET_S,
  describeBytes,
  ENGINE_OUTPUT_KEPT_CHARS,
  HOST_PENDING_OUTPUT_BYTES,
  MAX_CERTIFICATE_BYTES,
  MAX_LINE_BYTES,
  MESSAGE_KEPT_CHARS,
} from '../../../conformance/runner/bounds.js';
import { usage as certifyUsage } from '../../../conformance/cli/commands/certify.js';
import { usage as serveUsage } from '../../../conformance/cli/commands/serve.js';
import { usage as mergeUsage } from '../../../conformance/cli/commands/merge.js';
import { usage as matrixUsage } from '../../../conformance/cli/commands/matrix.js';
import { ROOT } from './helpers.js';

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const spec = () => read('openspec/specs/conformance/spec.md');

describe('the documented bounds', () => {
  it('names the line bound in bytes and MiB', () => {
    expect(describeBytes(MAX_LINE_BYTES)).toBe('33554432 bytes (32 MiB)');
    expect(describeBytes(1000)).toBe('1000 bytes');
  });

  it.each([
    ['conformance/INTERPRETING.md', () => read('conformance/INTERPRETING.md')],
    ['miau certify --help', () => certifyUsage],
  ])('%s states the line bound, the run budget and the output kept', (_where, text) => {
    expect(text()).toContain(describeBytes(MAX_LINE_BYTES));
    expect(text()).toMatch(new RegExp(`${DEFAULT_RUN_BUDGET_S}( s|\\))`));
    expect(text()).toContain(`${ENGINE_OUTPUT_KEPT_CHARS} characters`);
  });

  it('miau serve --help and the conformance spec state the line bound', () => {
    expect(serveUsage).toContain(describeBytes(MAX_LINE_BYTES));
    expect(spec()).toContain(`${MAX_LINE_BYTES} bytes`);
    expect(spec()).toContain(`${DEFAULT_RUN_BUDGET_S} s`);
  });

  it("INTERPRETING.md and the conformance spec state how much of a module's printing its host holds", () => {
    expect(read('conformance/INTERPRETING.md')).toContain(describeBytes(HOST_PENDING_OUTPUT_BYTES));
    expect(spec()).toContain(`${HOST_PENDING_OUTPUT_BYTES / (1024 * 1024)} MiB`);
  });

  it('merge and matrix --help, INTERPRETING.md and the conformance spec state the certificate bound', () => {
    for (const text of [mergeUsage, matrixUsage, read('conformance/INTERPRETING.md')])
      expect(text).toContain(describeBytes(MAX_CERTIFICATE_BYTES));
    expect(spec()).toContain(`${MAX_CERTIFICATE_BYTES} bytes`);
  });

  it("INTERPRETING.md and the conformance spec state how much of a scenario's message is kept", () => {
    expect(read('conformance/INTERPRETING.md')).toContain(`its first ${MESSAGE_KEPT_CHARS} characters`);
    expect(spec()).toContain(`at most ${MESSAGE_KEPT_CHARS} characters of what the engine said`);
  });
});
