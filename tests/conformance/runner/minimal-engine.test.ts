// The minimal engine program of conformance/INTERPRETING.md ("Writing an adapter"): no
// capability, every level declined. Its certificate says what the contract says of such an
// engine: nothing errored or failed; every core scenario that plays a level is declined; what
// passes is only what it really does (greeting, refusing packs), and everything tagged with
// a capability is unsupported.
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { miau, ROOT } from './helpers.js';
import type { Certificate } from '../../../conformance/runner/certificate.js';

const program = `${JSON.stringify(process.execPath)} ${JSON.stringify(join(ROOT, 'conformance', 'examples', 'minimal-engine.mjs'))}`;

describe('the minimal engine of the adapter walk-through', () => {
  it('is certified with 0 errored, 0 failed, its levels declined and its capabilities unsupported', async () => {
    const json = join(mkdtempSync(join(tmpdir(), 'miau-minimal-')), 'certificate.json');
    const run = await miau(
      'certify',
      '--engine-cmd',
      program,
      '--check-protocol',
      '--once',
      '--quiet',
      `--json=${json}`,
    );
    const certificate = JSON.parse(readFileSync(json, 'utf8')) as Certificate;
    expect(certificate.engine).toEqual({
      name: 'minimal-engine',
      version: '0.1.0',
      protocol: 1,
      capabilities: [],
    });
    expect(certificate.totals).toMatchObject({ failed: 0, errored: 0, nondeterministic: 0 });
    expect(certificate.totals.declined).toBeGreaterThan(100);
    expect(run.code).toBe(1);
    const core = certificate.scenarios.filter((s) => s.capability === null);
    expect(core.every((s) => s.outcome === 'declined' || s.outcome === 'passed')).toBe(true);
    // A pass needs no played level: only the handshake and refusals of invalid packs.
    const passedAreas = new Set(
      core.filter((s) => s.outcome === 'passed').flatMap((s) => s.requirements.map((r) => r.split('/')[0])),
    );
    expect([...passedAreas].sort()).toEqual(['conformance', 'packs']);
    expect(
      certificate.scenarios.filter((s) => s.capability !== null).every((s) => s.outcome === 'unsupported'),
    ).toBe(true);
  }, 240_000);
});
