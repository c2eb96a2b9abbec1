// Repeated keys in a JSON line: `{"ok":false,…,"ok":true}` is JSON, but readers differ on which
// of the two counts (JavaScript's and Python's take the last, others the first, some refuse it).
// `--check-protocol` refuses such an answer (conformance/protocol); JSON.parse cannot say, since
// it keeps one of them, so the line is read again here, once, only under that flag.
import { toPointer } from '../../src/data/json-pointer.js';

/** An object being read: the keys it gave so far, and the one whose value is being read. */
interface ObjectFrame {
  keys: Set<string>;
  key: string;
}
/** A list being read: the index of the item being read. */
interface ListFrame {
  keys: undefined;
  index: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The JSON pointer of the first key that an object of `line` gives a second time (keys compared as
 * the texts they stand for, so `"ok"` and `"\u006fk"` are one key), or undefined when every object
 * names each key once. `line` must be JSON (JSON.parse read it); one pass over its characters.
 */
export function repeatedKey(line: string): string | undefined {
  const frames: (ObjectFrame | ListFrame)[] = [];
  // Whether the next text of the object being read is a key (after its `{` or a `,`).
  let expectingKey = false;
  for (let at = 0; at < line.length; at++) {
    const char = line.charCodeAt(at);
    if (char === QUOTE) {
      const end = closingQuote(line, at);
      const frame = frames.at(-1);
      if (expectingKey && frame?.keys) {
        const raw = line.slice(at + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        if (frame.keys.has(key)) return toPointer([...pathOf(frames.slice(0, -1)), key]);
        frame.keys.add(key);
        frame.key = key;
        expectingKey = false;
      }
      at = end;
    } else if (char === 0x7b /* { */) {
      frames.push({ keys: new Set(), key: '' });
      expectingKey = true;
    } else if (char === 0x5b /* [ */) {
      frames.push({ keys: undefined, index: 0 });
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      frames.pop();
    } else if (char === 0x2c /* , */) {
      const frame = frames.at(-1);
      if (frame?.keys) expectingKey = true;
      else if (frame) frame.index++;
    }
  }
  return undefined;
}

// The index of the quote that closes the text opened at `open`: one not escaped by an odd run of
// backslashes.
function closingQuote(line: string, open: number): number {
  let end = line.indexOf('"', open + 1);
  for (; end > 0; end = line.indexOf('"', end + 1)) {
    let slashes = 0;
    while (line.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return end;
  }
  return line.length;
}

// The keys and indices that lead to the value each frame is reading.
function pathOf(frames: (ObjectFrame | ListFrame)[]): (string | number)[] {
  return frames.map((frame) => (frame.keys ? frame.key : frame.index));
}
