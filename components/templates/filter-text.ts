/**
 * The words of every filter form's buttons (notice lists, project finder, shop search, job list,
 * site search): one constant, so a filter button says 查询 on every page (issue #25 part 7; it said
 * 筛选 on the shop search). The spec fixes neither word.
 */
export const FILTER_TEXT = {
  submit: '查询',
  reset: '清除筛选',
} as const;
