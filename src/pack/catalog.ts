// A catalog of installed packs (spec: packs/catalog; design.md D8 of add-pack-safety): an
// in-memory library a host can keep as data. An install checks everything first and changes the
// catalog in one assignment, so a failed install leaves it exactly as it was. Reads give copies.
// Never throws.
import { errorAt, type Diagnostic } from '../diagnostics/diagnostics.js';
import { loadPack, type LoadOptions, type MiauPack } from './loading.js';
import { quote } from '../diagnostics/places.js';
import { openShare } from './share.js';

/** The most packs a catalog holds. */
export const MAX_CATALOG_PACKS = 256;

export type InstallResult =
  | { ok: true; id: string; replaced: boolean; warnings: Diagnostic[] }
  | { ok: false; errors: Diagnostic[]; warnings: Diagnostic[] };

export class PackCatalog {
  // Replaced as a whole by a successful install or removal, never changed in place.
  private packs: ReadonlyMap<string, MiauPack> = new Map();

  /** `options.features`: the features the catalog's loader knows (spec: packs/feature-flags). */
  constructor(private readonly options: LoadOptions = {}) {}

  /** Installs a share payload (text) or a pack (data), replacing an installed pack with the same id. */
  install(input: unknown): InstallResult {
    const loaded = typeof input === 'string' ? openShare(input, this.options) : loadPack(input, this.options);
    if (!loaded.ok) return loaded;
    const { id } = loaded.pack.manifest;
    const replaced = this.packs.has(id);
    if (!replaced && this.packs.size >= MAX_CATALOG_PACKS) {
      const error = errorAt(
        'too-many',
        '',
        `The catalog already holds ${MAX_CATALOG_PACKS} packs, the most it may hold, so ${quote(id)} was not installed; remove a pack first.`,
      );
      return { ok: false, errors: [error], warnings: loaded.warnings };
    }
    const next = new Map(this.packs);
    next.set(id, loaded.pack);
    this.packs = next;
    return { ok: true, id, replaced, warnings: loaded.warnings };
  }

  /** Removes a pack; false when none has that id. */
  remove(id: string): boolean {
    if (!this.packs.has(id)) return false;
    const next = new Map(this.packs);
    next.delete(id);
    this.packs = next;
    return true;
  }

  /** The installed pack ids, in code point order. */
  ids(): string[] {
    return [...this.packs.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** A copy of an installed pack, or undefined. */
  get(id: string): MiauPack | undefined {
    const pack = this.packs.get(id);
    return pack === undefined ? undefined : structuredClone(pack);
  }

  /** Every installed pack, as data a host can store, in id order. */
  toData(): MiauPack[] {
    return this.ids().map((id) => structuredClone(this.packs.get(id)!));
  }
}
