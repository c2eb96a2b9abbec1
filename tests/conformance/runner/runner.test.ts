// The runner's outcome judgement, checked on a tiny fixture suite (tests/fixtures/project)
// with toy engines, so each outcome is produced on purpose.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import './typescript-imports.js';
import { EngineModuleError } from '../../../conformance/engine/module.js';
import { certify, type CertifyResult } from '../../../conformance/runner/runner.js';
import { totalsOf } from './helpers.js';

const fixtures = join(import.meta.dirname, '..', '..', 'fixtures');
const root = join(fixtures, 'project');
const engine = (name: string) => join(fixtures, 'engines', name);
const outcomeOf = (result: CertifyResult, name: string) =>
  result.scenarios.find((s) => s.name === name)?.outcome;

describe('certify', () => {
  it('passes every scenario of an engine that does what the features say', async () => {
    const result = await certify({ engineModule: engine('toy.ts'), root, tags: 'not @harness' });
    expect(result.engine).toEqual({ name: 'toy', version: '1.0.0', protocol: 1, capabilities: ['automata'] });
    expect(result.totals).toEqual(totalsOf({ passed: 4 }));
    const clock = result.scenarios.find((s) => s.name === 'A clock ticks on a wait');
    expect(clock).toMatchObject({
      uri: 'features/clocks.feature',
      line: 5,
      capability: 'automata',
      requirements: ['rules/turn-order'],
      tags: ['automata', 'rules/turn-order'],
    });
  });

  it('fails a scenario whose answer is wrong, without calling it errored', async () => {
    const result = await certify({ engineModule: engine('toy-miscounting.ts'), root, tags: 'not @harness' });
    expect(outcomeOf(result, 'Waiting counts as a turn')).toBe('failed');
    expect(outcomeOf(result, 'A clock ticks on a wait')).toBe('failed');
    expect(outcomeOf(result, 'A move counts as a turn')).toBe('passed');
    expect(result.totals).toEqual(totalsOf({ passed: 2, failed: 2 }));
    const waiting = result.scenarios.find((s) => s.name === 'Waiting counts as a turn');
    expect(waiting?.message).toMatch(/step "the turn count is 1" failed/);
  });

  it('reports an engine that throws as errored, with its message', async () => {
    const result = await certify({ engineModule: engine('toy-throwing.ts'), root, tags: 'not @harness' });
    expect(outcomeOf(result, 'A move counts as a turn')).toBe('errored');
    expect(outcomeOf(result, 'Starting counts nothing')).toBe('passed');
    expect(result.totals).toEqual(totalsOf({ passed: 1, errored: 3 }));
    expect(result.scenarios.find((s) => s.outcome === 'errored')?.message).toMatch(/lost its marbles/);
    // Each errored scenario carries its stable fault code; no other outcome has one.
    expect(result.scenarios.map((s) => s.fault ?? s.outcome).sort()).toEqual([
      'engine-threw',
      'engine-threw',
      'engine-threw',
      'passed',
    ]);
  });

  it('reports scenarios needing an unclaimed capability as unsupported, never passed', async () => {
    const result = await certify({
      engineModule: engine('toy-no-capabilities.ts'),
      root,
      tags: 'not @harness',
    });
    expect(outcomeOf(result, 'A clock ticks on a wait')).toBe('unsupported');
    expect(result.totals).toEqual(totalsOf({ passed: 3, unsupported: 1 }));
  });

  it('counts undefined, pending and stray skipped steps as failed', async () => {
    const result = await certify({ engineModule: engine('toy.ts'), root, tags: '@harness' });
    expect(result.scenarios.map((s) => [s.name, s.outcome, s.message])).toEqual([
      ['A step nobody defined', 'failed', 'step "the player dances" is undefined'],
      ['A pending step', 'failed', 'step "the player waits for a pending answer" is pending'],
      ['A stray skip', 'failed', 'skipped, though the engine claims every capability it needs'],
    ]);
  });

  it('runs only the scenarios whose name matches, and writes the reports asked for', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-runner-'));
    const html = join(dir, 'nested', 'cucumber.html');
    const messages = join(dir, 'cucumber.ndjson');
    const result = await certify({
      engineModule: engine('toy.ts'),
      root,
      name: ['^Waiting'],
      html,
      messages,
    });
    expect(result.scenarios.map((s) => s.name)).toEqual(['Waiting counts as a turn']);
    expect(existsSync(html)).toBe(true);
    const envelopes = readFileSync(messages, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as object);
    expect(envelopes.some((e) => 'testRunFinished' in e)).toBe(true);
  });

  it('fails a feature file that does not parse instead of skipping it silently', async () => {
    const result = await certify({ engineModule: engine('toy.ts'), root: join(fixtures, 'broken-project') });
    expect(result.scenarios).toEqual([
      expect.objectContaining({
        uri: 'features/broken.feature',
        line: 4,
        outcome: 'failed',
        message: expect.stringMatching(/^does not parse: /) as unknown,
      }),
    ]);
    expect(result.totals.failed).toBe(1);
  });

  it('refuses a module that is missing or exports no createEngine', async () => {
    await expect(certify({ engineModule: engine('nowhere.ts'), root })).rejects.toThrow(EngineModuleError);
    await expect(certify({ engineModule: engine('no-factory.mjs'), root })).rejects.toThrow(
      /exports no createEngine/,
    );
  });

  it('refuses an engine whose hello breaks the protocol, naming the problems', async () => {
    const attempt = certify({ engineModule: engine('bad-hello.mjs'), root });
    await expect(attempt).rejects.toMatchObject({ name: 'EngineFault' });
    await expect(attempt).rejects.toThrow(/\/protocol must be equal to constant/);
  });
});
