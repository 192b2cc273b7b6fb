'use client';

import { useRouter } from 'next/navigation';
import { formStyles, HiddenFields, TextField } from '@/components/form/fields';
import { FormActions, SelectField } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import { PERSONAL_API } from '@/lib/api-client/personal-center';
import { familyPageHref } from '@/lib/register/personal-pages';
import { FAMILY_RELATIONS } from '@/lib/validation/family-relations';
import { loadAccountRules } from './account-rules';
import { INFO_TEXT as I } from './personal-info-text';
import { PC_TEXT } from './personal-text';

export type Member = { id: number; name: string; relation: string; idNumberMasked: string; phone: string };

const RELATIONS = FAMILY_RELATIONS.map((r) => ({ value: r, label: r }));
const loadMemberSchema = () => loadAccountRules().then((m) => m.familyMemberForm);

/**
 * Adding (no member) or editing a family member on the form kit: familyMemberForm checks it, the
 * JSON call saves it, then the list is shown again (keeping ?returnTo=). Without JavaScript the
 * same form posts to saveFamilyMember (303 to the list, or back to this form).
 */
export function FamilyMemberForm({ member, returnTo, titleId }: { member?: Member; returnTo?: string; titleId: string }) {
  const router = useRouter();
  const form = useForm({
    id: 'family',
    action: PERSONAL_API.saveFamilyMember,
    schema: loadMemberSchema,
    initial: { id: member ? String(member.id) : '', name: member?.name ?? '', relation: member?.relation ?? '', idNumber: '', phone: member?.phone ?? '' },
    body: (_values, parsed) => parsed,
    leaves: true,
    onSuccess: (saved: Member) => router.replace(familyPageHref({ saved: saved.id, returnTo })),
  });
  return (
    <form className={formStyles.form} {...form.formProps} aria-labelledby={titleId}>
      <HiddenFields values={{ id: member ? String(member.id) : undefined, returnTo }} />
      <TextField field={form.field('name')} label={I.memberLabels.name} autoComplete="off" maxLength={20} required />
      <SelectField field={form.field('relation')} label={I.memberLabels.relation} options={RELATIONS} placeholder={I.relationPlaceholder} required />
      <TextField
        field={form.field('idNumber')}
        label={I.memberLabels.idNumber}
        hint={member ? I.idRegistered(member.idNumberMasked, PC_TEXT.idKeep) : undefined}
        autoComplete="off"
        maxLength={18}
        required={!member}
      />
      <TextField field={form.field('phone')} label={I.memberLabels.phone} type="tel" inputMode="tel" autoComplete="off" maxLength={20} optional />
      <FormActions form={form} submit={PC_TEXT.save} sending={PC_TEXT.saving}>
        <a href={familyPageHref({ returnTo })} className={formStyles.secondary}>
          {PC_TEXT.cancel}
        </a>
      </FormActions>
    </form>
  );
}

