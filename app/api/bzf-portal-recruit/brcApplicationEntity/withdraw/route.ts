import { formRoute } from '@/lib/api/form-route';
import { withdrawFailure } from '@/lib/api/withdraw-failure';
import { withdrawApplication } from '@/lib/recruitment/applications';
import { RECRUIT_PAGES } from '@/lib/recruitment/links';
import { withdrawApplicationBody, withdrawApplicationForm } from '@/lib/validation/resume';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Withdraws one of the caller's applications while it is 已投递 (the row stays, as 已撤回). Someone
 * else's id answers as a missing one. JSON → `{ id }`; a plain form post (after its confirmation)
 * → 303 to the records page, `?withdrawn=<id>` or `?failed=notfound|locked|busy`.
 */
export const POST = formRoute({
  context: 'recruit.withdrawApplication',
  schema: withdrawApplicationBody,
  writer: 'applicationWithdraw',
  jsonFields: false,
  run: async ({ id }, { user }) => {
    await withdrawApplication(user.userId, id);
    return { id };
  },
  form: {
    page: RECRUIT_PAGES.records,
    fields: ['id'],
    schema: withdrawApplicationForm,
    next: ({ id }) => `${RECRUIT_PAGES.records}?withdrawn=${id}`,
    reason: withdrawFailure,
  },
});
