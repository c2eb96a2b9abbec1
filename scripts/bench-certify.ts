// `npm run bench` (second part): how long certifying the reference engine takes serially, with
// `--parallel 2`, and as two shards run side by side (as two CI runners would) then merged, for
// the engine as a module and through `miau serve` (a program over JSON lines). Each run is the
// `miau` CLI in a child process, timed by the wall clock; ratios are against the serial run of
// the same engine. Prints a table and the machine's load; writes reports/bench-certify.json.
// Asserts no time: the figures depend on the machine and what else it runs.
//   --tags <expr>   certify only these scenarios (default: the whole suite)
//   --once          one run per scenario (no determinism run)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const miau = join(root, 'bin', 'miau.js');
const { values } = parseArgs({ options: { tags: { type: 'string' }, once: { type: 'boolean' } } });
const selection = [...(values.tags ? ['--tags', values.tags] : []), ...(values.once ? ['--once'] : [])];
const scratch = mkdtempSync(join(tmpdir(), 'miau-bench-certify-'));

/** Runs `miau <args>`; resolves to its exit code. */
function run(args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [miau, ...args], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function timed(work: () => Promise<number[]>): Promise<{ seconds: number; codes: number[] }> {
  const started = performance.now();
  const codes = await work();
  return { seconds: (performance.now() - started) / 1000, codes };
}

interface Line {
  engine: string;
  how: string;
  seconds: number;
  ratio: number;
  exitCodes: number[];
}

const engines = [
  { name: 'module', args: [] as string[] },
  {
    name: 'miau serve',
    args: ['--engine-cmd', `${JSON.stringify(process.execPath)} ${JSON.stringify(miau)} serve`],
  },
];
const lines: Line[] = [];
const loadBefore = loadavg();
for (const engine of engines) {
  const base = ['certify', ...engine.args, ...selection, '--quiet'];
  const out = (name: string) => join(scratch, `${engine.name.replace(/\W/g, '-')}-${name}.json`);
  const serial = await timed(async () => [await run([...base, '--json', out('serial')])]);
  const parallel = await timed(async () => [
    await run([...base, '--parallel', '2', '--json', out('parallel')]),
  ]);
  const sharded = await timed(async () => {
    const shards = await Promise.all(
      [1, 2].map((i) => run([...base, '--shard', `${i}/2`, '--json', out(`shard-${i}`)])),
    );
    return [...shards, await run(['merge', out('shard-1'), out('shard-2'), '--json', out('merged')])];
  });
  for (const [how, result] of [
    ['serial', serial],
    ['--parallel 2', parallel],
    ['2 shards side by side, merged', sharded],
  ] as const) {
    lines.push({
      engine: engine.name,
      how,
      seconds: result.seconds,
      ratio: serial.seconds / result.seconds,
      exitCodes: result.codes,
    });
  }
}
const loadAfter = loadavg();
// The certificates were written only to be timed: a run left them in the temporary folder.
rmSync(scratch, { recursive: true, force: true });

const machine = { cpus: availableParallelism(), load: { before: loadBefore, after: loadAfter } };
console.log(
  `certify the reference engine${values.tags ? ` (--tags ${values.tags})` : ''}${values.once ? ', once' : ''}; ${machine.cpus} CPUs`,
);
console.log(
  `${'engine'.padEnd(12)}${'run'.padEnd(32)}${'seconds'.padStart(9)}${'serial ÷ this'.padStart(15)}  exit codes`,
);
for (const l of lines)
  console.log(
    `${l.engine.padEnd(12)}${l.how.padEnd(32)}${l.seconds.toFixed(1).padStart(9)}${l.ratio.toFixed(2).padStart(15)}  ${l.exitCodes.join(' ')}`,
  );
console.log(
  `load average (1, 5, 15 min): before ${loadBefore.map((n) => n.toFixed(1)).join(', ')}; after ${loadAfter.map((n) => n.toFixed(1)).join(', ')}`,
);
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(
  join(root, 'reports', 'bench-certify.json'),
  `${JSON.stringify({ selection, machine, lines }, null, 2)}\n`,
);
