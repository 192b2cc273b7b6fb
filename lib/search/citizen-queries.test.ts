/** @jest-environment node */
import { seedDemoContentOnce } from '@/lib/db/seed';
import { adoptAsProcessDatabase, releaseProcessDatabase, testTargets, type TestDatabase } from '@/lib/db/testing';
import table from './citizen-queries.data.json';
import { searchSite } from './search';

type Row = { query: string; kind: string; title: string };
const ROWS = (table as { queries: Row[] }).queries;

it('the table holds at least 30 queries, each naming one record', () => {
  expect(ROWS.length).toBeGreaterThanOrEqual(30);
  expect(new Set(ROWS.map((r) => r.query)).size).toBe(ROWS.length);
});

describe.each(testTargets().map((t) => [t.name, t] as const))('what citizens type, on the demo content (%s)', (_name, target) => {
  let handle: TestDatabase | undefined;

  beforeAll(async () => {
    handle = await target.open();
    adoptAsProcessDatabase(handle);
    await seedDemoContentOnce(handle.db);
  });

  afterAll(async () => {
    releaseProcessDatabase();
    await handle?.dispose();
  });

  it.each(ROWS.map((r) => [r.query, r.kind, r.title] as const))('“%s” finds the %s “%s” in the first five', async (query, kind, title) => {
    const page = await searchSite({ query, pageSize: 5 });
    const top = page.records.map((r) => `${r.kind} ${r.title}`);
    expect(top).toContain(`${kind} ${title}`);
  });
});
