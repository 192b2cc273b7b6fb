import { SHOP_PAGES, shopHref } from '@/lib/data-docking/shop-links';
import type { CommercialProjectDetail } from '@/lib/data-docking/shops';
import { toQueryString } from '@/lib/navigation/paths';
import { MapLinks } from './MapLinks';
import { Photos } from './Photos';
import { StatusBadge } from './StatusBadge';
import { formatArea, formatRent, SHOP_TEXT as T } from './text';
import styles from './Shops.module.css';

export type CommercialProjectViewProps = { project: CommercialProjectDetail };

/** 商业项目信息: description, photos, occupancy (rate and counts by status), its shops, map links. */
export function CommercialProjectView({ project }: CommercialProjectViewProps) {
  const searchHref = `${SHOP_PAGES.search}${toQueryString({ project: project.id })}`;
  return (
    <article className={styles.detail} aria-labelledby="project-title">
      <header className={styles.detailHead}>
        <h2 id="project-title" className={styles.detailTitle}>
          {project.name}
        </h2>
        <p className={styles.cardWhere}>
          {project.district}｜{project.address}
        </p>
      </header>

      <Photos images={project.images} label={T.projectPhotos} />

      {project.description ? (
        <section aria-labelledby="project-intro" className={styles.section}>
          <h3 id="project-intro">{T.projectIntro}</h3>
          <p>{project.description}</p>
        </section>
      ) : null}

      <section aria-labelledby="project-occupancy" className={styles.section}>
        <h3 id="project-occupancy">{T.occupancy}</h3>
        <div className={styles.occupancy}>
          <p className={styles.rate}>
            <span className={styles.rateLabel}>{T.occupancyRate}</span>
            <strong>{T.percent(project.occupancyRate)}</strong>
          </p>
          <div className={styles.meter} aria-hidden="true">
            <span style={{ width: `${Math.min(100, Math.max(0, project.occupancyRate * 100))}%` }} />
          </div>
          <dl className={styles.counts}>
            {project.statusCounts.map((c) => (
              <div key={c.status}>
                <dt>{c.label}</dt>
                <dd>
                  {T.count(c.count)}｜{T.areaValue(formatArea(c.area))}
                </dd>
              </div>
            ))}
            <div>
              <dt>{T.totalArea}</dt>
              <dd>{T.areaValue(formatArea(project.totalArea))}</dd>
            </div>
          </dl>
          <p className={styles.hint}>{T.occupancyNote}</p>
        </div>
      </section>

      <section aria-labelledby="project-shops" className={styles.section}>
        <h3 id="project-shops">{T.shopsOf}</h3>
        {project.shops.length === 0 ? (
          <p>{T.noProjectShops}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">
                {project.name}
                {T.shopsOf}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{T.unitNo}</th>
                  <th scope="col">{T.floor}</th>
                  <th scope="col">{T.area}</th>
                  <th scope="col">{T.rent}</th>
                  <th scope="col">{T.use}</th>
                  <th scope="col">{T.status}</th>
                  <th scope="col">{T.availableFrom}</th>
                </tr>
              </thead>
              <tbody>
                {project.shops.map((s) => (
                  <tr key={s.id}>
                    <th scope="row" data-label={T.unitNo}>
                      <a href={shopHref(s.id)}>{s.unitNo}</a>
                    </th>
                    <td data-label={T.floor}>{s.floorLabel}</td>
                    <td data-label={T.area}>{T.areaValue(formatArea(s.area))}</td>
                    <td data-label={T.rent}>{T.rentValue(formatRent(s.rent))}</td>
                    <td data-label={T.use}>{s.useLabels.join('、')}</td>
                    <td data-label={T.status}>
                      <StatusBadge status={s.status} label={s.statusLabel} />
                    </td>
                    <td data-label={T.availableFrom}>{s.status === 'leased' ? T.noDate : (s.availableFrom ?? T.availableNow)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p>
          <a href={searchHref}>{T.backToSearch}</a>
        </p>
      </section>

      <section aria-labelledby="project-contact" className={styles.section}>
        <h3 id="project-contact">{T.contact}</h3>
        <dl className={styles.facts}>
          <dt>{T.contact}</dt>
          <dd>
            {project.contactName} {project.contactPhone}
          </dd>
          <dt>{T.hours}</dt>
          <dd>{project.contactHours}</dd>
          <dt>{T.address}</dt>
          <dd>{project.address}</dd>
        </dl>
        <MapLinks name={project.name} address={project.address} lng={project.lng} lat={project.lat} />
      </section>
    </article>
  );
}
