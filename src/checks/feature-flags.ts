// Feature flags (spec: packs/feature-flags, Clockwork seed ask 8): `manifest.features` lists the
// optional mechanics a pack needs. A loader refuses a pack that needs a feature it does not know,
// with the player line "This pack needs a newer Miau.", instead of playing it wrong; a pack that
// uses a feature without listing it loads with a warning (design.md D2 of add-pack-safety: an
// error would break every version-1 pack written before flags). Never throws.
import { errorAt, warningAt, type Diagnostic } from '../diagnostics/diagnostics.js';
import { childPointer } from '../data/json-pointer.js';
import { andList, describePlace, quote, sentence, spellingHint } from '../diagnostics/places.js';
import { isRecord, listAt } from '../data/records.js';

/** Every feature this code implements, in the order messages list them. */
export const KNOWN_FEATURES = ['automata', 'pairs', 'gates'] as const;
export type Feature = (typeof KNOWN_FEATURES)[number];

/** What a player is told about a pack their build cannot play. */
export const NEEDS_NEWER_MIAU = 'This pack needs a newer Miau.';

/** Whether a name is a feature this code implements. */
export function isKnownFeature(name: unknown): name is Feature {
  return (KNOWN_FEATURES as readonly unknown[]).includes(name);
}

/** The features a loader knows: the given names that this code implements, or all of them. */
export function knownFeatures(names?: readonly string[]): ReadonlySet<Feature> {
  return new Set(names === undefined ? KNOWN_FEATURES : names.filter(isKnownFeature));
}

/**
 * The features a pack uses, each with the pointer of its first use in pack order: a non-empty
 * `automata` or `pairs` list of a level, an object's `channel`.
 */
export function featureUses(pack: unknown): Map<Feature, string> {
  const uses = new Map<Feature, string>();
  const use = (feature: Feature, path: string) => {
    if (!uses.has(feature)) uses.set(feature, path);
  };
  listAt(pack, 'levels').forEach((level, index) => {
    const levelPath = childPointer('/levels', index);
    if (listAt(level, 'automata').length > 0) use('automata', childPointer(levelPath, 'automata'));
    if (listAt(level, 'pairs').length > 0) use('pairs', childPointer(levelPath, 'pairs'));
    listAt(level, 'objects').forEach((thing, thingIndex) => {
      if (isRecord(thing) && 'channel' in thing)
        use('gates', childPointer(levelPath, 'objects', thingIndex, 'channel'));
    });
  });
  return uses;
}

/**
 * `needs-newer-miau` for a listed or used feature the loader does not know, `feature-not-listed`
 * for a known feature used without being listed. `known` is what the loader knows (default all).
 */
export function checkFeatures(
  pack: unknown,
  usable: (path: string) => boolean,
  known: ReadonlySet<Feature> = knownFeatures(),
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const manifest = isRecord(pack) ? pack['manifest'] : undefined;
  const listed = new Set<string>();
  listAt(manifest, 'features').forEach((name, index) => {
    const path = childPointer('/manifest/features', index);
    if (typeof name !== 'string' || !usable(path)) return;
    listed.add(name);
    if (!isKnownFeature(name) || !known.has(name)) {
      // A name one typo from a feature this build knows ("gate") is more likely a typo than a
      // newer feature: said after the player line.
      diagnostics.push(
        errorAt(
          'needs-newer-miau',
          path,
          `${NEEDS_NEWER_MIAU} It lists the feature ${quote(name)}, which this build does not know (${knowing(known)})${spellingHint(name, known)}.`,
        ),
      );
    }
  });
  // A features list the shape check refused (a text, say) lists what its designer meant: saying
  // it lists nothing would be a second report of that one mistake.
  const listReadable = !isRecord(manifest) || !('features' in manifest) || usable('/manifest/features');
  for (const [feature, path] of featureUses(pack)) {
    // A use refused by the shape checks (a channel "red") is not checked again (packs/diagnostic-codes).
    if (listed.has(feature) || !usable(path)) continue;
    const use = sentence(describeUse(feature, path, pack));
    if (!known.has(feature)) {
      diagnostics.push(
        errorAt(
          'needs-newer-miau',
          path,
          `${NEEDS_NEWER_MIAU} ${use}, a feature this build does not know (${knowing(known)}).`,
        ),
      );
    } else if (listReadable) {
      diagnostics.push(
        warningAt(
          'feature-not-listed',
          path,
          `${use}, but the manifest does not list the feature ${quote(feature)}; add it to manifest.features so that a build without ${feature} refuses the pack instead of playing it wrong.`,
        ),
      );
    }
  }
  return diagnostics;
}

// "level 1 ("x") declares pairs", "level 1 ("x") object 3 has a channel, which is gates".
function describeUse(feature: Feature, path: string, pack: unknown): string {
  const owner = describePlace(path.slice(0, path.lastIndexOf('/')), pack);
  return feature === 'gates'
    ? `${owner} has a channel, which is the feature gates`
    : `${owner} declares ${feature}`;
}

function knowing(known: ReadonlySet<Feature>): string {
  const names = KNOWN_FEATURES.filter((feature) => known.has(feature));
  if (names.length === 0) return 'it knows none';
  return `it knows ${andList(names)}`;
}
