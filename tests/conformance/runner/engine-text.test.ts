// What an engine says, however odd but within the protocol, reaches the certificate as the
// engine's doing, bounded and read as JSON: a 5 MB error message is cut, a `-0` is `0`, an answer
// with no result is a broken protocol with or without --check-protocol, a program that never
// answers bye is not waited on for a turn limit, and a start cut short by the run's budget says so.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastLine, miau, ROOT } from './helpers.js';
import { referenceModule } from '../hostile/engines.js';
import { keptMessage, MESSAGE_KEPT_CHARS } from '../../../conformance/runner/bounds.js';
import { isJsonPointer, isSchemaCode, isOneLineMessage } from '../../../features/support/diagnostic-shape.js';

const scratch = () => mkdtempSync(join(tmpdir(), 'miau-engine-text-'));
const NODE = JSON.stringify(process.execPath);
const MIAU = JSON.stringify(join(ROOT, 'bin', 'miau.js'));

/**
 * A program that passes every request to `miau serve` and each answer line back through
 * `transform` (JavaScript: `request` and `line` in scope, the line to write or null for none).
 */
function proxy(dir: string, transform: string, before = ''): string {
  const file = join(dir, 'proxy.mjs');
  writeFileSync(
    file,
    `import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
${before}
const served = spawn(${NODE}, [${MIAU}, 'serve'], { stdio: ['pipe', 'pipe', 'inherit'] });
const pending = [];
createInterface({ input: process.stdin }).on('line', (l) => { pending.push(JSON.parse(l)); served.stdin.write(l + '\\n'); });
createInterface({ input: served.stdout }).on('line', (line) => {
  const request = pending.shift();
  const out = (() => { ${transform} })();
  if (out !== null) process.stdout.write(out + '\\n');
});
served.on('exit', (code) => { if (!process.env.KEEP) process.exit(code ?? 0); });
`,
  );
  return `${NODE} ${JSON.stringify(file)}`;
}

const OBSERVED = ['--name', '^Every thing is observed', '--once'];

describe('keptMessage', () => {
  it('keeps a message up to the bound, and says how much more there was', () => {
    expect(keptMessage('short')).toBe('short');
    const long = keptMessage('x'.repeat(MESSAGE_KEPT_CHARS + 10));
    expect(long).toBe(`${'x'.repeat(MESSAGE_KEPT_CHARS)}… (10 more characters not kept)`);
    // A pair of surrogates is never cut in half.
    const emoji = keptMessage(`${'x'.repeat(MESSAGE_KEPT_CHARS - 1)}😺 and more`);
    expect(emoji.startsWith(`${'x'.repeat(MESSAGE_KEPT_CHARS - 1)}…`)).toBe(true);
    // Counted in characters: ten cats are ten, not twenty UTF-16 units.
    expect(keptMessage(`${'x'.repeat(MESSAGE_KEPT_CHARS)}${'😺'.repeat(10)}`)).toMatch(
      /… \(10 more characters not kept\)$/,
    );
  });

  it('counts on from an earlier cut: an engine message cut, then quoted in its step', () => {
    const engineText = keptMessage('m'.repeat(200_000));
    const quoted = keptMessage(`step "the player waits" failed: ${engineText}`);
    const prefix = 'step "the player waits" failed: '.length;
    expect(quoted).toBe(
      `${'step "the player waits" failed: '}${'m'.repeat(MESSAGE_KEPT_CHARS - prefix)}… (${200_000 - MESSAGE_KEPT_CHARS + prefix} more characters not kept)`,
    );
  });
});

describe('engine text in a certificate', () => {
  it('cuts a 5 MB error message to the bound', async () => {
    const dir = scratch();
    const engine = referenceModule(
      dir,
      `async start(pack, level) {
    const game = await engine.start(pack, level);
    return { ...game, async observe() { throw new Error('m'.repeat(5e6)); } };
  }`,
    );
    const run = await miau('certify', '--engine', engine, ...OBSERVED, '--json', join(dir, 'c.json'));
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/m… \(\d+ more characters not kept\)/);
    expect(run.out.length).toBeLessThan(4 * MESSAGE_KEPT_CHARS);
  });

  it('reads -0 on the wire as 0', async () => {
    const dir = scratch();
    const run = await miau(
      'certify',
      '--engine-cmd',
      proxy(dir, `return request.type === 'observe' ? line.replace(/"x":0\\b/g, '"x":-0') : line;`),
      ...OBSERVED,
    );
    expect(lastLine(run.out)).toMatch(/^1 passed, 0 failed/);
    expect(run.code).toBe(0);
  });

  it.each([['without'], ['with']])(
    'an ok answer without a result is a broken protocol, %s --check-protocol',
    async (checked) => {
      const flags = checked === 'with' ? ['--check-protocol'] : [];
      const dir = scratch();
      const run = await miau(
        'certify',
        '--engine-cmd',
        proxy(
          dir,
          `if (request.type !== 'snapshot') return line; const a = JSON.parse(line); delete a.result; return JSON.stringify(a);`,
        ),
        '--name',
        '^Restoring brings back the saved board and turn count$',
        '--once',
        ...flags,
      );
      expect(run.out).toMatch(/\[protocol-broken\][\s\S]*answered snapshot with "ok": true but no "result"/);
      expect(run.code).toBe(1);
    },
  );

  it('does not wait a turn limit for a program that never answers bye', async () => {
    const dir = scratch();
    const command = proxy(dir, `return request.type === 'bye' ? null : line;`, `process.env.KEEP = '1';`);
    // The exit grace is 2 s; waiting the turn limit, ten minutes, would outlast the test's own limit.
    const run = await miau('certify', '--engine-cmd', command, ...OBSERVED, '--turn-limit', '600000');
    expect(run.code).toBe(0);
  });

  it('names the run budget when it cut the first hello short', async () => {
    const dir = scratch();
    const command = proxy(dir, 'return line;', 'await new Promise((done) => setTimeout(done, 3000));');
    const run = await miau('certify', '--engine-cmd', command, ...OBSERVED, '--run-budget', '1');
    expect(run.err).toMatch(
      /the engine failed \(run-budget\): The engine did not answer hello within 1000 ms, what was left of the run budget/,
    );
    expect(run.code).toBe(1);
  });
});

describe('the shape of a diagnostic, checked without backtracking', () => {
  // As the adapter schema allows, no stricter: an engine without `diagnostics` may use codes of its
  // own, and `e2514` and the message "Bad pack." failed eleven scenarios of a correct engine.
  it('tells the codes the adapter schema allows, JSON pointers and one-line messages', () => {
    expect(['unknown-word', 'a', 'x-y-z', 'e2514', 'a1', 'a-'].map(isSchemaCode)).toEqual(
      Array(6).fill(true),
    );
    expect(['', '-a', '1a', 'A', 'a_b', 'aB', 'a b'].map(isSchemaCode)).toEqual(Array(7).fill(false));
    expect(['', '/levels/0', '/'].map(isJsonPointer)).toEqual([true, true, true]);
    expect(isJsonPointer('levels/0')).toBe(false);
    expect(['A sentence.', 'Bad pack.', 'x'].map(isOneLineMessage)).toEqual([true, true, true]);
    expect(['', 'two\nlines here'].map(isOneLineMessage)).toEqual([false, false]);
    expect(isOneLineMessage(' and so on'.repeat(800_000))).toBe(true);
  });

  // An 8 MB one-line message overflowed V8's backtracking stack in /^[^\n]{10,}$/: the scenario
  // failed with "Maximum call stack size exceeded", as if the engine were wrong.
  it('passes an engine whose diagnostic message is one line of 8 MB', async () => {
    const dir = scratch();
    const engine = referenceModule(
      dir,
      `async load(pack) {
    const answer = await engine.load(pack);
    const first = (answer.ok ? answer.warnings : answer.errors)[0];
    if (first) first.message += ' and so on'.repeat(800000);
    return answer;
  }`,
    );
    const run = await miau(
      'certify',
      '--engine',
      engine,
      '--name',
      '^Every diagnostic has a code, a path and a one-line message$',
      '--once',
      '--quiet',
    );
    expect(lastLine(run.out)).toMatch(/^1 passed, 0 failed/);
  });
});
