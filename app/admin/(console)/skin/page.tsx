import type { Metadata } from 'next';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { firstParam } from '@/components/admin/FormError';
import { MourningForm } from '@/components/admin/MourningForm.client';
import { FailureSummary } from '@/components/form/FailureSummary';
import { getMourningSetting, getSkinStateNow } from '@/lib/background/web-skins';
import { readFormFailure } from '@/lib/forms/failure-query';
import { requireStaffPage } from '@/lib/staff/current';
import { cityDateTimeValue, MOURNING_FIELDS, MOURNING_LABELS, MOURNING_MSG } from '@/lib/validation/mourning';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: '哀悼模式' };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** What a field says after a post without JavaScript came back naming it (only names travel). */
const NO_SCRIPT_MESSAGES: Record<(typeof MOURNING_FIELDS)[number], string> = {
  mode: MOURNING_MSG.mode,
  from: MOURNING_MSG.time,
  until: `${MOURNING_MSG.time}；${MOURNING_MSG.order}，且须晚于现在`,
};

const shown = (iso: string | null) => (iso ? cityDateTimeValue(iso).replace('T', ' ') : '');

/** 管理员 switches the whole site to grey (mourning) now or for a time window, and back. */
export default async function SkinPage({ searchParams }: PageProps) {
  const session = await requireStaffPage('settings.manage');
  const query = await searchParams;
  const failure = readFormFailure((n) => firstParam(query[n]) ?? null, MOURNING_FIELDS);
  const [setting, { mourning, nextSwitchAt }] = await Promise.all([getMourningSetting(), getSkinStateNow()]);
  const initialErrors = Object.fromEntries(failure.fields.map((f) => [f, NO_SCRIPT_MESSAGES[f]]));
  return (
    <ConsoleFrame session={session} current="skin">
      <h1 className={styles.heading}>哀悼模式</h1>
      <section className={styles.card} aria-labelledby="skin-now">
        <h2 id="skin-now" className={styles.subheading}>
          当前状态
        </h2>
        <p data-testid="skin-state">
          网站当前以<strong>{mourning ? '灰色（哀悼模式）' : '彩色（正常）'}</strong>显示。
          {setting.mode === 'window' ? `已设定时段：${shown(setting.from)} 至 ${shown(setting.until)}（北京时间）。` : null}
          {nextSwitchAt ? `将于 ${shown(new Date(nextSwitchAt).toISOString())} 自动切换。` : null}
        </p>
        {firstParam(query.saved) === '1' ? (
          <p role="status" className={styles.hint}>
            已保存设置，全站页面已更新。
          </p>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="skin-edit">
        <h2 id="skin-edit" className={styles.subheading}>
          设置
        </h2>
        <FailureSummary idPrefix="mourning" reason={failure.reason} fields={failure.fields} labels={MOURNING_LABELS} />
        <MourningForm
          initial={{ mode: setting.mode, from: cityDateTimeValue(setting.from), until: cityDateTimeValue(setting.until) }}
          initialErrors={initialErrors}
        />
      </section>
    </ConsoleFrame>
  );
}
