import { SEARCH_BOX_TEXT } from './box-text';

/** Texts of the site search (results page, suggestions; the header box's own are box-text.ts). */
export const SEARCH_TEXT = {
  ...SEARCH_BOX_TEXT,
  formLabel: '搜索本站',
  keywordLabel: '关键词',
  keywordHint: '可输入多个词，用空格分开，如：公租房 租金',
  kindLabel: '类别',
  allKinds: '全部类别',
  fromLabel: '发布日期从',
  toLabel: '至',
  dateHint: '格式：2026-05-01',
  sortLabel: '排序',
  sortRelevance: '按相关度',
  sortDate: '按发布时间',
  reset: '清除条件',
  prompt: '请输入关键词，查找通知公告、新闻、政策解读、办事指南、在线服务、住房项目、商业项目、商铺、招聘岗位、常见问题和网站的栏目页面。',
  promptExamples: '例如：公租房 租金、保租房申请条件、人才公寓、商铺 餐饮',
  nothingToFind: '关键词中没有可查找的文字，请输入中文、字母或数字。',
  summary: (query: string, total: number, capped: boolean) => (capped ? `“${query}”找到超过 ${total} 条结果，请增加关键词或筛选条件缩小范围` : `“${query}”共找到 ${total} 条结果`),
  summaryKind: (query: string, kind: string, total: number, capped: boolean) =>
    capped ? `“${query}”在“${kind}”中找到超过 ${total} 条结果` : `“${query}”在“${kind}”中找到 ${total} 条结果`,
  partial: '没有同时包含全部关键词的结果，以下为包含部分关键词的结果。',
  empty: '没有找到相关结果。请检查关键词，或换个说法、减少关键词再试；也可以拨打服务热线咨询。',
  emptyKind: (kind: string) => `“${kind}”中没有相关结果，可以选择“全部类别”看看其他结果。`,
  kindsNav: '按类别查看结果',
  suggestLabel: '搜索建议',
  suggestCount: (n: number) => `有 ${n} 条搜索建议，可用上下方向键选择，按回车打开`,
  didYouMean: '您是不是要找：',
  corrected: (original: string, corrected: string) => `没有找到与“${original}”完全相符的结果，以下为“${corrected}”的结果。`,
  searchAsTyped: (original: string) => `仍然搜索“${original}”`,
  helpTitle: '没有找到想要的内容？',
  helpGuides: '大家常看的办事指南',
  helpHotline: '也可以拨打服务热线咨询：',
  helpViews: (n: number) => `浏览 ${n} 次`,
  /** A count that stopped at the cap reads "at least": （1000+）. */
  count: (n: number, atLeast = false) => `（${n}${atLeast ? '+' : ''}）`,
  published: '发布日期：',
  /** A result staff pinned for the query (best bet). */
  pinned: '推荐',
  depthNote: (max: number) => `最多显示前 ${max} 页结果，请增加关键词或筛选条件缩小范围。`,
} as const;
