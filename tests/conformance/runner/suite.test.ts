// The real suite (features/) against engines that are wrong on purpose: it must notice.
// Each run is narrowed by tags so the file stays fast.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import './typescript-imports.js';
import { certify } from '../../../conformance/runner/runner.js';

const engines = join(import.meta.dirname, '..', '..', 'fixtures', 'engines');
const reference = join(import.meta.dirname, '..', '..', '..', 'conformance', 'engines', 'reference.ts');

describe('the suite against a wrong engine', () => {
  it('passes every SINK scenario with the reference engine', async () => {
    const result = await certify({ engineModule: reference, tags: '@rules/sink' });
    expect(result.scenarios.length).toBeGreaterThan(2);
    expect(result.totals).toMatchObject({ failed: 0, errored: 0, unsupported: 0 });
  });

  it('fails the SINK scenarios of an engine whose SINK keeps what it sinks', async () => {
    const result = await certify({ engineModule: join(engines, 'wrong-sink.ts'), tags: '@rules/sink' });
    const outcome = (name: string) => result.scenarios.find((s) => s.name === name)?.outcome;
    expect(outcome('Walking into water sinks the walker and the water')).toBe('failed');
    expect(outcome('A pushed rock sinks and the pusher stays dry')).toBe('failed');
    // Nothing sinks here, so the wrong rule cannot show.
    expect(outcome('A SINK thing alone in its cell survives')).toBe('passed');
    expect(result.totals.failed).toBeGreaterThanOrEqual(3);
    expect(result.totals.errored).toBe(0);
  });

  it('reports an engine that throws on input as errored, not failed', async () => {
    const result = await certify({
      engineModule: join(engines, 'reference-throwing.ts'),
      tags: '@rules/sink',
    });
    const played = result.scenarios.filter((s) => s.outcome !== 'passed');
    expect(played.length).toBeGreaterThan(0);
    expect(played.every((s) => s.outcome === 'errored')).toBe(true);
    expect(played[0]?.message).toMatch(/input is broken in this build/);
  });

  it('reports capability scenarios as unsupported when the engine claims none', async () => {
    const result = await certify({ engineModule: join(engines, 'reference-bare.ts'), tags: '@automata' });
    expect(result.engine.capabilities).toEqual([]);
    expect(result.scenarios.length).toBeGreaterThan(0);
    expect(result.scenarios.every((s) => s.outcome === 'unsupported' && s.tags.includes('automata'))).toBe(
      true,
    );
  });
});
