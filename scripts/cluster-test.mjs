#!/usr/bin/env node
/**
 * npm run test:cluster — the production front survives losing an instance (issue #14 part 4).
 * Part of `npm test`. Starts PostgreSQL if it is down, installs nginx when missing (as root), and
 * runs two portal instances (ports 3711/3712) on a scratch database behind nginx (3710). Then:
 *   1. a session made through one instance works on the other (and through nginx);
 *   2. an article changed in the database and refreshed through instance A (the operators' call) is
 *      served changed by instance B within 2 s, and through nginx within its two hold times (+ 1 s
 *      each: nginx counts whole seconds) + 2 s;
 *   3. a demo 编辑 signs in to the console through nginx (password, TOTP), writes a notice and
 *      submits it, and is refused 发布 (403); a demo 审核 publishes it: within 5 s of the publish
 *      answer the notice is in the notice list, in site search and in the sitemap on both instances
 *      directly and through nginx; withdrawn, it is gone from all nine within 5 s as well;
 *   4. three citizens each register a shop intention through nginx; the demo 业务经办 signs in
 *      (password, TOTP) and, on instance A, moves each case to 已受理 with a note to the citizen:
 *      within 5 s of the answer each citizen's message centre, case timeline and header unread count
 *      on instance B show it; every message is e-mailed (SMTP_URL: an SMTP server inside this test)
 *      exactly once although both instances run the outbox worker (one Message-ID per outbox row,
 *      none twice, all rows sent);
 *   5. under load through nginx (pages, signed-in pages, API, favourites, registrations) instance A
 *      is killed (SIGKILL) and brought back: fewer than 0.5 % of requests fail, and every write
 *      answered as successful is in the database afterwards.
 * Skips (exit 0, with a message) only when TEST_DATABASE_URL is not set. Cleans up processes, the
 * scratch database and nginx's folder, also on failure.
 *
 * Uses the build in .next (made by test:e2e just before), else builds .next-front. Ports: nginx on
 * CLUSTER_PORT (3710), the instances on the two ports after it.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { contentStep, demoStaff, postConsoleForm, saveDraft, signInStaff } from './console-client.mjs';
import { buildIfNeeded, createDatabase, dropDatabase, ensureNginx, ensurePostgres, pairSettings, ROOT, startFront, tmpRunDir } from './front-lib.mjs';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.log('cluster test skipped: TEST_DATABASE_URL is not set (it needs a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test).');
  process.exit(0);
}

const NGINX_PORT = Number(process.env.CLUSTER_PORT ?? 3710);
const PORTS = [NGINX_PORT + 1, NGINX_PORT + 2];
const CACHE_SECONDS = 1;
const LOAD_SECONDS = Number(process.env.CLUSTER_LOAD_SECONDS ?? 30);
const runId = `${Date.now().toString(36)}${process.pid}`;
const dbName = `bzf_cluster_${runId}`;
const runDir = tmpRunDir('cluster');
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const step = (text) => console.log(`[${elapsed()}] ${text}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let front = null;
let smtp = null;
let db = null;
let databaseUrl = null;
let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  await front?.stop().catch(() => undefined);
  await smtp?.close().catch(() => undefined);
  await db?.end().catch(() => undefined);
  if (databaseUrl) await dropDatabase(adminUrl, dbName).catch((e) => console.error('could not drop', dbName, e.message));
  fs.rmSync(runDir, { recursive: true, force: true });
}
for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => cleanup().then(() => process.exit(130)));

/** Signs up a new citizen through `origin`; the session cookie. */
async function register(origin, mobile) {
  const res = await fetch(`${origin}/api/bzf-portal-register/portal/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ mobile, password: 'Cluster2026pass', agreeUser: true, agreeRegister: true }),
  });
  const body = await res.json().catch(() => null);
  const token = res.headers.getSetCookie().find((c) => c.startsWith('tokenId='));
  return { ok: res.status === 200 && body?.code === '1' && Boolean(token), status: res.status, cookie: token?.split(';')[0] ?? null, body };
}

const PERSONAL = '/t1/personalCenter/personal_info/basic_info';

/** Issue #26 part 6: a change published in the console is seen by every visitor within this. */
const PUBLISH_VISIBLE_MS = 5_000;

/**
 * Polls every page on every origin at once until `seen(html)` is `want` on each; the milliseconds
 * from `since` at which each one first was, or null past `limitMs`.
 */
async function timesUntil(targets, seen, want, since, limitMs) {
  return Promise.all(
    targets.map(async (t) => {
      while (Date.now() - since < limitMs) {
        const res = await fetch(t.origin + t.path, { signal: AbortSignal.timeout(limitMs) });
        const body = await res.text();
        if (res.status === 200 && seen(body) === want) return { ...t, ms: Date.now() - since };
        await sleep(100);
      }
      return { ...t, ms: null };
    }),
  );
}

/**
 * The operator's mail server, inside this test: accepts every message (after `delayMs`, so a send
 * takes long enough for the other instance's worker to look meanwhile) and keeps its Message-ID and
 * recipients.
 */
async function startSmtp({ delayMs = 300 } = {}) {
  const received = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => (auth.username === 'portal' && auth.password === 'cluster' ? callback(null, { user: 'portal' }) : callback(new Error('bad credentials'))),
    onData: (stream, session, callback) => {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
        const messageId = /^message-id:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? '';
        setTimeout(() => {
          received.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address), at: Date.now() });
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://portal:cluster@127.0.0.1:${server.server.address().port}`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Polls `check()` until it answers something truthy; the milliseconds from `since`, or null past `limitMs`. */
async function msUntil(check, since, limitMs) {
  while (Date.now() - since < limitMs) {
    if (await check()) return Date.now() - since;
    await sleep(100);
  }
  return null;
}

async function main() {
  await ensurePostgres(adminUrl);
  ensureNginx();
  const distDir = fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')) && !process.env.CLUSTER_DIST_DIR ? '.next' : (process.env.CLUSTER_DIST_DIR ?? '.next-front');
  const settings = pairSettings(path.join(runDir, 'state'), {});
  if (distDir !== '.next') buildIfNeeded(distDir, settings);
  smtp = await startSmtp();
  databaseUrl = await createDatabase(adminUrl, dbName);
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // The drop at the end uses `with (force)`, which terminates any connection the pool has not closed
  // yet (one still opening when end() was called); without a listener that kills the passed run.
  db.on('error', (e) => console.error(`[cluster-test] check connection closed: ${e.code ?? e.message}`));
  step(`starting two instances (${PORTS.join(', ')}) on ${dbName} and nginx (${NGINX_PORT}), build ${distDir}`);
  front = await startFront({
    distDir,
    runDir,
    databaseUrl,
    settings,
    nginxPort: NGINX_PORT,
    instancePorts: PORTS,
    cacheSeconds: CACHE_SECONDS,
    quiet: true,
    env: {
      // Every request of this test comes from 127.0.0.1: per-address limits as for a service hall.
      RATE_LIMIT_FAILURES_PER_ADDRESS: '100000',
      RATE_LIMIT_REGISTRATIONS_PER_ADDRESS: '100000',
      RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_WRITERS_PER_ADDRESS: '100000',
      // Case notifications by e-mail: both instances run the outbox worker, looking every second.
      SMTP_URL: smtp.url,
      MAIL_FROM: '集群测试 <noreply@cluster.test>',
      OUTBOX_INTERVAL_MS: '1000',
    },
  });
  const [a, b] = front.instances.map((i) => i.origin);
  const via = front.origin;
  step('front up');

  // 1. A session made through one instance works on the other.
  const mobilePrefix = `13${String(Date.now() % 1e5).padStart(5, '0')}`;
  const first = await register(a, `${mobilePrefix}9000`);
  assert.ok(first.ok, `registration through instance A failed: HTTP ${first.status} ${JSON.stringify(first.body)}`);
  for (const [name, origin] of [['instance B', b], ['nginx', via]]) {
    const res = await fetch(`${origin}${PERSONAL}`, { headers: { cookie: first.cookie }, redirect: 'manual' });
    await res.arrayBuffer();
    assert.equal(res.status, 200, `the session made on instance A is refused by ${name} (HTTP ${res.status})`);
  }
  const anonymous = await fetch(`${b}${PERSONAL}`, { redirect: 'manual' });
  await anonymous.arrayBuffer();
  assert.notEqual(anonymous.status, 200, 'the personal centre must not answer without a session');
  step('✓ a session made through instance A works on instance B and through nginx');

  // 2. A content change refreshed through one instance is served by the other.
  const homeHtml = await (await fetch(`${b}/home`)).text();
  const articlePath = [...homeHtml.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&')).find((h) => h.startsWith('/t3/news_list/article_content?'));
  assert.ok(articlePath, 'no article link on /home');
  const contentId = Number(new URL(articlePath, b).searchParams.get('contentId'));
  const { rows: [article] } = await db.query('select title from bpc_content where id = $1', [contentId]);
  assert.ok(article, `article ${contentId} not in the database`);
  for (const origin of [a, b, via, via]) await (await fetch(origin + articlePath)).arrayBuffer(); // cached everywhere
  const newTitle = `${article.title}（集群测试更新 ${runId}）`;
  await db.query('update bpc_content set title = $1, updated_at = now() where id = $2', [newTitle, contentId]);
  const stillOld = await (await fetch(b + articlePath)).text();
  assert.ok(!stillOld.includes(newTitle), 'instance B showed the change before any refresh: the test would prove nothing');
  const refresh = await fetch(`${a}/api/bzf-portal-cms/bpcCacheEntity/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.REVALIDATE_TOKEN}` },
    body: JSON.stringify({ tags: ['cms:contents'] }),
  });
  const refreshBody = await refresh.json();
  assert.equal(refreshBody.code, '1', `refresh through instance A failed: ${JSON.stringify(refreshBody)}`);
  const refreshedAt = Date.now();
  const seenWithin = async (origin, limitMs) => {
    while (Date.now() - refreshedAt < limitMs) {
      const html = await (await fetch(origin + articlePath)).text();
      if (html.includes(newTitle)) return Date.now() - refreshedAt;
      await sleep(100);
    }
    return null;
  };
  const onB = await seenWithin(b, 2_000);
  assert.ok(onB !== null, 'instance B still serves the old article 2 s after the refresh through instance A');
  // Instance A asks nginx to fetch the pages carrying the tag again (lib/cache/front-refresh.js); the
  // bound is still the one without that: two tiers of CACHE_SECONDS each, counted by nginx in whole
  // seconds (up to one more each), then a render.
  const nginxMs = 2 * (CACHE_SECONDS + 1) * 1000 + 2_000;
  const onNginx = await seenWithin(via, nginxMs);
  assert.ok(onNginx !== null, `nginx still serves the old article ${nginxMs / 1000} s after the refresh`);
  step(`✓ an article refreshed through instance A is served changed by instance B after ${onB} ms, through nginx after ${onNginx} ms`);

  // The refresh header passes nginx's held copies only with the pair's token: anything else a visitor
  // sends is an ordinary read (answered from the cache once held).
  const held = async (headers) => {
    const res = await fetch(via + articlePath, { headers });
    await res.arrayBuffer();
    return res.headers.get('x-front-cache');
  };
  await held({});
  const token = settings.FRONT_REFRESH_TOKEN;
  for (const value of ['1', token.toUpperCase(), `${token}x`, token.slice(1)]) {
    const status = await held({ 'x-bzf-front-refresh': value });
    assert.notEqual(status, 'BYPASS', `nginx skipped its cache for a visitor's X-Bzf-Front-Refresh: ${value.slice(0, 8)}…`);
  }
  assert.equal(await held({ 'x-bzf-front-refresh': token }), 'BYPASS', 'nginx did not take the pair’s refresh past its cache');
  step('✓ the front refresh header works only with the pair’s token');

  // 3. Published in the console: in the list, search and sitemap of both instances and nginx within 5 s.
  const word = `qz${runId}`;
  const title = `集群测试通知 ${word}`;
  const editor = await signInStaff(via, demoStaff('editor'));
  const reviewer = await signInStaff(via, demoStaff('reviewer'));
  const noticeId = await saveDraft(editor, { title, columnKey: 'tzgg', summary: '集群测试', bodyHtml: `<p>请按时办理 ${word}</p>` });
  assert.ok((await contentStep(editor, noticeId, 'submit')).ok, 'the editor could not submit the notice for review');
  const refused = await contentStep(editor, noticeId, 'publish');
  assert.equal(refused.status, 403, `an editor's 发布 must be refused by the server (HTTP ${refused.status} → ${refused.to})`);
  const linksTo = new RegExp(`contentId=${noticeId}(?!\\d)`);
  const pages = [
    { what: 'notice list', path: '/t3/news_list?col1=tzgg' },
    { what: 'search', path: `/t1/search?keyword=${word}` },
    { what: 'sitemap', path: '/sitemap.xml' },
  ];
  const targets = [['A', a], ['B', b], ['nginx', via]].flatMap(([where, origin]) => pages.map((p) => ({ ...p, where, origin })));
  // Each page read (and cached) everywhere first, without the notice: only an invalidation can change it.
  const before = await timesUntil(targets, (html) => linksTo.test(html), false, Date.now(), 10_000);
  assert.ok(before.every((t) => t.ms !== null), 'a page showed the notice before it was published');
  const report = (times) => times.map((t) => `${t.what} on ${t.where} ${t.ms === null ? `not within ${PUBLISH_VISIBLE_MS} ms` : `${t.ms} ms`}`).join(', ');
  const published = await contentStep(reviewer, noticeId, 'publish');
  const publishedAt = Date.now();
  assert.ok(published.ok, `the reviewer's 发布 answered HTTP ${published.status} → ${published.to}`);
  const shown = await timesUntil(targets, (html) => linksTo.test(html), true, publishedAt, PUBLISH_VISIBLE_MS);
  assert.ok(shown.every((t) => t.ms !== null), `published, but not everywhere within ${PUBLISH_VISIBLE_MS} ms: ${report(shown)}`);
  const withdrawn = await contentStep(reviewer, noticeId, 'withdraw');
  const withdrawnAt = Date.now();
  assert.ok(withdrawn.ok, `the reviewer's 撤回 answered HTTP ${withdrawn.status} → ${withdrawn.to}`);
  const gone = await timesUntil(targets, (html) => linksTo.test(html), false, withdrawnAt, PUBLISH_VISIBLE_MS);
  assert.ok(gone.every((t) => t.ms !== null), `withdrawn, but still shown somewhere after ${PUBLISH_VISIBLE_MS} ms: ${report(gone)}`);
  step(`✓ published in the console (an editor's 发布 refused, 403): shown after ${report(shown)}`);
  step(`✓ withdrawn: gone after ${report(gone)}`);

  // 4. A case moved on instance A reaches its citizen on instance B; each e-mail is sent once.
  // Three citizens at once, as they would come: each signs up, gives an e-mail address and registers.
  const citizens = await Promise.all([0, 1, 2].map(async (i) => {
    const mobile = `${mobilePrefix}7${String(i).padStart(3, '0')}`;
    const u = await register(via, mobile);
    assert.ok(u.ok, `registration through nginx failed: HTTP ${u.status}`);
    const post = async (p, body) => {
      const res = await fetch(via + p, { method: 'POST', headers: { 'content-type': 'application/json', origin: via, cookie: u.cookie }, body: JSON.stringify(body) });
      return { status: res.status, body: await res.json().catch(() => null) };
    };
    const email = `citizen${i}.${runId}@cluster.test`;
    const info = await post('/api/bzf-portal-register/portal/updateUserInfo', { name: '陈集群', email });
    assert.equal(info.body?.code, '1', `saving the e-mail address through nginx failed: HTTP ${info.status} ${JSON.stringify(info.body)}`);
    const intention = await post('/api/bzf-portal-data-docking/dataMiddleOffice/insertShopIntention', {
      applicantKind: 'person',
      personName: '陈集群',
      contactName: '陈集群',
      mobile,
      areaMin: '30',
      areaMax: '80',
      intendedUse: 'retail',
      idempotencyKey: randomUUID(),
    });
    assert.equal(intention.body?.code, '1', `the shop intention through nginx failed: HTTP ${intention.status} ${JSON.stringify(intention.body)}`);
    const { rows: [c] } = await db.query(
      `select c.id, c.version, c.receipt_no, c.user_id from bcs_case c join bpr_portal_user u on u.id = c.user_id where u.mobile = $1 and c.kind = 'shop_intention'`,
      [mobile],
    );
    assert.ok(c, `no case opened for the shop intention of ${mobile}`);
    return { ...u, mobile, email, caseId: c.id, version: c.version, receiptNo: c.receipt_no, userId: c.user_id, note: `请携带营业执照到服务大厅面谈（${runId}-${i}）` };
  }));
  const unreadOn = async (origin, cookie) => (await (await fetch(`${origin}/api/bzf-portal-case/messages/unreadCount`, { headers: { cookie } })).json())?.data?.count;
  for (const c of citizens) assert.equal(await unreadOn(b, c.cookie), 0, 'a new citizen already has unread messages: the test would prove nothing');
  const clerk = await signInStaff(via, demoStaff('caseworker'));
  // The clerk accepts the three at once on instance A; each citizen reads instance B meanwhile.
  let lastMovedAt = 0;
  const caseTimes = await Promise.all(citizens.map(async (c) => {
    const moved = await postConsoleForm(a, '/admin/api/cases/move', { caseId: String(c.caseId), version: String(c.version), to: 'accepted', noteToCitizen: c.note, internalNote: '集群测试：内部备注' }, clerk.cookie);
    const movedAt = Date.now();
    lastMovedAt = Math.max(lastMovedAt, movedAt);
    assert.ok(moved.status === 303 && moved.to === `/admin/cases/${c.caseId}?done=moved`, `the clerk's 受理 on instance A answered HTTP ${moved.status} → ${moved.to}`);
    const get = async (p) => {
      const res = await fetch(b + p, { headers: { cookie: c.cookie }, redirect: 'manual' });
      return res.status === 200 ? res.text() : '';
    };
    const [messagesMs, timelineMs, countMs] = await Promise.all([
      msUntil(async () => {
        const html = await get('/t1/personalCenter/message_center/messages');
        // The message's title, marked 未读, and the side menu's count.
        return html.includes('商铺意向登记已受理') && html.includes('未读') && html.includes('（1 条未读）');
      }, movedAt, PUBLISH_VISIBLE_MS),
      msUntil(async () => {
        const html = await get(`/t1/personalCenter/message_center/case?receipt=${encodeURIComponent(c.receiptNo)}`);
        return html.includes(c.note) && !html.includes('集群测试：内部备注');
      }, movedAt, PUBLISH_VISIBLE_MS),
      msUntil(async () => (await unreadOn(b, c.cookie)) === 1, movedAt, PUBLISH_VISIBLE_MS),
    ]);
    assert.ok(messagesMs !== null, `instance B's message centre did not show 商铺意向登记已受理 (${c.receiptNo}) with its unread mark and count within ${PUBLISH_VISIBLE_MS} ms`);
    assert.ok(timelineMs !== null, `instance B's case page did not show the note to the citizen (without the internal note) within ${PUBLISH_VISIBLE_MS} ms`);
    assert.ok(countMs !== null, `instance B's header unread count was not 1 within ${PUBLISH_VISIBLE_MS} ms`);
    return `message centre ${messagesMs} ms, timeline ${timelineMs} ms, unread count ${countMs} ms`;
  }));
  step(`✓ 业务经办 受理 on instance A with a note, seen on instance B after: ${caseTimes.join('; ')}`);

  // Every outbox row of these citizens sent, each by exactly one of the two workers.
  const userIds = citizens.map((c) => c.userId);
  const outboxRows = async () => (await db.query(`select id, status, attempts from bcs_outbox where user_id = any($1) and channel = 'email' order by id`, [userIds])).rows;
  const OUTBOX_SENT_MS = 20_000;
  const sentMs = await msUntil(async () => {
    const rows = await outboxRows();
    return rows.length >= citizens.length && rows.every((r) => r.status === 'sent');
  }, lastMovedAt, OUTBOX_SENT_MS);
  assert.ok(sentMs !== null, `the outbox was not all sent within ${OUTBOX_SENT_MS} ms: ${JSON.stringify(await outboxRows())}`);
  // Two more passes of each worker: a second copy of any message would arrive now.
  await sleep(2_500);
  const rows = await outboxRows();
  const host = new URL(via).hostname;
  const ours = new Set(citizens.map((c) => c.email));
  const mails = smtp.received.filter((m) => m.to.some((t) => ours.has(t)));
  const perId = new Map();
  for (const m of mails) perId.set(m.messageId, (perId.get(m.messageId) ?? 0) + 1);
  const twice = [...perId].filter(([, n]) => n > 1);
  assert.equal(twice.length, 0, `messages e-mailed more than once: ${twice.map(([id, n]) => `${id} ×${n}`).join(', ')}`);
  for (const r of rows) assert.equal(perId.get(`<outbox-${r.id}@${host}>`), 1, `outbox row ${r.id} was not e-mailed exactly once (Message-IDs seen: ${[...perId.keys()].join(', ')})`);
  assert.equal(mails.length, rows.length, `${mails.length} e-mails for ${rows.length} outbox rows`);
  assert.ok(rows.every((r) => r.attempts === 1), `a row was claimed more than once: ${JSON.stringify(rows)}`);
  step(`✓ ${rows.length} e-mails through the test SMTP server, each outbox row exactly once (both instances run the worker), all sent ${sentMs} ms after the last 受理`);

  // 5. Load through nginx; instance A is killed and brought back.
  const { rows: live } = await db.query("select id from bpc_content where status = 'published' and publish_at <= now() order by id limit 40");
  const listPath = [...homeHtml.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&')).find((h) => h.startsWith('/t3/news_list?')) ?? '/t3/news_list';
  const reads = [
    { path: '/home' },
    { path: listPath },
    { path: articlePath },
    { path: '/t1/xmzs?type=gzf&district=yx&sort=available' },
    { path: '/api/bzf-portal-cms/bpcColumnEntity/selectFrontColumnTree' },
    { path: PERSONAL, signedIn: true },
  ];
  const users = [];
  for (let i = 0; i < 3; i++) {
    const u = await register(via, `${mobilePrefix}8${String(i).padStart(3, '0')}`);
    assert.ok(u.ok, `registration through nginx failed: HTTP ${u.status}`);
    users.push(u);
  }
  const { rows: ids } = await db.query('select id from bpr_portal_user where mobile = any($1) order by mobile', [users.map((_, i) => `${mobilePrefix}8${String(i).padStart(3, '0')}`)]);
  assert.equal(ids.length, users.length);
  const favouriteQueue = [];
  for (const [u, user] of users.entries()) for (const c of live) favouriteQueue.push({ cookie: user.cookie, userId: ids[u].id, contentId: c.id });

  const stats = { total: 0, failed: 0, byKind: {}, failures: [] };
  const okFavourites = [];
  const okRegistrations = [];
  let registrationSeq = 0;
  const note = (kind, ok, detail) => {
    stats.total += 1;
    const k = (stats.byKind[kind] ??= { total: 0, failed: 0 });
    k.total += 1;
    if (!ok) {
      stats.failed += 1;
      k.failed += 1;
      if (stats.failures.length < 20) stats.failures.push(`${elapsed()} ${kind}: ${detail}`);
    }
  };
  let loadRunning = true;
  const readWorker = async (w) => {
    let n = w;
    while (loadRunning) {
      const r = reads[n++ % reads.length];
      const user = users[n % users.length];
      try {
        const res = await fetch(via + r.path, { headers: r.signedIn ? { cookie: user.cookie } : {}, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
        await res.arrayBuffer();
        note(r.signedIn ? 'signed-in page' : r.path.startsWith('/api/') ? 'API' : 'page', res.status === 200, `HTTP ${res.status} ${r.path}`);
      } catch (error) {
        note('page', false, `${error.name} ${r.path}`);
      }
    }
  };
  const favouriteWorker = async () => {
    while (loadRunning && favouriteQueue.length) {
      const f = favouriteQueue.shift();
      try {
        const res = await fetch(`${via}/api/bzf-portal-background/BpbArticleCollectEntity/insertRecord`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: via, cookie: f.cookie },
          body: JSON.stringify({ contentId: f.contentId }),
          signal: AbortSignal.timeout(15_000),
        });
        const body = await res.json().catch(() => null);
        const ok = res.status === 200 && body?.code === '1';
        if (ok) okFavourites.push(f);
        note('favourite (write)', ok, `HTTP ${res.status} ${body?.code ?? ''}`);
      } catch (error) {
        note('favourite (write)', false, error.name);
      }
      await sleep(150);
    }
  };
  const registrationWorker = async () => {
    while (loadRunning) {
      const mobile = `${mobilePrefix}${String(1000 + registrationSeq++).padStart(4, '0')}`;
      try {
        const r = await register(via, mobile);
        if (r.ok) okRegistrations.push(mobile);
        note('registration (write)', r.ok, `HTTP ${r.status} ${r.body?.code ?? ''}`);
      } catch (error) {
        note('registration (write)', false, error.name);
      }
      await sleep(400);
    }
  };

  step(`load through nginx for ${LOAD_SECONDS} s: 12 readers, favourites and registrations; instance A killed at 8 s`);
  const loadStarted = Date.now();
  const workers = [...Array.from({ length: 12 }, (_, w) => readWorker(w)), favouriteWorker(), registrationWorker()];
  await sleep(8_000);
  step('killing instance A (SIGKILL)');
  await front.killInstance(0, 'SIGKILL');
  await sleep(3_000);
  step('bringing instance A back');
  await front.startInstance(0);
  step('instance A is back');
  // At least 5 s more with both instances, and LOAD_SECONDS in all.
  await sleep(Math.max(5_000, LOAD_SECONDS * 1000 - (Date.now() - loadStarted)));
  loadRunning = false;
  await Promise.all(workers);

  // Instance A serves again on its own.
  const direct = await fetch(`${a}/home`);
  await direct.arrayBuffer();
  assert.equal(direct.status, 200, 'instance A does not serve after its restart');

  const rate = stats.failed / stats.total;
  console.log(`\nrequests: ${stats.total}, failed: ${stats.failed} (${(rate * 100).toFixed(3)} %)`);
  for (const [kind, k] of Object.entries(stats.byKind)) console.log(`  ${kind.padEnd(22)} ${String(k.total).padStart(6)}  failed ${k.failed}`);
  if (stats.failures.length) console.log(`failures (first ${stats.failures.length}):\n  ${stats.failures.join('\n  ')}`);
  assert.ok(stats.total >= 300, `too little load to judge (${stats.total} requests)`);
  assert.ok(rate < 0.005, `${(rate * 100).toFixed(3)} % of requests failed (limit 0.5 %)`);

  // Every write answered as successful is in the database.
  const { rows: favRows } = await db.query('select user_id, content_id from bpb_article_collect where deleted = false');
  const stored = new Set(favRows.map((r) => `${r.user_id}:${r.content_id}`));
  const lostFavourites = okFavourites.filter((f) => !stored.has(`${f.userId}:${f.contentId}`));
  assert.equal(lostFavourites.length, 0, `${lostFavourites.length} favourites answered as saved are missing`);
  const { rows: userRows } = await db.query('select mobile from bpr_portal_user where mobile = any($1)', [okRegistrations]);
  assert.equal(userRows.length, okRegistrations.length, `${okRegistrations.length - userRows.length} registrations answered as done are missing`);
  assert.ok(okFavourites.length > 0 && okRegistrations.length > 0, 'no write succeeded under load');
  step(`✓ under load with instance A killed and restarted: ${(rate * 100).toFixed(3)} % failed; all ${okFavourites.length} favourites and ${okRegistrations.length} registrations answered as saved are in the database`);
}

main()
  .then(async () => {
    await cleanup();
    console.log(`cluster test passed in ${elapsed()}`);
  })
  .catch(async (error) => {
    console.error(`\ncluster test FAILED: ${error.message}`);
    if (front) for (const [name, text] of front.logs) if (text) console.error(`--- last output of ${name} ---\n${text.slice(-3000)}`);
    await cleanup();
    process.exit(1);
  });
