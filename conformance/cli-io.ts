// What every `miau` command shares: where it writes, and the one error that means
// "you called me wrong" (exit 2 with the command's usage).
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Where a command writes; the real CLI passes process streams, tests pass collectors. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

/** The command line is wrong: the CLI prints the message and the command's usage, and exits 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** node's parseArgs in strict mode, with its errors turned into UsageError. */
export function parseCommandArgs<T extends ParseArgsConfig['options']>(args: string[], options: T, allowPositionals: boolean) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}
