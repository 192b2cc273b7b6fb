import { FailureSummary } from '@/components/form/FailureSummary';
import { FORM_REASON } from '@/lib/forms/failure-query';
import { SHOP_API, type IntentionFieldName } from '@/lib/data-docking/shop-links';
import type { ShopChoiceGroup } from '@/lib/data-docking/shops';
import { IntentionFormClient, type ShopChoiceGroupProps } from './IntentionForm.client';
import { formatArea, formatRent, INTENTION_TEXT as T } from './text';
import styles from './Shops.module.css';

export type IntentionFormProps = {
  /** The shops a registration may name (listShopChoices()). */
  choices: readonly ShopChoiceGroup[];
  /** ?shopId= of the page: checked at first when that shop is still offered. */
  shopId?: number;
  /** ?failed=invalid&fields= of the page (a form posted without JavaScript came back): field names only. */
  invalid?: readonly IntentionFieldName[];
  /** ?failed=busy: the last post failed on the server. */
  error?: 'busy';
  /** Tests fix it; pages leave it out and each render makes a new one. */
  idempotencyKey?: string;
};

/**
 * 商铺意向登记 (/t1/register, signed in): the intro, the no-JavaScript error summary, and the
 * form. The idempotency key is made here, once per rendered form, and travels in a hidden field.
 */
export function IntentionForm({ choices, shopId, invalid = [], error, idempotencyKey }: IntentionFormProps) {
  const key = idempotencyKey ?? crypto.randomUUID();
  const groups: ShopChoiceGroupProps[] = choices.map((g) => ({
    projectId: g.projectId,
    projectName: g.projectName,
    district: g.district,
    shops: g.shops.map((s) => ({ id: s.id, label: T.shopChoice({ unitNo: s.unitNo, area: formatArea(s.area), rent: formatRent(s.rent), statusLabel: s.statusLabel }) })),
  }));
  const offered = shopId !== undefined && choices.some((g) => g.shops.some((s) => s.id === shopId));
  const reason = invalid.length ? FORM_REASON.invalid : error;
  return (
    <section className={styles.intention} aria-labelledby="intention-title">
      <h2 id="intention-title" className={styles.detailTitle}>
        {T.title}
      </h2>
      <p>{T.intro}</p>
      <p className={styles.hint}>{T.required}</p>
      <FailureSummary idPrefix="intention" reason={reason} fields={invalid} labels={T.labels} reasons={{ busy: T.busy }} />
      {shopId !== undefined && !offered ? (
        <p className={styles.note} role="note">
          {T.preselectGone}
        </p>
      ) : null}
      <IntentionFormClient action={SHOP_API.insertShopIntention} idempotencyKey={key} groups={groups} preselected={offered ? [shopId] : []} />
    </section>
  );
}
