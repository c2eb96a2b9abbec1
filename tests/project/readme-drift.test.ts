// The root README against the code it describes: the commands and flags it shows exist, the
// certificate it quotes is what the suite's scenarios and the build's claims give, the layout's
// "may import" column is what the code imports, and CI's steps and npm test's gates come in the
// order it says (as conformance/INTERPRETING.md is held to the code by its own test).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../conformance/runner/typescript-imports.js';
import { COMMAND_NAMES } from '../../conformance/cli/main.js';
import { miau } from '../conformance/cli/miau.js';
import { WARNINGS_EXIT } from '../../conformance/cli/commands/validate.js';
import { CAPABILITIES } from '../../conformance/engine/module.js';
import { DEFAULT_LIMITS, startupLimit } from '../../conformance/engine/source.js';
import { createEngine as createOlder } from '../../conformance/engines/reference-older.js';
import { DEFAULT_RUN_BUDGET_S } from '../../conformance/runner/bounds.js';
import { buildCertificate, formatCertificate, readSuite } from '../../conformance/runner/certificate.js';
import { runRecord } from '../../conformance/runner/run-record.js';
import {
  certify,
  countOutcomes,
  listScenarios,
  type ScenarioResult,
} from '../../conformance/runner/runner.js';
import { relativeImports, ROOT, sourceFiles } from './imports.js';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

/** The text of a section, from its heading to the next heading of the same or a higher level. */
function section(heading: string): string {
  const match = new RegExp(`^(#+) ${heading}$`, 'm').exec(readme);
  if (!match) throw new Error(`README.md has no section "${heading}"`);
  const rest = readme.slice(match.index + match[0].length);
  const end = rest.search(new RegExp(`^#{1,${match[1].length}} `, 'm'));
  return end < 0 ? rest : rest.slice(0, end);
}

// Every line of a fenced block, and every inline code span outside them.
const fenced = [...readme.matchAll(/^```\w*\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
const codeLines = fenced.flatMap((block) => block.split('\n'));
const inlineSpans = [...readme.replace(/^```\w*\n[\s\S]*?^```$/gm, '').matchAll(/`([^`\n]+)`/g)].map(
  (m) => m[1],
);

/** `miau <command> <rest>` wherever code shows it, quoted strings (another program's command) left out. */
const shown = [...codeLines, ...inlineSpans].flatMap((code) => {
  const match = /\bmiau ([a-z]+)\b(.*)/.exec(code.replace(/"[^"]*"/g, '""'));
  return match ? [{ code, command: match[1], rest: match[2].replace(/\s#\s.*$/, '') }] : [];
});
const flagsIn = (text: string): string[] => [...text.matchAll(/(?<![\w-])--[a-z][a-z-]*/g)].map((m) => m[0]);

async function help(command: string): Promise<string> {
  const run = await miau(command, '--help');
  expect(run.code).toBe(0);
  return run.out;
}

describe('README.md: commands and flags', () => {
  it('shows every command `miau --help` lists, with a command line of its own, and no other', () => {
    const run = new Set(codeLines.flatMap((line) => /^npx miau ([a-z]+)\b/.exec(line)?.[1] ?? []));
    expect([...run].sort()).toEqual([...COMMAND_NAMES].sort());
    expect(shown.filter(({ command }) => !COMMAND_NAMES.includes(command)).map(({ code }) => code)).toEqual(
      [],
    );
  });

  it("shows only flags that the command's --help lists", async () => {
    const usages = new Map(
      await Promise.all(COMMAND_NAMES.map(async (name) => [name, await help(name)] as const)),
    );
    const unknown = shown.flatMap(({ code, command, rest }) =>
      flagsIn(rest)
        .filter((flag) => flag !== '--help' && !flagsIn(usages.get(command)!).includes(flag))
        .map((flag) => `${flag} in \`${code}\``),
    );
    expect(unknown).toEqual([]);
  });

  it("lists only certify's flags in its flag table, with their defaults", async () => {
    const table = section('Certify another engine build')
      .split('\n')
      .filter((line) => line.startsWith('| `--'));
    const usage = flagsIn(await help('certify'));
    expect(
      table.flatMap((row) => flagsIn(row.split('|')[1])).filter((flag) => !usage.includes(flag)),
    ).toEqual([]);
    const limits = table.find((row) => row.includes('--turn-limit'))!;
    expect(limits).toContain(`one engine call (${DEFAULT_LIMITS.turnMs})`);
    expect(limits).toContain(`all calls of a scenario (${DEFAULT_LIMITS.scenarioMs})`);
    expect(limits).toContain(`the whole run (${DEFAULT_RUN_BUDGET_S})`);
  });

  it("gives validate's exit statuses, --strict's being the code's", () => {
    const rows = section('Validate a pack')
      .split('\n')
      .filter((line) => /^\| \d \|/.test(line));
    expect(rows.map((row) => Number(row.split('|')[1]))).toEqual([0, 1, 2, WARNINGS_EXIT]);
    expect(rows.at(-1)).toContain('--strict');
  });

  // npm appends `npm run bench -- …`'s options to the script's last command: with a second command
  // after bench.ts, --compare and --level went to that one, which refused them.
  it('names only bench options scripts/bench.ts reads, and npm hands them to it', () => {
    const benchFlags = codeLines
      .filter((line) => line.startsWith('npm run bench -- '))
      .flatMap((line) => flagsIn(line.replace(/#.*/, '')));
    expect(benchFlags.length).toBeGreaterThan(0);
    const bench = read('scripts/bench.ts');
    const option = (flag: string) => flag.replace(/^--/, '');
    const reads = (flag: string) =>
      bench.includes(`    ${option(flag)}: { type:`) || bench.includes(`    '${option(flag)}': { type:`);
    expect(benchFlags.filter((flag) => !reads(flag))).toEqual([]);
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['bench']).toMatch(/scripts\/bench\.ts$/);
  });

  it('names only mutation options scripts/mutation.mjs reads and variables the tests or the kernel read', () => {
    const mutationFlags = codeLines
      .filter((line) => line.startsWith('npm run mutation -- '))
      .flatMap((line) => flagsIn(line.replace(/#.*/, '')));
    expect(mutationFlags.length).toBeGreaterThan(0);
    expect(
      mutationFlags.filter((flag) => !read('scripts/mutation.mjs').includes(`option('${flag}')`)),
    ).toEqual([]);
    const variables = [...new Set([...readme.matchAll(/\bMIAU_[A-Z_]+/g)].map((m) => m[0]))];
    const tests = [...sourceFiles('tests'), ...sourceFiles('src')].map(read).join('\n');
    expect(
      variables.filter((name) => !tests.includes(`process.env.${name}`) && !tests.includes(`'${name}'`)),
    ).toEqual([]);
  });
});

describe('README.md: the reduced build certificate', () => {
  // The quoted block is what `miau certify --engine conformance/engines/reference-older.ts` prints
  // when every scenario the build claims passes, as the README says it does. One real run (once)
  // says which scenarios read a load's codes (the diagnostics row) and that the build's outcomes
  // are those. Only the block's run-dependent lines may differ.
  it('quotes the tables and totals the suite and the build give', async () => {
    const block = section('Certify a reduced build');
    const quoted = /```text\n([\s\S]*?)\n```/.exec(block)![1].split('\n');
    const engine = join(ROOT, 'conformance', 'engines', 'reference-older.ts');
    const hello = await createOlder().hello();
    const claimed = new Set<string>(hello.capabilities);
    const needs = (s: { tags: string[] }) =>
      s.tags.filter((tag) => (CAPABILITIES as readonly string[]).includes(tag));
    const played = await certify({ engineModule: engine, doubleRun: false });
    const scenarios: ScenarioResult[] = (await listScenarios({})).map((s, i) => ({
      ...s,
      outcome: needs(s).every((capability) => claimed.has(capability)) ? 'passed' : 'unsupported',
      ...(played.scenarios[i]?.diagnostics ? { diagnostics: played.scenarios[i].diagnostics } : {}),
    }));
    expect(played.scenarios.map((s) => `${s.uri}:${s.line} ${s.outcome}`)).toEqual(
      scenarios.map((s) => `${s.uri}:${s.line} ${s.outcome}`),
    );
    const run = runRecord({
      source: { module: engine },
      limits: {
        ...DEFAULT_LIMITS,
        startupMs: startupLimit({ ...DEFAULT_LIMITS, startupCapMs: DEFAULT_RUN_BUDGET_S * 1000 }),
        runBudgetMs: DEFAULT_RUN_BUDGET_S * 1000,
      },
      doubleRun: true,
      tags: undefined,
      filters: {},
      startedAt: new Date(0),
      durationMs: 0,
    });
    const certificate = formatCertificate(
      buildCertificate(
        { engine: hello, scenarios, totals: countOutcomes(scenarios), run },
        await readSuite(ROOT),
      ),
    );
    const runDependent = /^ {2}(source|node|started|duration) /;
    expect(quoted.filter((line) => !runDependent.test(line))).toEqual(
      certificate.split('\n').filter((line) => !runDependent.test(line)),
    );
    expect(quoted.filter((line) => runDependent.test(line)).map((line) => line.trim().split(' ')[0])).toEqual(
      ['source', 'node', 'started', 'duration'],
    );
  }, 120_000);
});

describe('README.md: what commands print', () => {
  /** A command line of the README's sharing example, and the output it shows after `#`. */
  const example = (command: string) => {
    const lines = section('Share and open a pack').split('\n');
    const line = lines.find((l) => l.startsWith(`npx miau ${command} `) && l.includes('# '))!;
    const [call, said] = line.split(/\s+#\s+/) as [string, string];
    return { args: call.split('>')[0].trim().split(/\s+/).slice(3), said };
  };

  it('quotes what share and open print', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-readme-'));
    const share = example('share');
    const [pack, ...rest] = share.args;
    const payload = await miau('share', join(ROOT, pack), ...rest);
    expect(payload.code).toBe(0);
    expect(payload.out.startsWith(share.said.replace(/…$/, ''))).toBe(true);
    const open = example('open');
    writeFileSync(join(dir, open.args[0]), payload.out);
    const inDir = open.args.map((arg) => (/\.(txt|json)$/.test(arg) ? join(dir, arg) : arg));
    const opened = await miau('open', ...inDir);
    expect(opened.code).toBe(0);
    expect(opened.out.replaceAll(`${dir}/`, '')).toBe(open.said);
  });
});

describe('README.md: layout and order', () => {
  it("says in the layout's may-import column what each folder's code imports", () => {
    const rows = section('Layout')
      .split('\n')
      .filter((line) => /^\| `[a-z]+\/` \|/.test(line));
    const tops = rows.map((row) => /^\| `([a-z]+)\/`/.exec(row)![1]);
    const imports = relativeImports(tops.flatMap(sourceFiles));
    const table = Object.fromEntries(
      rows.map((row, i) => [
        tops[i],
        [...row.split('|')[3].matchAll(/`([a-z]+)\/`/g)]
          .map((m) => m[1])
          .filter((f) => tops.includes(f))
          .sort(),
      ]),
    );
    const real = Object.fromEntries(
      tops.map((top) => [
        top,
        [
          ...new Set(
            imports
              .filter(({ file }) => file.startsWith(`${top}/`))
              .map(({ target }) => target.split('/')[0]),
          ),
        ]
          .filter((f) => f !== top && tops.includes(f))
          .sort(),
      ]),
    );
    expect(table).toEqual(real);
  });

  it("gives .ci/run's npm steps in their order, mutation before npm test", () => {
    const ci = read('.ci/run')
      .split('\n')
      .filter((line) => /^npm /.test(line))
      .map((line) => line.trim());
    const said = /CI runs `\.ci\/run`: ([^.]*?)\. /.exec(section('Two commands').replace(/\s+/g, ' '))![1];
    expect([...said.matchAll(/`(npm [^`]+)`/g)].map((m) => m[1])).toEqual(ci);
    expect(ci.indexOf('npm run mutation')).toBeLessThan(ci.indexOf('npm test'));
    expect(readme).not.toMatch(/mutation[^.]*\bafter `?npm test/);
  });

  it("lists npm test's gates in scripts/test.mjs's order, by the names it prints", () => {
    const script = read('scripts/test.mjs');
    const coverage = /const MIN_LINE_COVERAGE = (\d+);/.exec(script)![1];
    const gates = [
      ...script
        .slice(script.indexOf('const gates = ['))
        .matchAll(/^\s*\[\s*(?:\/\/[^\n]*\n\s*)*['`]([^'`]+)['`],/gm),
    ].map((m) => m[1].replace('${MIN_LINE_COVERAGE}', coverage));
    const listed = [...section('Two commands').matchAll(/^\d+\. `([^`]+)`/gm)].map((m) => m[1]);
    expect(gates.length).toBeGreaterThan(10);
    expect(listed).toEqual(gates);
  });
});
