// The one ajv (src/schema/registry.ts): every schema in schemas/ is registered and compiles,
// a part of a schema is found by its pointer, and a validator is compiled once.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  boundedValidator,
  errorsText,
  firstErrorValidator,
  hasMoreValuesThan,
  MANY_VALUES,
  schemaOf,
  schemaValidator,
  type SchemaName,
} from '../../../src/schema/registry.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');

describe('the schema registry', () => {
  it('holds every schema of schemas/, each compiling', () => {
    const names = readdirSync(join(ROOT, 'schemas'))
      .filter((f) => f.endsWith('.schema.json'))
      .map((f) => f.replace('.schema.json', '') as SchemaName);
    expect(names.length).toBeGreaterThanOrEqual(8);
    for (const name of names) {
      expect(schemaOf(name).$id).toBe(`https://miau.example/schemas/${name}.schema.json`);
      expect(typeof schemaValidator(name)).toBe('function');
    }
  });

  it('compiles a schema or a part of it once, and refuses a part that is not there', () => {
    expect(schemaValidator('adapter', '/$defs/hello')).toBe(schemaValidator('adapter', '/$defs/hello'));
    expect(schemaValidator('pack')).toBe(schemaValidator('pack'));
    expect(() => schemaValidator('adapter', '/$defs/nothing')).toThrow(
      /schemas\/adapter.schema.json has nothing at \/\$defs\/nothing/,
    );
  });

  it('reports every problem, with the value and the schema (allErrors, verbose)', () => {
    const validate = schemaValidator('pack', '/$defs/step');
    expect(validate({ action: 'move', dx: 'one', dy: 'two' })).toBe(false);
    expect(validate.errors?.length).toBe(2);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'type', data: 'one' });
    expect(errorsText(validate.errors)).toMatch(/dx must be integer/);
  });
});

describe('bounded checks of very large values', () => {
  it('counts values, nested, without reading past the bound', () => {
    expect(hasMoreValuesThan(1, 0)).toBe(true);
    expect(hasMoreValuesThan(1, 1)).toBe(false);
    // The object, its two fields, the list and its three items: 7 values.
    const value = { a: [1, 2, { b: null }], c: 'x' };
    expect(hasMoreValuesThan(value, 6)).toBe(true);
    expect(hasMoreValuesThan(value, 7)).toBe(false);
    expect(hasMoreValuesThan(new Array(10_000_000).fill(0), 100)).toBe(true);
  });

  it('stops at the first error past MANY_VALUES, and lists every one below', () => {
    const step = (dx: unknown) => ({ action: 'move', dx, dy: 'two' });
    const first = firstErrorValidator('pack', '/$defs/step');
    expect(first(step('one'))).toBe(false);
    expect(first.errors).toHaveLength(1);
    expect(boundedValidator('pack', '/$defs/step', step('one'))).toBe(schemaValidator('pack', '/$defs/step'));
    const big = { ...step('one'), padding: new Array(MANY_VALUES).fill(0) };
    expect(boundedValidator('pack', '/$defs/step', big)).toBe(first);
  });
});
