/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { questionnaireAnswers, questionnaireKeptAnswers, questionnaireResponses } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import { insertQuestionnaire, type QuestionnaireSpec, type WrittenQuestionnaire } from './define';
import { createHash } from 'node:crypto';
import { keyedDigest } from '@/lib/register/pii';
import { CHALLENGE_TEXT, CHALLENGE_TTL_SECONDS, issueChallenge } from './challenge';
import { accountHashOf, deviceHashOf, signDeviceId, verifyDeviceCookie } from './device';
import { prefixHasher, solveChallenge } from './proof-of-work';
import {
  AnswerError,
  dropKeptAnswers,
  findResponse,
  getQuestionnaire,
  getResults,
  keepAnswers,
  keptValuesOf,
  listQuestionnaires,
  QN_TEXT,
  readKeptAnswers,
  submitResponse,
} from './questionnaires';

// A cheap browser check: these tests are about the rules, not the cost (docs/security.md has the figures).
process.env.QUESTIONNAIRE_CHALLENGE_BITS = '10';

const NOW = new Date('2026-06-15T02:00:00.000Z');
const DAY = 24 * 3600_000;

function spec(over: Partial<QuestionnaireSpec> = {}): QuestionnaireSpec {
  return {
    title: '测试问卷',
    mode: 'anonymous',
    opensAt: new Date(NOW.getTime() - DAY),
    closesAt: new Date(NOW.getTime() + DAY),
    resultsPublic: true,
    sections: [
      {
        title: '第一部分',
        questions: [
          { kind: 'single', title: '满意吗', required: true, options: ['满意', '一般', { label: '其他（请注明）', isOther: true }] },
          { kind: 'multiple', title: '关心什么', minChoices: 1, maxChoices: 2, options: ['交通', '学校', '医院'] },
          { kind: 'long_text', title: '建议', maxLength: 20 },
          { kind: 'rating', title: '总体评分', required: true },
        ],
      },
    ],
    ...over,
  };
}

describe.each(testTargets().map((t) => [t.name, t] as const))('questionnaires on %s', (_name, target) => {
  let handle: TestDatabase | undefined;
  let anon: WrittenQuestionnaire;
  let signed: WrittenQuestionnaire;
  let closed: WrittenQuestionnaire;
  let future: WrittenQuestionnaire;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    const db = handle.db;
    // Results private: the device rules alone, without the browser check of public results.
    anon = await insertQuestionnaire(db, spec({ title: '匿名问卷', perAddressDailyLimit: 3, resultsPublic: false }));
    signed = await insertQuestionnaire(db, spec({ title: '实名问卷', mode: 'signed_in', resultsPublic: false }));
    closed = await insertQuestionnaire(db, spec({ title: '已结束问卷', opensAt: new Date(NOW.getTime() - 10 * DAY), closesAt: new Date(NOW.getTime() - DAY) }));
    future = await insertQuestionnaire(db, spec({ title: '未开始问卷', opensAt: new Date(NOW.getTime() + DAY), closesAt: new Date(NOW.getTime() + 10 * DAY) }));
    alice = await addTestUser(db);
    bob = await addTestUser(db);
  });
  afterAll(() => closeServiceDatabase(handle));

  const responsesOf = (questionnaireId: number) => handle!.db.select().from(questionnaireResponses).where(eq(questionnaireResponses.questionnaireId, questionnaireId));
  const answerOf = (w: WrittenQuestionnaire, over: Record<string, string | string[]> = {}) => ({
    [`q${w.questions[0]!.id}`]: String(w.questions[0]!.optionIds[0]),
    [`q${w.questions[3]!.id}`]: '5',
    ...over,
  });
  let deviceN = 0;
  const device = (address = '10.0.0.1') => ({ deviceHash: deviceHashOf(`device-${++deviceN}-${Math.random()}`), address });
  /** A new device that solved the browser check of questionnaire `id`, as the form's script does. */
  const checkedDevice = async (id: number, address = '10.0.0.1') => {
    const challenge = issueChallenge(id, NOW);
    return { ...device(address), proof: { challenge, solution: await solveChallenge(challenge) } };
  };

  it('lists the open questionnaires and the ended ones with public results, never a future one', async () => {
    const { open, endedWithResults } = await listQuestionnaires(NOW);
    expect(open.map((q) => q.title)).toEqual(expect.arrayContaining(['匿名问卷', '实名问卷']));
    expect(open.map((q) => q.title)).not.toContain('未开始问卷');
    expect(endedWithResults.map((q) => q.title)).toEqual(['已结束问卷']);
    expect(open.find((q) => q.title === '匿名问卷')).toMatchObject({ state: 'open', questionCount: 4, mode: 'anonymous' });
  });

  it('reads a definition with its sections, questions and options in order', async () => {
    const def = await getQuestionnaire(anon.id);
    expect(def?.sections[0]?.questions.map((q) => q.kind)).toEqual(['single', 'multiple', 'long_text', 'rating']);
    expect(def?.sections[0]?.questions[0]?.options.map((o) => [o.label, o.isOther])).toEqual([
      ['满意', false],
      ['一般', false],
      ['其他（请注明）', true],
    ]);
    expect(await getQuestionnaire(999_999)).toBeNull();
  });

  it('stores an anonymous response with its answers, and refuses the same device a second time with no second row', async () => {
    const d = device();
    const values = answerOf(anon, { [`q${anon.questions[1]!.id}`]: [String(anon.questions[1]!.optionIds[0]), String(anon.questions[1]!.optionIds[2])] });
    const first = await submitResponse(anon.id, d, values, NOW);
    const answers = await handle!.db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.responseId, first.responseId));
    // single (1 row) + multiple (2 rows) + rating (1 row)
    expect(answers).toHaveLength(4);
    await expect(submitResponse(anon.id, d, values, NOW)).rejects.toMatchObject({ status: 409, userMessage: QN_TEXT.alreadyDevice });
    expect((await responsesOf(anon.id)).filter((r) => r.deviceHash === d.deviceHash)).toHaveLength(1);
    expect(await findResponse(anon.id, { deviceHash: d.deviceHash })).toEqual({ submittedAt: NOW.toISOString(), receiptNo: null });
  });

  it('one response per user: two racing submits of one user store exactly one row', async () => {
    const values = answerOf(signed);
    const results = await Promise.allSettled([submitResponse(signed.id, { userId: alice.userId }, values, NOW), submitResponse(signed.id, { userId: alice.userId }, values, NOW)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, userMessage: QN_TEXT.already });
    expect((await responsesOf(signed.id)).filter((r) => r.userId === alice.userId)).toHaveLength(1);
    // The stored one is a case with a receipt (WJ, the Beijing day), found again on the thank-you page.
    const stored = results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ receiptNo: string | null }>;
    expect(stored.value.receiptNo).toMatch(/^WJ-20260615-\d{4}$/);
    expect(await findResponse(signed.id, { userId: alice.userId })).toEqual({ submittedAt: NOW.toISOString(), receiptNo: stored.value.receiptNo });
    // Another user may still answer.
    await expect(submitResponse(signed.id, { userId: bob.userId }, values, NOW)).resolves.toMatchObject({ responseId: expect.any(Number) });
  });

  it('one response per device: five racing submits of one device store exactly one row', async () => {
    const d = device('10.0.0.9');
    const values = answerOf(anon);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => submitResponse(anon.id, d, values, NOW)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await responsesOf(anon.id)).filter((r) => r.deviceHash === d.deviceHash)).toHaveLength(1);
  });

  it('a signed-in questionnaire refuses a visitor who is not signed in (401)', async () => {
    await expect(submitResponse(signed.id, device(), answerOf(signed), NOW)).rejects.toMatchObject({ status: 401, userMessage: QN_TEXT.signIn });
  });

  it('refuses a closed and a future questionnaire with their dates in Beijing time, storing nothing', async () => {
    await expect(submitResponse(closed.id, device(), answerOf(closed), NOW)).rejects.toMatchObject({ status: 409, userMessage: '本问卷已于 2026-06-14 10:00 结束，感谢您的关注' });
    await expect(submitResponse(future.id, device(), answerOf(future), NOW)).rejects.toMatchObject({ status: 409, userMessage: '本问卷尚未开始，将于 2026-06-16 10:00 开放填写' });
    expect(await responsesOf(closed.id)).toHaveLength(0);
    expect(await responsesOf(future.id)).toHaveLength(0);
  });

  it('an unknown questionnaire is 404', async () => {
    await expect(submitResponse(999_999, device(), {}, NOW)).rejects.toMatchObject({ status: 404, userMessage: QN_TEXT.notFound });
  });

  it('wrong answers are refused with a message at each question and nothing is stored', async () => {
    const before = (await responsesOf(anon.id)).length;
    const error = await submitResponse(anon.id, device(), { [`q${anon.questions[2]!.id}`]: '字'.repeat(21) }, NOW).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerError);
    expect((error as AnswerError).fields).toEqual({
      [`q${anon.questions[0]!.id}`]: '请选择一项',
      [`q${anon.questions[2]!.id}`]: '不能超过 20 个字',
      [`q${anon.questions[3]!.id}`]: '请选择评分',
    });
    expect(await responsesOf(anon.id)).toHaveLength(before);
  });

  it('limits anonymous responses per address and day (429 past the questionnaire’s limit)', async () => {
    const w = await insertQuestionnaire(handle!.db, spec({ title: '限流问卷', perAddressDailyLimit: 2 }));
    const address = '192.0.2.77';
    await submitResponse(w.id, await checkedDevice(w.id, address), answerOf(w), NOW);
    await submitResponse(w.id, await checkedDevice(w.id, address), answerOf(w), NOW);
    await expect(submitResponse(w.id, await checkedDevice(w.id, address), answerOf(w), NOW)).rejects.toMatchObject({ status: 429 });
    await expect(submitResponse(w.id, await checkedDevice(w.id, '192.0.2.78'), answerOf(w), NOW)).resolves.toMatchObject({ responseId: expect.any(Number) });
    expect(await responsesOf(w.id)).toHaveLength(3);
  });

  it('counts the results per option and rating of a public questionnaire, and keeps them private otherwise', async () => {
    const w = await insertQuestionnaire(handle!.db, spec({ title: '结果问卷', perAddressDailyLimit: 100 }));
    const [single, multiple, , rating] = w.questions as [WrittenQuestionnaire['questions'][number], WrittenQuestionnaire['questions'][number], unknown, WrittenQuestionnaire['questions'][number]];
    const other = String(single.optionIds[2]);
    await submitResponse(w.id, await checkedDevice(w.id), { [`q${single.id}`]: String(single.optionIds[0]), [`q${rating.id}`]: '5', [`q${multiple.id}`]: [String(multiple.optionIds[0]), String(multiple.optionIds[1])] }, NOW);
    await submitResponse(w.id, await checkedDevice(w.id), { [`q${single.id}`]: String(single.optionIds[0]), [`q${rating.id}`]: '4', [`q${multiple.id}`]: String(multiple.optionIds[1]) }, NOW);
    await submitResponse(w.id, await checkedDevice(w.id), { [`q${single.id}`]: other, [`q${single.id}_other`]: '还行', [`q${rating.id}`]: '4' }, NOW);
    const results = await getResults(w.id);
    expect(results?.responses).toBe(3);
    // The results say how they were counted: the questionnaire's 100 a day is capped at 5 for public results.
    expect(results?.counting).toEqual({ per: 'account_or_device', perAddressDaily: 5 });
    const [r1, r2, r3, r4] = results!.sections[0]!.questions;
    expect(r1).toMatchObject({ kind: 'single', answered: 3, options: [{ label: '满意', count: 2 }, { label: '一般', count: 0 }, { label: '其他（请注明）', count: 1 }] });
    expect(r2).toMatchObject({ kind: 'multiple', answered: 2, options: [{ label: '交通', count: 1 }, { label: '学校', count: 2 }, { label: '医院', count: 0 }] });
    expect(r3).toMatchObject({ kind: 'long_text', answered: 0 });
    expect(r3).not.toHaveProperty('options');
    expect(r4).toMatchObject({ kind: 'rating', answered: 3, average: 4.3, options: [{ count: 0 }, { count: 0 }, { count: 0 }, { count: 2 }, { count: 1 }] });
    expect(await getResults(signed.id)).toBeNull();
  });

  it('keeps what a refused plain form post sent for an hour under its key, for that questionnaire only', async () => {
    const def = (await getQuestionnaire(anon.id))!;
    const values = { [`q${anon.questions[2]!.id}`]: '很长的建议文字' };
    const messages = { [`q${anon.questions[0]!.id}`]: '请选择一项' };
    const key = await keepAnswers(def, '10.1.0.1', values, messages, NOW);
    expect(await readKeptAnswers(key, anon.id, NOW)).toEqual({ values, messages });
    expect(await readKeptAnswers(key, signed.id, NOW)).toBeNull();
    expect(await readKeptAnswers(key, anon.id, new Date(NOW.getTime() + 3601_000))).toBeNull();
    await dropKeptAnswers(key);
    expect(await readKeptAnswers(key, anon.id, NOW)).toBeNull();
  });

  it('keeps only the questionnaire’s own fields: its option ids, 1–5 for a rating, a text cut 100 characters past its limit', async () => {
    const def = (await getQuestionnaire(anon.id))!;
    const [single, multiple, text, rating] = anon.questions as [WrittenQuestionnaire['questions'][number], WrittenQuestionnaire['questions'][number], WrittenQuestionnaire['questions'][number], WrittenQuestionnaire['questions'][number]];
    const kept = keptValuesOf(def, {
      [`q${single.id}`]: String(single.optionIds[2]),
      [`q${single.id}_other`]: '其'.repeat(5000),
      [`q${multiple.id}`]: [String(multiple.optionIds[0]), '999999', String(multiple.optionIds[0]), String(single.optionIds[0])],
      [`q${text.id}`]: ['建'.repeat(30_000), 'second'],
      [`q${rating.id}`]: ['7', '5'],
      q999999: 'x'.repeat(10_000),
      [`q${rating.id}_other`]: 'not a field of this question',
    });
    expect(kept).toEqual({
      [`q${single.id}`]: String(single.optionIds[2]),
      // "其他" text: 50 characters allowed, 150 kept.
      [`q${single.id}_other`]: '其'.repeat(150),
      [`q${multiple.id}`]: String(multiple.optionIds[0]),
      // maxLength 20.
      [`q${text.id}`]: '建'.repeat(120),
      [`q${rating.id}`]: '5',
    });
    expect(Buffer.byteLength(JSON.stringify(kept))).toBeLessThan(1024);
  });

  it('deletes expired kept answers on every write, not by chance', async () => {
    const def = (await getQuestionnaire(closed.id))!;
    for (let i = 0; i < 3; i++) await keepAnswers(def, `10.2.0.${i}`, {}, {}, NOW);
    const later = new Date(NOW.getTime() + 3600_000);
    await keepAnswers(def, '10.2.0.9', {}, {}, later);
    const rows = await handle!.db.select().from(questionnaireKeptAnswers);
    expect(rows.filter((r) => r.expiresAt.getTime() <= later.getTime())).toEqual([]);
    expect(rows.filter((r) => r.questionnaireId === closed.id)).toHaveLength(1);
  });

  it('keeps at most RATE_LIMIT_QUESTIONNAIRE_KEPT_PER_HOUR refused posts per address and hour (429, nothing stored past it)', async () => {
    const def = (await getQuestionnaire(future.id))!;
    const limit = getEnv().RATE_LIMIT_QUESTIONNAIRE_KEPT_PER_HOUR;
    for (let i = 0; i < limit; i++) await keepAnswers(def, '10.3.0.1', {}, {}, NOW);
    await expect(keepAnswers(def, '10.3.0.1', {}, {}, NOW)).rejects.toMatchObject({ status: 429, userMessage: expect.stringMatching(/^请求过于频繁，请 \d+ 秒后再试$/) });
    const rows = await handle!.db.select().from(questionnaireKeptAnswers).where(eq(questionnaireKeptAnswers.questionnaireId, future.id));
    expect(rows).toHaveLength(limit);
    // Another address is not affected.
    await expect(keepAnswers(def, '10.3.0.2', {}, {}, NOW)).resolves.toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  describe('an anonymous questionnaire whose results are public', () => {
    let open: WrittenQuestionnaire;
    beforeAll(async () => {
      open = await insertQuestionnaire(handle!.db, spec({ title: '公开结果问卷', perAddressDailyLimit: 200 }));
    });

    it('refuses a signed-out answer without the browser check (403) and stores nothing', async () => {
      await expect(submitResponse(open.id, device('10.4.0.1'), answerOf(open), NOW)).rejects.toMatchObject({ status: 403, code: '4030', userMessage: CHALLENGE_TEXT.required });
      expect(await responsesOf(open.id)).toHaveLength(0);
    });

    it('stores an answer with a solved check, and refuses the same check on a new device (403)', async () => {
      const first = await checkedDevice(open.id, '10.4.0.2');
      await submitResponse(open.id, first, answerOf(open), NOW);
      // The same solved check again, with the device cookie dropped (a new device).
      await expect(submitResponse(open.id, { ...device('10.4.0.2'), proof: first.proof }, answerOf(open), NOW)).rejects.toMatchObject({ status: 403, userMessage: CHALLENGE_TEXT.used });
      expect(await responsesOf(open.id)).toHaveLength(1);
    });

    it('refuses a check that is forged, for another questionnaire, expired, unsolved or easier than today’s', async () => {
      const d = device('10.4.0.3');
      const challenge = issueChallenge(open.id, NOW);
      const solution = await solveChallenge(challenge);
      const refused = async (proof: { challenge: string; solution: string }, at = NOW) =>
        expect(submitResponse(open.id, { ...d, proof }, answerOf(open), at)).rejects.toMatchObject({ status: 403, userMessage: CHALLENGE_TEXT.invalid });
      await refused({ challenge: challenge.replace(/\.[^.]+$/, '.forged'), solution });
      const other = issueChallenge(anon.id, NOW);
      await refused({ challenge: other, solution: await solveChallenge(other) });
      await refused({ challenge, solution }, new Date(NOW.getTime() + (CHALLENGE_TTL_SECONDS + 1) * 1000));
      // A counter that does not solve it (the solution is the first that does).
      await refused({ challenge, solution: solution === '0' ? '1' : '0' });
      const [v, id, expires, , nonce] = challenge.split('.');
      const easy = `${v}.${id}.${expires}.1.${nonce}`;
      await refused({ challenge: `${easy}.${keyedDigest('questionnaire-challenge', easy)}`, solution: '0' });
      // The genuine one still works.
      await expect(submitResponse(open.id, { ...d, proof: { challenge, solution } }, answerOf(open), NOW)).resolves.toMatchObject({ responseId: expect.any(Number) });
    });

    it('one client dropping its device cookie 100 times from one address gets 5 answers counted, each check solved', async () => {
      const w = await insertQuestionnaire(handle!.db, spec({ title: '刷票问卷', perAddressDailyLimit: 200 }));
      const outcomes: number[] = [];
      for (let i = 0; i < 100; i++) {
        const status = await submitResponse(w.id, await checkedDevice(w.id, '203.0.113.50'), answerOf(w), NOW).then(
          () => 200,
          (e: { status: number }) => e.status,
        );
        outcomes.push(status);
      }
      expect(outcomes.filter((s) => s === 200)).toHaveLength(5);
      expect(outcomes.filter((s) => s === 429)).toHaveLength(95);
      expect(await getResults(w.id)).toMatchObject({ responses: 5, counting: { per: 'account_or_device', perAddressDaily: 5 } });
    }, 60_000);

    it('a signed-in account answers without the check, once, under a digest that names nobody', async () => {
      const who = { accountHash: accountHashOf(open.id, alice.userId) };
      const stored = await submitResponse(open.id, who, answerOf(open), NOW);
      await expect(submitResponse(open.id, who, answerOf(open), NOW)).rejects.toMatchObject({ status: 409, userMessage: QN_TEXT.already });
      const [row] = (await responsesOf(open.id)).filter((r) => r.id === stored.responseId);
      expect(row).toMatchObject({ userId: null, deviceHash: who.accountHash });
      // A keyed digest (HMAC with the server's key): the row alone does not say whose it is.
      expect(row!.deviceHash).toMatch(/^acct:[A-Za-z0-9_-]{43}$/);
      // Per questionnaire: the same account on another questionnaire files under another digest.
      expect(accountHashOf(anon.id, alice.userId)).not.toBe(who.accountHash);
    });
  });
});

describe('the browser check’s hash', () => {
  it('agrees with node’s SHA-256 across block boundaries, and a solution found in the browser has the asked zero bits', async () => {
    for (const [prefix, suffix] of [['', ''], ['', 'abc'], ['x'.repeat(55), ''], ['x'.repeat(64), 'y'.repeat(70)], ['v1.12.1790000000.20.nonce.mac:', '123456']] as const) {
      const [a, b] = prefixHasher(prefix)(suffix);
      const words = `${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}`;
      expect(createHash('sha256').update(prefix + suffix).digest('hex').slice(0, 16)).toBe(words);
    }
    const challenge = 'v1.7.1790000000.12.AAAAAAAAAAAAAAAAAAAAAA.mac';
    const solution = await solveChallenge(challenge);
    const digest = createHash('sha256').update(`${challenge}:${solution}`).digest();
    expect(digest[0]).toBe(0);
    expect(digest[1]! >> 4).toBe(0);
  });
});

describe('the signed device cookie', () => {
  it('gives back the id it signed, and nothing for a forged or altered value', () => {
    const id = 'A'.repeat(43);
    const value = signDeviceId(id);
    expect(verifyDeviceCookie(value)).toBe(id);
    expect(verifyDeviceCookie(`${'B'.repeat(43)}.${value.split('.')[1]}`)).toBeNull();
    expect(verifyDeviceCookie(`${id}.forged`)).toBeNull();
    expect(verifyDeviceCookie(id)).toBeNull();
    expect(verifyDeviceCookie(undefined)).toBeNull();
  });
});
