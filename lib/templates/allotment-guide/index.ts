import { loadAllotmentForm, type AllotmentFormData } from '@/lib/business/allotment-form';
import { firstParam } from '@/lib/navigation/resolve';
import { FORM_FAILED, FORM_FIELDS } from '@/lib/forms/failure-query';
import { getCurrentUser, requireUser } from '@/lib/session';
import { guideMetadata, loadGuide, type BusinessGuideData } from '../business-guide';
import { defineTemplate } from '../define';
import { allotmentGuideKeys } from './keys';

export type AllotmentGuideData = BusinessGuideData & { form: AllotmentFormData };

/** /t1/ywbl_01: the allotment-sale guide with the online intention registration in its slot. */
export const allotmentGuide = defineTemplate<AllotmentGuideData>({
  ...allotmentGuideKeys,
  async load(req) {
    const [guide, user] = await Promise.all([loadGuide(req, 'allotment-guide'), getCurrentUser()]);
    // The form is filled from the citizen's profile and family: with an agreement changed since
    // they accepted it, /consent comes first and brings them back here (issue #30 part 3).
    if (user?.consentPending) await requireUser(req.routePath);
    const form = await loadAllotmentForm(user?.userId ?? null, {
      failed: firstParam(req.searchParams, FORM_FAILED),
      fields: firstParam(req.searchParams, FORM_FIELDS),
      projectId: firstParam(req.searchParams, 'projectId'),
    });
    return { ...guide, form };
  },
  metadata: guideMetadata,
});
