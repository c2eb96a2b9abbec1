// conformance/INTERPRETING.md is the contract engine authors read: its versions, capability
// list, outcomes and protocol requests must be the ones the code uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './runner/helpers.js';
import { CAPABILITIES } from '../../conformance/engine/module.js';
import { PROTOCOL_VERSION, REQUEST_TYPES } from '../../conformance/protocol/messages.js';
import { FAULTS } from '../../conformance/runner/errors.js';

const doc = readFileSync(join(ROOT, 'conformance', 'INTERPRETING.md'), 'utf8');
/** A JSON file of the project, read as the shape the test expects of it. */
const read = <T>(file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as T;
/** The first column of the markdown table under a heading. */
function firstColumn(heading: string): string[] {
  const section = doc.slice(doc.indexOf(`## ${heading}`));
  const table = section.slice(section.indexOf('\n|')).split('\n\n')[0];
  return table
    .split('\n')
    .slice(3)
    .map((row) => row.split('|')[1].trim().replace(/[`*]/g, ''));
}

describe('conformance/INTERPRETING.md', () => {
  it('states the suite version of package.json and the protocol version of the code', () => {
    expect(doc).toContain(`Suite version: **${read<{ version: string }>('package.json').version}**`);
    expect(doc).toContain(`Protocol version: **${PROTOCOL_VERSION}**`);
    expect(
      read<{ $defs: { hello: { properties: { protocol: { const: unknown } } } } }>(
        'schemas/adapter.schema.json',
      ).$defs.hello.properties.protocol.const,
    ).toBe(PROTOCOL_VERSION);
  });

  it('lists exactly the capabilities of the protocol, in its order', () => {
    expect(firstColumn('Capabilities')).toEqual([...CAPABILITIES]);
  });

  it('judges exactly the outcomes of the certificate schema', () => {
    expect(firstColumn('Outcomes')).toEqual(
      read<{ $defs: { outcome: { enum: string[] } } }>('schemas/certificate.schema.json').$defs.outcome.enum,
    );
  });

  it('explains exactly the fault codes of the certificate schema, in its order', () => {
    expect(firstColumn('Faults')).toEqual([...FAULTS]);
  });

  it('describes every request of the protocol schema', () => {
    expect(firstColumn('The JSON-lines protocol (version 1)')).toEqual([...REQUEST_TYPES]);
  });
});
