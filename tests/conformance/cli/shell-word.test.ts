// shellWord (conformance/cli/io.ts): a path as one word of a shell command a message suggests.
import { describe, expect, it } from 'vitest';
import { shellWord } from '../../../conformance/cli/io.js';

describe('shellWord', () => {
  it('leaves a word that needs no quoting as it is, however long', () => {
    const path = `/home/ana/${'puzzles/'.repeat(20)}clockwork/pack.cjs`;
    expect(shellWord(path)).toBe(path);
  });

  it('single-quotes a word with spaces, quotes or shell syntax, a quote closed and escaped', () => {
    expect(shellWord('my packs')).toBe("'my packs'");
    expect(shellWord("Ana's $HOME `x`")).toBe("'Ana'\\''s $HOME `x`'");
    expect(shellWord('')).toBe("''");
  });

  it('shows a control character escaped, never raw', () => {
    expect(shellWord('a\u001b[2Jb')).toBe("'a\\u001b[2Jb'");
  });
});
