import { safeRedirectPath } from '@/lib/session/redirect';

/**
 * The addresses of 基本信息 and 家庭信息 and the state their query carries (which form is open,
 * what just happened, where 「返回」 leads). Pure: pages, client forms and route handlers share it.
 */

export const BASIC_INFO_PAGE = '/t1/personalCenter/personal_info/basic_info';
export const FAMILY_PAGE = '/t1/personalCenter/personal_info/gzf_familyInfo';

/** A same-origin path to come back to, or nothing (the family page's 「返回」 link). */
export function returnPathOf(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const path = safeRedirectPath(raw);
  return path === '/home' && raw !== '/home' ? undefined : path;
}

export type FamilyPageState = { add?: boolean; edit?: number; remove?: number; saved?: number; removed?: boolean; returnTo?: string };

/** /t1/personalCenter/personal_info/gzf_familyInfo with its state: which form is open, what just happened, where 「返回」 leads. */
export function familyPageHref(state: FamilyPageState = {}): string {
  const q = new URLSearchParams();
  if (state.add) q.set('add', '1');
  if (state.edit) q.set('edit', String(state.edit));
  if (state.remove) q.set('remove', String(state.remove));
  if (state.saved) q.set('saved', String(state.saved));
  if (state.removed) q.set('removed', '1');
  const back = returnPathOf(state.returnTo);
  if (back) q.set('returnTo', back);
  const s = q.toString();
  return s ? `${FAMILY_PAGE}?${s}` : FAMILY_PAGE;
}

const positiveId = (raw: string | null | undefined) => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined);

/** Reads the family page's state back from its query (unknown values are dropped). */
export function readFamilyPageState(get: (name: string) => string | null | undefined): FamilyPageState {
  const edit = positiveId(get('edit'));
  const remove = positiveId(get('remove'));
  const saved = positiveId(get('saved'));
  const returnTo = returnPathOf(get('returnTo'));
  return {
    ...(get('add') === '1' ? { add: true } : {}),
    ...(edit ? { edit } : {}),
    ...(remove ? { remove } : {}),
    ...(saved ? { saved } : {}),
    ...(get('removed') === '1' ? { removed: true } : {}),
    ...(returnTo ? { returnTo } : {}),
  };
}

/** The family form's page when it comes back: the same form open again, the way back kept. */
export const familyFormBack = (form: URLSearchParams) => {
  const id = positiveId(form.get('id'));
  return familyPageHref({ ...(id ? { edit: id } : { add: true }), returnTo: form.get('returnTo') ?? undefined });
};
