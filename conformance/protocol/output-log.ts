// What an engine writes besides its answers (standard error; for a module, standard output
// too), kept bounded: the tail since it was last taken, for the scenario's JSON report, and the
// last words, quoted when the engine is lost.
import { ENGINE_OUTPUT_KEPT_CHARS, ENGINE_OUTPUT_QUOTED_CHARS } from '../runner/bounds.js';
import { characterCount, tailOf } from '../../src/data/safe-text.js';
import { counted } from '../../src/diagnostics/places.js';

export class OutputLog {
  private kept = '';
  private dropped = 0;
  private lastWords = '';

  constructor(private readonly keep = ENGINE_OUTPUT_KEPT_CHARS) {}

  add(chunk: string): void {
    this.kept += chunk;
    if (this.kept.length > this.keep) {
      // Never halving a character the engine wrote whole (an emoji is two UTF-16 units).
      const tail = tailOf(this.kept, this.keep);
      // Counted as characters, as the note says: an emoji is one, though two UTF-16 units.
      this.dropped += characterCount(this.kept.slice(0, this.kept.length - tail.length));
      this.kept = tail;
    }
    this.lastWords = tailOf(this.lastWords + chunk, ENGINE_OUTPUT_QUOTED_CHARS);
  }

  /** The output since the last take (its tail, saying how much was dropped); empty when there was none. */
  take(): string {
    const text =
      this.dropped > 0
        ? `[… ${counted(this.dropped, 'earlier character', 'earlier characters')} not kept …]\n${this.kept}`
        : this.kept;
    this.kept = '';
    this.dropped = 0;
    return text;
  }

  /** The last words, for a message. */
  tail(): string {
    return this.lastWords.trim();
  }
}
