/** @jest-environment node */
import { seedDemoContentOnce } from '@/lib/db/seed';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import table from './citizen-queries.data.json';
import { searchSite } from './search';

type Row = { query: string; kind: string; title: string };
const ROWS = (table as { queries: Row[] }).queries;

it('the table holds at least 30 queries, each naming one record', () => {
  expect(ROWS.length).toBeGreaterThanOrEqual(30);
  expect(new Set(ROWS.map((r) => r.query)).size).toBe(ROWS.length);
});

describeEachDatabase('what citizens type, on the demo content (%s)', (database) => {
  beforeAll(async () => {
    await seedDemoContentOnce(database().db);
  });

  it.each(ROWS.map((r) => [r.query, r.kind, r.title] as const))('“%s” finds the %s “%s” in the first five', async (query, kind, title) => {
    const page = await searchSite({ query, pageSize: 5 });
    const top = page.records.map((r) => `${r.kind} ${r.title}`);
    expect(top).toContain(`${kind} ${title}`);
  });
});
