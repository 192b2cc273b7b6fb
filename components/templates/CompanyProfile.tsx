import type { ReactNode } from 'react';
import type { CompanyIntroduce } from '@/lib/cms/types';
import { T } from './strings';
import { RichText } from './RichText';
import styles from './CompanyProfile.module.css';
import prose from './prose.module.css';

export type CompanyProfileProps = { company: CompanyIntroduce };

function foundedLabel(value: string | null): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : value;
}

/** 公司简介: the introduction and a table of the company's registered facts. */
export function CompanyProfile({ company }: CompanyProfileProps) {
  const facts: { label: string; value: ReactNode }[] = [
    { label: T.facts.name, value: company.name },
    {
      label: T.facts.foundedOn,
      value: company.foundedOn ? <time dateTime={company.foundedOn}>{foundedLabel(company.foundedOn)}</time> : '',
    },
    { label: T.facts.registeredCapital, value: company.registeredCapital },
    { label: T.facts.address, value: company.address },
    { label: T.facts.postcode, value: company.postcode },
    { label: T.facts.phone, value: company.phone ? <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a> : '' },
    {
      label: T.facts.serviceHotline,
      value: company.serviceHotline ? (
        <a href={`tel:${company.serviceHotline.replace(/[^\d+]/g, '')}`}>{company.serviceHotline}</a>
      ) : (
        ''
      ),
    },
    { label: T.facts.email, value: company.email ? <a href={`mailto:${company.email}`}>{company.email}</a> : '' },
    { label: T.facts.officeHours, value: company.officeHours },
  ].filter((f) => f.value !== '' && f.value !== null);

  return (
    <div className={styles.profile}>
      {company.slogan ? <p className={styles.slogan}>{company.slogan}</p> : null}
      <div className={styles.grid}>
        <RichText className={prose.prose} html={company.bodyHtml} />
        <section className={styles.facts} aria-labelledby="company-facts">
          <h2 id="company-facts" className={styles.factsTitle}>
            {T.companyFacts}
          </h2>
          <table className={styles.table}>
            <tbody>
              {facts.map((f) => (
                <tr key={f.label}>
                  <th scope="row">{f.label}</th>
                  <td>{f.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  );
}
