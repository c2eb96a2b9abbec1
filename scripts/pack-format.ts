// docs/pack-format.md, the pack format as a designer reads it, written from schemas/pack.schema.json
// (the format's one source): every object of a pack, field by field, with what each field holds and
// means. `npx tsx scripts/pack-format.ts` writes the page; tests/project/pack-format.test.ts fails
// when the committed page is not what the schema writes.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { schemaOf } from '../src/schema/registry.js';

type Schema = Record<string, unknown>;

const packSchema = schemaOf('pack') as Schema;

export const PACK_FORMAT_PAGE = fileURLToPath(new URL('../docs/pack-format.md', import.meta.url));

/** The objects of a pack, in the order a designer meets them: the `$defs` name and its heading. */
const OBJECTS: [string | undefined, string][] = [
  [undefined, 'Pack'],
  ['manifest', 'Manifest'],
  ['level', 'Level (with coordinates)'],
  ['gridLevel', 'Level (as a grid)'],
  ['wordTile', 'Word tile'],
  ['objectTile', 'Object'],
  ['automaton', 'Automaton'],
  ['moveStep', 'Move step'],
  ['waitStep', 'Wait step'],
  ['pair', 'Pair'],
  ['glossaryEntry', 'Glossary entry'],
];

/** Values named by a `$ref`, each explained once under "Values". */
const VALUES: [string, string][] = [
  ['token', 'Token'],
  ['id', 'Id'],
  ['thingId', 'Thing id'],
  ['channel', 'Channel'],
  ['grid', 'Grid'],
  ['legend', 'Legend'],
  ['palette', 'Palette'],
  ['paletteEntry', 'Palette entry'],
  ['glyph', 'Glyph'],
  ['placed', 'Thing'],
  ['step', 'Step'],
];

const defs = packSchema['$defs'] as Record<string, Schema>;
const heading = new Map<string, string>(
  [...OBJECTS, ...VALUES].flatMap(([key, title]) => (key ? [[key, title]] : [])),
);

/** A GitHub-style anchor of a heading. */
function anchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
}

function link(ref: string): string {
  const key = ref.replace('#/$defs/', '');
  const title = heading.get(key) ?? key;
  return `[${title}](#${anchor(title)})`;
}

function bounds(low: number | undefined, high: number | undefined, unit: string): string {
  if (low !== undefined && low === high) return `exactly ${low}${unit}`;
  if (low !== undefined && high !== undefined) return `${low} to ${high}${unit}`;
  if (low !== undefined) return `at least ${low}${unit}`;
  if (high !== undefined) return `at most ${high}${unit}`;
  return '';
}

function numberAt(schema: Schema, key: string): number | undefined {
  const value = schema[key];
  return typeof value === 'number' ? value : undefined;
}

/** What a value may be, in a few words. */
function valueOf(schema: Schema): string {
  if (typeof schema['$ref'] === 'string') return link(schema['$ref']);
  if ('const' in schema) return `\`${JSON.stringify(schema['const'])}\``;
  if (Array.isArray(schema['enum']))
    return `one of ${schema['enum'].map((v) => `\`${JSON.stringify(v)}\``).join(', ')}`;
  for (const key of ['oneOf', 'anyOf'] as const)
    if (Array.isArray(schema[key])) return (schema[key] as Schema[]).map(valueOf).join(', or ');
  switch (schema['type']) {
    case 'integer': {
      const range = bounds(numberAt(schema, 'minimum'), numberAt(schema, 'maximum'), '');
      return `a whole number${range ? `, ${range}` : ''}`;
    }
    case 'boolean':
      return '`true` or `false`';
    case 'string': {
      const length = bounds(numberAt(schema, 'minLength'), numberAt(schema, 'maxLength'), ' characters');
      const pattern = typeof schema['pattern'] === 'string' ? `, matching \`${schema['pattern']}\`` : '';
      return `text${length ? `, ${length}` : ''}${pattern}`;
    }
    case 'array': {
      const count = bounds(numberAt(schema, 'minItems'), numberAt(schema, 'maxItems'), ' items');
      const distinct = schema['uniqueItems'] === true ? ', no item twice' : '';
      return `a list of ${valueOf(schema['items'] as Schema)}${count ? ` (${count}${distinct})` : ''}`;
    }
    case 'object': {
      if (schema['properties'] !== undefined) return 'an object with the fields below';
      const keys = schema['propertyNames'] ? valueOf(schema['propertyNames'] as Schema) : 'text';
      const values = schema['additionalProperties'] as Schema | undefined;
      const entries = numberAt(schema, 'maxProperties');
      const most = entries !== undefined ? ` (at most ${entries} entries)` : '';
      return values && typeof values === 'object'
        ? `an object from ${keys} to ${valueOf(values)}${most}`
        : 'an object';
    }
    default:
      return 'any JSON value';
  }
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
}

function fieldTable(schema: Schema): string[] {
  const properties = schema['properties'] as Record<string, Schema>;
  const required = new Set((schema['required'] as string[] | undefined) ?? []);
  return [
    '| field | required | value | meaning |',
    '| --- | --- | --- | --- |',
    ...Object.entries(properties).map(
      ([field, value]) =>
        `| \`${field}\` | ${required.has(field) ? 'yes' : 'no'} | ${cell(valueOf(value))} | ${cell(typeof value['description'] === 'string' ? value['description'] : '')} |`,
    ),
  ];
}

/** The page, as the schema writes it. */
export function packFormatPage(): string {
  const lines = [
    '# The pack format',
    '',
    '<!-- Written from schemas/pack.schema.json by `npx tsx scripts/pack-format.ts`; edit the schema, not this page. -->',
    '',
    'A pack is one JSON file (`pack.json`), or a CommonJS module (`pack.cjs`) that exports the same',
    'data. This page lists every object of it and every field, as `schemas/pack.schema.json` defines',
    'them; `miau validate <pack>` checks a pack against it and says what is wrong and where. What the',
    'fields do in play (rules, automata, pairs, plates and gates) is told scenario by scenario in the',
    'living documentation (`miau docs`, README *Living documentation*).',
    '',
  ];
  for (const [key, title] of OBJECTS) {
    const schema = key === undefined ? packSchema : defs[key];
    lines.push(`## ${title}`, '');
    const description = key === undefined ? undefined : schema['description'];
    if (typeof description === 'string') lines.push(description, '');
    lines.push(...fieldTable(schema), '');
  }
  lines.push('## Values', '');
  for (const [key, title] of VALUES) {
    const schema = defs[key];
    lines.push(`### ${title}`, '');
    if (typeof schema['description'] === 'string') lines.push(schema['description'], '');
    if (schema['properties'] === undefined)
      lines.push(`Written as ${valueOf({ ...schema, $ref: undefined })}.`, '');
    // An inline object among the forms (a palette entry's glyph and facing) has its fields listed.
    for (const form of [...((schema['anyOf'] as Schema[]) ?? []), ...((schema['oneOf'] as Schema[]) ?? [])])
      if (form['properties'] !== undefined) lines.push(...fieldTable(form), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(PACK_FORMAT_PAGE, packFormatPage());
  console.log(`wrote ${PACK_FORMAT_PAGE}`);
}
