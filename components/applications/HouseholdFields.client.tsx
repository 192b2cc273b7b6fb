'use client';

import { CheckField, TextField } from '@/components/form/fields';
import { ChoiceGroup, FormSection, SelectField } from '@/components/form/more-fields';
import type { BoundField, FormController } from '@/components/form/use-form';
import { ELIGIBILITY_QUESTIONS } from '@/lib/eligibility/questions';
import { DISTRICTS } from '@/lib/validation/districts';
import { LAYOUT_OPTIONS } from '@/lib/validation/housing-application';
import { APPLY_TEXT as T } from './text';
import { FamilyDraftLink } from './HousingDraft.client';

export type HouseholdMember = { id: number; name: string; relation: string; idNumberMasked: string };

/** The values a household's own application starts from (公租房, 保租房（个人）, 共有产权 申购): the applicant's name and mobile filled in. */
export function householdInitial(applicant: { name: string; mobile: string }, idempotencyKey: string) {
  return {
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
  };
}

export type HouseholdValues = ReturnType<typeof householdInitial>;

export type HouseholdFieldsProps<V extends HouseholdValues> = {
  /** A form whose values are householdInitial's and its own (product, projectId). */
  form: FormController<V>;
  family: readonly HouseholdMember[];
  /** 管理家庭成员: the family page, returning to this form. */
  familyHref: string;
  /** Saves the draft before leaving for the family page. */
  saveDraft: () => Promise<boolean>;
};

const optionsOf = (id: string) => {
  const q = ELIGIBILITY_QUESTIONS.find((x) => x.id === id);
  return q && q.kind === 'choice' ? q.options.map((o) => ({ value: o.value, label: o.label })) : [];
};
const labelOf = (id: string) => ELIGIBILITY_QUESTIONS.find((x) => x.id === id)?.label ?? id;

/** The applicant, the eligibility questions, the wishes, the family and the declaration: the part both personal application forms share. */
export function HouseholdFields<V extends HouseholdValues>({ form, family, familyHref, saveDraft }: HouseholdFieldsProps<V>) {
  // V holds householdInitial's keys with their types as built there, so a household field of V is one of HouseholdValues.
  const field = form.field as unknown as <K extends keyof HouseholdValues>(name: K) => BoundField<HouseholdValues[K]>;
  return (
    <>
      <FormSection legend={T.legend.applicant}>
        <TextField field={field('applicantName')} label={T.applicantName} required autoComplete="name" maxLength={20} />
        <TextField field={field('idNumber')} label={T.idNumber} hint={T.idNumberHint} required maxLength={18} autoComplete="off" />
        <TextField field={field('mobile')} label={T.mobile} required type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} />
        <TextField field={field('age')} label={T.age} required inputMode="numeric" maxLength={3} />
      </FormSection>
      <FormSection legend={T.legend.eligibility}>
        <SelectField field={field('residence')} label={labelOf('residence')} placeholder={T.chooseOne} options={optionsOf('residence')} required />
        <SelectField field={field('socialInsurance')} label={labelOf('socialInsurance')} placeholder={T.chooseOne} options={optionsOf('socialInsurance')} required />
        <SelectField field={field('housing')} label={labelOf('housing')} placeholder={T.chooseOne} options={optionsOf('housing')} required />
        <TextField field={field('currentAddress')} label={T.currentAddress} hint={T.currentAddressHint} required maxLength={100} wide />
        <SelectField field={field('income')} label={labelOf('income')} placeholder={T.chooseOne} options={optionsOf('income')} required />
        <SelectField field={field('talent')} label={T.talentOptional} placeholder={T.chooseOne} options={optionsOf('talent')} optional />
      </FormSection>
      <FormSection legend={T.legend.preference}>
        <SelectField field={field('district')} label={T.district} placeholder={T.chooseOne} options={DISTRICTS.map((d) => ({ value: d.code, label: d.label }))} required />
        <SelectField field={field('layout')} label={T.layout} placeholder={T.chooseOne} options={LAYOUT_OPTIONS.map((l) => ({ value: l.value, label: l.label }))} required />
      </FormSection>
      <ChoiceGroup
        type="checkbox"
        legend={T.legend.family}
        hint={T.familyHint}
        field={field('familyMemberIds')}
        options={family.map((m) => ({ value: String(m.id), label: `${m.name}（${m.relation}，${m.idNumberMasked}）` }))}
      >
        {family.length === 0 ? <p>{T.familyEmpty}</p> : null}
        <p>
          <FamilyDraftLink hydrated={form.hydrated} href={familyHref} save={saveDraft}>
            {T.familyManage}
          </FamilyDraftLink>
        </p>
      </ChoiceGroup>
      <FormSection legend={T.legend.declaration}>
        <CheckField field={field('declaration')} label={T.declaration} value="1" />
        <CheckField field={field('consent')} label={T.consent} value="1" />
      </FormSection>
    </>
  );
}
