// Hostile project trees under `--root`: a FIFO, a folder or a dangling link where a feature file
// or a spec belongs. cucumber and the readers of specs would wait on a FIFO for ever (a writer
// never comes) and stop on a folder with EISDIR, naming no path. Each is refused before anything
// runs: exit 2 and one line naming the path and what it is.
import { existsSync, mkdirSync, readdirSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { defineHostileCases, type HostileCase } from './harness.js';

const BROKEN = 'Feature: B\n  Scenario: S\n    Given a\n  Feature: again\n';
// Code that never returns, without keeping a core busy until it is stopped (a busy loop at import
// is tried once, below): the thread is held all the same.
const NEVER_RETURNS = 'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);';
const FEATURE = 'Feature: F\n  Scenario: S\n    Given nothing\n';
const SPEC =
  '# r\n\n## Purpose\nP.\n\n## Requirements\n\n### Requirement: R\n<!-- id: r/r -->\nIt SHALL.\n\n#### Scenario: S\n- **WHEN** a\n- **THEN** b\n';

/** A project with one feature and one spec, then `spoil` puts something else where a file belongs. */
function tree(spoil: (dir: string) => void): (dir: string) => void {
  return (dir) => {
    mkdirSync(join(dir, 'features', 'rules'), { recursive: true });
    writeFileSync(join(dir, 'features', 'rules', 'a.feature'), FEATURE);
    mkdirSync(join(dir, 'openspec', 'specs', 'r'), { recursive: true });
    writeFileSync(join(dir, 'openspec', 'specs', 'r', 'spec.md'), SPEC);
    spoil(dir);
  };
}
/** Step definitions of `text`, an ES module, in the project at `dir`. */
function stepDefinitions(dir: string, text: string): void {
  mkdirSync(join(dir, 'features', 'step_definitions'));
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
  writeFileSync(join(dir, 'features', 'step_definitions', 'steps.ts'), text);
}
const fifo = (path: string) => (dir: string) => execFileSync('mkfifo', [join(dir, path)]);

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/**
 * Four scenarios for two workers; the first's step is `stuck`, run in whichever worker takes it.
 * The project finds cucumber through a link to this project's packages.
 */
function parallelProject(stuck: string): (dir: string) => void {
  return tree((dir) => {
    const others = ['S2', 'S3', 'S4'].map((name) => `  Scenario: ${name}\n    Given nothing\n`).join('');
    writeFileSync(
      join(dir, 'features', 'rules', 'a.feature'),
      `Feature: F\n  Scenario: S1\n    Given stuck\n${others}`,
    );
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    stepDefinitions(
      dir,
      `import { Given } from '@cucumber/cucumber';\nGiven('nothing', () => {});\nGiven('stuck', () => { ${stuck} });\n`,
    );
  });
}
// Without --once both runs go at once, on a worker each: the first is stuck at its first scenario.
const UNFINISHED =
  /^miau: \d scenarios? of this parallel run never finished \(features\/rules\/a\.feature:2 "S1"[^)]*\): a worker process ended, or was stopped past the run budget, in code it ran \(such as a step definition under \S+ that calls process\.exit or never returns\); no certificate was made from an incomplete run\.$/m;

const refused = (name: string, args: string[], spoil: (dir: string) => void, what: RegExp): HostileCase => ({
  name,
  setup: tree(spoil),
  args: [...args, '--root', '{dir}'],
  exit: 2,
  output: new RegExp(`^miau: \\S+ ${what.source}, not a regular file: reading it would wait or fail\\.`, 'm'),
  notOutput: /internal error|EISDIR/,
  maxSeconds: 20,
});

// Cases that wait on a run budget (an import or a step that never returns, without keeping a
// core busy): run at once (vitest's maxConcurrency), so a worker does not idle through each.
const WAITING_ON_THE_BUDGET: HostileCase[] = [
  // Step definitions run in certify's own thread: one that never returns stopped the budget's
  // timers too, and certify never ended.
  {
    name: 'step definitions that await for ever as they are imported end certify at the run budget, exit 2',
    setup: tree((dir) => stepDefinitions(dir, 'await new Promise(() => {});\n')),
    args: ['certify', '--once', '--root', '{dir}', '--run-budget', '3'],
    exit: 2,
    output: /^miau: The step definitions under \S+ were still being imported when the run budget ran out\.$/m,
    maxSeconds: 20,
  },
  {
    name: 'step definitions that await for ever, with a timer left running, end --list at the run budget too, exit 2',
    setup: tree((dir) =>
      stepDefinitions(dir, 'setInterval(() => {}, 1000);\nawait new Promise(() => {});\n'),
    ),
    args: ['certify', '--list', '--root', '{dir}', '--run-budget', '3'],
    exit: 2,
    output: /^miau: The step definitions under \S+ were still being imported when the run budget ran out\.$/m,
    maxSeconds: 20,
  },
  // spec: conformance/parallel-certification. The watchdog said why on stderr first: closed
  // (certify's parent gone), the write threw, its thread died, and the run spun for ever.
  {
    name: 'step definitions stuck for ever as they are imported are stopped with nobody reading the output',
    setup: tree((dir) => stepDefinitions(dir, `${NEVER_RETURNS}\n`)),
    args: ['certify', '--once', '--root', '{dir}', '--run-budget', '3'],
    closed: ['stdout', 'stderr'],
    exit: { signal: 'SIGKILL' },
    maxSeconds: 20,
  },
  // A worker stuck in a step kept certify waiting past any budget, as its own thread kept beating.
  {
    name: 'a step definition that never returns in a parallel worker is stopped past the run budget with its engines, exit 2',
    setup: parallelProject(NEVER_RETURNS),
    // A budget that leaves a loaded machine time to import the step definitions in each process.
    args: ['certify', '--root', '{dir}', '--parallel', '2', '--run-budget', '12'],
    exit: 2,
    output: UNFINISHED,
    maxSeconds: 40,
  },
];

defineHostileCases([
  // A project's own step definitions that cannot be imported are the project's to fix: one line,
  // exit 2, never miau's internal error with a stack.
  ...[
    ['that throw while imported', "throw new Error('the steps are broken');", /the steps are broken/],
    [
      'that import a package the project lacks',
      "import 'no-such-package-anywhere';",
      /no-such-package-anywhere/,
    ],
  ].map(([what, text, said]) => ({
    name: `step definitions ${what as string} stop certify --list with one line, exit 2`,
    setup: tree((dir) => {
      mkdirSync(join(dir, 'features', 'step_definitions'));
      writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
      writeFileSync(join(dir, 'features', 'step_definitions', 'steps.ts'), text as string);
    }),
    args: ['certify', '--list', '--root', '{dir}'],
    exit: 2,
    output: new RegExp(
      `^miau: The step definitions under \\S+ could not be loaded: .*${(said as RegExp).source}`,
      'm',
    ),
    notOutput: /internal error/,
    maxSeconds: 20,
  })),
  refused(
    'a FIFO for a feature file stops certify --list, not waits',
    ['certify', '--list'],
    fifo('features/rules/b.feature'),
    /is a FIFO \(named pipe\)/,
  ),
  // trace passed over what certify refuses, and exited 0 on a tree certify would not run.
  refused(
    'a FIFO for a feature file stops trace too, not passes it over',
    ['trace'],
    fifo('features/rules/b.feature'),
    /is a FIFO \(named pipe\)/,
  ),
  // Cucumber reads a linked feature file; trace skipped it, so its tags counted for nothing.
  {
    name: 'trace reads a feature file through a link, as certify does',
    setup: tree((dir) => {
      writeFileSync(
        join(dir, 'elsewhere.feature'),
        'Feature: L\n  @r/r\n  Scenario: Linked\n    Given nothing\n',
      );
      symlinkSync(join(dir, 'elsewhere.feature'), join(dir, 'features', 'rules', 'linked.feature'));
    }),
    args: ['trace', '--root', '{dir}'],
    exit: 1,
    output: /^ {2}r\/r {2}1 scenario$/m,
    maxSeconds: 20,
  },
  refused(
    'a folder named like a feature file is named, not an EISDIR',
    ['certify', '--once'],
    (dir) => mkdirSync(join(dir, 'features', 'x.feature')),
    /is a folder/,
  ),
  refused(
    'a link to nothing named like a feature file is named as a link',
    ['certify', '--list'],
    (dir) => symlinkSync(join(dir, 'gone'), join(dir, 'features', 'c.feature')),
    /\(a link\) is a link to nothing/,
  ),
  refused(
    'a FIFO for a spec stops trace, not waits',
    ['trace'],
    (dir) => {
      unlinkSync(join(dir, 'openspec', 'specs', 'r', 'spec.md'));
      fifo('openspec/specs/r/spec.md')(dir);
    },
    /is a FIFO \(named pipe\)/,
  ),
  refused(
    'a FIFO for a spec stops reconcile, not waits',
    ['reconcile'],
    (dir) => {
      unlinkSync(join(dir, 'openspec', 'specs', 'r', 'spec.md'));
      fifo('openspec/specs/r/spec.md')(dir);
    },
    /is a FIFO \(named pipe\)/,
  ),
  // A feature file that does not parse: a listing, or a shard cut from one, that left it out
  // would say nothing of its scenarios; the site has no page to say it on.
  ...[
    ['certify', '--list'],
    ['certify', '--shard', '1/3', '--once'],
  ].map((args): HostileCase => ({
    name: `a feature file that does not parse stops ${args.join(' ')}, naming it`,
    setup: tree((dir) => writeFileSync(join(dir, 'features', 'rules', 'b.feature'), BROKEN)),
    args: [...args, '--root', '{dir}'],
    exit: 2,
    output: /^miau: features\/rules\/b\.feature:4 does not parse: \(4:3\): expected: /m,
    notOutput: /internal error/,
    maxSeconds: 20,
  })),
  // Cucumber's summary formatter spent time quadratic in a feature file's scenarios on each one with
  // an undefined step (198 s for these 20,000 rows); certify writes with a silent one.
  {
    name: 'an outline of 20,000 rows whose steps are undefined is listed in seconds',
    setup: tree((dir) => {
      const rows = Array.from({ length: 20_000 }, (_, i) => `      | ${i} |\n`).join('');
      const outline = `@r/r\nFeature: Many\n  Scenario Outline: Row <n>\n    Given nothing at <n>\n\n    Examples:\n      | n |\n${rows}`;
      writeFileSync(join(dir, 'features', 'rules', 'many.feature'), outline);
    }),
    args: ['certify', '--list', '--root', '{dir}'],
    exit: 0,
    output: /"name": "Row 19999",/,
    notOutput: /internal error/,
    maxSeconds: 40,
  },
  // Each citation searched every line above it: 40,000 citations in one file took 78 s.
  {
    name: 'a code file of 40,000 citations is traced in seconds',
    setup: tree((dir) => {
      mkdirSync(join(dir, 'reference'));
      writeFileSync(
        join(dir, 'reference', 'dense.ts'),
        `${'// spec: r/r\n'.repeat(40_000)}export const x = 1;\n`,
      );
    }),
    args: ['trace', '--root', '{dir}'],
    // The tree's one scenario has no requirement tag: the requirement half has problems.
    exit: 1,
    output: /^code: 1 requirements? cited by 40000 citations in 1 files?, /m,
    maxSeconds: 20,
  },
  // Code files were read whole, unbounded: a 600 MB one ended the trace in a RangeError.
  {
    name: 'a code file larger than a project text may be is refused by trace, naming it',
    setup: tree((dir) => {
      mkdirSync(join(dir, 'reference'));
      execFileSync('truncate', ['-s', '20M', join(dir, 'reference', 'huge.ts')]);
    }),
    args: ['trace', '--root', '{dir}'],
    exit: 2,
    output:
      /^miau: \S+\/reference\/huge\.ts is 20971520 bytes or more, more than a project's text file may hold/m,
    notOutput: /internal error|RangeError/,
    maxSeconds: 20,
  },
  // A features folder that is a link to itself listed nothing, exit 0, as if it were empty.
  {
    name: 'a features folder that is a link loop is refused, naming it',
    setup: (dir) => symlinkSync(join(dir, 'features'), join(dir, 'features')),
    args: ['certify', '--list', '--root', '{dir}'],
    exit: 2,
    output: /^miau: \S+\/features cannot be read as a folder \(ELOOP\)/m,
    maxSeconds: 20,
  },
  // certify --list read a 40 MB feature file for 42 s where trace refused it at once.
  {
    name: 'a feature file larger than a project text may be is refused by certify, as by trace',
    setup: tree((dir) =>
      execFileSync('truncate', ['-s', '20M', join(dir, 'features', 'rules', 'huge.feature')]),
    ),
    args: ['certify', '--list', '--root', '{dir}'],
    exit: 2,
    output:
      /^miau: \S+\/features\/rules\/huge\.feature is 20971520 bytes or more, more than a project's text file may hold/m,
    maxSeconds: 20,
  },
  // A step that called process.exit(0) made certify exit 0 with nothing certified and no
  // certificate; step definitions doing so as they are imported show it without a package.
  {
    name: 'step definitions that call process.exit(0) cannot end certify as a pass',
    setup: tree((dir) => {
      mkdirSync(join(dir, 'features', 'step_definitions'));
      writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
      writeFileSync(join(dir, 'features', 'step_definitions', 'steps.ts'), 'process.exit(0);\n');
    }),
    args: ['certify', '--once', '--root', '{dir}', '--json', '{dir}/certificate.json'],
    exit: 2,
    output: /^miau: the command was ended before it finished \(exit code 0\), by code it ran/m,
    maxSeconds: 30,
  },
  // Step definitions that never return, busy: the budget's watchdog stops the process.
  {
    // It left its empty miau-transcripts-* folder behind: the watchdog now removes it.
    name: 'step definitions that spin for ever as they are imported are stopped past the run budget with their engine and scratch',
    setup: tree((dir) => {
      stepDefinitions(dir, 'for (;;) {}\n');
      mkdirSync(join(dir, 'tmp'));
    }),
    args: ['certify', '--once', '--root', '{dir}', '--run-budget', '3'],
    env: { TMPDIR: '{dir}/tmp' },
    // tsx keeps its compile cache there too (tsx-0): only miau's own folders count.
    after: (dir) =>
      expect(readdirSync(join(dir, 'tmp')).filter((name) => name.startsWith('miau-'))).toEqual([]),
    exit: { signal: 'SIGKILL' },
    output:
      /^miau: the run went 2 s past its run budget of 3 s with this process stuck in code it ran \(such as a step definition under \S+ that never returns\); it was stopped with its engines, and no certificate was made\.$/m,
    maxSeconds: 20,
  },
  // spec: conformance/parallel-certification (a run counts only the scenarios its workers
  // finished): a worker that ended lost its scenario, and certify said 3 passed of 4, exit 0.
  {
    name: 'a step definition ending its parallel worker with process.exit(0) makes no certificate, exit 2',
    setup: parallelProject('process.exit(0);'),
    args: ['certify', '--once', '--root', '{dir}', '--parallel', '2', '--json', '{dir}/certificate.json'],
    exit: 2,
    output: UNFINISHED,
    notOutput: /passed, 0 failed/,
    after: (dir) => expect(existsSync(join(dir, 'certificate.json'))).toBe(false),
    maxSeconds: 40,
  },
  {
    name: 'a feature file that does not parse is said on stderr by docs, which has no page for it',
    setup: tree((dir) => writeFileSync(join(dir, 'features', 'rules', 'b.feature'), BROKEN)),
    args: ['docs', '--root', '{dir}', '--out', '{dir}/site'],
    exit: 1,
    output: /^miau docs: not shown: features\/rules\/b\.feature:4: does not parse: /m,
    notOutput: /internal error|did not pass; their pages say why/,
    maxSeconds: 40,
  },
]);

defineHostileCases(WAITING_ON_THE_BUDGET, { concurrent: true });
