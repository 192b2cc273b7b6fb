import Link from 'next/link';
import { FailureSummary } from '@/components/form/FailureSummary';
import { GetButton } from '@/components/form/GetButton';
import { formStyles } from '@/components/form/form-styles';
import type { ReadFormFailure } from '@/lib/forms/failure-query';
import { familyPageHref, type FamilyPageState } from '@/lib/register/personal-pages';
import type { ACCOUNT_FORM_FIELDS } from '@/lib/validation/account-fields';
import { ConfirmAction } from '@/components/form/ConfirmAction.client';
import { PERSONAL_API } from '@/lib/api-client/personal-center';
import { FamilyMemberForm, type Member } from './FamilyMemberForm.client';
import { INFO_TEXT as I } from './personal-info-text';
import { PC_TEXT } from './personal-text';
import styles from './PersonalInfo.module.css';

export type FamilyMembersProps = {
  members: Member[];
  /** ?add=1, ?edit=<id>, ?saved=<id>, ?removed=1, ?returnTo=<same-origin path>. */
  state: FamilyPageState;
  failure: ReadFormFailure<(typeof ACCOUNT_FORM_FIELDS.familyMember)[number], 'duplicate'>;
};

/**
 * 家庭信息: the family members of a public-rental filing. Server markup: the list, and the one form
 * the address opens (add or edit; deleting asks the one confirmation in place), so every step works without
 * JavaScript; the forms are kit leaves. A page that sent the citizen here (?returnTo=, e.g. the
 * allotment registration form) gets its 「返回」 link, first of all after a member was saved.
 */
export function FamilyMembers({ members, state, failure }: FamilyMembersProps) {
  const { returnTo } = state;
  const editing = state.edit ? members.find((m) => m.id === state.edit) : undefined;
  const adding = !editing && (state.add || (failure.reason !== undefined && !state.edit));
  const saved = state.saved ? members.find((m) => m.id === state.saved) : undefined;
  const href = (s: FamilyPageState) => familyPageHref({ ...s, returnTo });
  const backLink = returnTo ? (
    <Link href={returnTo} className={saved ? formStyles.primary : formStyles.secondary}>
      {I.back}
    </Link>
  ) : null;

  return (
    <div className={formStyles.form}>
      <p className={formStyles.status} role="status">
        {saved ? I.savedMember(saved.name) : state.removed ? I.removedMember : ''}
      </p>
      {saved && returnTo ? (
        <div className={formStyles.notice}>
          <p>{I.backHint}</p>
          {backLink}
        </div>
      ) : backLink ? (
        <div className={formStyles.actions}>{backLink}</div>
      ) : null}

      {members.length === 0 ? (
        <div className={styles.panel}>
          <p className={styles.panelTitle}>{PC_TEXT.noMembers}</p>
          <p className={formStyles.hint}>{PC_TEXT.noMembersHint}</p>
        </div>
      ) : (
        <table className={styles.members}>
          <thead>
            <tr>
              <th scope="col">{I.memberLabels.name}</th>
              <th scope="col">{I.memberLabels.relation}</th>
              <th scope="col">{I.memberLabels.idNumber}</th>
              <th scope="col">{I.memberLabels.phone}</th>
              <th scope="col">{I.actions}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.id}>
                <td data-label={I.memberLabels.name}>{m.name}</td>
                <td data-label={I.memberLabels.relation}>{m.relation}</td>
                <td data-label={I.memberLabels.idNumber}>{m.idNumberMasked}</td>
                <td data-label={I.memberLabels.phone}>{m.phone || '—'}</td>
                <td data-label={I.actions}>
                  <span className={styles.rowActions}>
                    <GetButton href={href({ edit: m.id })} className={styles.small} aria-label={I.editLabel(m.name)}>
                      {PC_TEXT.edit}
                    </GetButton>
                    <ConfirmAction
                      kind="delete"
                      subject={PC_TEXT.removeSubject(m.name)}
                      action={PERSONAL_API.deleteFamilyMember}
                      fields={returnTo ? { id: m.id, returnTo } : { id: m.id }}
                      cancelHref={href({})}
                    />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {editing || adding ? (
        <section className={styles.panel}>
          <h2 id="family-form-title" className={styles.panelTitle}>
            {editing ? I.editMember(editing.name) : PC_TEXT.add}
          </h2>
          <FailureSummary idPrefix="family" reason={failure.reason} fields={failure.fields} labels={I.memberLabels} reasons={{ duplicate: I.duplicate }} />
          <FamilyMemberForm key={editing?.id ?? 'new'} member={editing} returnTo={returnTo} titleId="family-form-title" />
        </section>
      ) : (
        <div className={formStyles.actions}>
          <GetButton href={href({ add: true })} className={formStyles.primary}>
            {PC_TEXT.add}
          </GetButton>
        </div>
      )}
    </div>
  );
}
