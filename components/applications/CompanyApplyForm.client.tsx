'use client';

import { CheckField, formStyles, HiddenFields, TextField } from '@/components/form/fields';
import { FormActions, FormSection, SelectField, TextArea } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import { applicationSubmittedHref, companyApplyApi } from '@/lib/applications/paths';
import { COMPANY_APPLICATION_FIELDS } from '@/lib/validation/company-application';
import { DISTRICTS } from '@/lib/validation/districts';
import { LAYOUT_OPTIONS } from '@/lib/validation/housing-application';
import { APPLY_TEXT as T } from './text';
import { toHousingDraft } from '@/lib/applications/draft-data';
import { DraftPostButton, useHousingDraft, withDraft, type HousingDraftProps } from './HousingDraft.client';

export type CompanyApplyFormProps = {
  contact: { name: string; mobile: string };
  projects: { id: number; name: string }[];
  idempotencyKey: string;
  initialErrors?: Record<string, string>;
  draft: HousingDraftProps;
};

/** 保租房 企业申请 on the form kit; without JavaScript it posts to the same route (303 to the thank-you or back naming the fields). */
export function CompanyApplyForm({ contact, projects, idempotencyKey, initialErrors, draft }: CompanyApplyFormProps) {
  const C = T.company;
  const form = useForm({
    id: 'company-apply',
    action: companyApplyApi,
    schema: () => import('@/lib/validation/company-application').then((m) => m.companyApplicationBody),
    initial: withDraft({
      companyName: '',
      creditCode: '',
      contactName: contact.name,
      contactMobile: contact.mobile,
      homesWanted: '',
      staffList: '',
      projectId: '',
      district: '',
      layout: '',
      declaration: false as boolean,
      consent: false as boolean,
      idempotencyKey,
    }, draft, COMPANY_APPLICATION_FIELDS),
    order: COMPANY_APPLICATION_FIELDS,
    initialErrors,
    leaves: true,
    onSuccess: (data: { id: number }, values) => {
      // The server deleted the draft with the submission: this browser forgets its copy too.
      drafts.draft.reset(toHousingDraft(values, COMPANY_APPLICATION_FIELDS));
      location.assign(applicationSubmittedHref(data.id));
    },
  });
  const drafts = useHousingDraft(form, 'bzf_company', COMPANY_APPLICATION_FIELDS, [], draft);
  return (
    <form className={formStyles.form} {...form.formProps}>
      {drafts.bar}
      <HiddenFields values={{ draftProduct: 'bzf_company', idempotencyKey }} />
      <FormSection legend={C.legendCompany}>
        <TextField field={form.field('companyName')} label={C.companyName} required maxLength={60} autoComplete="organization" wide />
        <TextField field={form.field('creditCode')} label={C.creditCode} hint={C.creditCodeHint} required maxLength={18} autoComplete="off" />
        <TextField field={form.field('contactName')} label={C.contactName} required maxLength={20} autoComplete="name" />
        <TextField field={form.field('contactMobile')} label={C.contactMobile} required type="tel" inputMode="numeric" maxLength={11} autoComplete="tel" />
      </FormSection>
      <FormSection legend={C.legendStaff}>
        <TextField field={form.field('homesWanted')} label={C.homesWanted} required inputMode="numeric" maxLength={3} />
        <TextArea field={form.field('staffList')} label={C.staffList} hint={C.staffHint} required rows={6} wide />
      </FormSection>
      <FormSection legend={T.legend.preference}>
        <SelectField field={form.field('projectId')} label={C.project} placeholder={C.anyProject} options={projects.map((p) => ({ value: String(p.id), label: p.name }))} optional />
        <SelectField field={form.field('district')} label={T.district} placeholder={T.chooseOne} options={DISTRICTS.map((d) => ({ value: d.code, label: d.label }))} required />
        <SelectField field={form.field('layout')} label={T.layout} placeholder={T.chooseOne} options={LAYOUT_OPTIONS.map((l) => ({ value: l.value, label: l.label }))} required />
      </FormSection>
      <FormSection legend={T.legend.declaration}>
        <CheckField field={form.field('declaration')} label={C.declaration} value="1" />
        <CheckField field={form.field('consent')} label={C.consent} value="1" />
      </FormSection>
      <FormActions form={form} submit={T.submit} sending={T.sending}>
        <DraftPostButton hydrated={form.hydrated}>{T.saveDraft}</DraftPostButton>
      </FormActions>
    </form>
  );
}
