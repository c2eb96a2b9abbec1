// The types of test-cpu.mjs (plain JavaScript, run by node), for tests/scripts/test-cpu.test.ts.

export interface FileCpu {
  file: string;
  /** CPU seconds of the vitest worker while it ran the file. */
  worker: number;
  /** How many Node processes the file started that logged their CPU, and their seconds in all. */
  processes: number;
  processSeconds: number;
  /** CPU seconds of the worker's children that ended while it ran the file, killed ones included. */
  descendants: number;
}

export interface CommandCpu {
  command: string;
  processes: number;
  seconds: number;
}

export function cpuByFile(logText: string): { files: FileCpu[]; commands: CommandCpu[] };

export function childrenSeconds(): number;
