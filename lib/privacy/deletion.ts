/**
 * 注销账号 (issue #30 part 2), in one transaction: everything the inventory marks `delete` goes at
 * once (sessions, remembered devices, tickets, favourites, drafts, uploaded files …); finished
 * allotment registrations and their cases are kept for ACCOUNT_RECORDS_KEEP_YEARS with the name,
 * mobile and ID number cleared; questionnaire answers lose their link to the account; the account
 * row stays as an empty anchor (deleted_at set), so the mobile number is free to register again and
 * the account can never sign in. What was removed and kept, and why, is written to
 * bpr_account_deletion for the console, and the deletion to the audit log.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';
import type { DeletionEntry } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { attemptKey } from '@/lib/register/attempts';
import { lockUserForWrite } from '@/lib/register/user-lock';
import { recordAudit, type AuditActor } from '@/lib/staff/audit';
import { DATA_INVENTORY, inventoryEntry } from './inventory';

/** Allotment registrations with a decision: the filing the operator keeps. */
export const KEPT_ALLOTMENT_STATUSES = ['approved', 'rejected'] as const;
/** What a kept row shows instead of the name. */
export const PSEUDONYM = '已注销用户';

export type DeletionResult = { removed: DeletionEntry[]; kept: DeletionEntry[]; keepUntil: Date | null };

const count = async (t: Db, query: ReturnType<typeof sql>) => (await queryRows<{ id: unknown }>(t, query)).length;

function addYears(at: Date, years: number): Date {
  const d = new Date(at);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}

export async function deleteAccount(db: Db, userId: number, address: string, now = new Date(), keepYears = getEnv().ACCOUNT_RECORDS_KEEP_YEARS): Promise<DeletionResult> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockUserForWrite(t, userId);
    const [user] = await queryRows<{ mobile: string; deleted_at: unknown }>(t, sql`select mobile, deleted_at from bpr_portal_user where id = ${userId}`);
    if (!user || user.deleted_at) throw new Error('no live account to delete');
    const until = addYears(now, keepYears);
    const removed = new Map<string, number>();
    const kept = new Map<string, number>();
    const add = (m: Map<string, number>, table: string, n: number) => m.set(table, (m.get(table) ?? 0) + n);
    const kind = sql.raw(`(${KEPT_ALLOTMENT_STATUSES.map((s) => `'${s}'`).join(', ')})`);

    // Kept: finished allotment registrations, pseudonymised; their cases (which hold nothing personal) too.
    add(
      kept,
      'bdd_allotment_intention',
      keepYears > 0
        ? await count(
            t,
            sql`update bdd_allotment_intention set applicant_name = ${PSEUDONYM}, id_number_masked = '', id_number_cipher = '', mobile = '', family_members = '[]'::jsonb, updated_at = ${now}
                where user_id = ${userId} and status in ${kind} returning id`,
          )
        : 0,
    );
    const keptAllotments = sql`(select id from bdd_allotment_intention where user_id = ${userId} and applicant_name = ${PSEUDONYM} and status in ${kind})`;
    // Notes to the citizen may quote what they wrote: the kept timeline keeps statuses and times only.
    await t.execute(sql`update bcs_case_event set note_to_citizen = null where case_id in (select id from bcs_case where user_id = ${userId} and kind = 'allotment' and subject_id in ${keptAllotments})`);
    add(kept, 'bcs_case', keepYears > 0 ? await count(t, sql`select id from bcs_case where user_id = ${userId} and kind = 'allotment' and subject_id in ${keptAllotments}`) : 0);
    add(removed, 'bcs_case', await count(t, sql`delete from bcs_case where user_id = ${userId} and not (kind = 'allotment' and subject_id in ${keptAllotments}) returning id`));
    add(removed, 'bdd_allotment_intention', await count(t, sql`delete from bdd_allotment_intention where user_id = ${userId} and id not in ${keptAllotments} returning id`));

    // Anonymised: questionnaire answers stay in the statistics, no longer anyone's.
    add(kept, 'bqn_response', await count(t, sql`update bqn_response set user_id = null, device_hash = ${'deleted:'} || id::text where user_id = ${userId} returning id`));

    // Removed at once: every other table the inventory marks delete, owned by user_id.
    for (const entry of DATA_INVENTORY) {
      if (entry.onDelete !== 'delete') continue;
      if (entry.owner === 'user_id') {
        add(removed, entry.table, await count(t, sql`delete from ${sql.identifier(entry.table)} where user_id = ${userId} returning 1 as id`));
      } else if (entry.owner === 'application') {
        add(removed, entry.table, await count(t, sql`delete from ${sql.identifier(entry.table)} where application_id in (select id from bha_application where user_id = ${userId}) returning 1 as id`));
      } else if (entry.owner === 'mobile_hash') {
        add(removed, entry.table, await count(t, sql`delete from ${sql.identifier(entry.table)} where mobile_hash = ${attemptKey(user.mobile)} returning 1 as id`));
      }
    }

    // The account: an empty anchor. The mobile is freed (the check allows any value once deleted_at is set).
    await t.execute(sql`update bpr_portal_user set mobile = ${`deleted-${userId}`}, password_hash = '!', name = '', id_number_masked = '', id_number_cipher = null,
                          email = '', address = '', contact_consent = false, contact_consent_at = ${now}, deleted_at = ${now}, password_changed_at = ${now}, updated_at = ${now}
                        where id = ${userId}`);

    const entries = (m: Map<string, number>, keptRows: boolean): DeletionEntry[] =>
      [...m.entries()]
        .filter(([, rows]) => rows > 0)
        .map(([table, rows]) => {
          const e = inventoryEntry(table);
          return { table, label: e?.label ?? table, rows, why: keptRows ? (e?.deleteWhy ?? '') : (e?.deleteWhy ?? ''), until: keptRows && table !== 'bqn_response' ? until.toISOString() : null };
        });
    const result: DeletionResult = { removed: entries(removed, false), kept: entries(kept, true), keepUntil: null };
    result.keepUntil = result.kept.some((k) => k.until) ? until : null;
    await t.execute(
      sql`insert into bpr_account_deletion (user_id, deleted_at, keep_until, removed, kept) values (${userId}, ${now}, ${result.keepUntil}, ${JSON.stringify(result.removed)}::jsonb, ${JSON.stringify(result.kept)}::jsonb)`,
    );
    await recordAudit(t, { staffId: null, login: `user:${userId}`, role: 'citizen', address }, { action: 'privacy.deleteAccount', entity: 'portal_user', entityId: userId, changes: {} }, now);
    return result;
  });
}

export type RetainedAccount = { userId: number; deletedAt: Date; keepUntil: Date | null; removed: DeletionEntry[]; kept: DeletionEntry[] };

/** The console's list of deleted accounts and what each left behind (newest first). */
export async function listDeletedAccounts(db: Db, limit = 100): Promise<RetainedAccount[]> {
  const rows = await queryRows<{ user_id: number; deleted_at: string | Date; keep_until: string | Date | null; removed: DeletionEntry[]; kept: DeletionEntry[] }>(
    db,
    sql`select user_id, deleted_at, keep_until, removed, kept from bpr_account_deletion order by deleted_at desc, id desc limit ${limit}`,
  );
  return rows.map((r) => ({ userId: r.user_id, deletedAt: new Date(r.deleted_at), keepUntil: r.keep_until ? new Date(r.keep_until) : null, removed: r.removed, kept: r.kept }));
}

/** The console's read of the list, audited in the same transaction (who looked at what was kept, and when). */
export async function listDeletedAccountsAudited(db: Db, actor: AuditActor, now = new Date()): Promise<RetainedAccount[]> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const list = await listDeletedAccounts(t);
    await recordAudit(t, actor, { action: 'privacy.retained', entity: 'portal_user', entityId: '', changes: { shown: { before: null, after: list.length } } }, now);
    return list;
  });
}
