import { addBestBet, forgetBestBets } from '@/lib/search/best-bets';
import { withAudit } from '@/lib/staff/audit';
import { staffFormRoute } from '@/lib/staff/form-route';
import { BEST_BET_FIELDS, bestBetForm } from '@/lib/validation/search-console';

const PAGE = '/admin/search';

/** 审核 or 管理员 pins a result for a query (搜索推荐): audited in the same transaction; shown from the next search on. */
export const POST = staffFormRoute({
  context: 'console.search.bestBet',
  action: 'search.manage',
  schema: bestBetForm,
  run: async (input, { actor }) => {
    const bet = await withAudit(actor, (tx, audit) => addBestBet(tx, audit, input));
    forgetBestBets();
    return bet;
  },
  form: { page: PAGE, fields: BEST_BET_FIELDS, next: () => `${PAGE}?saved=bet` },
});
