/** @jest-environment node */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '@/lib/db/schema';
import { DATA_INVENTORY, EXPORT_FILES, isExported, notExportedReason } from './inventory';
import { INVENTORY_DOC_END, INVENTORY_DOC_START, renderInventoryDoc } from './inventory-doc';

/** A column that names or points at a person. */
const PERSONAL_COLUMN = /^(user_id|mobile|mobile_hash|phone|id_number.*)$/;

const tables = (Object.values(schema) as unknown[]).flatMap((v) => (is(v, PgTable) ? [getTableConfig(v)] : []));

describe('the data inventory (数据清单)', () => {
  it('lists every table with a user_id, mobile, phone or ID-number column: a new one must say how it is exported, deleted or kept', () => {
    const personal = tables.filter((t) => t.columns.some((c) => PERSONAL_COLUMN.test(c.name))).map((t) => t.name);
    const listed = new Set(DATA_INVENTORY.map((e) => e.table));
    expect(personal.filter((t) => !listed.has(t))).toEqual([]);
  });

  it('names only tables that exist, once each, with every field filled in', () => {
    const names = new Set(tables.map((t) => t.name));
    expect(DATA_INVENTORY.map((e) => e.table).filter((t) => !names.has(t))).toEqual([]);
    expect(new Set(DATA_INVENTORY.map((e) => e.table)).size).toBe(DATA_INVENTORY.length);
    for (const e of DATA_INVENTORY) {
      for (const field of [e.label, e.what, e.why, e.retention, e.visibleTo, e.deleteWhy]) expect(field.trim()).not.toBe('');
      if (!isExported(e)) expect(notExportedReason(e).trim()).not.toBe('');
    }
  });

  it('gives every export file a table, and every table deleted at once an owner column the deletion can find', () => {
    const used = new Set(DATA_INVENTORY.filter(isExported).map((e) => e.exported.file));
    expect(EXPORT_FILES.filter((f) => !used.has(f))).toEqual([]);
    for (const e of DATA_INVENTORY.filter((x) => x.onDelete === 'delete')) expect(['user_id', 'mobile_hash', 'application']).toContain(e.owner);
  });

  it('agrees with the data inventory in docs/security.md', () => {
    const file = path.join(process.cwd(), 'docs', 'security.md');
    const doc = readFileSync(file, 'utf8');
    const start = doc.indexOf(INVENTORY_DOC_START);
    const end = doc.indexOf(INVENTORY_DOC_END);
    const rendered = renderInventoryDoc();
    if (process.env.UPDATE_DOCS === '1' && start >= 0 && end > start) {
      writeFileSync(file, doc.slice(0, start) + rendered + doc.slice(end + INVENTORY_DOC_END.length));
      return;
    }
    expect(start).toBeGreaterThanOrEqual(0);
    expect(doc.slice(start, end + INVENTORY_DOC_END.length)).toBe(rendered);
  });
});
