/**
 * What a citizen's destructive actions are called and what their records read afterwards: one map,
 * so a withdrawn registration, application or anything else reads 已撤回 everywhere (issue #25
 * part 7). No imports: services, pages and client leaves all read it.
 */
export const RECORD_ACTIONS = {
  withdraw: { verb: '撤回', confirm: '确定撤回', busy: '正在撤回…', result: '已撤回' },
  delete: { verb: '删除', confirm: '确定删除', busy: '正在删除…', result: '已删除' },
} as const;

export type RecordActionKind = keyof typeof RECORD_ACTIONS;

/** The status a withdrawn record shows, whatever kind of record it is. */
export const WITHDRAWN_LABEL = RECORD_ACTIONS.withdraw.result;
