import {
  enabled,
  type FieldSpec,
  integer,
  reference,
  type Resource,
  resourceList,
  text,
} from '@retail/contract';
import { describe, expect, it } from 'vitest';
import { migratedDatabase } from './support/migrated-database';
import {
  describeTable,
  type IndexDescription,
  type TableDescription,
} from './support/table-introspection';
import { usesPostgres } from './support/test-database';

// The table check: every registry resource's table, on the migrated database of this run
// (SQLite, or PostgreSQL when TEST_DATABASE_URL is set), has what its declaration needs.

/** Columns every owned table has: its owner and its audit stamps. */
const OWNED_COLUMNS = [
  'id',
  'tenant_id',
  'organ_id',
  'organ_path',
  'create_by',
  'create_date',
  'update_by',
  'update_date',
] as const;

/** Type names of the database per declared column type (sizes stripped first). */
const TYPES = {
  text: ['varchar', 'text', 'character varying'],
  integer: ['integer', 'int', 'bigint', 'int4', 'int8'],
} as const;

const columnOf = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const baseType = (type: string): string => type.replace(/\(.*\)$/, '').trim();

const sameColumns = (index: IndexDescription, columns: readonly string[]): boolean =>
  index.columns.length === columns.length && columns.every((c) => index.columns.includes(c));

type Declared = Pick<Resource, 'key' | 'table'> & { fields: Record<string, FieldSpec> };

/** What the table lacks or gets wrong for the declaration, one line per disagreement. */
export const tableProblems = (
  resource: Declared,
  table: TableDescription | undefined,
): string[] => {
  if (!table) return [`${resource.key}: table ${resource.table} is missing`];
  const problems: string[] = [];
  const columns = new Map(table.columns.map((column) => [column.name, column]));
  for (const name of OWNED_COLUMNS)
    if (!columns.has(name)) problems.push(`${resource.key}: owner/audit column ${name} is missing`);
  for (const [field, spec] of Object.entries(resource.fields)) {
    const name = columnOf(field);
    const where = `${resource.key}.${field} (${resource.table}.${name})`;
    const column = columns.get(name);
    if (!column) {
      problems.push(`${where}: column is missing`);
      continue;
    }
    if (!(TYPES[spec.column.type] as readonly string[]).includes(baseType(column.type)))
      problems.push(`${where}: type ${column.type}, declared ${spec.column.type}`);
    if (column.nullable !== spec.column.nullable)
      problems.push(
        `${where}: ${column.nullable ? 'nullable' : 'not null'}, declared ${
          spec.column.nullable ? 'nullable' : 'not null'
        }`,
      );
    const reason = spec.references ? 'a reference' : spec.filter === 'equals' ? 'filtered' : '';
    if (reason && !table.indexes.some((index) => index.columns.includes(name)))
      problems.push(`${where}: ${reason}, but no index has the column`);
    // Unique per tenant: exactly (tenant_id, column); a wider index would let duplicates in.
    if (
      spec.unique &&
      !table.indexes.some((index) => index.unique && sameColumns(index, ['tenant_id', name]))
    )
      problems.push(`${where}: unique, but no unique index on (tenant_id, ${name})`);
  }
  return problems;
};

describe('the table check itself', () => {
  const sample: Declared = {
    key: 'sample',
    table: 'sample',
    fields: {
      code: text({ max: 32, required: true, unique: true, filter: true }),
      name: text({ max: 100, required: true, filter: true }),
      note: text({ max: 100 }),
      sort: integer({ min: 0, max: 10, defaultValue: 0 }),
      enable: enabled({ filter: true }),
      brandId: reference('brand'),
    },
  };
  const owned = OWNED_COLUMNS.map((name) => ({
    name,
    type: name === 'id' || name.endsWith('_id') ? 'integer' : 'varchar(64)',
    nullable: name.startsWith('create_') || name.startsWith('update_'),
  }));
  const good: TableDescription = {
    columns: [
      ...owned,
      { name: 'code', type: 'varchar(32)', nullable: false },
      { name: 'name', type: 'character varying', nullable: false },
      { name: 'note', type: 'text', nullable: true },
      { name: 'sort', type: 'int4', nullable: false },
      { name: 'enable', type: 'integer', nullable: false },
      { name: 'brand_id', type: 'bigint', nullable: true },
    ],
    indexes: [
      { name: 'sample_code_key', unique: true, columns: ['code', 'tenant_id'] },
      { name: 'sample_enable_idx', unique: false, columns: ['enable'] },
      { name: 'sample_brand_idx', unique: false, columns: ['tenant_id', 'brand_id'] },
    ],
  };
  const without = (names: string[]): TableDescription => ({
    ...good,
    indexes: good.indexes.filter((index) => !names.includes(index.name)),
  });
  const changed = (name: string, change: object): TableDescription => ({
    ...good,
    columns: good.columns.map((column) =>
      column.name === name ? { ...column, ...change } : column,
    ),
  });

  it('finds nothing wrong with a table that agrees', () => {
    expect(tableProblems(sample, good)).toEqual([]);
  });

  it('reports each kind of disagreement, naming resource and field', () => {
    expect(tableProblems(sample, undefined)).toEqual(['sample: table sample is missing']);
    expect(
      tableProblems(sample, {
        ...good,
        columns: good.columns.filter((c) => c.name !== 'note' && c.name !== 'organ_path'),
      }),
    ).toEqual([
      'sample: owner/audit column organ_path is missing',
      'sample.note (sample.note): column is missing',
    ]);
    expect(tableProblems(sample, changed('sort', { type: 'varchar(10)' }))).toEqual([
      'sample.sort (sample.sort): type varchar(10), declared integer',
    ]);
    expect(tableProblems(sample, changed('name', { type: 'integer' }))).toEqual([
      'sample.name (sample.name): type integer, declared text',
    ]);
    expect(tableProblems(sample, changed('code', { nullable: true }))).toEqual([
      'sample.code (sample.code): nullable, declared not null',
    ]);
    expect(tableProblems(sample, changed('note', { nullable: false }))).toEqual([
      'sample.note (sample.note): not null, declared nullable',
    ]);
    expect(tableProblems(sample, without(['sample_enable_idx']))).toEqual([
      'sample.enable (sample.enable): filtered, but no index has the column',
    ]);
    expect(tableProblems(sample, without(['sample_brand_idx']))).toEqual([
      'sample.brandId (sample.brand_id): a reference, but no index has the column',
    ]);
    expect(tableProblems(sample, without(['sample_code_key']))).toEqual([
      'sample.code (sample.code): unique, but no unique index on (tenant_id, code)',
    ]);
  });

  it('wants the unique index to be unique and to be on the tenant and the column only', () => {
    const problem = 'sample.code (sample.code): unique, but no unique index on (tenant_id, code)';
    const withCodeIndex = (index: IndexDescription): TableDescription => ({
      ...without(['sample_code_key']),
      indexes: [...without(['sample_code_key']).indexes, index],
    });
    for (const index of [
      { name: 'plain', unique: false, columns: ['tenant_id', 'code'] },
      { name: 'global', unique: true, columns: ['code'] },
      { name: 'wider', unique: true, columns: ['tenant_id', 'organ_id', 'code'] },
    ])
      expect(tableProblems(sample, withCodeIndex(index)), index.name).toEqual([problem]);
  });
});

describe(`registry tables on ${usesPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  const handle = migratedDatabase();

  it('has a resource to check at all', () => {
    expect(resourceList().map((resource) => resource.key)).toEqual(
      expect.arrayContaining(['brand', 'goodsTag', 'logistics']),
    );
  });

  it.each(resourceList().map((resource) => [resource.key, resource] as const))(
    '%s: the table agrees with the declaration',
    async (_key, resource) => {
      const table = await describeTable(handle(), resource.table);
      expect(tableProblems(resource, table)).toEqual([]);
    },
  );

  it('reads columns and indexes as the migrations made them', async () => {
    const table = await describeTable(handle(), 'logistics_company');
    expect(table?.columns.find((column) => column.name === 'code')).toMatchObject({
      nullable: false,
    });
    expect(table?.indexes).toContainEqual({
      name: 'logistics_company_tenant_id_code_key',
      unique: true,
      columns: ['tenant_id', 'code'],
    });
    expect(await describeTable(handle(), 'no_such_table')).toBeUndefined();
  });
});
