// A key given twice in one object of an answer line (conformance/protocol): JSON.parse keeps the
// last, other readers the first, so `--check-protocol` refuses such a line, naming the key.
import { describe, expect, it } from 'vitest';
import { repeatedKey } from '../../../conformance/protocol/repeated-keys.js';

describe('repeatedKey', () => {
  it('names the first key an object gives twice, by its JSON pointer', () => {
    expect(
      repeatedKey('{"protocol":1,"id":5,"ok":false,"error":{"message":"no"},"ok":true,"result":null}'),
    ).toBe('/ok');
    expect(repeatedKey('{"ok":true,"result":{"accepted":false,"events":[],"accepted":true}}')).toBe(
      '/result/accepted',
    );
    expect(repeatedKey('{"result":{"things":[{"id":"a"},{"id":"b","x":1,"x":2}]}}')).toBe(
      '/result/things/1/x',
    );
    expect(repeatedKey('{"result":[[1,2],{"a/b":{"~":1,"~":2}}]}')).toBe('/result/1/a~1b/~0');
  });

  it('compares keys as the texts they stand for', () => {
    expect(repeatedKey('{"ok":true,"\\u006fk":false}')).toBe('/ok');
    expect(repeatedKey('{"a\\"":1,"a\\u0022":2}')).toBe('/a"');
  });

  it('leaves alone one key in sibling objects, keys in texts, and texts that look like keys', () => {
    expect(repeatedKey('{"a":{"x":1},"b":{"x":1},"c":[{"x":1},{"x":2}]}')).toBeUndefined();
    expect(repeatedKey('{"a":"\\"a\\":1,\\"a\\":2","b":["a","a"],"c":{}}')).toBeUndefined();
    expect(repeatedKey('{"s":"\\\\","t":"\\\\\\"","u":{"s":1}}')).toBeUndefined();
    expect(repeatedKey('[1, 2.5e3, true, null, {}, []]')).toBeUndefined();
  });
});
