import { z } from '@/lib/validation/zod';
import { postRoute } from '@/lib/api/route';
import { TAGS, type CacheTag } from '@/lib/cache';
import { invalidate } from '@/lib/cache/invalidate';
import { assertRevalidateOperator } from '@/lib/cache/revalidate-token';
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

/**
 * For the content system after an edit made in the database: the named tags expire at once on
 * every instance (the shared cache announces them), so the next request renders fresh pages. The
 * operators' token is checked (and wrong ones limited per address) before the body is read.
 */
export const POST = postRoute('cms.cache.revalidate', { query: noParams, body, authorize: (request) => assertRevalidateOperator(request) }, async ({ body: input }) => {
  invalidate(input.tags as CacheTag[]);
  return { tags: input.tags };
});
