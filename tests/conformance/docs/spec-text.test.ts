// Spec text for the docs site: purpose, requirements with ids and spec scenarios, active changes merged in.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSpecDocument, readCapabilities } from '../../../conformance/docs/spec-text.js';

const SPEC = `# toy Specification

## Purpose
Toys move.

## Requirements

### Requirement: Rolling
<!-- id: toy/rolling -->
A ball SHALL roll.

\`\`\`
### Requirement: Not a heading
\`\`\`

#### Scenario: A ball rolls
- **WHEN** pushed
- **THEN** it rolls

### Requirement: No id here
Text.
`;

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'miau-spec-text-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('parseSpecDocument', () => {
  it('reads the purpose and each requirement with its id, text and scenarios', () => {
    const { purpose, requirements } = parseSpecDocument(SPEC);
    expect(purpose).toEqual(['Toys move.']);
    expect(requirements).toEqual([
      {
        id: 'toy/rolling',
        title: 'Rolling',
        body: ['A ball SHALL roll.', '', '```', '### Requirement: Not a heading', '```'],
        scenarios: [{ title: 'A ball rolls', body: ['- **WHEN** pushed', '- **THEN** it rolls'] }],
      },
    ]);
  });

  it('reads a spec saved with a byte-order mark and lone CRs, as OpenSpec does', () => {
    const { purpose, requirements } = parseSpecDocument(`\uFEFF${SPEC.replaceAll('\n', '\r')}`);
    expect(purpose).toEqual(['Toys move.']);
    expect(requirements.map((r) => [r.id, r.title, r.scenarios.length])).toEqual([
      ['toy/rolling', 'Rolling', 1],
    ]);
  });
});

describe('readCapabilities', () => {
  it('merges the requirements of active changes into their capability, ignoring archived ones', async () => {
    const root = project({
      'openspec/specs/toy/spec.md': SPEC,
      'openspec/changes/more/specs/toy/spec.md':
        '## MODIFIED Requirements\n\n### Requirement: Rolling\n<!-- id: toy/rolling -->\nA ball SHALL roll far.\n\n## ADDED Requirements\n\n### Requirement: Bouncing\n<!-- id: toy/bouncing -->\nIt SHALL bounce.\n',
      'openspec/changes/more/specs/kite/spec.md':
        '## ADDED Requirements\n\n### Requirement: Flying\n<!-- id: kite/flying -->\nIt SHALL fly.\n',
      'openspec/changes/archive/old/specs/toy/spec.md':
        '## ADDED Requirements\n\n### Requirement: Old\n<!-- id: toy/old -->\nGone.\n',
    });
    const capabilities = await readCapabilities(root);
    expect(capabilities.map((c) => c.capability)).toEqual(['kite', 'toy']);
    const toy = capabilities[1];
    expect(toy.requirements.map((r) => [r.id, r.body[0], r.change])).toEqual([
      ['toy/rolling', 'A ball SHALL roll far.', 'more'],
      ['toy/bouncing', 'It SHALL bounce.', 'more'],
    ]);
    expect(capabilities[0].purpose).toEqual([]);
  });

  it('reads nothing from a project without openspec/', async () => {
    expect(await readCapabilities(project({}))).toEqual([]);
  });
});
