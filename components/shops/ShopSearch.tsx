import type { Page } from '@/lib/cms/types';
import { shopHref } from '@/lib/data-docking/shop-links';
import type { CommercialProjectOption, ShopCard } from '@/lib/data-docking/shops';
import { toQueryString } from '@/lib/navigation/paths';
import { DISTRICTS } from '@/lib/validation/districts';
import { SHOP_USES } from '@/lib/validation/intention';
import { AREA_BANDS, hasShopFilters, RENT_BANDS, SHOP_SORTS, SHOP_STATUSES, SHOP_KEYWORD_MAX, shopFilterQuery, type ShopFilter } from '@/lib/validation/shop-filter';
import { Pagination } from '@/components/templates/Pagination';
import { formatArea, formatRent, SHOP_TEXT as T } from './text';
import { StatusBadge } from './StatusBadge';
import styles from './Shops.module.css';

export type ShopSearchProps = {
  filter: ShopFilter;
  /** Filter parameters the URL carried but parseShopFilter dropped: a short note says so. */
  dropped?: readonly string[];
  page: Page<ShopCard>;
  projects: readonly CommercialProjectOption[];
  /** The search page's path, e.g. /t1/businessHandle. */
  pathname: string;
  /** Navigation parameters of the page (col1…) kept on every link and sent again by the form. */
  baseQuery?: Record<string, string>;
};

/**
 * 商铺查询: a GET form with every filter (works without JavaScript; the filters live in the URL, so
 * a filtered list can be shared), the count, sort links, the result cards, paging, and an empty
 * state that offers to clear the filters.
 */
export function ShopSearch({ filter, dropped = [], page, projects, pathname, baseQuery = {} }: ShopSearchProps) {
  const filterQuery = shopFilterQuery(filter, { pageNum: false });
  const listQuery = { ...baseQuery, ...filterQuery };
  const clearHref = `${pathname}${toQueryString(baseQuery)}`;
  const sortHref = (sort: string) => `${pathname}${toQueryString({ ...baseQuery, ...filterQuery, sort: sort === 'newest' ? undefined : sort })}`;
  const filtered = hasShopFilters(filter);

  return (
    <div className={styles.search}>
      <form className={styles.filters} method="get" action={pathname} role="search" aria-label={T.filters}>
        {Object.entries(baseQuery).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        {filter.sort !== 'newest' ? <input type="hidden" name="sort" value={filter.sort} /> : null}
        <div className={styles.filterGrid}>
          <Select name="district" label={T.district} value={filter.district} options={DISTRICTS.map((d) => ({ value: d.code, label: d.label }))} />
          <Select
            name="project"
            label={T.project}
            value={filter.project === undefined ? undefined : String(filter.project)}
            options={projects.map((p) => ({ value: String(p.id), label: `${p.name}（${p.district}）` }))}
          />
          <Select name="area" label={T.area} value={filter.area?.code} options={AREA_BANDS.map((b) => ({ value: b.code, label: b.label }))} />
          <Select name="rent" label={T.rent} value={filter.rent?.code} options={RENT_BANDS.map((b) => ({ value: b.code, label: b.label }))} />
          <Select name="use" label={T.use} value={filter.use} options={SHOP_USES.map((u) => ({ value: u.code, label: u.label }))} />
          <Select name="status" label={T.status} value={filter.status} options={SHOP_STATUSES.map((s) => ({ value: s.code, label: s.label }))} />
          <div className={`${styles.control} ${styles.keyword}`}>
            <label htmlFor="shop-keyword">{T.keyword}</label>
            <input
              id="shop-keyword"
              name="keyword"
              type="search"
              defaultValue={filter.keyword ?? ''}
              maxLength={SHOP_KEYWORD_MAX}
              aria-describedby="shop-keyword-hint"
              className={styles.input}
            />
            <span id="shop-keyword-hint" className={styles.hint}>
              {T.keywordHint}
            </span>
          </div>
        </div>
        <div className={styles.filterActions}>
          <button type="submit" className={styles.primary}>
            {T.apply}
          </button>
          {filtered ? (
            <a href={clearHref} className={styles.secondaryLink}>
              {T.clear}
            </a>
          ) : null}
        </div>
        {dropped.length > 0 ? (
          <p className={styles.note} role="note">
            {T.dropped}
          </p>
        ) : null}
      </form>

      <div className={styles.resultHead}>
        <p className={styles.total} aria-live="polite">
          {T.total(page.total)}
        </p>
        <nav aria-label={T.sortBy} className={styles.sorts}>
          <span className={styles.sortLabel}>{T.sortBy}：</span>
          <ul>
            {SHOP_SORTS.map((s) => (
              <li key={s.code}>
                <a href={sortHref(s.code)} aria-current={filter.sort === s.code ? 'true' : undefined} className={filter.sort === s.code ? styles.sortActive : undefined}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {page.records.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{filtered ? T.empty : T.noShops}</p>
          {filtered ? (
            <>
              <p className={styles.hint}>{T.emptyHint}</p>
              <a href={clearHref} className={styles.secondaryLink}>
                {T.clear}
              </a>
            </>
          ) : null}
        </div>
      ) : (
        <ul className={styles.cards} aria-label={T.results}>
          {page.records.map((shop) => (
            <li key={shop.id} className={styles.card}>
              {shop.image ? (
                // eslint-disable-next-line @next/next/no-img-element -- small local SVG drawings; next/image adds nothing here
                <img src={shop.image.src} alt={shop.image.alt} width={240} height={160} loading="lazy" className={styles.cardImage} />
              ) : null}
              <div className={styles.cardBody}>
                <h2 className={styles.cardTitle}>
                  <a href={shopHref(shop.id)}>
                    {shop.projectName} {shop.unitNo}
                  </a>
                </h2>
                <StatusBadge status={shop.status} label={shop.statusLabel} />
                <dl className={styles.cardFacts}>
                  <div>
                    <dt>{T.floor}</dt>
                    <dd>{shop.floorLabel}</dd>
                  </div>
                  <div>
                    <dt>{T.area}</dt>
                    <dd>{T.areaValue(formatArea(shop.area))}</dd>
                  </div>
                  <div>
                    <dt>{T.rent}</dt>
                    <dd>{T.rentValue(formatRent(shop.rent))}</dd>
                  </div>
                  <div>
                    <dt>{T.use}</dt>
                    <dd>{shop.useLabels.join('、')}</dd>
                  </div>
                  <div>
                    <dt>{T.availableFrom}</dt>
                    <dd>{shop.status === 'leased' ? T.noDate : (shop.availableFrom ?? T.availableNow)}</dd>
                  </div>
                </dl>
                <p className={styles.cardWhere}>{shop.district}</p>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Pagination pageNum={page.pageNum} pages={page.pages} total={page.total} pathname={pathname} query={listQuery} />
    </div>
  );
}

type SelectProps = { name: string; label: string; value: string | undefined; options: { value: string; label: string }[] };

function Select({ name, label, value, options }: SelectProps) {
  const id = `shop-filter-${name}`;
  return (
    <div className={styles.control}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''} className={styles.input}>
        <option value="">{T.any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
