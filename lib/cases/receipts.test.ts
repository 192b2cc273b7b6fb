/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import type { Db } from '@/lib/db/client';
import { cases, receiptCounters } from '@/lib/db/schema';
import { addTestUser } from '@/lib/register/test-users';
import { beijingDay, formatReceipt, normaliseReceipt, openCase } from './receipts';

describe('receipt numbers (pure)', () => {
  it('read as kind, Beijing date and the day’s sequence, four digits at least', () => {
    expect(formatReceipt('shop_intention', '2026-11-26', 123)).toBe('SY-20261126-0123');
    expect(formatReceipt('allotment', '2026-11-26', 7)).toBe('PS-20261126-0007');
    expect(formatReceipt('job_application', '2026-01-02', 12345)).toBe('ZP-20260102-12345');
    expect(formatReceipt('questionnaire', '2026-12-31', 1)).toBe('WJ-20261231-0001');
  });

  it('take the Beijing calendar day: 16:00 UTC is already the next day there', () => {
    expect(beijingDay(new Date('2026-11-26T15:59:59Z'))).toBe('2026-11-26');
    expect(beijingDay(new Date('2026-11-26T16:00:00Z'))).toBe('2026-11-27');
  });

  it('are read back from what people type, spaces and lower case forgiven, anything else refused', () => {
    expect(normaliseReceipt(' sy-20261126-0123 ')).toBe('SY-20261126-0123');
    expect(normaliseReceipt('SY - 20261126 - 0123')).toBe('SY-20261126-0123');
    expect(normaliseReceipt('XX-20261126-0123')).toBeNull();
    expect(normaliseReceipt('SY-2026112-0123')).toBeNull();
    expect(normaliseReceipt("SY-20261126-0123' or 1=1")).toBeNull();
  });
});

describeEachDatabase('opening cases', (database) => {
  const db = () => database().db;
  const day = new Date('2026-11-26T02:00:00Z');

  it('numbers each kind’s cases of a day 1, 2, 3 and starts again the next day; another kind counts apart', async () => {
    const { userId } = await addTestUser(db());
    const next = new Date(day.getTime() + 86_400_000);
    const got = [
      await openCase(db(), { kind: 'shop_intention', subjectId: 101, userId, at: day }),
      await openCase(db(), { kind: 'shop_intention', subjectId: 102, userId, at: day }),
      await openCase(db(), { kind: 'allotment', subjectId: 101, userId, at: day }),
      await openCase(db(), { kind: 'shop_intention', subjectId: 103, userId, at: next }),
    ];
    expect(got).toEqual(['SY-20261126-0001', 'SY-20261126-0002', 'PS-20261126-0001', 'SY-20261127-0001']);
    const [row] = await db().select().from(cases).where(eq(cases.receiptNo, 'SY-20261126-0002'));
    expect(row).toMatchObject({ kind: 'shop_intention', subjectId: 102, userId });
  });

  it('gives a submission opened twice (a double submit) its first receipt, and no second case', async () => {
    const { userId } = await addTestUser(db());
    const first = await openCase(db(), { kind: 'job_application', subjectId: 201, userId, at: day });
    expect(await openCase(db(), { kind: 'job_application', subjectId: 201, userId, at: new Date(day.getTime() + 60_000) })).toBe(first);
    expect(await db().select().from(cases).where(and(eq(cases.kind, 'job_application'), eq(cases.subjectId, 201)))).toHaveLength(1);
  });

  it('takes back the number of a submission whose transaction rolled back: the day has no gaps', async () => {
    const { userId } = await addTestUser(db());
    const at = new Date('2026-10-01T01:00:00Z');
    await expect(
      db().transaction(async (tx) => {
        await openCase(tx as unknown as Db, { kind: 'questionnaire', subjectId: 301, userId, at });
        throw new Error('the submission failed after its case was opened');
      }),
    ).rejects.toThrow('the submission failed');
    expect(await openCase(db(), { kind: 'questionnaire', subjectId: 302, userId, at })).toBe('WJ-20261001-0001');
  });

  it('gives parallel submissions of one kind distinct, consecutive numbers', async () => {
    const { userId } = await addTestUser(db());
    const at = new Date('2026-09-01T01:00:00Z');
    const got = await Promise.all(
      Array.from({ length: 8 }, (_, i) => db().transaction((tx) => openCase(tx as unknown as Db, { kind: 'allotment', subjectId: 400 + i, userId, at }))),
    );
    expect([...got].sort()).toEqual(Array.from({ length: 8 }, (_, i) => formatReceipt('allotment', '2026-09-01', i + 1)));
    const [counter] = await db().select().from(receiptCounters).where(and(eq(receiptCounters.prefix, 'PS'), eq(receiptCounters.day, '2026-09-01')));
    expect(counter?.last).toBe(8);
  });
});
