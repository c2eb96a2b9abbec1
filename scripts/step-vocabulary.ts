// Writes the step vocabulary of features/README.md (its marked section) from the step
// definitions, so the README never lists a step that does not exist or misses one.
//   npx tsx scripts/step-vocabulary.ts          rewrite the section
//   npx tsx scripts/step-vocabulary.ts --check  exit 1 when the section is stale
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  readStepVocabulary,
  renderStepVocabulary,
  withVocabulary,
} from '../conformance/docs/step-vocabulary.js';

const root = resolve(import.meta.dirname, '..');
const readmePath = join(root, 'features', 'README.md');

async function main(): Promise<void> {
  const readme = readFileSync(readmePath, 'utf8');
  const fresh = withVocabulary(readme, renderStepVocabulary(root, await readStepVocabulary(root)));
  if (process.argv.includes('--check')) {
    if (fresh === readme) return;
    console.error('features/README.md: the step vocabulary is stale; run npx tsx scripts/step-vocabulary.ts');
    process.exitCode = 1;
    return;
  }
  if (fresh !== readme) writeFileSync(readmePath, fresh);
}

await main();
