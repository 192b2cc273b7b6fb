/**
 * Where a no-JavaScript material form goes back to: the page it was posted from, checked by the
 * recruitment upload's own rule (lib/recruitment/file-links.ts safeUploadBack: one of our /t1/
 * pages, never another host), without an earlier answer's ?material= / ?item= / ?done=.
 */
import { formFailureHref } from '@/lib/forms/failure-query';
import { safeUploadBack } from '@/lib/recruitment/file-links';
import type { FileErrorReason } from '@/lib/recruitment/file-rules';
import { APPLICATION_PATHS } from './paths';
import { MATERIAL_ITEM_PARAM, MATERIAL_PARAM } from './material-paths';

export function safeMaterialBack(value: unknown): string {
  const back = safeUploadBack(value);
  if (!back) return APPLICATION_PATHS.formPage;
  const url = new URL(back, 'http://portal.invalid');
  for (const name of [MATERIAL_PARAM, MATERIAL_ITEM_PARAM, 'done']) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

function withParam(back: string, name: string, value: string): string {
  return `${back}${back.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

export const materialUploadedHref = (back: string, id: number) => withParam(back, MATERIAL_PARAM, String(id));
export const materialDoneHref = (back: string, done: 'removed' | 'corrected') => withParam(back, 'done', done);
export const materialFailure = (itemKey: string | null, reason: FileErrorReason | string) => ({ reason, ...(itemKey && /^[a-z_]{1,40}$/.test(itemKey) ? { query: { [MATERIAL_ITEM_PARAM]: itemKey } } : {}) });
export const materialFailureHref = (back: string, itemKey: string | null, reason: string) => formFailureHref(back, materialFailure(itemKey, reason));
