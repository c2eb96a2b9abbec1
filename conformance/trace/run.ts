// `miau trace [root]` as a standalone script: prints the trace and exits 1 when it is not ok.
// Run with `npx tsx conformance/trace/run.ts [root]`; the `miau` CLI calls runTrace.
import { pathToFileURL } from 'node:url';
import { formatTrace, traceRequirements } from './requirements.js';
import { formatCodeTrace, traceCode } from './code.js';

/** Traces `root`, writes the report with `write`, and returns the process exit code (0 ok, 1 problems). */
export async function runTrace(root: string, write: (text: string) => void): Promise<number> {
  const report = await traceRequirements(root);
  write(`${formatTrace(report)}\n`);
  const code = await traceCode(root);
  write(`${formatCodeTrace(code)}\n`);
  return report.ok && code.ok ? 0 : 1;
}

// Run only when executed directly, not when imported by the miau CLI or a test.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runTrace(process.argv[2] ?? process.cwd(), (text) => process.stdout.write(text));
}
