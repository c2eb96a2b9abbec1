// Global setup of every vitest run (vitest.config.ts): one scratch folder for the whole run, named
// as TMPDIR, which os.tmpdir() reads, so the workers and every process the tests start make their
// temporary folders inside it; removed when the run ends. Tests and the commands they run made
// some 200 folders in /tmp a run that nothing removed (a failed test, a killed process, a command
// that keeps its scratch by design), and a machine running the suite daily filled its /tmp.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const scratch = mkdtempSync(join(tmpdir(), 'miau-vitest-'));
  process.env.TMPDIR = scratch;
  return () => rmSync(scratch, { recursive: true, force: true });
}
