'use client';

import { CheckField, formStyles, HiddenFields, TextField } from '@/components/form/fields';
import { ChoiceGroup, FormActions, FormSection, SelectField } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import { APPLICATION_PATHS, applicationSubmittedHref } from '@/lib/applications/paths';
import { ELIGIBILITY_QUESTIONS } from '@/lib/eligibility/questions';
import { DISTRICTS } from '@/lib/validation/districts';
import { HOUSING_APPLICATION_FIELDS, LAYOUT_OPTIONS, type HousingProduct } from '@/lib/validation/housing-application';
import { APPLY_TEXT as T } from './text';
import { toHousingDraft } from '@/lib/applications/draft-data';
import { DraftPostButton, FamilyDraftLink, useHousingDraft, withDraft, type HousingDraftProps } from './HousingDraft.client';

type Member = { id: number; name: string; relation: string; idNumberMasked: string };

export type HousingApplyFormProps = {
  product: HousingProduct;
  applicant: { name: string; mobile: string };
  family: Member[];
  idempotencyKey: string;
  initialErrors?: Record<string, string>;
  draft: HousingDraftProps;
};

const optionsOf = (id: string) => {
  const q = ELIGIBILITY_QUESTIONS.find((x) => x.id === id);
  return q && q.kind === 'choice' ? q.options.map((o) => ({ value: o.value, label: o.label })) : [];
};
const labelOf = (id: string) => ELIGIBILITY_QUESTIONS.find((x) => x.id === id)?.label ?? id;

/** The application on the form kit; without JavaScript it posts to the same route (303 to the thank-you or back naming the fields). */
export function HousingApplyForm({ product, applicant, family, idempotencyKey, initialErrors, draft }: HousingApplyFormProps) {
  const form = useForm({
    id: 'housing-apply',
    action: APPLICATION_PATHS.insertApi,
    schema: () => import('@/lib/validation/housing-application').then((m) => m.housingApplicationBody),
    initial: withDraft({
      product,
      applicantName: applicant.name,
      idNumber: '',
      mobile: applicant.mobile,
      residence: '',
      socialInsurance: '',
      housing: '',
      currentAddress: '',
      income: '',
      age: '',
      talent: '',
      district: '',
      layout: '',
      familyMemberIds: [] as string[],
      declaration: false as boolean,
      consent: false as boolean,
      idempotencyKey,
    }, draft, HOUSING_APPLICATION_FIELDS, ['familyMemberIds']),
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
      <HiddenFields values={{ draftProduct: product,  product, idempotencyKey }} />
      <FormSection legend={T.legend.applicant}>
        <TextField field={form.field('applicantName')} label={T.applicantName} required autoComplete="name" maxLength={20} />
        <TextField field={form.field('idNumber')} label={T.idNumber} hint={T.idNumberHint} required maxLength={18} autoComplete="off" />
        <TextField field={form.field('mobile')} label={T.mobile} required type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} />
        <TextField field={form.field('age')} label={T.age} required inputMode="numeric" maxLength={3} />
      </FormSection>
      <FormSection legend={T.legend.eligibility}>
        <SelectField field={form.field('residence')} label={labelOf('residence')} placeholder={T.chooseOne} options={optionsOf('residence')} required />
        <SelectField field={form.field('socialInsurance')} label={labelOf('socialInsurance')} placeholder={T.chooseOne} options={optionsOf('socialInsurance')} required />
        <SelectField field={form.field('housing')} label={labelOf('housing')} placeholder={T.chooseOne} options={optionsOf('housing')} required />
        <TextField field={form.field('currentAddress')} label={T.currentAddress} hint={T.currentAddressHint} required maxLength={100} wide />
        <SelectField field={form.field('income')} label={labelOf('income')} placeholder={T.chooseOne} options={optionsOf('income')} required />
        <SelectField field={form.field('talent')} label={T.talentOptional} placeholder={T.chooseOne} options={optionsOf('talent')} optional />
      </FormSection>
      <FormSection legend={T.legend.preference}>
        <SelectField field={form.field('district')} label={T.district} placeholder={T.chooseOne} options={DISTRICTS.map((d) => ({ value: d.code, label: d.label }))} required />
        <SelectField field={form.field('layout')} label={T.layout} placeholder={T.chooseOne} options={LAYOUT_OPTIONS.map((l) => ({ value: l.value, label: l.label }))} required />
      </FormSection>
      <ChoiceGroup
        type="checkbox"
        legend={T.legend.family}
        hint={T.familyHint}
        field={form.field('familyMemberIds')}
        options={family.map((m) => ({ value: String(m.id), label: `${m.name}（${m.relation}，${m.idNumberMasked}）` }))}
      >
        {family.length === 0 ? <p>{T.familyEmpty}</p> : null}
        <p>
          <FamilyDraftLink hydrated={form.hydrated} href={familyHref} save={drafts.draft.saveNow}>
            {T.familyManage}
          </FamilyDraftLink>
        </p>
      </ChoiceGroup>
      <FormSection legend={T.legend.declaration}>
        <CheckField field={form.field('declaration')} label={T.declaration} value="1" />
        <CheckField field={form.field('consent')} label={T.consent} value="1" />
      </FormSection>
      <FormActions form={form} submit={T.submit} sending={T.sending}>
        <DraftPostButton hydrated={form.hydrated}>{T.saveDraft}</DraftPostButton>
      </FormActions>
    </form>
  );
}
