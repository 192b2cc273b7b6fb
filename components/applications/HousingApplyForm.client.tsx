'use client';

import { formStyles, HiddenFields } from '@/components/form/fields';
import { FormActions } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import { APPLICATION_PATHS, applicationSubmittedHref } from '@/lib/applications/paths';
import { HOUSING_APPLICATION_FIELDS, type HousingProduct } from '@/lib/validation/housing-application';
import { APPLY_TEXT as T } from './text';
import { toHousingDraft } from '@/lib/applications/draft-data';
import { DraftPostButton, useHousingDraft, withDraft, type HousingDraftProps } from './HousingDraft.client';
import { HouseholdFields, householdInitial, type HouseholdMember } from './HouseholdFields.client';

export type HousingApplyFormProps = {
  product: HousingProduct;
  applicant: { name: string; mobile: string };
  family: HouseholdMember[];
  idempotencyKey: string;
  initialErrors?: Record<string, string>;
  draft: HousingDraftProps;
};

/** The application on the form kit; without JavaScript it posts to the same route (303 to the thank-you or back naming the fields). */
export function HousingApplyForm({ product, applicant, family, idempotencyKey, initialErrors, draft }: HousingApplyFormProps) {
  const form = useForm({
    id: 'housing-apply',
    action: APPLICATION_PATHS.insertApi,
    schema: () => import('@/lib/validation/housing-application').then((m) => m.housingApplicationBody),
    initial: withDraft({ product, ...householdInitial(applicant, idempotencyKey) }, draft, HOUSING_APPLICATION_FIELDS, ['familyMemberIds']),
    order: HOUSING_APPLICATION_FIELDS,
    initialErrors,
    leaves: true,
    onSuccess: (data: { id: number }, values) => {
      // The server deleted the draft with the submission: this browser forgets its copy too.
      drafts.draft.reset(toHousingDraft(values, HOUSING_APPLICATION_FIELDS));
      location.assign(applicationSubmittedHref(data.id));
    },
  });
  const drafts = useHousingDraft(form, product, HOUSING_APPLICATION_FIELDS, ['familyMemberIds'], draft);
  const familyHref = `${APPLICATION_PATHS.familyPage}?returnTo=${encodeURIComponent(`${APPLICATION_PATHS.formPage}?product=${product}`)}`;
  return (
    <form className={formStyles.form} {...form.formProps}>
      {drafts.bar}
      <HiddenFields values={{ draftProduct: product, product, idempotencyKey }} />
      <HouseholdFields form={form} family={family} familyHref={familyHref} saveDraft={drafts.draft.saveNow} />
      <FormActions form={form} submit={T.submit} sending={T.sending}>
        <DraftPostButton hydrated={form.hydrated}>{T.saveDraft}</DraftPostButton>
      </FormActions>
    </form>
  );
}
