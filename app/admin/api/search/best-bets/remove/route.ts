import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { forgetBestBets, removeBestBet } from '@/lib/search/best-bets';
import { withAudit } from '@/lib/staff/audit';
import { staffFormRoute } from '@/lib/staff/form-route';
import { REMOVE_FIELDS, removeForm } from '@/lib/validation/search-console';

const PAGE = '/admin/search';

/** Removes a pinned result: audited in the same transaction. */
export const POST = staffFormRoute({
  context: 'console.search.bestBetRemove',
  action: 'search.manage',
  schema: removeForm,
  run: async (input, { actor }) => {
    const removed = await withAudit(actor, (tx, audit) => removeBestBet(tx, audit, input.id));
    forgetBestBets();
    if (!removed) throw new ApiError(ERROR_CODES.NOT_FOUND, '这条推荐已不存在', 404);
    return { id: input.id };
  },
  form: { page: PAGE, fields: REMOVE_FIELDS, next: () => `${PAGE}?saved=betRemoved` },
});
