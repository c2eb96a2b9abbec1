// What an engine writes besides its answers (standard error; for a module, standard output
// too), kept bounded: the tail since it was last taken, for the scenario's JSON report, and the
// last words, quoted when the engine is lost.
import { ENGINE_OUTPUT_KEPT_CHARS, ENGINE_OUTPUT_QUOTED_CHARS } from '../runner/bounds.js';
import { tailOf } from '../../src/data/safe-text.js';

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
      this.dropped += this.kept.length - tail.length;
      this.kept = tail;
    }
    this.lastWords = tailOf(this.lastWords + chunk, ENGINE_OUTPUT_QUOTED_CHARS);
  }

  /** The output since the last take (its tail, saying how much was dropped); empty when there was none. */
  take(): string {
    const text =
      this.dropped > 0 ? `[… ${this.dropped} earlier characters not kept …]\n${this.kept}` : this.kept;
    this.kept = '';
    this.dropped = 0;
    return text;
  }

  /** The last words, for a message. */
  tail(): string {
    return this.lastWords.trim();
  }
}
