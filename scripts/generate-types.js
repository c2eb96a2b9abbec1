#!/usr/bin/env node
// Generates src/types/*.ts from schemas/*.schema.json. With --check it writes nothing
// and exits 1 when a committed type file differs from what the schema generates.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schemaDir = join(root, 'schemas');
const typeDir = join(root, 'src', 'types');
const check = process.argv.includes('--check');
const banner = '/* Generated from schemas/ by `npm run types`. Do not edit by hand. */';

let stale = 0;
for (const file of (await readdir(schemaDir)).filter((f) => f.endsWith('.schema.json')).sort()) {
  const schema = JSON.parse(await readFile(join(schemaDir, file), 'utf8'));
  // Every $def becomes an exported type, so callers can name each message shape.
  const ts = await compile(schema, schema.title, {
    bannerComment: banner,
    cwd: schemaDir,
    unreachableDefinitions: true,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: true },
  });
  const target = join(typeDir, file.replace('.schema.json', '.ts'));
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current === ts) continue;
  if (check) {
    stale += 1;
    console.error(`stale: ${target} does not match ${file}; run npm run types`);
  } else {
    await writeFile(target, ts);
    console.log(`wrote ${target}`);
  }
}
if (stale) process.exit(1);
