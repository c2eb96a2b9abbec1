// Spec Markdown read as OpenSpec reads it, so `miau trace` and `miau reconcile` see the same
// requirements `openspec validate` and `openspec archive` do: a leading byte-order mark is not
// text, a line ends at CR LF, LF or a lone CR, a fence closes only on its own character at least
// as long, and `###Requirement:` (no space) is a requirement heading too. A heading they missed
// was a requirement no scenario had to cover.

/** The lines of a spec file's text. */
export function specLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
}

/** For each line, whether it belongs to a fenced code block (its fence lines included). */
export function fencedLines(lines: readonly string[]): boolean[] {
  const fenced = new Array<boolean>(lines.length).fill(false);
  let open: { marker: string; length: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (!open) {
      const opening = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (opening) {
        open = { marker: opening[0], length: opening.length };
        fenced[i] = true;
      }
      continue;
    }
    fenced[i] = true;
    const closing = /^\s*(`{3,}|~{3,})\s*$/.exec(line)?.[1];
    if (closing && closing[0] === open.marker && closing.length >= open.length) open = undefined;
  }
  return fenced;
}

/** The title of a `### Requirement: <title>` heading line, or undefined when it is none. */
export function requirementTitle(line: string): string | undefined {
  const title = /^###\s*Requirement:\s*(.+)$/i.exec(line)?.[1];
  // A closing run of `#` after a space is not part of an ATX heading's text.
  return title?.replace(/[ \t]+#+[ \t]*$/, '').trim() || undefined;
}
