// Pack safety (openspec/specs/packs: feature flags, glossary, noun trap, designer warnings): the checks that keep a
// pack from loading silently wrong. One call from `loadPack`, after the shape check; each check
// reads only the parts that passed it. Returns errors and warnings together. Never throws.
import type { Diagnostic } from '../diagnostics/diagnostics.js';
import { checkFeatures, knownFeatures } from './feature-flags.js';
import { fromPointer, toPointer } from '../data/json-pointer.js';
import { checkNounTrap } from './noun-trap.js';
import { checkGlossary } from './glossary.js';
import { checkDesignerWarnings } from './warnings.js';

/** How a loader is configured. */
export interface LoadOptions {
  /**
   * The features the loader knows (default: every feature this code implements). A loader given
   * a subset behaves as an older build: it refuses a pack that needs any other feature.
   */
  features?: readonly string[];
}

/** The feature, glossary, noun-trap and designer-warning diagnostics of a pack (errors and warnings). */
export function checkPackSafety(
  pack: unknown,
  shapeErrors: readonly Diagnostic[],
  options: LoadOptions = {},
): Diagnostic[] {
  const usable = usableAfter(shapeErrors);
  return [
    ...checkFeatures(pack, usable, knownFeatures(options.features)),
    ...checkGlossary(pack, usable),
    ...checkNounTrap(pack, usable),
    ...checkDesignerWarnings(pack, usable),
  ];
}

/** `usable(path)`: no shape error at `path` or below it. */
export function usableAfter(shapeErrors: readonly Diagnostic[]): (path: string) => boolean {
  const tainted = new Set<string>();
  for (const { path } of shapeErrors) {
    const segments = fromPointer(path);
    for (let length = 0; length <= segments.length; length++)
      tainted.add(toPointer(segments.slice(0, length)));
  }
  return (path) => !tainted.has(path);
}
