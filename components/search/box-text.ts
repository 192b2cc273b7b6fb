/**
 * The header search box's own texts, apart from the results page's (text.ts): the header is on
 * every page and its script ships a module whole, so the results page's strings stay out of it.
 */
export const SEARCH_BOX_TEXT = {
  boxLabel: '站内搜索',
  boxPlaceholder: '搜索通知、政策、项目',
  submit: '搜索',
} as const;
