// Fake engines for the hostile certify and serve cases, written into a case's scratch folder.
// A module wraps the reference engine and misbehaves when the player waits (input W); a program
// is plain Node speaking JSON lines, which greets properly and misbehaves at its first `load`.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
/** The reference engine module's path, as a JavaScript string literal for a module's import. */
export const REFERENCE = JSON.stringify(join(ROOT, 'conformance', 'engines', 'reference.ts'));

/**
 * Writes `engine.mjs`: the reference engine (`engine` in `members`) with `members` (object members,
 * JavaScript) in place of its own; `top` runs at import, after the imports.
 */
export function referenceModule(dir: string, members: string, top = ''): string {
  return rawModule(
    dir,
    `import { createEngine as reference } from ${REFERENCE};
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync, writeSync } from 'node:fs';
${top}
export function createEngine() {
  const engine = reference();
  return { ...engine, ${members} };
}
`,
  );
}

/** Writes a module whose wait runs `onWait` (JavaScript, may return a turn); `top` runs at import. */
export function waitModule(dir: string, onWait: string, top = ''): string {
  return referenceModule(
    dir,
    `async start(pack, level) {
    const game = await engine.start(pack, level);
    return { ...game, async input(move) { if (move === 'W') { ${onWait} } return game.input(move); } };
  }`,
    top,
  );
}

/** Writes a module with the given text. */
export function rawModule(dir: string, text: string, name = 'engine.mjs'): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

const HELLO = '{ name: "fake", version: "1.0.0", protocol: 1, capabilities: [] }';

/** Writes `program.mjs`: a JSON-lines program that answers hello, then runs `onLoad` (JavaScript with `request`, `answer(request, result)`). */
export function program(dir: string, onLoad: string): void {
  const file = join(dir, 'program.mjs');
  writeFileSync(
    file,
    `import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
const answer = (request, result) => process.stdout.write(JSON.stringify({ protocol: 1, id: request.id, type: request.type, ok: true, result }) + '\\n');
for await (const line of createInterface({ input: process.stdin })) {
  const request = JSON.parse(line);
  if (request.type === 'hello') { answer(request, ${HELLO}); continue; }
  if (request.type === 'bye') { answer(request, null); process.exit(0); }
  ${onLoad}
}
`,
  );
}

/** A child that ignores SIGTERM and lives long (inherits the marker, so a leak is seen). */
export const STUBBORN_CHILD = `spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], { stdio: 'ignore' })`;
