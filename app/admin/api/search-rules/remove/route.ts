import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { forgetIntentRules, removeIntentRule } from '@/lib/search/intent';
import { withAudit } from '@/lib/staff/audit';
import { staffFormRoute } from '@/lib/staff/form-route';
import { REMOVE_SEARCH_RULE_FIELDS, removeSearchRuleForm } from '@/lib/validation/search-rule';

const RULES_PAGE = '/admin/search-rules';

/** 审核 or 管理员 deletes a search intent rule: audited in the same transaction (`search.rule.delete`, with what it was). */
export const POST = staffFormRoute({
  context: 'console.searchRuleRemove',
  action: 'search.rules',
  schema: removeSearchRuleForm,
  run: async (input, { actor }) => {
    const removed = await withAudit(actor, (tx, audit) => removeIntentRule(tx, audit, input.id));
    forgetIntentRules();
    if (!removed) throw new ApiError(ERROR_CODES.NOT_FOUND, '该搜索意图规则不存在', 404);
    return { id: input.id };
  },
  form: { page: RULES_PAGE, fields: REMOVE_SEARCH_RULE_FIELDS, next: () => `${RULES_PAGE}?removed=1` },
});
