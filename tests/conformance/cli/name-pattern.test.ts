// `--name` patterns (conformance/cli/args.ts): taken only when they match in linear time. That a
// nested repetition then lists in seconds is checked on the real command, which can be killed
// (tests/conformance/hostile/cli-usage.test.ts): in this process a regression would hang.
import { describe, expect, it } from 'vitest';
import { linearTimePattern } from '../../../conformance/cli/args.js';
import { UsageError } from '../../../conformance/cli/io.js';

describe('linearTimePattern', () => {
  it('takes a plain pattern and matches as RegExp does', () => {
    const pattern = linearTimePattern('--name', '^Waiting counts');
    expect(pattern.test('Waiting counts as a turn')).toBe(true);
    expect(pattern.test('A wall stops')).toBe(false);
  });

  it.each([
    ['a backreference', '^(\\w+) \\1'],
    ['a named backreference', '(?<word>\\w+) \\k<word>'],
    ['a lookahead', '^(?!Waiting)'],
    ['a lookbehind', '(?<=wall )stops'],
  ])('refuses %s, which only a backtracking engine can run', (_, text) => {
    expect(() => linearTimePattern('--name', text)).toThrow(UsageError);
    expect(() => linearTimePattern('--name', text)).toThrow(/holds a backreference or a lookaround/);
  });

  it('refuses a pattern longer than 4096 characters, and one that does not compile', () => {
    expect(() => linearTimePattern('--name', 'a'.repeat(4097))).toThrow(/4097 characters long/);
    expect(linearTimePattern('--name', 'a'.repeat(4096)).test('a'.repeat(4096))).toBe(true);
    expect(() => linearTimePattern('--name', '(')).toThrow(/is not a regular expression/);
  });
});
