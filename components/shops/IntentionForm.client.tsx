'use client';

import { formStyles, HiddenFields, TextField } from '@/components/form/fields';
import { ChoiceGroup, FieldPair, FormActions, SelectField, TextArea } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import { INTENTION_FIELD_NAMES, submittedHref, type IntentionFieldName } from '@/lib/data-docking/shop-links';
import { APPLICANT_KINDS, INTENTION_LIMITS, SHOP_USES, shopIntentionBody } from '@/lib/validation/intention';
import { INTENTION_TEXT as T } from './text';

/** A shop the form offers, already worded on the server (the client renders, it does not format). */
export type ShopChoice = { id: number; label: string };
export type ShopChoiceGroupProps = { projectId: number; projectName: string; district: string; shops: ShopChoice[] };

export type IntentionFormClientProps = {
  /** The insert API: the form posts there without JavaScript, and the hook posts JSON there with it. */
  action: string;
  /** Made once per rendered form on the server, so a resent post (with or without JavaScript) stores one row. */
  idempotencyKey: string;
  groups: ShopChoiceGroupProps[];
  /** Shop ids checked at first (from ?shopId=). */
  preselected: number[];
  /** Where to go after success; tests pass their own. */
  onNavigate?: (href: string) => void;
};

/** Fields whose messages depend on each other: typing in one may show a message at another. */
const WHERE_FIELDS = ['shopIds', 'areaMin', 'areaMax'] as const;
const USES = SHOP_USES.map((u) => ({ value: u.code, label: u.label }));
const KINDS = APPLICANT_KINDS.map((k) => ({ value: k.code, label: k.label }));

/**
 * 商铺承租意向登记 on the form kit: shopIntentionBody checks every field as the person types, the
 * post is JSON and happens once, the server's field messages land at their fields. Without
 * JavaScript the same markup posts to the same address (lib/api/form-route.ts answers 303).
 */
export function IntentionFormClient({ action, idempotencyKey, groups, preselected, onNavigate }: IntentionFormClientProps) {
  const form = useForm({
    id: 'intention',
    action,
    schema: shopIntentionBody,
    initial: {
      applicantKind: 'company',
      companyName: '',
      creditCode: '',
      personName: '',
      contactName: '',
      mobile: '',
      shopIds: preselected.map(String),
      areaMin: '',
      areaMax: '',
      intendedUse: '',
      experience: '',
      idempotencyKey,
    },
    order: INTENTION_FIELD_NAMES as readonly IntentionFieldName[],
    linked: [WHERE_FIELDS],
    leaves: true,
    onSuccess: (row: { id: number }) => (onNavigate ?? ((href: string) => window.location.assign(href)))(submittedHref(row.id)),
  });
  // Before the script runs both kinds' fields are there; the server reads only the chosen kind's.
  const kind = form.hydrated ? form.values.applicantKind : null;

  return (
    <form className={formStyles.form} {...form.formProps}>
      <HiddenFields values={{ idempotencyKey }} />
      <ChoiceGroup type="radio" legend={T.applicant} hint={T.kindHint} field={form.field('applicantKind')} options={KINDS} />
      {kind !== 'person' ? (
        <>
          <TextField field={form.field('companyName')} label={T.labels.companyName} autoComplete="organization" maxLength={INTENTION_LIMITS.companyName} />
          <TextField field={form.field('creditCode')} label={T.labels.creditCode} hint={T.creditCodeHint} autoComplete="off" maxLength={24} />
        </>
      ) : null}
      {kind !== 'company' ? <TextField field={form.field('personName')} label={T.labels.personName} autoComplete="name" maxLength={20} /> : null}
      <TextField field={form.field('contactName')} label={T.labels.contactName} autoComplete="name" maxLength={20} />
      <TextField field={form.field('mobile')} label={T.labels.mobile} type="tel" inputMode="tel" autoComplete="tel" maxLength={11} />
      <ChoiceGroup
        type="checkbox"
        legend={T.shopsLegend}
        hint={T.shopsHint}
        field={form.field('shopIds')}
        empty={T.noChoices}
        sections={groups.map((g) => ({
          key: g.projectId,
          legend: (
            <>
              {g.projectName}（{g.district}）<span className={formStyles.hint}>{T.shopsIn(g.shops.length)}</span>
            </>
          ),
          options: g.shops.map((s) => ({ value: String(s.id), label: s.label })),
        }))}
      />
      <FieldPair legend={T.areaLegend}>
        <TextField field={form.field('areaMin')} label={T.labels.areaMin} inputMode="numeric" maxLength={6} />
        <TextField field={form.field('areaMax')} label={T.labels.areaMax} inputMode="numeric" maxLength={6} />
      </FieldPair>
      <SelectField field={form.field('intendedUse')} label={T.labels.intendedUse} options={USES} placeholder={T.usePlaceholder} />
      <TextArea
        field={form.field('experience')}
        label={T.labels.experience}
        optional
        hint={T.experienceHint(INTENTION_LIMITS.experience)}
        maxChars={INTENTION_LIMITS.experience}
        live={form.hydrated}
      />
      <FormActions form={form} submit={T.submit} sending={T.sending} />
    </form>
  );
}
