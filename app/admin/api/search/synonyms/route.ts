import { addSynonymSet, forgetStaffSynonyms } from '@/lib/search/synonyms';
import { withAudit } from '@/lib/staff/audit';
import { staffFormRoute } from '@/lib/staff/form-route';
import { SYNONYM_FIELDS, synonymForm } from '@/lib/validation/search-console';

const PAGE = '/admin/search';

/** 审核 or 管理员 adds a synonym set: audited in the same transaction; this process searches with it at once, others within a minute. */
export const POST = staffFormRoute({
  context: 'console.search.synonym',
  action: 'search.manage',
  schema: synonymForm,
  run: async (input, { actor }) => {
    const set = await withAudit(actor, (tx, audit) => addSynonymSet(tx, audit, input.words));
    forgetStaffSynonyms();
    return set;
  },
  form: { page: PAGE, fields: SYNONYM_FIELDS, next: () => `${PAGE}?saved=synonym` },
});
