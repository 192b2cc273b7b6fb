'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { formStyles, HiddenFields, TextField } from '@/components/form/fields';
import { ChoiceGroup, FormActions, SelectField } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import { postJson } from '@/lib/api-client/envelope';
import { withNamedField } from '@/lib/api-client/named-field';
import { allotmentSubmittedHref } from '@/lib/business/allotment-paths';
import { ALLOTMENT_FORM_FIELDS, ALLOTMENT_MSG, allotmentIntentionBody } from '@/lib/validation/allotment-intention';
import { ALLOTMENT_TEXT as T } from './text';
import { forgetKeptAllotment, keepAllotment, readKeptAllotment, type KeptAllotment } from './allotment-kept';
import styles from './AllotmentForm.module.css';

type Choice = { id: number; label: string };
export type AllotmentFormProject = { id: number; name: string; district: string; window: string; unitTypes: Choice[] };

export type AllotmentFormClientProps = {
  action: string;
  /** 家庭信息, with the way back to this form (`?returnTo=`). */
  familyHref: string;
  prefill: { applicantName: string; mobile: string };
  idNumberMasked: string;
  projects: AllotmentFormProject[];
  familyMembers: Choice[];
  /** Rendered by the server, so a post without JavaScript is idempotent too. */
  idempotencyKey: string;
  /** Fields a no-JavaScript post came back with (the page lists them above the form). */
  invalid: readonly string[];
  /** The post came back for another reason (the server was busy). */
  failed: boolean;
  /** The project the link chose (?projectId=), else null. */
  chosenProjectId?: number | null;
};

/** What a field says after a post without JavaScript (the values are not sent back: no personal data in URLs). */
const RETURNED_MESSAGES: Record<string, string> = {
  applicantName: ALLOTMENT_MSG.applicantName,
  idNumber: ALLOTMENT_MSG.idNumber,
  mobile: ALLOTMENT_MSG.mobile,
  familyMemberIds: ALLOTMENT_MSG.familyInvalid,
  ...T.returned,
};

const str = (n: number) => String(n);

/**
 * 配售型保障性住房 在线意向登记 on the form kit: allotmentIntentionBody checks every field as the
 * person types, the post is JSON and happens once, a field the server names lands at its field.
 * Without JavaScript the same markup posts to the same address (303, lib/api/form-route.ts).
 * Leaving for 家庭信息 keeps what was typed in this tab and brings it back on return.
 */
export function AllotmentFormClient(props: AllotmentFormClientProps) {
  const { projects, familyMembers, idempotencyKey } = props;
  const router = useRouter();
  const only = projects.find((p) => p.id === props.chosenProjectId) ?? (projects.length === 1 ? projects[0] : undefined);
  const form = useForm({
    id: 'allotment',
    action: props.action,
    schema: allotmentIntentionBody,
    initial: {
      applicantName: props.prefill.applicantName,
      idNumber: '',
      mobile: props.prefill.mobile,
      projectId: only ? str(only.id) : '',
      unitTypeId: only?.unitTypes.length === 1 ? str(only.unitTypes[0]!.id) : '',
      familyMemberIds: [] as string[],
      idempotencyKey,
    },
    order: ALLOTMENT_FORM_FIELDS,
    initialErrors: Object.fromEntries(props.invalid.filter((f) => RETURNED_MESSAGES[f]).map((f) => [f, RETURNED_MESSAGES[f]!])),
    initialStatus: props.failed && props.invalid.length === 0 ? T.serverError : '',
    body: (_values, parsed) => parsed,
    send: async (body) => withNamedField(await postJson<{ id: number }>(props.action, body), ALLOTMENT_FORM_FIELDS),
    leaves: true,
    onSuccess: (created) => {
      forgetKeptAllotment();
      // The record page is dynamic: it shows the new registration at once.
      router.push(allotmentSubmittedHref(created.id));
    },
  });

  // Back from 家庭信息: what was typed before leaving, for the choices that still exist.
  const { reset, values } = form;
  useEffect(() => {
    const kept = readKeptAllotment();
    if (!kept) return;
    forgetKeptAllotment();
    const project = projects.find((p) => str(p.id) === kept.projectId);
    const family = new Set(familyMembers.map((m) => str(m.id)));
    reset({
      ...values,
      applicantName: kept.applicantName,
      idNumber: kept.idNumber,
      mobile: kept.mobile,
      ...(project ? { projectId: kept.projectId, unitTypeId: project.unitTypes.some((u) => str(u.id) === kept.unitTypeId) ? kept.unitTypeId : '' } : {}),
      familyMemberIds: kept.familyMemberIds.filter((id) => family.has(id)),
    });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const selected = projects.find((p) => str(p.id) === form.values.projectId);
  const projectField = form.field('projectId');
  // A unit type belongs to its project: choosing another project clears a unit type of the old one.
  const onProject = (value: string) => {
    projectField.onChange(value);
    const units = projects.find((p) => str(p.id) === value)?.unitTypes ?? [];
    const unit = form.values.unitTypeId;
    if (!units.some((u) => str(u.id) === unit)) {
      const next = units.length === 1 ? str(units[0]!.id) : '';
      if (next !== unit) form.set('unitTypeId', next);
    }
  };
  const leaveForFamily = () => {
    const v = form.values;
    const kept: KeptAllotment = { applicantName: v.applicantName, idNumber: v.idNumber, mobile: v.mobile, projectId: v.projectId, unitTypeId: v.unitTypeId, familyMemberIds: v.familyMemberIds };
    keepAllotment(kept);
  };

  return (
    <form className={formStyles.form} {...form.formProps}>
      <HiddenFields values={{ idempotencyKey }} />
      <fieldset className={formStyles.group}>
        <legend className={formStyles.label}>{T.legend.applicant}</legend>
        <TextField field={form.field('applicantName')} label={T.applicantName} hint={props.prefill.applicantName ? T.prefilled : undefined} autoComplete="name" maxLength={20} />
        <TextField
          field={form.field('idNumber')}
          label={T.idNumber}
          hint={props.idNumberMasked ? `${T.idNumberHint}（个人信息中登记的是 ${props.idNumberMasked}）` : T.idNumberHint}
          autoComplete="off"
          maxLength={18}
        />
        <TextField field={form.field('mobile')} label={T.mobile} hint={props.prefill.mobile ? T.prefilled : undefined} type="tel" inputMode="tel" autoComplete="tel" maxLength={11} />
      </fieldset>

      <ChoiceGroup
        type="radio"
        legend={T.legend.project}
        field={{ ...projectField, onChange: onProject }}
        options={projects.map((p) => ({
          value: str(p.id),
          label: (
            <span>
              <strong>{p.name}</strong>（{p.district}）<span className={styles.sub}>{p.window}</span>
            </span>
          ),
        }))}
      />

      <SelectField
        field={form.field('unitTypeId')}
        label={T.legend.unitType}
        placeholder={T.choose}
        hint={selected && selected.unitTypes.length === 0 ? T.noUnitTypes : undefined}
        options={[]}
        // Without a chosen project (or without JavaScript) every project's layouts are offered, grouped.
        groups={(selected ? [selected] : projects).map((p) => ({ key: p.id, label: p.name, options: p.unitTypes.map((u) => ({ value: str(u.id), label: u.label })) }))}
      />

      <ChoiceGroup
        type="checkbox"
        legend={T.legend.family}
        hint={familyMembers.length ? T.familyHint : T.noFamily}
        field={form.field('familyMemberIds')}
        options={familyMembers.map((m) => ({ value: str(m.id), label: m.label }))}
      >
        <a className={styles.familyLink} href={props.familyHref} onClick={leaveForFamily}>
          {T.addFamily}
        </a>
      </ChoiceGroup>

      <p className={styles.notice}>{T.notice}</p>
      <FormActions form={form} submit={T.submit} sending={T.submitting} />
    </form>
  );
}
