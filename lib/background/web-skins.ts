import { cache } from 'react';
import { logError } from '@/lib/log';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { webSkins } from '@/lib/db/schema';
import type { WebSkin } from '@/lib/cms/types';

/** Skin id that renders the whole site in grayscale (spec §9). */
export const MOURNING_SKIN_ID = '2';
export const SKIN_ENABLED = '1';

/** Skins in display order, optionally only those with the given status ("1" = enabled). */
export const listWebSkins = cache(async (webSkinStatus?: string): Promise<WebSkin[]> => {
  const db = await getDb();
  return db
    .select({ webSkinId: webSkins.webSkinId, name: webSkins.name, webSkinStatus: webSkins.webSkinStatus })
    .from(webSkins)
    .where(webSkinStatus === undefined ? undefined : eq(webSkins.webSkinStatus, webSkinStatus))
    .orderBy(asc(webSkins.sortOrder), asc(webSkins.id));
});

/**
 * Mourning mode: the first enabled skin is the grayscale one. Any failure means "no" (spec §8:
 * a failed skin lookup is ignored and the site renders normally).
 */
export const isMourningMode = cache(async (): Promise<boolean> => {
  try {
    const [first] = await listWebSkins(SKIN_ENABLED);
    return first?.webSkinId === MOURNING_SKIN_ID;
  } catch (error) {
    logError('skin', 'mourning-mode lookup failed, rendering normally', error);
    return false;
  }
});
