import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';

/**
 * For the backup test: after the demo seed, gives every table that is still empty one row, so
 * that a backup is proven on a database holding every kind of record — including tables added
 * later, which nobody has to remember to list here. Values come from each column's type, the
 * first literal its check constraint allows, the first label of its enum, or a row of the table
 * its foreign key names.
 */

type Column = {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  identity_generation: string | null;
  is_generated: string;
  character_maximum_length: number | null;
};
type ForeignKey = { table_name: string; column_name: string; ref_table: string; ref_column: string };
type Check = { table_name: string; definition: string };

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

const rows = queryRows;

export async function fillEmptyTables(db: Db): Promise<string[]> {
  const columns = await rows<Column>(
    db,
    sql`select table_name, column_name, data_type, udt_name, is_nullable, column_default, is_identity, identity_generation, is_generated, character_maximum_length
        from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const foreignKeys = await rows<ForeignKey>(
    db,
    sql`select cl.relname as table_name, a.attname as column_name, rcl.relname as ref_table, ra.attname as ref_column
        from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid join pg_namespace n on n.oid = cl.relnamespace
        join pg_class rcl on rcl.oid = c.confrelid
        cross join lateral unnest(c.conkey, c.confkey) as k(col, refcol)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.col
        join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = k.refcol
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const checks = await rows<Check>(
    db,
    sql`select cl.relname as table_name, pg_get_constraintdef(c.oid) as definition
        from pg_constraint c join pg_class cl on cl.oid = c.conrelid join pg_namespace n on n.oid = cl.relnamespace
        where c.contype = 'c' and n.nspname = 'public'`,
  );
  const enums = await rows<{ typname: string; label: string }>(
    db,
    sql`select t.typname, (array_agg(e.enumlabel order by e.enumsortorder))[1] as label from pg_type t join pg_enum e on e.enumtypid = t.oid group by t.typname`,
  );
  const tables = [...new Set(columns.map((c) => c.table_name))];
  const filled: string[] = [];
  const visiting = new Set<string>();

  const isEmpty = async (table: string) => (await rows<{ n: number }>(db, sql.raw(`select count(*)::int as n from "${table}"`)))[0]?.n === 0;

  const valueFor = (column: Column): string | null => {
    const fk = foreignKeys.find((f) => f.table_name === column.table_name && f.column_name === column.column_name);
    if (fk) return `(select "${fk.ref_column}" from "${fk.ref_table}" order by 1 limit 1)`;
    const check = checks.find((c) => c.table_name === column.table_name && new RegExp(`\\b${column.column_name}\\b`).test(c.definition));
    const allowed = check?.definition.match(/'((?:[^']|'')*)'::/);
    const enumLabel = enums.find((e) => e.typname === column.udt_name)?.label;
    switch (column.data_type) {
      case 'USER-DEFINED':
        if (enumLabel !== undefined) return literal(enumLabel);
        if (column.udt_name === 'tsvector') return `''::tsvector`;
        return null;
      case 'text':
      case 'character varying':
      case 'character': {
        if (allowed) return literal(allowed[1]!.replace(/''/g, "'"));
        const max = column.character_maximum_length ?? 40;
        return literal(`backup-test-${column.column_name}`.slice(0, max).padEnd(column.data_type === 'character' ? max : 0, 'x'));
      }
      case 'smallint':
      case 'integer':
      case 'bigint':
      case 'numeric':
      case 'real':
      case 'double precision':
        return '1';
      case 'boolean':
        return 'true';
      case 'date':
      case 'timestamp without time zone':
      case 'timestamp with time zone':
        return 'now()';
      case 'json':
      case 'jsonb':
        return `'{}'`;
      case 'bytea':
        return `'\\x00'::bytea`;
      case 'uuid':
        return 'gen_random_uuid()';
      case 'inet':
        return `'127.0.0.1'`;
      case 'ARRAY':
        return `'{}'`;
      default:
        return null;
    }
  };

  const fill = async (table: string): Promise<void> => {
    if (visiting.has(table) || !(await isEmpty(table))) return;
    visiting.add(table);
    for (const fk of foreignKeys.filter((f) => f.table_name === table && f.ref_table !== table)) await fill(fk.ref_table);
    // First the columns a row must have; a check that ties two columns together (kind = 'column'
    // ⇔ column_key is not null) is then met by giving every column a value.
    const attempt = async (everyColumn: boolean): Promise<string | null> => {
      const names: string[] = [];
      const values: string[] = [];
      for (const column of columns.filter((c) => c.table_name === table)) {
        if (column.is_generated === 'ALWAYS' || column.identity_generation === 'ALWAYS') continue;
        const selfReference = foreignKeys.some((f) => f.table_name === table && f.column_name === column.column_name && f.ref_table === table);
        if (selfReference) continue;
        const needed = column.is_nullable === 'NO' && column.column_default === null && column.is_identity === 'NO';
        const referenced = foreignKeys.some((f) => f.table_name === table && f.column_name === column.column_name);
        const wanted = needed || referenced || (everyColumn && column.column_default === null && column.is_identity === 'NO');
        if (!wanted) continue;
        const value = valueFor(column);
        if (value === null) {
          if (needed) throw new Error(`fillEmptyTables: no value for ${table}.${column.column_name} (${column.data_type}/${column.udt_name})`);
          continue;
        }
        names.push(`"${column.column_name}"`);
        values.push(value);
      }
      const statement = names.length ? `insert into "${table}" (${names.join(', ')}) values (${values.join(', ')})` : `insert into "${table}" default values`;
      try {
        await db.execute(sql.raw(statement));
        return null;
      } catch (error) {
        return `${statement}: ${(error as Error).message}`;
      }
    };
    const first = await attempt(false);
    if (first !== null) {
      const second = await attempt(true);
      if (second !== null) throw new Error(`fillEmptyTables: ${first} / ${second}`);
    }
    filled.push(table);
  };

  for (const table of tables) await fill(table);
  return filled;
}
