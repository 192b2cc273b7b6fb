'use client';

import { formStyles, HiddenFields } from '@/components/form/fields';
import { FormActions, FormSection, SelectField } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import { APPLICATION_PATHS, applicationSubmittedHref, gycqApplyApi, gycqApplyHref } from '@/lib/applications/paths';
import type { SubscriptionProject } from '@/lib/applications/subscription';
import { GYCQ_SUBSCRIPTION_FIELDS } from '@/lib/validation/gycq-subscription';
import { APPLY_TEXT as T } from './text';
import { toHousingDraft } from '@/lib/applications/draft-data';
import { DraftPostButton, useHousingDraft, withDraft, type HousingDraftProps } from './HousingDraft.client';
import { HouseholdFields, householdInitial, type HouseholdMember } from './HouseholdFields.client';

export type GycqApplyFormProps = {
  projects: SubscriptionProject[];
  projectId: number | null;
  applicant: { name: string; mobile: string };
  family: HouseholdMember[];
  idempotencyKey: string;
  initialErrors?: Record<string, string>;
  draft: HousingDraftProps;
};

/** 共有产权 申购 on the form kit: the personal application's questions with the project in its window; works without JavaScript. */
export function GycqApplyForm({ projects, projectId, applicant, family, idempotencyKey, initialErrors, draft }: GycqApplyFormProps) {
  const form = useForm({
    id: 'gycq-apply',
    action: gycqApplyApi,
    schema: () => import('@/lib/validation/gycq-subscription').then((m) => m.gycqSubscriptionBody),
    initial: withDraft({ projectId: projectId ? String(projectId) : '', ...householdInitial(applicant, idempotencyKey) }, draft, GYCQ_SUBSCRIPTION_FIELDS, ['familyMemberIds']),
    order: GYCQ_SUBSCRIPTION_FIELDS,
    initialErrors,
    leaves: true,
    onSuccess: (data: { id: number }, values) => {
      // The server deleted the draft with the submission: this browser forgets its copy too.
      drafts.draft.reset(toHousingDraft(values, GYCQ_SUBSCRIPTION_FIELDS));
      location.assign(applicationSubmittedHref(data.id));
    },
  });
  const drafts = useHousingDraft(form, 'gycq', GYCQ_SUBSCRIPTION_FIELDS, ['familyMemberIds'], draft);
  const familyHref = `${APPLICATION_PATHS.familyPage}?returnTo=${encodeURIComponent(projectId ? gycqApplyHref(projectId) : `${APPLICATION_PATHS.formPage}?product=gycq`)}`;
  return (
    <form className={formStyles.form} {...form.formProps}>
      {drafts.bar}
      <HiddenFields values={{ draftProduct: 'gycq', idempotencyKey }} />
      <FormSection legend={T.gycq.project}>
        <SelectField
          field={form.field('projectId')}
          label={T.gycq.project}
          hint={T.gycq.projectHint}
          placeholder={T.chooseOne}
          options={projects.map((p) => ({ value: String(p.id), label: `${p.name}（${T.gycq.window(p.firstDay, p.lastDay)}）` }))}
          required
        />
      </FormSection>
      <HouseholdFields form={form} family={family} familyHref={familyHref} saveDraft={drafts.draft.saveNow} />
      <FormActions form={form} submit={T.gycq.submit} sending={T.sending}>
        <DraftPostButton hydrated={form.hydrated}>{T.saveDraft}</DraftPostButton>
      </FormActions>
    </form>
  );
}
