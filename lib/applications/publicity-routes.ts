/**
 * The console's 公示 handler (app/admin/api/cases/publicity): a staffFormRoute on
 * `housing.review` (checked on every post; same-site check and write limit). The service checks
 * the stage and version of every chosen application again in its transaction; a refusal comes
 * back to the page as ?failed=…, which the page words.
 */
import { staffFormRoute } from '@/lib/staff/form-route';
import { withQuery } from '@/lib/staff/query';
import { PUBLICITY_FORM_FIELDS, publicityForm } from '@/lib/validation/publicity';
import { PublicityError, publishPublicityList } from './publicity';

export const PUBLICITY_PAGE = '/admin/cases/publicity';
export const PUBLICITY_API = '/admin/api/cases/publicity';
export const PUBLICITY_REFUSALS = ['changed', 'empty'] as const;

const backTo = (form: URLSearchParams) => {
  const product = form.get('product') ?? '';
  return /^(gzf|bzf)$/.test(product) ? withQuery(PUBLICITY_PAGE, { product }) : PUBLICITY_PAGE;
};

export const postPublicity = staffFormRoute({
  context: 'console.publishPublicity',
  action: 'housing.review',
  schema: publicityForm,
  run: async (input, { actor }) => publishPublicityList(actor, { product: input.product, days: input.days, cases: input.cases }),
  form: {
    page: PUBLICITY_PAGE,
    back: backTo,
    fields: PUBLICITY_FORM_FIELDS,
    lists: ['cases'],
    next: (r, form) => withQuery(backTo(form), { done: String(r.contentId) }),
    reason: (error) => {
      if (!(error instanceof PublicityError) || error.reason === 'forbidden') return undefined;
      return error.reason === 'invalid' ? { reason: 'invalid', fields: ['days'] } : { reason: error.reason };
    },
  },
});
