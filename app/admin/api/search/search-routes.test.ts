/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { queryRows } from '@/lib/db/client';
import { seedDemoContentOnce } from '@/lib/db/seed';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { searchSite } from '@/lib/search/search';
import { flushSearchStats, readWeekStats, recordSearch, resetSearchStatsBuffer, weekOf } from '@/lib/search/stats';
import { STAFF_COOKIE } from '@/lib/staff/cookie';
import type { StaffRole } from '@/lib/staff/roles';
import { signedInStaffToken } from '@/lib/staff/test-sessions';
import { POST as clickPost } from '@/app/api/bzf-portal-cms/search/click/route';
import { GET as suggestGet } from '@/app/api/bzf-portal-cms/search/suggest/route';
import { POST as addBet } from './best-bets/route';
import { POST as removeBet } from './best-bets/remove/route';
import { POST as addSynonyms } from './synonyms/route';

const ORIGIN = 'http://localhost';
const json = (token: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: ORIGIN, Cookie: `${STAFF_COOKIE}=${token}` },
  body: JSON.stringify(body),
});
const plain = (token: string, body: string): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: `${STAFF_COOKIE}=${token}` },
  body,
});

describe.each(testTargets().map((t) => [t.name, t] as const))('the console’s search routes on %s', (_driver, target) => {
  let handle: TestDatabase | undefined;
  const tokens = new Map<StaffRole, string>();
  const count = async (table: string) => (await queryRows<{ n: number }>(handle!.db, sql.raw(`select count(*)::integer as n from ${table}`)))[0]!.n;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    await seedDemoContentOnce(handle.db);
    for (const role of ['editor', 'reviewer', 'caseworker', 'admin'] as const) tokens.set(role, await signedInStaffToken(role, 'searchroute'));
  }, 180_000);
  afterAll(() => closeServiceDatabase(handle));

  it('suggests, as the header box is typed in, what people searched for lately and found (the demo weeks)', async () => {
    // The demo's statistics hold 公租房怎么申请, searched 120 times this week with results.
    const response = await suggestGet(new Request(`${ORIGIN}/api/bzf-portal-cms/search/suggest?keyword=${encodeURIComponent('公租房怎')}`));
    const { data } = (await response.json()) as { data: { suggestions: { text: string; source: string }[] } };
    expect(data.suggestions).toContainEqual(expect.objectContaining({ text: '公租房怎么申请', source: 'query' }));
  });

  it('lets 审核 and 管理员 pin a result and add synonyms, and refuses 编辑 and 业务经办 (403, nothing written)', async () => {
    const hit = (await searchSite({ query: '投诉' })).records[0]!;
    const bets = await count('bss_search_best_bet');
    const sets = await count('bss_search_synonym');
    for (const role of ['editor', 'caseworker'] as const) {
      const refused = await addBet(new Request(`${ORIGIN}/admin/api/search/best-bets`, json(tokens.get(role)!, { query: '投诉', target: hit.key })));
      expect({ role, status: refused.status }).toEqual({ role, status: 403 });
      const synonymRefused = await addSynonyms(new Request(`${ORIGIN}/admin/api/search/synonyms`, json(tokens.get(role)!, { words: '投诉 举报' })));
      expect({ role, status: synonymRefused.status }).toEqual({ role, status: 403 });
    }
    expect(await count('bss_search_best_bet')).toBe(bets);
    expect(await count('bss_search_synonym')).toBe(sets);

    const pinned = await addBet(new Request(`${ORIGIN}/admin/api/search/best-bets`, json(tokens.get('reviewer')!, { query: '投诉', target: hit.url })));
    expect(pinned.status).toBe(200);
    const { data } = (await pinned.json()) as { data: { id: number; docKey: string } };
    expect(data.docKey).toBe(hit.key);
    const added = await addSynonyms(new Request(`${ORIGIN}/admin/api/search/synonyms`, json(tokens.get('admin')!, { words: '投诉、举报、意见反馈' })));
    expect(added.status).toBe(200);
    const audits = await queryRows<{ action: string; role: string }>(handle!.db, sql`select action, role from bps_audit_log where entity in ('search_best_bet', 'search_synonym') order by id`);
    expect(audits).toEqual([
      { action: 'search.bestBet.create', role: 'reviewer' },
      { action: 'search.synonym.create', role: 'admin' },
    ]);

    // 编辑 cannot remove it either; 审核 can, by a plain post.
    expect((await removeBet(new Request(`${ORIGIN}/admin/api/search/best-bets/remove`, plain(tokens.get('editor')!, `id=${data.id}`)))).status).toBe(403);
    const removed = await removeBet(new Request(`${ORIGIN}/admin/api/search/best-bets/remove`, plain(tokens.get('reviewer')!, `id=${data.id}`)));
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toMatch(/\/admin\/search\?saved=betRemoved$/);
  }, 60_000);

  it('brings a result that is not in the index back to its field on a plain post', async () => {
    const response = await addBet(new Request(`${ORIGIN}/admin/api/search/best-bets`, plain(tokens.get('reviewer')!, 'query=%E6%8A%95%E8%AF%89&target=%2Ft1%2Fnowhere')));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/\/admin\/search\?failed=invalid&fields=target$/);
  });

  it('counts a result opened from our own results page, and refuses a post from another site', async () => {
    resetSearchStatsBuffer();
    recordSearch('公租房', true);
    const ping = (headers: Record<string, string>) =>
      clickPost(new Request(`${ORIGIN}/api/bzf-portal-cms/search/click?keyword=${encodeURIComponent('公租房')}`, { method: 'POST', headers: { 'Content-Type': 'text/ping', ...headers }, body: 'PING' }));
    expect((await ping({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await ping({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await ping({})).status).toBe(403);
    await flushSearchStats(handle!.db);
    const stats = await readWeekStats(weekOf(), 20, handle!.db);
    expect(stats.top.find((s) => s.query === '公租房')).toMatchObject({ searches: 1, clicks: 1 });
  });
});
