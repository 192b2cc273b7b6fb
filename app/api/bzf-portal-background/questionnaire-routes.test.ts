/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { call, expectRefused } from '@/lib/api/test-helpers';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { queryRows } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { questionnaireKeptAnswers, questionnaireResponses } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { insertQuestionnaire, type QuestionnaireSpec, type WrittenQuestionnaire } from '@/lib/questionnaires/define';
import { CHALLENGE_TEXT, issueChallenge } from '@/lib/questionnaires/challenge';
import { accountHashOf, QN_DEVICE_COOKIE } from '@/lib/questionnaires/device';
import { solveChallenge } from '@/lib/questionnaires/proof-of-work';
import { KEPT_ANSWERS_COOKIE, readKeptAnswers } from '@/lib/questionnaires/questionnaires';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import * as selectById from './bpbQuestionnaireEntity/selectById/route';
import * as selectOpenList from './bpbQuestionnaireEntity/selectOpenList/route';
import * as selectResults from './bpbQuestionnaireEntity/selectResults/route';
import * as submit from './bpbQuestionnaireEntity/submit/route';

// A cheap browser check: these tests are about the rules, not the cost.
process.env.QUESTIONNAIRE_CHALLENGE_BITS = '10';

const BASE = '/api/bzf-portal-background/bpbQuestionnaireEntity';
const SAME_SITE = { origin: 'http://localhost' };
const DAY = 24 * 3600_000;

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  submit.POST(new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...SAME_SITE, ...headers }, body: JSON.stringify(body) }));

/** A plain HTML form post, as a browser without JavaScript sends it. */
const postForm = (path: string, fields: [string, string][], headers: Record<string, string> = {}) =>
  submit.POST(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_SITE, ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
  );

/** "name=value" of a Set-Cookie header for a cookie, to send back. */
function cookieOf(response: Response, name: string): string | undefined {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return line?.split(';')[0];
}

function spec(over: Partial<QuestionnaireSpec> = {}): QuestionnaireSpec {
  return {
    title: '接口测试问卷',
    mode: 'anonymous',
    opensAt: new Date(Date.now() - DAY),
    closesAt: new Date(Date.now() + DAY),
    resultsPublic: true,
    sections: [
      {
        title: '题目',
        questions: [
          { kind: 'single', title: '是否满意', required: true, options: ['满意', '不满意', { label: '其他（请注明）', isOther: true }] },
          { kind: 'long_text', title: '建议', maxLength: 10 },
        ],
      },
    ],
    ...over,
  };
}

it('questionnaire handlers run on Node, are dynamic and answer only their method', () => {
  for (const m of [selectById, selectOpenList, selectResults]) {
    expect(m).toMatchObject({ runtime: 'nodejs', dynamic: 'force-dynamic', GET: expect.any(Function) });
    expect(Object.keys(m)).not.toContain('POST');
  }
  expect(submit).toMatchObject({ runtime: 'nodejs', dynamic: 'force-dynamic', POST: expect.any(Function) });
  expect(Object.keys(submit)).not.toContain('GET');
});

describe.each(testTargets().map((t) => [t.name, t] as const))('questionnaire handlers on %s', (_name, target) => {
  let handle: TestDatabase | undefined;
  let anon: WrittenQuestionnaire;
  let signed: WrittenQuestionnaire;
  let privateResults: WrittenQuestionnaire;
  let publicResults: WrittenQuestionnaire;
  let alice: TestUser;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    // Results private: the device rules alone (public results add the browser check, tested below).
    anon = await insertQuestionnaire(handle.db, spec({ resultsPublic: false }));
    publicResults = await insertQuestionnaire(handle.db, spec({ title: '公开结果接口问卷' }));
    signed = await insertQuestionnaire(handle.db, spec({ title: '实名接口问卷', mode: 'signed_in' }));
    privateResults = await insertQuestionnaire(handle.db, spec({ title: '不公开问卷', resultsPublic: false }));
    alice = await addTestUser(handle.db);
  });
  afterAll(() => closeServiceDatabase(handle));

  const single = (w: WrittenQuestionnaire) => `q${w.questions[0]!.id}`;
  const firstOption = (w: WrittenQuestionnaire) => String(w.questions[0]!.optionIds[0]);
  const responsesOf = (id: number) => handle!.db.select().from(questionnaireResponses).where(eq(questionnaireResponses.questionnaireId, id));

  it('lists the open questionnaires and reads one, never cached', async () => {
    const list = await call(selectOpenList.GET, `${BASE}/selectOpenList`);
    expect(list.status).toBe(200);
    expect(list.cacheControl).toBe('no-store');
    expect((list.body.data as { open: { title: string }[] }).open.map((q) => q.title)).toEqual(expect.arrayContaining(['接口测试问卷', '实名接口问卷']));
    const one = await call(selectById.GET, `${BASE}/selectById?id=${anon.id}`);
    expect(one.body.data).toMatchObject({ id: anon.id, mode: 'anonymous', state: 'open', sections: [{ questions: [{ kind: 'single' }, { kind: 'long_text', maxLength: 10 }] }] });
  });

  it('an unknown id is 404, a malformed one 400', async () => {
    expectRefused(await call(selectById.GET, `${BASE}/selectById?id=999999`), 404, '4040');
    expectRefused(await call(selectById.GET, `${BASE}/selectById?id=abc`), 400, '4000');
    expectRefused(await call(selectResults.GET, `${BASE}/selectResults?id=999999`), 404, '4040');
  });

  it('JSON: wrong answers come back with a message per question; a good one sets the signed device cookie; the same device again is 409', async () => {
    const wrong = await postJson(`${BASE}/submit?id=${anon.id}`, { answers: { [`q${anon.questions[1]!.id}`]: '一二三四五六七八九十一' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: '4000', data: { fields: { [single(anon)]: '请选择一项', [`q${anon.questions[1]!.id}`]: '不能超过 10 个字' } } });

    const good = await postJson(`${BASE}/submit?id=${anon.id}`, { answers: { [single(anon)]: firstOption(anon) } });
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ code: '1', data: { responseId: expect.any(Number), thanksHref: `/questionnaireFilling?id=${anon.id}&view=thanks` } });
    const device = cookieOf(good, QN_DEVICE_COOKIE);
    expect(device).toMatch(new RegExp(`^${QN_DEVICE_COOKIE}=[A-Za-z0-9_-]{43}\\.[A-Za-z0-9_-]+$`));
    expect(good.headers.getSetCookie().find((c) => c.startsWith(QN_DEVICE_COOKIE))).toMatch(/HttpOnly/i);

    const again = await postJson(`${BASE}/submit?id=${anon.id}`, { answers: { [single(anon)]: firstOption(anon) } }, { cookie: device! });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: '4090', msg: '本设备已提交过本问卷，每台设备只能提交一次，感谢参与' });
    expect(await responsesOf(anon.id)).toHaveLength(1);
  });

  it('a forged device cookie counts as none: a new signed one is issued', async () => {
    const response = await postJson(`${BASE}/submit?id=${anon.id}`, { answers: { [single(anon)]: firstOption(anon) } }, { cookie: `${QN_DEVICE_COOKIE}=${'A'.repeat(43)}.forged` });
    expect(response.status).toBe(200);
    expect(cookieOf(response, QN_DEVICE_COOKIE)).not.toContain('forged');
  });

  it('a signed-in questionnaire: 401 without a session, 200 then 409 with one', async () => {
    const body = { answers: { [single(signed)]: firstOption(signed) } };
    const anonymous = await postJson(`${BASE}/submit?id=${signed.id}`, body);
    expect(anonymous.status).toBe(401);
    const first = await postJson(`${BASE}/submit?id=${signed.id}`, body, { cookie: `tokenId=${alice.token}` });
    expect(first.status).toBe(200);
    const second = await postJson(`${BASE}/submit?id=${signed.id}`, body, { tokenId: alice.token });
    expect(await second.json()).toMatchObject({ code: '4090', msg: '您已提交过本问卷，每人只能提交一次，感谢参与' });
    expect((await responsesOf(signed.id)).filter((r) => r.userId === alice.userId)).toHaveLength(1);
  });

  it('refuses a cross-site post and one without proof of our origin', async () => {
    const cross = await submit.POST(
      new Request(`http://localhost${BASE}/submit?id=${anon.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
        body: `${single(anon)}=${firstOption(anon)}`,
      }),
    );
    expect(cross.status).toBe(403);
    const noProof = await submit.POST(new Request(`http://localhost${BASE}/submit?id=${anon.id}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' }));
    expect(noProof.status).toBe(403);
  });

  it('a plain form post with a mistake: 303 to ?failed=invalid naming the wrong questions, the answers kept under an HttpOnly cookie, no value in the URL', async () => {
    const text = '太长的建议太长的建议太长';
    const response = await postForm(`${BASE}/submit?id=${anon.id}`, [
      [single(anon), String(anon.questions[0]!.optionIds[2])],
      [`q${anon.questions[1]!.id}`, text],
    ]);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/questionnaireFilling?failed=invalid&fields=${single(anon)},q${anon.questions[1]!.id}&id=${anon.id}`);
    const kept = cookieOf(response, KEPT_ANSWERS_COOKIE)!;
    expect(response.headers.getSetCookie().find((c) => c.startsWith(KEPT_ANSWERS_COOKIE))).toMatch(/HttpOnly/i);
    const key = kept.split('=')[1];
    expect(await readKeptAnswers(key, anon.id)).toEqual({
      values: { [single(anon)]: String(anon.questions[0]!.optionIds[2]), [`q${anon.questions[1]!.id}`]: text },
      messages: { [single(anon)]: '请注明“其他”的内容', [`q${anon.questions[1]!.id}`]: '不能超过 10 个字' },
    });

    // Corrected and sent again: 303 to the thank-you page, the kept answers are gone, the device cookie is set.
    const fixed = await postForm(
      `${BASE}/submit?id=${anon.id}`,
      [
        [single(anon), String(anon.questions[0]!.optionIds[2])],
        [`${single(anon)}_other`, '人才公寓'],
      ],
      { cookie: kept },
    );
    expect(fixed.status).toBe(303);
    expect(fixed.headers.get('location')).toBe(`/questionnaireFilling?id=${anon.id}&view=thanks`);
    expect(cookieOf(fixed, QN_DEVICE_COOKIE)).toBeDefined();
    expect(await readKeptAnswers(key, anon.id)).toBeNull();
    expect(await handle!.db.select().from(questionnaireKeptAnswers).where(eq(questionnaireKeptAnswers.questionnaireId, anon.id))).toHaveLength(0);

    // The same device once more: back to the page, which says it has answered; no new row.
    const before = (await responsesOf(anon.id)).length;
    const again = await postForm(`${BASE}/submit?id=${anon.id}`, [[single(anon), firstOption(anon)]], { cookie: cookieOf(fixed, QN_DEVICE_COOKIE)! });
    expect(again.headers.get('location')).toBe(`/questionnaireFilling?id=${anon.id}`);
    expect(await responsesOf(anon.id)).toHaveLength(before);
  });

  it('a plain form post to a signed-in questionnaire without a session goes to sign in and back', async () => {
    const response = await postForm(`${BASE}/submit?id=${signed.id}`, [[single(signed), firstOption(signed)]]);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(`/questionnaireFilling?id=${signed.id}`)}`);
  });

  /** Bytes the kept answers and the rate counters take on disk, and the whole database. */
  async function storageBytes(): Promise<{ tables: number; database: number }> {
    const [row] = await queryRows<{ tables: string; database: string }>(
      handle!.db,
      sql`select (pg_total_relation_size('bqn_kept_answers') + pg_total_relation_size('bpm_rate_counter'))::text as tables, pg_database_size(current_database())::text as database`,
    );
    return { tables: Number(row!.tables), database: Number(row!.database) };
  }

  it('1,000 wrong plain form posts of 60 kB from one address grow the database by no more than a few hundred kB', async () => {
    const flood = await insertQuestionnaire(handle!.db, spec({ title: '灌水问卷' }));
    // Wrong (the single choice is missing), a 60 kB text, and fields of questions that are not this questionnaire's.
    const junk = randomBytes(45_000).toString('base64url');
    const fields: [string, string][] = [[`q${flood.questions[1]!.id}`, junk], ...Array.from({ length: 50 }, (_, i): [string, string] => [`q${900_000 + i}`, 'x'.repeat(40)])];
    const before = await storageBytes();
    const locations = new Map<string, number>();
    const startedAt = Date.now();
    for (let i = 0; i < 1000; i++) {
      const response = await postForm(`${BASE}/submit?id=${flood.id}`, fields, { 'x-portal-client-address': '198.51.100.7' });
      expect(response.status).toBe(303);
      const to = response.headers.get('location')!;
      locations.set(to, (locations.get(to) ?? 0) + 1);
    }
    const after = await storageBytes();
    const grew = { tables: after.tables - before.tables, database: after.database - before.database };
    expect(grew.tables).toBeLessThanOrEqual(300 * 1024);
    expect(grew.database).toBeLessThanOrEqual(400 * 1024);
    // What is kept is this questionnaire's own question, cut near its limit: a few hundred bytes a post.
    const kept = await handle!.db.select().from(questionnaireKeptAnswers).where(eq(questionnaireKeptAnswers.questionnaireId, flood.id));
    for (const row of kept) {
      expect(Object.keys(row.values)).toEqual([`q${flood.questions[1]!.id}`]);
      expect(Buffer.byteLength(JSON.stringify(row))).toBeLessThan(2048);
    }
    // Past the per-address limit nothing more is stored, and the page says why. The limit counts per
    // clock hour (fixed windows): a run across the top of an hour may keep one allowance per hour.
    const hours = Math.floor(Date.now() / 3_600_000) - Math.floor(startedAt / 3_600_000) + 1;
    expect(kept.length).toBeLessThanOrEqual(getEnv().RATE_LIMIT_QUESTIONNAIRE_KEPT_PER_HOUR * hours);
    expect(locations.get(`/questionnaireFilling?failed=often&id=${flood.id}`)).toBe(1000 - kept.length);
  }, 120_000);

  it('public results, JSON, signed out: 403 without the browser check, 200 with a solved one, 403 for the same check on a new device', async () => {
    const url = `${BASE}/submit?id=${publicResults.id}`;
    const answers = { [single(publicResults)]: firstOption(publicResults) };
    const without = await postJson(url, { answers });
    expect(without.status).toBe(403);
    expect(await without.json()).toEqual({ code: '4030', msg: CHALLENGE_TEXT.required, data: null });
    const challenge = issueChallenge(publicResults.id);
    const proof = { challenge, solution: await solveChallenge(challenge) };
    const checked = await postJson(url, { answers, proof });
    expect(checked.status).toBe(200);
    expect(cookieOf(checked, QN_DEVICE_COOKIE)).toBeDefined();
    // No device cookie sent back: a new device, the same solved check.
    const replayed = await postJson(url, { answers, proof });
    expect(replayed.status).toBe(403);
    expect(await replayed.json()).toMatchObject({ code: '4030', msg: CHALLENGE_TEXT.used });
    expect(await responsesOf(publicResults.id)).toHaveLength(1);
  });

  it('public results, plain form post (no JavaScript): signed out it goes back kept with a way to sign in; signed in it is stored once per account', async () => {
    const url = `${BASE}/submit?id=${publicResults.id}`;
    const fields: [string, string][] = [
      [single(publicResults), firstOption(publicResults)],
      [`q${publicResults.questions[1]!.id}`, '夜间窗口'],
    ];
    const signedOut = await postForm(url, fields);
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe(`/questionnaireFilling?failed=verify&id=${publicResults.id}`);
    const key = cookieOf(signedOut, KEPT_ANSWERS_COOKIE)!.split('=')[1];
    expect((await readKeptAnswers(key, publicResults.id))?.values).toEqual(Object.fromEntries(fields));
    const before = (await responsesOf(publicResults.id)).length;

    const signedIn = await postForm(url, fields, { cookie: `tokenId=${alice.token}` });
    expect(signedIn.headers.get('location')).toBe(`/questionnaireFilling?id=${publicResults.id}&view=thanks`);
    const again = await postForm(url, fields, { cookie: `tokenId=${alice.token}` });
    expect(again.headers.get('location')).toBe(`/questionnaireFilling?id=${publicResults.id}`);
    const rows = await responsesOf(publicResults.id);
    expect(rows).toHaveLength(before + 1);
    expect(rows.filter((r) => r.deviceHash === accountHashOf(publicResults.id, alice.userId))).toHaveLength(1);
  });

  it('results: counts where public and how they were counted, 403 where not', async () => {
    const results = await call(selectResults.GET, `${BASE}/selectResults?id=${publicResults.id}`);
    expect(results.status).toBe(200);
    expect(results.body.data).toMatchObject({ id: publicResults.id, responses: (await responsesOf(publicResults.id)).length, counting: { per: 'account_or_device', perAddressDaily: 5 } });
    expectRefused(await call(selectResults.GET, `${BASE}/selectResults?id=${privateResults.id}`), 403, '4030');
  });
});
