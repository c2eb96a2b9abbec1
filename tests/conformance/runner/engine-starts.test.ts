// A serial certification starts its engine twice: the first run plays on the engine certify
// greeted before it, and the determinism check's second run on one of its own. Each start of an
// engine process is a second or so of every certification (and of every test that runs one).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { rawModule, REFERENCE } from '../hostile/engines.js';
import { certify as certifyInProcess } from '../../../conformance/runner/runner.js';
import { closeEnginesAfterRun, ScenarioSession } from '../../../conformance/runner/session.js';
import './typescript-imports.js';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const ONE_SCENARIO = ['--name', '^Waiting counts as a turn$', '--quiet'];
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'miau-engine-starts-'));
  dirs.push(dir);
  return dir;
}

function certify(args: string[]): string {
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'bin', 'miau.js'), 'certify', ...args, ...ONE_SCENARIO],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  return run.stdout;
}

function startsIn(dir: string): number {
  return readFileSync(join(dir, 'starts.txt'), 'utf8').split('\n').filter(Boolean).length;
}

/** An engine module that notes in `starts.txt` beside it every time it is built. */
function countingModule(dir: string): string {
  return rawModule(
    dir,
    `import { createEngine as reference } from ${REFERENCE};
import { appendFileSync } from 'node:fs';
export function createEngine() {
  appendFileSync(new URL('./starts.txt', import.meta.url), 'built\\n');
  return reference();
}
`,
  );
}

// The greeted engine plays the first run; the second run gets one of its own, so an answer fixed
// once per process shows (conformance/handshake). No engine is started only to be greeted.
it('an engine module is built once for the greeting and the first run, and once for the second', () => {
  const dir = scratch();
  expect(certify(['--engine', countingModule(dir)])).toMatch(/1 passed, 0 failed/);
  expect(startsIn(dir)).toBe(2);
});

// Here the runner is loaded by vitest and the step definitions natively: two copies of the
// session module, which must still share the greeted engine.
it('also when certify is called in a process that loaded the runner through another loader', async () => {
  const dir = scratch();
  const result = await certifyInProcess({
    engineModule: countingModule(dir),
    name: ['^Waiting counts as a turn$'],
  });
  expect(result.totals.passed).toBe(1);
  expect(startsIn(dir)).toBe(2);
});

it('an engine program is started once for the greeting and the first run, and once for the second', () => {
  const dir = scratch();
  const serve = `${JSON.stringify(process.execPath)} ${JSON.stringify(join(ROOT, 'bin', 'miau.js'))} serve`;
  const command = `echo started >> ${JSON.stringify(join(dir, 'starts.txt'))}; exec ${serve}`;
  expect(certify(['--engine-cmd', command])).toMatch(/1 passed, 0 failed/);
  expect(startsIn(dir)).toBe(2);
});

// The scenario's game went with the lost engine: the picture after the failed step must not
// start another engine only to find no game in it (conformance/runner/session.ts). The module is
// imported here (inProcess), so each start is counted the moment it happens.
it('an engine lost in a scenario is not started again for the rest of that scenario', async () => {
  const dir = scratch();
  const parameters = { engineModule: countingModule(dir), inProcess: true, turnMs: 200 };
  const lostScenario = new ScenarioSession(parameters);
  await lostScenario.hello();
  const hang = lostScenario.call('input', () => new Promise<never>(() => {}));
  await expect(hang).rejects.toThrow(/did not answer input within 200 ms/);
  const fault = await hang.catch((error: unknown) => error);
  await expect(lostScenario.call('observe', (build) => build.hello())).rejects.toBe(fault);
  await expect(lostScenario.hello()).rejects.toBe(fault);
  expect(startsIn(dir)).toBe(1);
  // The next scenario gets an engine of its own.
  await new ScenarioSession(parameters).hello();
  expect(startsIn(dir)).toBe(2);
  await closeEnginesAfterRun();
});

// spec: conformance/bounded-answers. The budget bounds the engine's calls: the harness's own work
// between them (here, 400 ms of it against a budget of 300 ms) is not the engine's to pay; a
// call's own wait still is.
it("a scenario's budget counts the time its calls wait for answers, not the harness's between them", async () => {
  const dir = scratch();
  const parameters = { engineModule: countingModule(dir), inProcess: true, scenarioMs: 300 };
  const session = new ScenarioSession(parameters);
  await session.hello();
  for (let k = 0; k < 4; k++) {
    await new Promise((done) => setTimeout(done, 100));
    await expect(session.call('hello', (build) => build.hello())).resolves.toMatchObject({ protocol: 1 });
  }
  const slow = session.call('input', () => new Promise<never>(() => {}));
  await expect(slow).rejects.toThrow(/scenario's budget of 300 ms/);
  await closeEnginesAfterRun();
});
