// The benchmark pack as a loaded pack, read by bench.ts (its levels) and by each measurement
// process of bench-child.ts.
import type { MiauPack } from '../src/types/pack.js';
import { readPackFile } from '../src/pack/files.js';
import { loadPack } from '../src/pack/loading.js';

/** The pack in `folder`; throws, naming the command that says why, when it does not load. */
export async function readBenchPack(folder: string): Promise<MiauPack> {
  const read = await readPackFile(folder);
  const loaded = read.ok ? loadPack(read.data) : null;
  if (!loaded?.ok) throw new Error(`${folder} does not load: run \`npx miau validate ${folder}\`.`);
  return loaded.pack;
}
