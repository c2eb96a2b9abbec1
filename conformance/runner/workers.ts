// Parallel workers (`miau certify --parallel <n>`): cucumber forks each worker from its own
// script, so the worker is told through its environment what this process set up in itself.
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What a worker requires first: what its step definitions print goes to stderr (see there). */
const WORKER_STDOUT = fileURLToPath(new URL('./worker-stdout.cjs', import.meta.url));

/** Most workers a run may ask for. */
export const MAX_WORKERS = 64;

/**
 * The environment of cucumber's worker processes: tsx registered (step definitions and engine
 * modules are TypeScript, and a worker imports them itself) unless `typeScript` is false (the
 * compiled step definitions of a compiled run, runner/compiled.ts), and cucumber's step timeout
 * (features/support/step-timeout.ts).
 */
export function workerEnvironment(
  stepTimeoutMs: number,
  base: NodeJS.ProcessEnv = process.env,
  { typeScript = true } = {},
): NodeJS.ProcessEnv {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  // Without tsx (compiled step definitions), source maps still name each step's .ts line.
  const loader = typeScript ? `--import ${JSON.stringify(tsx)}` : '--enable-source-maps';
  const stdout = `--require ${JSON.stringify(WORKER_STDOUT)}`;
  const options = [base.NODE_OPTIONS ?? '', loader, stdout].filter((o) => o.trim() !== '').join(' ');
  return {
    ...base,
    NODE_OPTIONS: options,
    MIAU_WORKER_STDOUT_OPTION: stdout,
    MIAU_STEP_TIMEOUT_MS: String(stepTimeoutMs),
  };
}
