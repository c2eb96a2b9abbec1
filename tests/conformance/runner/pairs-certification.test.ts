// The @pairs scenarios against engines that cannot play pairs: one that says so in its hello
// (unsupported, never failed) and one that claims pairs but ignores them, as the shipped engine
// did (failed).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import './typescript-imports.js';
import { certify } from '../../../conformance/runner/runner.js';

const engines = join(import.meta.dirname, '..', '..', 'fixtures', 'engines');

describe('the pairs scenarios', () => {
  it('are unsupported, never failed, for an engine that does not claim pairs', async () => {
    const result = await certify({ engineModule: join(engines, 'reference-bare.ts'), tags: '@pairs' });
    expect(result.engine.capabilities).not.toContain('pairs');
    expect(result.scenarios.length).toBeGreaterThan(40);
    expect(result.scenarios.filter((s) => s.outcome !== 'unsupported')).toEqual([]);
  });

  it('fail for an engine that claims pairs but plays OPEN and SHUT as nouns', async () => {
    const result = await certify({
      engineModule: join(engines, 'pairs-ignored.ts'),
      tags: '@pairs and not @pairs/records and not @pairs/words',
    });
    const outcome = (name: string) => result.scenarios.find((s) => s.name === name)?.outcome;
    expect(outcome('A key pushed onto a door opens it')).toBe('failed');
    expect(outcome('A key pushed into a locked door')).toBe('failed');
    expect(outcome('An OPEN mouse opens the door on its beat')).toBe('failed');
    // Its loader knows no pair words, so it refuses a pack whose glossary explains OPEN and SHUT
    // (issue 16): packs/clockwork-pairs, and the glossary scenarios' own pack of pair words (tagged
    // @pairs since). Every scenario that plays such a pack cannot start, and errors.
    const errored = result.scenarios.filter((s) => s.outcome === 'errored');
    for (const level of ['key-and-door', 'any-wall-will-do', 'let-the-mouse-in']) {
      expect(outcome(`${level} is opened by its pair`)).toBe('errored');
      expect(outcome(`clockwork-pairs / ${level} wins on its stored proof`)).toBe('errored');
    }
    expect(outcome('Clockwork pairs explains both pair tiles')).toBe('errored');
    expect(outcome('A pair word the glossary explains is drawn in its accent')).toBe('errored');
    for (const s of errored)
      expect(s.message).toMatch(/The pack did not load \(\d+ errors?\), so no level of it can be started/);
    expect(errored).toHaveLength(8);
  });
});
