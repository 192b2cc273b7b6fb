import { cache } from 'react';
import { logError } from '@/lib/log';
import { asc, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { webSkins } from '@/lib/db/schema';
import type { WebSkin } from '@/lib/cms/types';
import { changedFields, type AuditEntry } from '@/lib/staff/audit';

/** Skin id that renders the whole site in grayscale (spec §9). */
export const MOURNING_SKIN_ID = '2';
export const DEFAULT_SKIN_ID = '1';
export const SKIN_ENABLED = '1';
export const SKIN_DISABLED = '0';

/** One skin row as the schedule needs it (times as ISO strings: the cached read stores JSON). */
export type SkinScheduleRow = {
  webSkinId: string;
  name: string;
  webSkinStatus: string;
  activeFrom: string | null;
  activeUntil: string | null;
};

/** Every skin in display order, with its status and window. */
export async function loadSkinSchedule(db?: Db): Promise<SkinScheduleRow[]> {
  const d = db ?? (await getDb());
  const rows = await d
    .select({
      webSkinId: webSkins.webSkinId,
      name: webSkins.name,
      webSkinStatus: webSkins.webSkinStatus,
      activeFrom: webSkins.activeFrom,
      activeUntil: webSkins.activeUntil,
    })
    .from(webSkins)
    .orderBy(asc(webSkins.sortOrder), asc(webSkins.id));
  return rows.map((r) => ({ ...r, activeFrom: r.activeFrom?.toISOString() ?? null, activeUntil: r.activeUntil?.toISOString() ?? null }));
}

/** Enabled, and inside its window if it has one. */
export function skinInEffect(row: SkinScheduleRow, now: number): boolean {
  if (row.webSkinStatus !== SKIN_ENABLED) return false;
  if (row.activeFrom && Date.parse(row.activeFrom) > now) return false;
  if (row.activeUntil && Date.parse(row.activeUntil) <= now) return false;
  return true;
}

/**
 * What the site looks like at `now`, and when that next changes: the first skin in effect decides
 * (grey when it is the mourning one), and the next switch is the nearest future start or end of an
 * enabled skin's window. Pages cached from this expire at that time (lib/cache/reads.ts).
 */
export function skinStateAt(rows: readonly SkinScheduleRow[], now: number): { mourning: boolean; nextSwitchAt: number | null } {
  const first = rows.find((r) => skinInEffect(r, now));
  let next: number | null = null;
  for (const r of rows) {
    if (r.webSkinStatus !== SKIN_ENABLED) continue;
    for (const t of [r.activeFrom, r.activeUntil]) {
      const at = t ? Date.parse(t) : NaN;
      if (at > now && (next === null || at < next)) next = at;
    }
  }
  return { mourning: first?.webSkinId === MOURNING_SKIN_ID, nextSwitchAt: next };
}

/**
 * Skins in display order, optionally only those with the given status ("1" = enabled: in effect
 * now, a skin scheduled for later or past its end counts as not enabled).
 */
export const listWebSkins = cache(async (webSkinStatus?: string): Promise<WebSkin[]> => {
  const now = Date.now();
  const rows = await loadSkinSchedule();
  return rows
    .map((r) => ({ webSkinId: r.webSkinId, name: r.name, webSkinStatus: skinInEffect(r, now) ? SKIN_ENABLED : SKIN_DISABLED }))
    .filter((r) => webSkinStatus === undefined || r.webSkinStatus === webSkinStatus);
});

/**
 * Mourning mode: the first skin in effect is the grayscale one. Any failure means "no" (spec §8:
 * a failed skin lookup is ignored and the site renders normally).
 */
export const isMourningMode = cache(async (): Promise<boolean> => {
  try {
    return skinStateAt(await loadSkinSchedule(), Date.now()).mourning;
  } catch (error) {
    logError('skin', 'mourning-mode lookup failed, rendering normally', error);
    return false;
  }
});

/** The site's look right now and its next scheduled switch (the console's status line). */
export async function getSkinStateNow(db?: Db): Promise<{ mourning: boolean; nextSwitchAt: number | null }> {
  return skinStateAt(await loadSkinSchedule(db), Date.now());
}

/** The console's mourning switch: off, on from now until switched off, or from a time until a time. */
export type MourningSetting = { mode: 'off' } | { mode: 'now' } | { mode: 'window'; from: Date; until: Date };

/** The mourning skin's setting as the console shows it. */
export async function getMourningSetting(db?: Db): Promise<{ mode: 'off' | 'now' | 'window'; from: string | null; until: string | null }> {
  const row = (await loadSkinSchedule(db)).find((r) => r.webSkinId === MOURNING_SKIN_ID);
  if (!row || row.webSkinStatus !== SKIN_ENABLED) return { mode: 'off', from: row?.activeFrom ?? null, until: row?.activeUntil ?? null };
  return { mode: row.activeFrom || row.activeUntil ? 'window' : 'now', from: row.activeFrom, until: row.activeUntil };
}

const SKIN_NAMES: Record<string, string> = { [DEFAULT_SKIN_ID]: '默认皮肤', [MOURNING_SKIN_ID]: '哀悼模式（灰色）' };

/**
 * Writes the mourning setting within `tx` (the console's audited transaction) and reports the
 * change. The mourning skin is made to sort before every other skin, so "the first skin in effect"
 * is grey exactly while it is on; the default skin stays enabled, so the site is in colour outside
 * the window. Both rows are created when missing (a portal without demo content has none).
 */
export async function saveMourningSetting(tx: Db, audit: (entry: AuditEntry) => Promise<void>, setting: MourningSetting): Promise<void> {
  const rows = await tx.select().from(webSkins).orderBy(asc(webSkins.sortOrder), asc(webSkins.id));
  for (const id of [DEFAULT_SKIN_ID, MOURNING_SKIN_ID]) {
    if (!rows.some((r) => r.webSkinId === id)) {
      const [made] = await tx
        .insert(webSkins)
        .values({ webSkinId: id, name: SKIN_NAMES[id] ?? id, webSkinStatus: id === DEFAULT_SKIN_ID ? SKIN_ENABLED : SKIN_DISABLED, sortOrder: rows.length + 1 })
        .returning();
      if (made) rows.push(made);
    }
  }
  const mourning = rows.find((r) => r.webSkinId === MOURNING_SKIN_ID)!;
  const others = rows.filter((r) => r.webSkinId !== MOURNING_SKIN_ID);
  const lowest = Math.min(0, ...others.map((r) => r.sortOrder));
  const after = {
    webSkinStatus: setting.mode === 'off' ? SKIN_DISABLED : SKIN_ENABLED,
    activeFrom: setting.mode === 'window' ? setting.from : null,
    activeUntil: setting.mode === 'window' ? setting.until : null,
    sortOrder: Math.min(mourning.sortOrder, lowest - 1),
  };
  const before = { webSkinStatus: mourning.webSkinStatus, activeFrom: mourning.activeFrom, activeUntil: mourning.activeUntil, sortOrder: mourning.sortOrder };
  await tx.update(webSkins).set({ ...after, updatedAt: new Date() }).where(eq(webSkins.id, mourning.id));
  // A colour skin must be in effect outside the window, or the site would have no skin at all.
  const colour = others.find((r) => r.webSkinId === DEFAULT_SKIN_ID);
  if (colour && colour.webSkinStatus !== SKIN_ENABLED) {
    await tx.update(webSkins).set({ webSkinStatus: SKIN_ENABLED, activeFrom: null, activeUntil: null, updatedAt: new Date() }).where(eq(webSkins.id, colour.id));
  }
  await audit({ action: 'skin.mourning', entity: 'web_skin', entityId: MOURNING_SKIN_ID, changes: changedFields(before, after) });
}
