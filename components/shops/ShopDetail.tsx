import { commercialProjectHref, registerHref, SHOP_PAGES } from '@/lib/data-docking/shop-links';
import type { ShopDetail as ShopDetailRecord } from '@/lib/data-docking/shops';
import { isShopOpenForIntention } from '@/lib/validation/shop-filter';
import { MapLinks } from './MapLinks';
import { Photos } from './Photos';
import { StatusBadge } from './StatusBadge';
import { formatArea, formatRent, SHOP_TEXT as T } from './text';
import styles from './Shops.module.css';

export type ShopDetailProps = { shop: ShopDetailRecord };

/** 商铺信息: photos, key facts, permitted uses, status, its commercial project, and 登记意向. */
export function ShopDetail({ shop }: ShopDetailProps) {
  const open = isShopOpenForIntention(shop.status);
  return (
    <article className={styles.detail} aria-labelledby="shop-title">
      <header className={styles.detailHead}>
        <h2 id="shop-title" className={styles.detailTitle}>
          {shop.project.name} {shop.unitNo}
        </h2>
        <StatusBadge status={shop.status} label={shop.statusLabel} />
      </header>

      <Photos images={shop.images} label={T.photos} />

      <section aria-labelledby="shop-facts" className={styles.section}>
        <h3 id="shop-facts">{T.facts}</h3>
        <dl className={styles.facts}>
          <dt>{T.unitNo}</dt>
          <dd>{shop.unitNo}</dd>
          <dt>{T.floor}</dt>
          <dd>{shop.floorLabel}</dd>
          <dt>{T.area}</dt>
          <dd>{T.areaValue(formatArea(shop.area))}</dd>
          <dt>{T.rent}</dt>
          <dd>{T.rentValue(formatRent(shop.rent))}</dd>
          <dt>{T.use}</dt>
          <dd>
            <ul className={styles.tags}>
              {shop.useLabels.map((u) => (
                <li key={u}>{u}</li>
              ))}
            </ul>
          </dd>
          <dt>{T.status}</dt>
          <dd>{shop.statusLabel}</dd>
          <dt>{T.availableFrom}</dt>
          <dd>{open ? (shop.availableFrom ?? T.availableNow) : T.noDate}</dd>
          <dt>{T.location}</dt>
          <dd>
            <a href={commercialProjectHref(shop.project.id)}>{shop.project.name}</a>（{shop.project.district}）
          </dd>
          <dt>{T.address}</dt>
          <dd>{shop.project.address}</dd>
        </dl>
      </section>

      <div className={styles.actionBar}>
        {open ? (
          <a className={styles.primary} href={registerHref(shop.id)}>
            {T.register}
          </a>
        ) : (
          <p className={styles.disabledAction} aria-disabled="true">
            {T.registerLeased}
          </p>
        )}
        <a className={styles.secondaryLink} href={commercialProjectHref(shop.project.id)}>
          {T.viewProject}
        </a>
        <a className={styles.secondaryLink} href={SHOP_PAGES.search}>
          {T.backToSearch}
        </a>
      </div>

      {shop.description ? (
        <section aria-labelledby="shop-description" className={styles.section}>
          <h3 id="shop-description">{T.description}</h3>
          <p>{shop.description}</p>
        </section>
      ) : null}

      <section aria-labelledby="shop-contact" className={styles.section}>
        <h3 id="shop-contact">{T.contact}</h3>
        <dl className={styles.facts}>
          <dt>{T.contact}</dt>
          <dd>
            {shop.project.contactName} {shop.project.contactPhone}
          </dd>
          <dt>{T.hours}</dt>
          <dd>{shop.project.contactHours}</dd>
        </dl>
        <MapLinks name={shop.project.name} address={shop.project.address} lng={shop.project.lng} lat={shop.project.lat} />
      </section>
    </article>
  );
}
