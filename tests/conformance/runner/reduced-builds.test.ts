// Builds that claim less than everything: the reference engine reduced to fewer capabilities
// plays without the mechanics it does not claim (their data dropped). Certifying such a build
// fails nothing, or a scenario that needs a capability does not carry its tag, and a correct
// engine that lacks that capability is failed for it (a history-with-a-clock scenario tagged only
// @rules/reset failed a core-only build: it needed @automata).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { miau, ROOT } from './helpers.js';
import { CAPABILITIES } from '../../../conformance/engine/module.js';
import type { Certificate } from '../../../conformance/runner/certificate.js';

const dir = mkdtempSync(join(tmpdir(), 'miau-reduced-'));
const reference = pathToFileURL(join(ROOT, 'conformance', 'engines', 'reference.ts')).href;

/**
 * Certifies the reference engine claiming only `claimed`, on the scenarios `tags` selects. Its
 * loader knows the pack features it claims, no others (packs/feature-flags: a build claiming
 * feature-flags refuses a pack listing a feature it lacks).
 */
async function certifyClaiming(
  name: string,
  claimed: readonly string[],
  tags?: string,
  refusesGlossary = false,
): Promise<Certificate> {
  const engine = join(dir, `${name}.mts`);
  const build = `createReferenceEngine({ capabilities: ${JSON.stringify(claimed)}, features: ${JSON.stringify(claimed)} })`;
  writeFileSync(
    engine,
    `import { createReferenceEngine } from ${JSON.stringify(reference)};\n${
      refusesGlossary
        ? `const REFUSED = { ok: false, errors: [{ severity: 'error', code: 'unknown-field', path: '/properties', message: 'This build has no glossary.' }], warnings: [] };\nexport const createEngine = () => { const engine = ${build}; return { ...engine, load: async (pack) => (pack !== null && typeof pack === 'object' && 'properties' in pack ? REFUSED : engine.load(pack)) }; };\n`
        : `export const createEngine = () => ${build};\n`
    }`,
  );
  const json = join(dir, `${name}.json`);
  await miau(
    'certify',
    '--engine',
    engine,
    ...(tags ? ['--tags', tags] : []),
    '--once',
    '--quiet',
    `--json=${json}`,
  );
  return JSON.parse(readFileSync(json, 'utf8')) as Certificate;
}

/** Each scenario that did not pass, unsupported or not: where, and why. */
function wrong(certificate: Certificate): string[] {
  return certificate.scenarios
    .filter((s) => s.outcome !== 'passed' && s.outcome !== 'unsupported')
    .map((s) => `${s.uri}:${s.line} ${s.outcome}: ${s.message ?? ''}`);
}

describe('a reduced build of the reference engine', () => {
  it('claiming no capability passes every core scenario and fails nothing', async () => {
    const certificate = await certifyClaiming('core-only', []);
    expect(wrong(certificate)).toEqual([]);
    expect(certificate.totals.passed).toBeGreaterThan(200);
  }, 120_000);

  // Exact diagnostics without the mechanics: a core scenario whose pack lists or uses a feature
  // such a build does not know gets needs-newer-miau as well, so it must carry that capability's
  // tag (a limits scenario listing pairs and automata was failed: change foreign-engine-wording).
  it('claiming only diagnostics fails no core scenario', async () => {
    const certificate = await certifyClaiming(
      'diagnostics-only',
      ['diagnostics'],
      'not @automata and not @pairs and not @gates and not @noun-trap and not @feature-flags and not @glossary and not @solver',
    );
    expect(wrong(certificate)).toEqual([]);
    expect(certificate.totals.passed).toBeGreaterThan(200);
  }, 120_000);

  // A build without the glossary refuses a pack's `properties`, as packs/feature-flags asks; the
  // Clockwork scenarios hand it their pack without it (conformance/start), since it changes no play.
  it('claiming automata without the glossary, and refusing one, fails no automata scenario', async () => {
    const certificate = await certifyClaiming('automata-no-glossary', ['automata'], '@automata', true);
    expect(wrong(certificate)).toEqual([]);
    expect(certificate.totals.passed).toBeGreaterThan(100);
  }, 120_000);

  // Each mechanic left out alone, on the scenarios of the other capabilities (the core ones ran
  // above): a pairs scenario that also needs automata must say so.
  it.each(['automata', 'pairs', 'gates'])(
    'claiming all but %s fails nothing',
    async (left) => {
      const others = CAPABILITIES.filter((c) => c !== left).map((c) => `@${c}`);
      const certificate = await certifyClaiming(
        `all-but-${left}`,
        CAPABILITIES.filter((c) => c !== left),
        `not @${left} and (${others.join(' or ')})`,
      );
      expect(wrong(certificate)).toEqual([]);
      expect(certificate.totals.passed).toBeGreaterThan(20);
    },
    120_000,
  );
});
