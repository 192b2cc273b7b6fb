import type { Page } from '@/lib/cms/types';
import type { ProjectCard } from '@/lib/data-docking/projects';
import { formatRange } from '@/lib/data-docking/projects';
import type { HousingBusinessCode } from '@/lib/eligibility/businesses';
import { toQueryString } from '@/lib/navigation/paths';
import { DISTRICTS } from '@/lib/validation/districts';
import {
  AREA_BANDS,
  businessLabel,
  hasProjectFilters,
  LAYOUTS,
  PRICE_BANDS,
  PROJECT_KEYWORD_MAX,
  PROJECT_SORTS,
  PROJECT_STATUSES,
  projectFilterQuery,
  RENT_BANDS,
  type ProjectFilter,
} from '@/lib/validation/project-filter';
import { Pagination } from '@/components/templates/Pagination';
import { PROJECT_TEXT as T } from './text';
import styles from './ProjectFinder.module.css';

export type ProjectFinderProps = {
  /** The finder's public route, e.g. /t1/xmzs. */
  routePath: string;
  /** Column trail parameters kept on every link and in the form (col1…, special). */
  trail: Record<string, string>;
  /** The business types this route lists. */
  types: readonly HousingBusinessCode[];
  filter: ProjectFilter;
  dropped: readonly string[];
  page: Page<ProjectCard>;
};

type Option = { code: string; label: string };

function Select({ name, label, options, value }: { name: string; label: string; options: readonly Option[]; value: string | undefined }) {
  return (
    <label className={styles.field}>
      {label}
      <select name={name} defaultValue={value ?? ''}>
        <option value="">{T.any}</option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One result: picture, name, badges, what is available and at what rent or price. */
export function ProjectCardView({ project: p }: { project: ProjectCard }) {
  const href = `/t1/projectDetail?projectId=${p.id}`;
  const money = p.rentMin !== null ? formatRange(p.rentMin, p.rentMax, T.rentUnit) : formatRange(p.priceMin, p.priceMax, T.priceUnit);
  return (
    <article className={styles.card}>
      {p.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- small local SVG drawings; next/image would add a loader for nothing
        <img src={p.image.src} alt={p.image.alt} width={480} height={320} loading="lazy" decoding="async" />
      ) : null}
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <a href={href}>{p.name}</a>
        </h2>
        <p className={styles.badges}>
          <span className={styles.badge}>{p.businessLabel}</span>
          <span className={styles.badge} data-status={p.status}>
            {p.statusLabel}
          </span>
          <span className={styles.badge}>{p.district}</span>
        </p>
        <p className={styles.meta}>
          <span className={styles.strong}>{p.homesAvailable > 0 ? T.available(p.homesAvailable, p.homesTotal) : T.noneAvailable(p.homesTotal)}</span>
        </p>
        {money ? <p className={styles.meta}>{money}</p> : null}
        <p className={styles.meta}>
          {formatRange(p.areaMin, p.areaMax, T.areaUnit)}
          {p.layouts.length ? ` · ${p.layouts.join('、')}` : ''}
        </p>
        <p className={styles.meta}>{p.address}</p>
      </div>
    </article>
  );
}

/**
 * The project finder: a GET form (works without JavaScript; the URL is the filter, so a filtered
 * list can be shared), the count, sorting, results and paging, all rendered on the server.
 */
export function ProjectFinder({ routePath, trail, types, filter, dropped, page }: ProjectFinderProps) {
  const query = projectFilterQuery(filter, { pageNum: false });
  const rentable = types.some((t) => t === 'gzf' || t === 'bzf');
  const saleable = types.some((t) => t === 'psx' || t === 'gycq');
  const clearHref = `${routePath}${toQueryString(trail)}`;
  const sortHref = (sort: string) => `${routePath}${toQueryString({ ...trail, ...query, sort: sort === 'newest' ? undefined : sort })}`;
  return (
    <div>
      <form method="get" action={routePath} role="search" aria-label={T.filters}>
        {Object.entries(trail).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        {filter.sort !== 'newest' ? <input type="hidden" name="sort" value={filter.sort} /> : null}
        <fieldset className={styles.filters}>
          <legend>{T.filters}</legend>
          {types.length > 1 ? (
            <Select name="type" label={T.type} options={types.map((t) => ({ code: t, label: businessLabel(t) }))} value={filter.type} />
          ) : null}
          <Select name="district" label={T.district} options={DISTRICTS} value={filter.district} />
          <Select name="status" label={T.status} options={PROJECT_STATUSES} value={filter.status} />
          {rentable ? <Select name="rent" label={T.rent} options={RENT_BANDS} value={filter.rent?.code} /> : null}
          {saleable ? <Select name="price" label={T.price} options={PRICE_BANDS} value={filter.price?.code} /> : null}
          <Select name="area" label={T.area} options={AREA_BANDS} value={filter.area?.code} />
          <Select name="layout" label={T.layout} options={LAYOUTS} value={filter.layout === undefined ? undefined : String(filter.layout)} />
          <label className={`${styles.field} ${styles.wide}`}>
            {T.keyword}
            <input type="search" name="keyword" defaultValue={filter.keyword ?? ''} maxLength={PROJECT_KEYWORD_MAX} placeholder={T.keywordHint} />
          </label>
          <div className={styles.actions}>
            <button type="submit" className={styles.submit}>
              {T.search}
            </button>
            {hasProjectFilters(filter) ? <a href={clearHref}>{T.clear}</a> : null}
          </div>
        </fieldset>
      </form>

      {dropped.length > 0 ? (
        <p className={styles.notice} role="status">
          {T.dropped}
        </p>
      ) : null}

      <div className={styles.bar}>
        <p className={styles.count} role="status">
          {T.count(page.total)}
        </p>
        <nav aria-label={T.sort}>
          <ul className={styles.sorts}>
            {PROJECT_SORTS.map((s) => (
              <li key={s.code}>
                <a href={sortHref(s.code)} aria-current={filter.sort === s.code ? 'true' : undefined}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {page.records.length > 0 ? (
        <ul className={styles.list} data-grow-list="">
          {page.records.map((p) => (
            <li key={p.id}>
              <ProjectCardView project={p} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <p className={styles.strong}>{T.empty}</p>
          <p>{T.emptyHint}</p>
          <a href={clearHref}>{T.clear}</a>
        </div>
      )}
      <Pagination pageNum={page.pageNum} pages={page.pages} total={page.total} pathname={routePath} query={{ ...trail, ...query }} growOnPhone />
      <p className={styles.demo}>{T.demo}</p>
    </div>
  );
}
