import type { ReactNode } from 'react';
import { buildMapLinks } from '@/components/layout/map-links';
import { HOUSING_BUSINESSES } from '@/lib/eligibility/businesses';
import { formatDate, formatFileSize } from '@/lib/format';
import { MATERIAL_FORM_LABELS, SELF_CHECK_PATH, type BusinessGuide as Guide, type GuideMode, type ServiceHall } from '@/lib/business/guides';
import type { GuideNotice } from '@/lib/business/guide-notices';
import { ACTION_LINKS } from '@/lib/business/action-links';
import { BIZ_TEXT as T } from './text';
import styles from './BusinessGuide.module.css';

export type BusinessGuideProps = {
  guide: Guide;
  /** 业务介绍 leads with conditions and FAQ; 业务办理 with materials, steps and halls. */
  mode: GuideMode;
  /** Latest notices of the guide's notice column (lib/business/guide-notices.ts). */
  notices: readonly GuideNotice[];
  /** The notice column's list page, for 更多通知. */
  noticesMoreHref?: string | null;
  /** An online form shown first on a 业务办理 page (the allotment-sale registration on /t1/ywbl_01). */
  registration?: ReactNode;
  /** Where the self-check lives (defaults to SELF_CHECK_PATH). */
  selfCheckHref?: string;
};

type SectionId = 'online' | 'conditions' | 'materials' | 'steps' | 'halls' | 'faq' | 'notices';

const ORDER: Record<GuideMode, readonly SectionId[]> = {
  introduce: ['conditions', 'faq', 'materials', 'steps', 'halls', 'notices'],
  handle: ['online', 'materials', 'steps', 'halls', 'conditions', 'faq', 'notices'],
};

/** "0000-86601188" → "tel:000086601188". */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A business guide (业务介绍 or 业务办理): every section from the guide's data, rendered on the server. */
export function BusinessGuide({ guide, mode, notices, noticesMoreHref, registration, selfCheckHref = SELF_CHECK_PATH }: BusinessGuideProps) {
  const { business } = guide;
  const sections = ORDER[mode].filter((id) => id !== 'online' || registration);
  const sectionId = (id: SectionId) => `guide-${guide.code}-${id}`;
  const otherPage =
    mode === 'introduce'
      ? business.handleHref !== business.introHref && { href: business.handleHref, label: T.toHandle }
      : business.handleHref !== business.introHref && { href: business.introHref, label: T.toIntroduce };

  // The self-check and the projects, under the summary and again under the conditions they test.
  // 公租房 and 保租房（个人） are applied for online (lib/applications): the guide leads there first.
  const applyHref = guide.code === 'gzf' ? ACTION_LINKS.gzfApply : guide.code === 'bzf' ? ACTION_LINKS.bzfApplyPerson : null;
  const guideLinks = (more: ReactNode = null) => (
    <p className={styles.actions}>
      {applyHref ? (
        <a className={styles.primaryLink} href={applyHref}>
          {T.apply(business.name)}
        </a>
      ) : null}
      <a className={styles.primaryLink} href={selfCheckHref}>
        {T.selfCheck}
      </a>
      <a className={styles.secondaryLink} href={guide.projectsHref}>
        {T.projects(business.name)}
      </a>
      {more}
    </p>
  );

  const render: Record<SectionId, () => ReactNode> = {
    online: () => (
      <Section key="online" id={sectionId('online')} title={guide.online?.label ?? T.sections.online}>
        {guide.online ? <p className={styles.lead}>{guide.online.detail}</p> : null}
        {registration}
      </Section>
    ),
    conditions: () => (
      <Section key="conditions" id={sectionId('conditions')} title={T.sections.conditions}>
        <ul className={styles.conditions}>
          {guide.conditions.map((c) => (
            <li key={c.title} className={styles.condition}>
              <h3 className={styles.conditionTitle}>{c.title}</h3>
              <p className={styles.conditionDetail}>{c.detail}</p>
            </li>
          ))}
        </ul>
        <p className={styles.note}>{guide.conditionsNote}</p>
        {guideLinks()}
      </Section>
    ),
    materials: () => (
      <Section key="materials" id={sectionId('materials')} title={T.sections.materials}>
        <table className={styles.materials}>
          <caption className="visually-hidden">{T.materialsCaption(business.name)}</caption>
          <thead>
            <tr>
              <th scope="col">{T.materialCols.name}</th>
              <th scope="col">{T.materialCols.copies}</th>
              <th scope="col">{T.materialCols.form}</th>
              <th scope="col">{T.materialCols.note}</th>
              <th scope="col">{T.materialCols.download}</th>
            </tr>
          </thead>
          <tbody>
            {guide.materials.map((m) => (
              <tr key={m.name}>
                <th scope="row" className={styles.materialName}>
                  {m.name}
                </th>
                <td data-label={T.materialCols.copies}>{T.copies(m.copies)}</td>
                <td data-label={T.materialCols.form}>{MATERIAL_FORM_LABELS[m.form]}</td>
                <td data-label={T.materialCols.note}>{m.note ?? T.noDownload}</td>
                <td data-label={T.materialCols.download}>
                  {m.download ? (
                    <a
                      href={m.download.url}
                      download={m.download.fileName}
                      aria-label={T.downloadLabel(m.download.title, m.download.type, formatFileSize(m.download.size))}
                    >
                      {T.download(m.download.type, formatFileSize(m.download.size))}
                    </a>
                  ) : (
                    T.noDownload
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.note}>{guide.materialsNote}</p>
      </Section>
    ),
    steps: () => (
      <Section key="steps" id={sectionId('steps')} title={T.sections.steps}>
        <ol className={styles.steps}>
          {guide.steps.map((s, i) => (
            <li key={s.title} className={styles.step}>
              <span className={styles.stepNo} aria-hidden="true">
                {i + 1}
              </span>
              <div className={styles.stepBody}>
                <h3 className={styles.stepTitle}>
                  <span className="visually-hidden">{T.stepNo(i + 1)}：</span>
                  {s.title}
                </h3>
                <p className={styles.stepMeta}>
                  <span>
                    {T.actor}：{s.actor}
                  </span>
                  <span>
                    {T.duration}：{s.duration}
                  </span>
                </p>
                <p className={styles.stepDetail}>{s.detail}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
    ),
    halls: () => (
      <Section key="halls" id={sectionId('halls')} title={T.sections.halls}>
        <ul className={styles.halls}>
          {guide.halls.map((h) => (
            <HallCard key={h.id} hall={h} />
          ))}
        </ul>
      </Section>
    ),
    faq: () => (
      <Section key="faq" id={sectionId('faq')} title={T.sections.faq}>
        <div className={styles.faq}>
          {guide.faq.map((f) => (
            <details key={f.question} className={styles.faqItem}>
              <summary className={styles.faqQuestion}>{f.question}</summary>
              <p className={styles.faqAnswer}>{f.answer}</p>
            </details>
          ))}
        </div>
      </Section>
    ),
    notices: () => (
      <Section key="notices" id={sectionId('notices')} title={T.sections.notices}>
        {notices.length === 0 ? (
          <p className={styles.muted}>{T.noNotices}</p>
        ) : (
          <ul className={styles.notices}>
            {notices.map((n) => (
              <li key={n.href}>
                <a href={n.href}>{n.title}</a>
                <time dateTime={n.publishAt}>{formatDate(n.publishAt)}</time>
              </li>
            ))}
          </ul>
        )}
        {noticesMoreHref ? (
          <p className={styles.more}>
            <a href={noticesMoreHref}>{T.moreNotices} →</a>
          </p>
        ) : null}
      </Section>
    ),
  };

  return (
    <div className={styles.guide}>
      <div className={styles.intro}>
        <p className={styles.summary}>{guide.summary}</p>
        {guideLinks(
          otherPage ? (
            <a className={styles.secondaryLink} href={otherPage.href}>
              {otherPage.label}
            </a>
          ) : null,
        )}
      </div>
      <nav className={styles.toc} aria-label={T.onThisPage}>
        <ul>
          {sections.map((id) => (
            <li key={id}>
              <a href={`#${sectionId(id)}`}>{id === 'online' ? (guide.online?.label ?? T.sections.online) : T.sections[id]}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((id) => render[id]())}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-h`} id={id}>
      <h2 id={`${id}-h`} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function HallCard({ hall }: { hall: ServiceHall }) {
  const maps = buildMapLinks({ name: hall.name, address: hall.address, longitude: hall.lng, latitude: hall.lat });
  return (
    <li className={styles.hall}>
      <h3 className={styles.hallName}>{hall.name}</h3>
      <p className={styles.hallAddress}>
        <span className={styles.badge}>{hall.district}</span> {hall.address}
      </p>
      <dl className={styles.hallFacts}>
        <dt>{T.hallHours}</dt>
        <dd>
          {hall.hours.map((line) => (
            <span key={line} className={styles.hourLine}>
              {line}
            </span>
          ))}
        </dd>
        <dt>{T.hallPhone}</dt>
        <dd>
          <a href={telHref(hall.phone)}>{hall.phone}</a>
        </dd>
        <dt>{T.hallTransport}</dt>
        <dd>{hall.transport}</dd>
        <dt>{T.hallBusinesses}</dt>
        <dd>{hall.businesses.map((c) => HOUSING_BUSINESSES[c].name).join('、')}</dd>
      </dl>
      {maps.length ? (
        <p className={styles.maps}>
          <span className={styles.mapsLabel}>{T.hallMap}</span>
          {maps.map((m) => (
            <a key={m.provider} href={m.href} target="_blank" rel="noopener noreferrer">
              {m.label}
              <span className="visually-hidden">{T.mapOpensNew}</span>
            </a>
          ))}
        </p>
      ) : null}
    </li>
  );
}
