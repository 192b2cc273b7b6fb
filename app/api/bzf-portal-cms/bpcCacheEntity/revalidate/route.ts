import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from '@/lib/validation/zod';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { postRoute } from '@/lib/api/route';
import { TAGS } from '@/lib/cache';
import { getEnv } from '@/lib/env';
import { noParams } from '@/lib/validation/common';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const KNOWN_TAGS = Object.values(TAGS) as [string, ...string[]];

const body = z.object({
  tags: z
    .array(z.enum(KNOWN_TAGS, { message: `缓存标签须为 ${KNOWN_TAGS.join('、')} 之一` }))
    .min(1, '至少指定一个缓存标签')
    .max(KNOWN_TAGS.length, '缓存标签过多'),
});

/** The operators' token, compared in constant time; no token configured means the call is off. */
function assertOperator(request: Request): void {
  const expected = getEnv().REVALIDATE_TOKEN;
  if (!expected) throw new ApiError(ERROR_CODES.FORBIDDEN, '未启用缓存刷新接口（未配置 REVALIDATE_TOKEN）', 403);
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new ApiError(ERROR_CODES.UNAUTHORIZED, '缓存刷新凭据无效', 401);
}

/**
 * For the content system after an edit made in the database: the named tags expire at once on
 * every instance (the shared cache announces them), so the next request renders fresh pages.
 */
export const POST = postRoute('cms.cache.revalidate', { query: noParams, body }, async ({ body: input }, request) => {
  assertOperator(request);
  for (const tag of input.tags) revalidateTag(tag, { expire: 0 });
  return { tags: input.tags };
});
