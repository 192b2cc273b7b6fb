/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { enqueueNotifications } from '@/lib/cases/outbox';
import { queryRows, type Db } from '@/lib/db/client';
import { agreements, allotmentIntentions, familyMembers, messages, outbox, portalUsers, questionnaires, recruitFiles } from '@/lib/db/schema';
import { DEMO_CITIZEN } from '@/lib/db/seed/demo-citizen';
import { seedDemoContentOnce } from '@/lib/db/seed';
import { registerUser, signIn } from '@/lib/register/accounts';
import { attemptKey, recordAttempt } from '@/lib/register/attempts';
import { encryptPii, maskIdNumber, piiDigest } from '@/lib/register/pii';
import { createSession, resolveSession } from '@/lib/register/sessions';
import { addTestUser } from '@/lib/register/test-users';
import { acceptAgreements, agreementStates, hasPendingAgreements, setContactConsent } from './consent';
import { deleteAccount, listDeletedAccountsAudited, PSEUDONYM } from './deletion';
import { collectAccountData, exportZip } from './export';
import { DATA_INVENTORY, EXPORT_FILES, isExported } from './inventory';
import { isReauthenticated, reauthenticate, spendReauth } from './reauth';

const OTHER_NAME = '王旁人';
const OTHER_ID = '110101199003074477';
const DEMO_ID = '110105198805120034';

/** How many rows of the account a table holds, by the inventory's owner rule. */
async function ownedRows(db: Db, table: string, owner: string, userId: number, mobile: string): Promise<number> {
  const id = sql.identifier(table);
  const where =
    owner === 'id'
      ? sql`id = ${userId}`
      : owner === 'mobile_hash'
        ? sql`mobile_hash = ${attemptKey(mobile)} and kind <> 'challenge'`
        : owner === 'case'
          ? sql`case_id in (select id from bcs_case where user_id = ${userId})`
          : owner === 'application'
            ? sql`application_id in (select id from bha_application where user_id = ${userId})`
            : sql`user_id = ${userId}`;
  const [row] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from ${id} where ${where}`);
  return Number(row?.n ?? 0);
}

/** The rows the export lists for an inventory place (`cases[].timeline` sums the lists, `cases[].rating` counts the present ones). */
function exportedRows(json: Record<string, Record<string, unknown>>, file: string, key: string): number {
  const m = /^(\w+)\[\]\.(\w+)$/.exec(key);
  if (m) {
    const list = json[file]![m[1]!] as Record<string, unknown>[];
    return list.reduce((n, item) => n + (Array.isArray(item[m[2]!]) ? (item[m[2]!] as unknown[]).length : item[m[2]!] ? 1 : 0), 0);
  }
  return (json[file]![key] as unknown[]).length;
}

describeEachDatabase('我的数据: export, deletion and consent', (database) => {
  let demoId: number;
  let demoToken: string;
  let otherId: number;
  let otherMobile: string;

  beforeAll(async () => {
    const { db } = database();
    await seedDemoContentOnce(db);
    const [demo] = await db.select({ id: portalUsers.id }).from(portalUsers).where(eq(portalUsers.mobile, DEMO_CITIZEN.mobile));
    demoId = demo!.id;
    // What the demo seed leaves out, so that every kind of record is there to be exported.
    demoToken = (await createSession(demoId, null)).token;
    await recordAttempt('login', DEMO_CITIZEN.mobile, '203.0.113.77', true);
    await db.execute(sql`insert into bpr_device_binding (user_id, device_hash, fingerprint_hash, expires_at) values (${demoId}, 'dev-demo', 'fp-demo', now() + interval '30 days')`);
    await db.execute(sql`insert into bpr_login_ticket (ticket_hash, user_id, purpose, expires_at) values ('tk-demo', ${demoId}, 'rentCenter', now() + interval '2 minutes')`);
    await db.insert(recruitFiles).values({ userId: demoId, purpose: 'photo', mediaType: 'image/png', fileName: '证件照.png', size: 4, sha256: 'x', bytes: Buffer.from([137, 80, 78, 71]) });
    await db.execute(sql`insert into brc_draft (user_id, kind, post_id, data) values (${demoId}, 'resume', 0, '{"name":"张安居"}'::jsonb) on conflict do nothing`);
    await db.execute(sql`insert into bdd_shop_intention (user_id, applicant_kind, person_name, contact_name, mobile, intended_use, idempotency_key)
                         values (${demoId}, 'person', '张安居', '张安居', ${DEMO_CITIZEN.mobile}, '便利店', 'k-demo-shop') on conflict do nothing`);
    const [q] = await db.select({ id: questionnaires.id }).from(questionnaires).limit(1);
    await db.execute(sql`insert into bqn_response (questionnaire_id, user_id) values (${q!.id}, ${demoId}) on conflict do nothing`);
    await db.execute(sql`insert into bcs_case_rating (case_id, score, comment) select id, 5, '满意' from bcs_case where user_id = ${demoId} order by id limit 1 on conflict do nothing`);
    await db.execute(sql`insert into bcs_outbox (user_id, channel, title, body) values (${demoId}, 'sms', '办件进度', '登录查看详情')`);
    await db.execute(sql`insert into bsu_subscription (user_id, kind, filter, target, label) values (${demoId}, 'project', '{"type":"gzf"}'::jsonb, 'project:type=gzf', '房源：公租房')`);

    // Someone else, with data of the same kinds.
    const other = await addTestUser(db, { name: OTHER_NAME });
    otherId = other.userId;
    otherMobile = other.mobile;
    await db.insert(familyMembers).values({ userId: otherId, name: '王旁人之子', relation: '子女', idNumberMasked: maskIdNumber(OTHER_ID), idNumberCipher: encryptPii(OTHER_ID), idNumberDigest: piiDigest(OTHER_ID) });
    await db.insert(messages).values({ userId: otherId, title: '旁人的站内信', body: '旁人的内容' });
    await db.execute(sql`insert into bsu_subscription (user_id, kind, filter, target, label) values (${otherId}, 'job', '{"place":"yx"}'::jsonb, 'job:place=yx', '招聘：旁人的订阅')`);
    await db.insert(recruitFiles).values({ userId: otherId, purpose: 'attachment', mediaType: 'application/pdf', fileName: '旁人简历.pdf', size: 3, sha256: 'y', bytes: Buffer.from('pdf') });
  });

  it('exports every kind of record the demo citizen has, each table complete, with the ID numbers in full', async () => {
    const { db } = database();
    const data = await collectAccountData(db, demoId);
    expect(data).not.toBeNull();
    const json = data!.json as unknown as Record<string, Record<string, unknown>>;
    expect(Object.keys(json).sort()).toEqual([...EXPORT_FILES].sort());
    for (const entry of DATA_INVENTORY) {
      if (!isExported(entry)) continue;
      const inDb = await ownedRows(db, entry.table, entry.owner, demoId, DEMO_CITIZEN.mobile);
      expect({ table: entry.table, rows: inDb > 0 }).toEqual({ table: entry.table, rows: true });
      expect({ table: entry.table, rows: exportedRows(json, entry.exported.file, entry.exported.key) }).toEqual({ table: entry.table, rows: inDb });
    }
    const profile = (json['profile.json']!.profile as Record<string, unknown>[])[0]!;
    expect(profile).toMatchObject({ mobile: DEMO_CITIZEN.mobile, name: DEMO_CITIZEN.name, id_number: DEMO_ID });
    expect(profile).not.toHaveProperty('password_hash');
    const family = json['family.json']!.familyMembers as Record<string, unknown>[];
    expect(family.map((f) => f.id_number)).toEqual(['110105199003080047', '11010520170611002X']);
    const attempts = json['signins.json']!.attempts as Record<string, unknown>[];
    expect(attempts.map((a) => a.address)).toContain('203.0.113.*');
    expect(JSON.stringify(json)).not.toContain('203.0.113.77');
    expect(data!.files.map((f) => f.name)).toEqual([expect.stringMatching(/^files\/\d+-证件照\.png$/), expect.stringMatching(/^materials\/\d+-居民身份证\.pdf$/)]);
    expect(data!.files[1]!.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('holds nothing of anyone else: the ZIP unpacks intact and names no other account', async () => {
    const { db } = database();
    const data = await collectAccountData(db, demoId);
    const dir = mkdtempSync(path.join(tmpdir(), 'export-'));
    try {
      writeFileSync(path.join(dir, 'my-data.zip'), exportZip(data!));
      expect(execFileSync('unzip', ['-t', path.join(dir, 'my-data.zip')], { encoding: 'utf8' })).toContain('No errors detected');
      execFileSync('unzip', ['-q', path.join(dir, 'my-data.zip'), '-d', path.join(dir, 'out')]);
      const names = readdirSync(path.join(dir, 'out')).sort();
      expect(names).toEqual(['README.txt', ...EXPORT_FILES, 'files', 'materials'].sort());
      const readme = readFileSync(path.join(dir, 'out', 'README.txt'), 'utf8');
      for (const file of EXPORT_FILES) expect(readme).toContain(file);
      const everything = [...EXPORT_FILES, 'README.txt'].map((f) => readFileSync(path.join(dir, 'out', f), 'utf8')).join('\n');
      for (const foreign of [otherMobile, OTHER_NAME, OTHER_ID, '旁人的站内信', '旁人简历']) expect(everything).not.toContain(foreign);
      expect(readdirSync(path.join(dir, 'out', 'files')).some((f) => f.includes('旁人'))).toBe(false);
      const parsed = JSON.parse(readFileSync(path.join(dir, 'out', 'messages.json'), 'utf8')) as { messages: unknown[] };
      expect(parsed.messages.length).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('asks for the password again: a ticket for this session only, five minutes, spent once', async () => {
    const { db } = database();
    const me = { userId: demoId, mobile: DEMO_CITIZEN.mobile };
    await expect(reauthenticate(db, me, demoToken, 'wrong-Password1', '198.51.100.1')).rejects.toMatchObject({ status: 401 });
    const now = new Date();
    const { ticket } = await reauthenticate(db, me, demoToken, DEMO_CITIZEN.password, '198.51.100.1', now);
    expect(await isReauthenticated(db, demoId, demoToken, ticket, now)).toBe(true);
    const otherSession = (await createSession(demoId, null)).token;
    expect(await isReauthenticated(db, demoId, otherSession, ticket, now)).toBe(false);
    expect(await isReauthenticated(db, otherId, demoToken, ticket, now)).toBe(false);
    expect(await isReauthenticated(db, demoId, demoToken, ticket, new Date(now.getTime() + 5 * 60 * 1000 + 1))).toBe(false);
    expect(await spendReauth(db, demoId, demoToken, ticket, now)).toBe(true);
    expect(await spendReauth(db, demoId, demoToken, ticket, now)).toBe(false);
  });

  it('records the agreements at registration and asks again when a version changes', async () => {
    const { db } = database();
    const fresh = await registerUser({ mobile: '13700137000', password: 'Anju2026ok' }, '198.51.100.2');
    expect(await hasPendingAgreements(db, fresh.userId)).toBe(false);
    expect((await resolveSession(fresh.token))?.consentPending).toBe(false);
    const states = await agreementStates(db, fresh.userId);
    expect(states.map((s) => [s.key, s.accepted?.version, s.pending])).toEqual([
      ['user', '2026-01', false],
      ['privacy', '2026-01', false],
      ['register', '2026-01', false],
    ]);
    await db.update(agreements).set({ version: '2026-02' }).where(eq(agreements.key, 'privacy'));
    try {
      expect((await resolveSession(fresh.token))?.consentPending).toBe(true);
      expect((await agreementStates(db, fresh.userId)).filter((s) => s.pending).map((s) => s.key)).toEqual(['privacy']);
      expect(await acceptAgreements(db, fresh.userId, 'interstitial')).toBe(1);
      expect((await resolveSession(fresh.token))?.consentPending).toBe(false);
    } finally {
      await db.update(agreements).set({ version: '2026-01' }).where(eq(agreements.key, 'privacy'));
    }
  });

  it('sends no e-mail or SMS once the citizen withdraws consent, and again once given', async () => {
    const { db } = database();
    const n = { userId: otherId, caseId: null, messageId: null, title: '办件进度', body: '登录查看详情' };
    const smsRows = async () => (await db.select().from(outbox).where(eq(outbox.userId, otherId))).length;
    await setContactConsent(db, otherId, false);
    await enqueueNotifications(db, n, ['sms']);
    expect(await smsRows()).toBe(0);
    await setContactConsent(db, otherId, true);
    await enqueueNotifications(db, n, ['sms']);
    expect(await smsRows()).toBe(1);
  });

  it('deletes the account: no sign-in, files gone, kept rows name nobody, the number registers again', async () => {
    const { db } = database();
    // One registration with a decision is what the operator keeps.
    const [finished] = await db.update(allotmentIntentions).set({ status: 'approved' }).where(eq(allotmentIntentions.userId, demoId)).returning({ id: allotmentIntentions.id });
    expect(finished).toBeDefined();
    const at = new Date('2026-11-28T12:00:00Z');
    const result = await deleteAccount(db, demoId, '198.51.100.3', at, 5);
    expect(result.kept.map((k) => k.table).sort()).toEqual(['bcs_case', 'bdd_allotment_intention', 'bqn_response']);
    expect(result.keepUntil?.toISOString()).toBe('2031-11-28T12:00:00.000Z');
    expect(result.removed.map((r) => r.table)).toEqual(expect.arrayContaining(['brc_file', 'bha_application_material', 'bpb_article_collect', 'brc_draft', 'bpr_user_session', 'bpr_device_binding', 'bpr_family_member']));

    for (const entry of DATA_INVENTORY) {
      if (entry.onDelete !== 'delete') continue;
      expect({ table: entry.table, rows: await ownedRows(db, entry.table, entry.owner, demoId, DEMO_CITIZEN.mobile) }).toEqual({ table: entry.table, rows: 0 });
    }
    expect(await db.select().from(recruitFiles).where(eq(recruitFiles.userId, demoId))).toEqual([]);
    await expect(signIn({ mobile: DEMO_CITIZEN.mobile, password: DEMO_CITIZEN.password }, '198.51.100.4')).rejects.toMatchObject({ status: 401 });
    expect(await resolveSession(demoToken)).toBeNull();

    // Whatever still points at the account names nobody.
    const kept = await queryRows<{ row: unknown }>(
      db,
      sql`select to_jsonb(u) as row from bpr_portal_user u where id = ${demoId}
          union all select to_jsonb(a) from bdd_allotment_intention a where user_id = ${demoId}
          union all select to_jsonb(c) from bcs_case c where user_id = ${demoId}
          union all select to_jsonb(e) from bcs_case_event e where case_id in (select id from bcs_case where user_id = ${demoId})
          union all select to_jsonb(d) from bpr_account_deletion d where user_id = ${demoId}`,
    );
    expect(kept.length).toBeGreaterThanOrEqual(4);
    const keptText = JSON.stringify(kept);
    for (const personal of [DEMO_CITIZEN.name, DEMO_CITIZEN.mobile, DEMO_ID, '李安宁', maskIdNumber(DEMO_ID)]) expect(keptText).not.toContain(personal);
    expect(keptText).toContain(PSEUDONYM);
    const [answers] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from bqn_response where device_hash like 'deleted:%'`);
    expect(Number(answers!.n)).toBe(1);

    const listed = await listDeletedAccountsAudited(db, { staffId: 1, login: 'admin1', role: 'admin', address: '10.0.0.1' });
    const [viewed] = await queryRows<{ staff_login: string }>(db, sql`select staff_login from bps_audit_log where action = 'privacy.retained'`);
    expect(viewed).toEqual({ staff_login: 'admin1' });
    expect(listed[0]).toMatchObject({ userId: demoId, kept: expect.arrayContaining([expect.objectContaining({ table: 'bdd_allotment_intention', rows: 1, why: expect.stringContaining('保存') })]) });
    const [audit] = await queryRows<{ action: string; role: string }>(db, sql`select action, role from bps_audit_log where entity = 'portal_user' and entity_id = ${String(demoId)}`);
    expect(audit).toEqual({ action: 'privacy.deleteAccount', role: 'citizen' });

    const again = await registerUser({ mobile: DEMO_CITIZEN.mobile, password: 'Anju2026new' }, '198.51.100.5');
    expect(again.userId).not.toBe(demoId);
    const fresh = await collectAccountData(db, again.userId);
    expect(fresh!.json['records.json']).toEqual({ shopIntentions: [], allotmentIntentions: [], housingRecords: [], jobApplications: [] });
    // The number's sign-in records before the deletion went with it; the new account sees only its own since.
    const attempts = fresh!.json['signins.json'].attempts as { address: string; kind: string }[];
    expect(attempts.map((a) => a.address)).not.toContain('203.0.113.*');
    expect(attempts.map((a) => a.kind)).toContain('register');
    expect(await collectAccountData(db, demoId)).toBeNull();
  });
});
