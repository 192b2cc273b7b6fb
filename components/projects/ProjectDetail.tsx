import Link from 'next/link';
import { FavouriteButton } from '@/components/account/FavouriteButton.client';
import { buildMapLinks } from '@/components/layout/map-links';
import { formatRange, type ProjectDetail as ProjectRecord } from '@/lib/data-docking/projects';
import { HOUSING_BUSINESSES } from '@/lib/eligibility/businesses';
import { formatDate } from '@/lib/format';
import { PROJECT_TEXT as T } from './text';
import styles from './ProjectDetail.module.css';

export type ProjectDetailProps = { project: ProjectRecord };

/** The project page: pictures, key facts, unit types, what is available, where it is and how to apply. */
export function ProjectDetail({ project: p }: ProjectDetailProps) {
  const rental = p.rentMin !== null;
  const business = HOUSING_BUSINESSES[p.businessType];
  const maps = buildMapLinks({ name: p.name, address: p.address, longitude: p.lng, latitude: p.lat });
  return (
    <div>
      <div className={styles.head}>
        <p className={styles.availability}>{p.homesAvailable > 0 ? T.available(p.homesAvailable, p.homesTotal) : T.noneAvailable(p.homesTotal)}</p>
        <FavouriteButton kind="project" contentId={p.id} title={p.name} />
      </div>

      {p.images.length ? (
        <section className={styles.gallery} aria-label={T.gallery}>
          {p.images.map((img, i) => (
            <figure key={img.src}>
              {/* eslint-disable-next-line @next/next/no-img-element -- small local SVG drawings */}
              <img src={img.src} alt={img.alt} width={480} height={320} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
              <figcaption>{img.alt}</figcaption>
            </figure>
          ))}
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="project-facts">
        <h2 id="project-facts">{T.facts}</h2>
        <dl className={styles.facts}>
          <dt>{T.type}</dt>
          <dd>{p.businessLabel}</dd>
          <dt>{T.status}</dt>
          <dd>{p.statusLabel}</dd>
          <dt>{T.district}</dt>
          <dd>{p.district}</dd>
          <dt>{T.address}</dt>
          <dd>{p.address}</dd>
          <dt>{rental ? T.rent : T.price}</dt>
          <dd>{rental ? formatRange(p.rentMin, p.rentMax, T.rentUnit) : formatRange(p.priceMin, p.priceMax, T.priceUnit)}</dd>
          <dt>{T.area}</dt>
          <dd>{formatRange(p.areaMin, p.areaMax, T.areaUnit)}</dd>
          {p.handoverDate ? (
            <>
              <dt>{T.handover}</dt>
              <dd>{formatDate(p.handoverDate)}</dd>
            </>
          ) : null}
          {p.registrationFirstDay && p.registrationLastDay ? (
            <>
              <dt>意向登记</dt>
              <dd>{T.window(formatDate(p.registrationFirstDay), formatDate(p.registrationLastDay))}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="project-units">
        <h2 id="project-units">{rental ? T.units : T.unitsSale}</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{T.unitLayout}</th>
                <th scope="col">{T.unitArea}</th>
                <th scope="col">{rental ? T.unitRent : T.unitPrice}</th>
                <th scope="col">{T.unitAvailable}</th>
              </tr>
            </thead>
            <tbody>
              {p.unitTypes.map((u) => (
                <tr key={u.id}>
                  <th scope="row">{u.layout}</th>
                  <td>{formatRange(u.areaMin, u.areaMax, T.areaUnit)}</td>
                  <td>{rental ? formatRange(u.rentMin, u.rentMax, T.rentUnit) : formatRange(u.priceMin, u.priceMax, T.priceUnit)}</td>
                  <td>
                    {u.homesAvailable} / {u.homesTotal}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {p.description ? (
        <section className={styles.section} aria-labelledby="project-intro">
          <h2 id="project-intro">{T.intro}</h2>
          <p>{p.description}</p>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="project-where">
        <h2 id="project-where">{T.transport}</h2>
        <p>{p.transport}</p>
        {maps.length ? (
          <ul className={styles.links} aria-label={T.map}>
            {maps.map((m) => (
              <li key={m.provider}>
                <a href={m.href} target="_blank" rel="noopener noreferrer">
                  {m.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      {p.facilities.length ? (
        <section className={styles.section} aria-labelledby="project-facilities">
          <h2 id="project-facilities">{T.facilities}</h2>
          <ul className={styles.tags}>
            {p.facilities.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="project-contact">
        <h2 id="project-contact">{T.contact}</h2>
        <p>
          {p.contactName}
          {p.contactPhone ? (
            <>
              {' '}
              · 电话 <a href={`tel:${p.contactPhone.replace(/[^\d+]/g, '')}`}>{p.contactPhone}</a>
            </>
          ) : null}
        </p>
        {p.contactHours ? <p>{p.contactHours}</p> : null}
      </section>

      <section className={styles.section} aria-labelledby="project-apply">
        <h2 id="project-apply">{T.apply}</h2>
        <p>
          <a className={styles.apply} href={business.handleHref}>
            {T.applyLink(business.name)}
          </a>
        </p>
        <p>
          <Link href="/t1/self_check">{T.selfCheck}</Link>
        </p>
      </section>
      <p className={styles.demo}>{T.demo}</p>
    </div>
  );
}
