import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { forgetIntentRules, saveIntentRule } from '@/lib/search/intent';
import { withAudit } from '@/lib/staff/audit';
import { staffFormRoute } from '@/lib/staff/form-route';
import { SEARCH_RULE_FIELDS, searchRuleForm } from '@/lib/validation/search-rule';

const RULES_PAGE = '/admin/search-rules';

/**
 * 审核 or 管理员 saves a search intent rule (issue #27 part 2): saving is reviewing — the rule records
 * who and when, the audit row is written in the same transaction, and this instance reads the rules
 * again on its next search (the others within lib/search/intent.ts RULES_TTL_MS).
 */
export const POST = staffFormRoute({
  context: 'console.searchRule',
  action: 'search.rules',
  schema: searchRuleForm,
  run: async (input, { actor }) => {
    const saved = await withAudit(actor, (tx, audit) => saveIntentRule(tx, audit, actor.login, input));
    if (!saved) throw new ApiError(ERROR_CODES.NOT_FOUND, '该搜索意图规则不存在', 404);
    forgetIntentRules();
    return { id: input.id };
  },
  form: { page: RULES_PAGE, fields: SEARCH_RULE_FIELDS, next: (data) => `${RULES_PAGE}?saved=${data.id}#rule-${data.id}` },
});
