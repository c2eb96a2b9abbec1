// scripts/test-cpu.mjs: the CPU log of a test run summed per test file and per command.
import { describe, expect, it } from 'vitest';
import { cpuByFile } from '../../scripts/test-cpu.mjs';

const line = (file: string, command: string, seconds: number) => JSON.stringify({ file, command, seconds });

describe('cpuByFile', () => {
  it("sums a file's worker and the processes it started (or, when more, its ended children), most costly first", () => {
    const log = [
      line('tests/a.test.ts', 'vitest worker', 1.5),
      line('tests/b.test.ts', 'miau certify', 2),
      line('tests/b.test.ts', 'miau-engine-host.js', 0.5),
      '',
      line('tests/b.test.ts', 'miau certify', 1),
      line('tests/b.test.ts', 'vitest worker', 0.25),
      line('tests/b.test.ts', 'descendants', 3.25),
      'not json at all',
      line('tests/a.test.ts', 'descendants', 4),
      line('', 'run_worker.js', 0.75),
    ].join('\n');
    const { files, commands } = cpuByFile(log);
    expect(files).toEqual([
      // a's children logged nothing (killed), yet used 4 s: a costs 5.5 s to b's 3.75 s.
      { file: 'tests/a.test.ts', worker: 1.5, processes: 0, processSeconds: 0, descendants: 4 },
      { file: 'tests/b.test.ts', worker: 0.25, processes: 3, processSeconds: 3.5, descendants: 3.25 },
      { file: '', worker: 0, processes: 1, processSeconds: 0.75, descendants: 0 },
    ]);
    expect(commands).toEqual([
      { command: 'miau certify', processes: 2, seconds: 3 },
      { command: 'run_worker.js', processes: 1, seconds: 0.75 },
      { command: 'miau-engine-host.js', processes: 1, seconds: 0.5 },
    ]);
  });

  it('reads an empty log as no files', () => {
    expect(cpuByFile('')).toEqual({ files: [], commands: [] });
  });
});
