import { z } from './zod';
import { flag, id, key, keyword, MSG, optionalInt, paging, strictInput } from './common';

export const HOME_BLOCK_KEYS_MAX = 10;
export const HOME_BLOCK_LIMIT_MAX = 20;
export const HOME_BLOCK_LIMIT_DEFAULT = 6;

/**
 * GET …/bpcContentEntity/selectByPage: a column's published contents (columnKey), or a search
 * across the visible columns (keyword without columnKey).
 */
export const contentPageQuery = strictInput({
  columnKey: key.optional(),
  includeDescendants: flag.optional().transform((v) => v !== '0'),
  keyword,
  ...paging,
}).refine((q) => q.columnKey !== undefined || q.keyword !== '', {
  error: '请提供栏目 columnKey 或搜索关键词 keyword',
  path: ['columnKey'],
});
export type ContentPageQuery = z.output<typeof contentPageQuery>;

/** GET …/bpcContentEntity/selectFrontContent: one content by contentId, or a column's own page by columnKey. */
export const frontContentQuery = strictInput({
  contentId: id.optional(),
  columnKey: key.optional(),
  /** Accepted for old links and ignored: views are counted by POST countView only. */
  countView: flag.optional(),
}).refine((q) => (q.contentId === undefined) !== (q.columnKey === undefined), {
  error: '须且只能提供 contentId 或 columnKey 之一',
  path: ['contentId'],
});
export type FrontContentQuery = z.output<typeof frontContentQuery>;

/** "a, b,c" → ["a", "b", "c"]; each a column key. */
const columnKeyList = z
  .string({ error: (issue) => (issue.input === undefined ? MSG.required : MSG.text) })
  .transform((v) =>
    v
      .split(',')
      .map((k) => k.trim())
      .filter((k) => k !== ''),
  )
  .pipe(
    z
      .array(key)
      .min(1, { error: MSG.required })
      .max(HOME_BLOCK_KEYS_MAX, { error: `最多 ${HOME_BLOCK_KEYS_MAX} 个栏目` }),
  );

/** GET …/bpcContentEntity/selectHomePageContent?columnKeys=a,b&limit=6 */
export const homePageQuery = strictInput({
  columnKeys: columnKeyList,
  limit: optionalInt(1, HOME_BLOCK_LIMIT_MAX, HOME_BLOCK_LIMIT_DEFAULT),
});
export type HomePageQuery = z.output<typeof homePageQuery>;

/** POST …/bpcContentEntity/countView (JSON body): one view of a published content, from the article page's beacon. */
export const countViewBody = strictInput({ contentId: id });
export type CountViewBody = z.output<typeof countViewBody>;
