import { FailureSummary } from '@/components/form/FailureSummary';
import { GetButton } from '@/components/form/GetButton';
import { formStyles } from '@/components/form/form-styles';
import type { ReadFormFailure } from '@/lib/forms/failure-query';
import { BASIC_INFO_PAGE } from '@/lib/register/personal-pages';
import { BasicInfoForm, type Profile } from './BasicInfoForm.client';
import { INFO_TEXT as I } from './personal-info-text';
import { PC_TEXT } from './personal-text';
import styles from './PersonalInfo.module.css';

export type BasicInfoProps = {
  profile: Profile;
  /** ?edit=1: the form is open (a link, so it opens without JavaScript too). */
  editing: boolean;
  /** ?saved=1 after a save. */
  saved: boolean;
  failure: ReadFormFailure<'name' | 'idNumber' | 'email' | 'address', never>;
};

/** 基本信息: shown as saved, with 编辑 opening the form; server markup, the form is the only client part. */
export function BasicInfo({ profile, editing, saved, failure }: BasicInfoProps) {
  if (editing || failure.reason) {
    return (
      <div className={formStyles.form}>
        <FailureSummary idPrefix="basic-info" reason={failure.reason} fields={failure.fields} labels={I.labels} />
        <BasicInfoForm initial={profile} />
      </div>
    );
  }
  const value = (v: string) => v || <span className={styles.muted}>{I.notFilled}</span>;
  return (
    <div>
      <dl className={styles.facts}>
        <dt>{I.labels.userMobile}</dt>
        <dd>{profile.userMobile}</dd>
        <dt>{I.labels.name}</dt>
        <dd>{value(profile.name)}</dd>
        <dt>{I.labels.idNumber}</dt>
        <dd>{value(profile.idNumberMasked)}</dd>
        <dt>{I.labels.email}</dt>
        <dd>{value(profile.email)}</dd>
        <dt>{I.labels.address}</dt>
        <dd>{value(profile.address)}</dd>
      </dl>
      <div className={formStyles.actions}>
        <GetButton href={`${BASIC_INFO_PAGE}?edit=1`} className={formStyles.primary}>
          {PC_TEXT.edit}
        </GetButton>
        <p className={formStyles.status} role="status">
          {saved ? PC_TEXT.saved : ''}
        </p>
      </div>
    </div>
  );
}
