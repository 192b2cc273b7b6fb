import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { forgetStaffSynonyms, removeSynonymSet } from '@/lib/search/synonyms';
import { withAudit } from '@/lib/staff/audit';
import { staffFormRoute } from '@/lib/staff/form-route';
import { REMOVE_FIELDS, removeForm } from '@/lib/validation/search-console';

const PAGE = '/admin/search';

/** Removes a synonym set: audited in the same transaction. */
export const POST = staffFormRoute({
  context: 'console.search.synonymRemove',
  action: 'search.manage',
  schema: removeForm,
  run: async (input, { actor }) => {
    const removed = await withAudit(actor, (tx, audit) => removeSynonymSet(tx, audit, input.id));
    forgetStaffSynonyms();
    if (!removed) throw new ApiError(ERROR_CODES.NOT_FOUND, '这组同义词已不存在', 404);
    return { id: input.id };
  },
  form: { page: PAGE, fields: REMOVE_FIELDS, next: () => `${PAGE}?saved=synonymRemoved` },
});
