import type { CompanyIntroduce, FriendlyLink } from '@/lib/cms/types';
import { ClockIcon, ExternalIcon, MailIcon, MapPinIcon, PhoneIcon, ShieldIcon, SmartphoneIcon } from './icons';
import { buildMapLinks } from './map-links';
import { APP_DOWNLOAD_PATH } from '@/lib/navigation/routes';
import { LAYOUT_TEXT } from './text';
import styles from './SiteFooter.module.css';

export const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/';
export const PSB_LOOKUP_URL = 'https://beian.mps.gov.cn/#/query/webSearch';

export type SiteFooterProps = {
  siteName: string;
  company: CompanyIntroduce | null;
  friendlyLinks: FriendlyLink[];
  icpNumber: string;
  psbNumber: string;
  /** Request time, for the copyright year. */
  now?: Date;
};

const T = LAYOUT_TEXT.footer;
/**
 * One hidden （在新窗口打开） that every new-window link of the footer names as its description,
 * instead of a hidden copy inside each of some 13 links of every page.
 */
const NEW_WINDOW_ID = 'footer-new-window';
const DEFAULT_GROUP = '相关网站';

/** Links grouped by groupName, groups in first-seen order (the service returns them sorted). */
export function groupFriendlyLinks(links: readonly FriendlyLink[]): { name: string; links: FriendlyLink[] }[] {
  const groups = new Map<string, FriendlyLink[]>();
  for (const link of links) {
    if (!/^https?:\/\//i.test(link.url)) continue; // never render javascript: or relative URLs from data
    const name = link.groupName.trim() || DEFAULT_GROUP;
    const list = groups.get(name) ?? [];
    list.push(link);
    groups.set(name, list);
  }
  return Array.from(groups, ([name, list]) => ({ name, links: list }));
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const yearFormat = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric' });

/** Site footer: friendly links, office contact and map links, app download, filings, copyright. */
export function SiteFooter({ siteName, company, friendlyLinks, icpNumber, psbNumber, now = new Date() }: SiteFooterProps) {
  const groups = groupFriendlyLinks(friendlyLinks);
  const mapLinks = company
    ? buildMapLinks({ name: company.name || siteName, address: company.address, longitude: company.longitude, latitude: company.latitude })
    : [];
  const psbCode = psbNumber.match(/\d{6,}/)?.[0];

  return (
    <footer className={styles.footer}>
      {groups.length > 0 && (
        <section className={styles.links} aria-labelledby="footer-links-title">
          <div className={styles.inner}>
            <h2 id="footer-links-title" className={styles.sectionTitle}>
              {T.friendlyLinks}
            </h2>
            <div className={styles.groups}>
              {groups.map((group) => (
                <div className={styles.group} key={group.name}>
                  <h3>{group.name}</h3>
                  <ul>
                    {group.links.map((link) => (
                      <li key={link.id}>
                        <a href={link.url} target="_blank" rel="noopener noreferrer" aria-describedby={NEW_WINDOW_ID}>
                          {link.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </section>
      )}

      <div className={styles.inner}>
        <div className={styles.info}>
          <section className={styles.contact} aria-labelledby="footer-contact-title">
            <h2 id="footer-contact-title" className={styles.sectionTitle}>
              {T.contact}
            </h2>
            {company ? (
              <ul className={styles.contactList}>
                {company.address && (
                  <li>
                    <MapPinIcon size={16} />
                    <span className={styles.label}>{T.address}：</span>
                    <span>
                      {company.address}
                      {company.postcode ? `（邮编 ${company.postcode}）` : ''}
                    </span>
                  </li>
                )}
                {company.phone && (
                  <li>
                    <PhoneIcon size={16} />
                    <span className={styles.label}>{T.phone}：</span>
                    <a href={telHref(company.phone)}>{company.phone}</a>
                  </li>
                )}
                {company.serviceHotline && (
                  <li>
                    <PhoneIcon size={16} />
                    <span className={styles.label}>{T.hotline}：</span>
                    <a href={telHref(company.serviceHotline)}>{company.serviceHotline}</a>
                  </li>
                )}
                {company.officeHours && (
                  <li>
                    <ClockIcon size={16} />
                    <span className={styles.label}>{T.officeHours}：</span>
                    <span>{company.officeHours}</span>
                  </li>
                )}
                {company.email && (
                  <li>
                    <MailIcon size={16} />
                    <span className={styles.label}>{T.email}：</span>
                    <a href={`mailto:${company.email}`}>{company.email}</a>
                  </li>
                )}
              </ul>
            ) : (
              <p className={styles.hint}>{siteName}</p>
            )}
          </section>

          {mapLinks.length > 0 && (
            <section aria-labelledby="footer-map-title">
              <h2 id="footer-map-title" className={styles.sectionTitle}>
                {T.map}
              </h2>
              <ul className={styles.mapLinks}>
                {mapLinks.map((m) => (
                  <li key={m.provider}>
                    <a className={styles.pill} href={m.href} target="_blank" rel="noopener noreferrer" aria-describedby={NEW_WINDOW_ID} data-provider={m.provider}>
                      <MapPinIcon size={16} />
                      {m.label}
                    </a>
                  </li>
                ))}
              </ul>
              <p className={styles.hint}>{T.mapHint}</p>
            </section>
          )}

          <section aria-labelledby="footer-app-title">
            <h2 id="footer-app-title" className={styles.sectionTitle}>
              {T.app}
            </h2>
            <a className={styles.pill} href={APP_DOWNLOAD_PATH}>
              <SmartphoneIcon size={18} />
              {T.appDownload}
            </a>
            <p className={styles.hint}>{T.appHint}</p>
          </section>
        </div>
      </div>

      <div className={styles.bottom}>
        <div className={styles.inner}>
          <p>
            © {yearFormat.format(now)} {siteName} {T.rights}
          </p>
          <p className={styles.filings}>
            {icpNumber && (
              <a href={ICP_LOOKUP_URL} target="_blank" rel="noopener noreferrer" aria-describedby={NEW_WINDOW_ID}>
                {icpNumber}
                <ExternalIcon size={14} />
              </a>
            )}
            {psbNumber && (
              <a
                href={psbCode ? `${PSB_LOOKUP_URL}?code=${psbCode}` : PSB_LOOKUP_URL}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={NEW_WINDOW_ID}
              >
                <ShieldIcon size={16} />
                {psbNumber}
              </a>
            )}
          </p>
          <p>
            <span className={styles.demo}>{T.demoNote}</span>
          </p>
        </div>
      </div>
      <span id={NEW_WINDOW_ID} hidden>
        {T.newWindow}
      </span>
    </footer>
  );
}
