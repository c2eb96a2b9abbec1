// Hostile engine modules under `miau docs --engine`: the engine runs in a host process of its
// own with a time limit on every call, and every answer is checked, so an engine that spins,
// exits or answers nonsense while the proofs are played fails that pack's page (exit 1, one
// line saying why), never the build: no hang, no silent exit, no TypeError on the page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { defineHostileCases, type HostileCase } from './harness.js';
import { rawModule, REFERENCE } from './engines.js';

/** A module that answers like the reference engine, except that `load` or `observe` runs `body`. */
function misbehaving(call: 'load' | 'observe', body: string): (dir: string) => void {
  return (dir) =>
    void rawModule(
      dir,
      `import { createEngine as reference } from ${REFERENCE};
process.on('SIGTERM', () => {});
export function createEngine() {
  const engine = reference();
  return { ...engine,
    ${call === 'load' ? `async load(pack) { ${body} },` : ''}
    async start(pack, level) {
      const game = await engine.start(pack, level);
      return { ...game, ${call === 'observe' ? `async observe() { ${body} }` : ''} };
    } };
}
`,
    );
}

const docs = (name: string, setup: (dir: string) => void, reason: RegExp): HostileCase => ({
  name,
  setup,
  args: [
    'docs',
    '--packs-only',
    '--pack',
    'packs/examples/tiny.json',
    '--engine',
    '{dir}/engine.mjs',
    '--turn-limit',
    '500',
    '--out',
    '{dir}/site',
  ],
  exit: 1,
  output: new RegExp(`^miau docs: the pack tiny(, level [a-z-]+)?: ${reason.source}`, 'm'),
  notOutput: /internal error|TypeError/,
  maxSeconds: 20,
  maxMemoryMb: 600,
  // The site is written all the same: the pack's page says why.
  after: (dir) =>
    expect(readFileSync(join(dir, 'site', 'pack-tiny.html'), 'utf8')).toMatch(
      /<p class="[a-z]+"><bdi>The engine (does not load the pack|failed while playing the proof): The engine/,
    ),
});

defineHostileCases([
  docs(
    'an engine that spins in load, deaf to SIGTERM, is stopped at the turn limit',
    misbehaving('load', 'for (;;) {}'),
    /The engine does not load the pack: The engine module did not answer load within 500 ms/,
  ),
  docs(
    'an engine whose load never settles is stopped at the turn limit',
    misbehaving('load', 'return new Promise(() => {});'),
    /The engine does not load the pack: The engine module did not answer load within 500 ms/,
  ),
  docs(
    'an engine that exits in load fails the pack, not the build',
    misbehaving('load', 'process.exit(3);'),
    /The engine does not load the pack: .*exit/,
  ),
  docs(
    'an engine observing null is a bad answer, not a TypeError on the page',
    misbehaving('observe', 'return null;'),
    /The engine failed while playing the proof: The engine's observe answer breaks the protocol schema/,
  ),
]);
