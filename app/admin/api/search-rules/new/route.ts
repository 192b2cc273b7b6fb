import { addIntentRule, forgetIntentRules } from '@/lib/search/intent';
import { withAudit } from '@/lib/staff/audit';
import { staffFormRoute } from '@/lib/staff/form-route';
import { NEW_SEARCH_RULE_FIELDS, newSearchRuleForm } from '@/lib/validation/search-rule';

const RULES_PAGE = '/admin/search-rules';

/**
 * 审核 or 管理员 adds a search intent rule (issue #27 part 2): reviewed by whoever adds it, audited in
 * the same transaction (`search.rule.add`), searched with at once on this instance.
 */
export const POST = staffFormRoute({
  context: 'console.searchRuleAdd',
  action: 'search.rules',
  schema: newSearchRuleForm,
  run: async (input, { actor }) => {
    const id = await withAudit(actor, (tx, audit) => addIntentRule(tx, audit, actor.login, input));
    forgetIntentRules();
    return { id };
  },
  form: { page: RULES_PAGE, fields: NEW_SEARCH_RULE_FIELDS, next: (data) => `${RULES_PAGE}?saved=${data.id}#rule-${data.id}` },
});
