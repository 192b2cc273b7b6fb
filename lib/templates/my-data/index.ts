import { cookies } from 'next/headers';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { agreementStates, contactConsentOf, type AgreementState } from '@/lib/privacy/consent';
import { DATA_INVENTORY, type InventoryEntry } from '@/lib/privacy/inventory';
import { isReauthenticated, REAUTH_COOKIE } from '@/lib/privacy/reauth';
import { TOKEN_COOKIE } from '@/lib/session/cookies';
import { definePersonalTemplate } from '../define';
import { loadPersonalTemplatePage, type PersonalCenterPage } from '../personal-centre';
import { first } from '../personal-query';
import { myDataKeys } from './keys';

export type MyDataData = {
  page: PersonalCenterPage;
  /** The password was typed again in the last five minutes, in this session. */
  reauthenticated: boolean;
  contact: { on: boolean; at: string | null };
  agreements: (Omit<AgreementState, 'effectiveAt' | 'accepted'> & { accepted: { version: string; at: string } | null })[];
  /** What 注销 deletes at once and what it keeps (from the inventory). */
  deletedAtOnce: string[];
  kept: { label: string; why: string }[];
  keepYears: number;
  /** ?failed= (reauth, busy …) and ?done= (contact, reauth) of the last post. */
  failed: string | null;
  done: string | null;
};

const labels = (entries: readonly InventoryEntry[]) => [...new Set(entries.map((e) => e.label))];

/** 我的数据: download, the e-mail/SMS switch, the agreements accepted and 注销账号. */
export const myData = definePersonalTemplate<MyDataData>({
  ...myDataKeys,
  async load(req) {
    const page = await loadPersonalTemplatePage(req);
    const db = await getDb();
    const jar = await cookies();
    const [reauthenticated, contact, states] = await Promise.all([
      isReauthenticated(db, page.user.userId, jar.get(TOKEN_COOKIE)?.value, jar.get(REAUTH_COOKIE)?.value),
      contactConsentOf(db, page.user.userId),
      agreementStates(db, page.user.userId),
    ]);
    return {
      page,
      reauthenticated,
      contact: { on: contact.on, at: contact.at?.toISOString() ?? null },
      agreements: states.map((s) => ({ key: s.key, title: s.title, version: s.version, pending: s.pending, accepted: s.accepted ? { version: s.accepted.version, at: s.accepted.at.toISOString() } : null })),
      deletedAtOnce: labels(DATA_INVENTORY.filter((e) => e.onDelete === 'delete')),
      kept: DATA_INVENTORY.filter((e) => e.onDelete === 'pseudonymise' || e.onDelete === 'anonymise').map((e) => ({ label: e.label, why: e.deleteWhy })),
      keepYears: getEnv().ACCOUNT_RECORDS_KEEP_YEARS,
      failed: first(req.searchParams.failed) ?? null,
      done: first(req.searchParams.done) ?? null,
    };
  },
});
