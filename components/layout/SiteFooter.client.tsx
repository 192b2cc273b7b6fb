'use client';

import type { MapProvider } from './map-links';
import { ClockIcon, ExternalIcon, MailIcon, MapPinIcon, PhoneIcon, ShieldIcon, SmartphoneIcon } from './icons';
import { APP_DOWNLOAD_PATH, SITE_MAP_PATH } from '@/lib/navigation/paths';
import { LAYOUT_TEXT } from './text';
import styles from './SiteFooter.module.css';

export const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/';

/** The office contact the footer lists (the fields of CompanyIntroduce it shows, nothing else). */
export type FooterContact = { address: string; postcode: string; phone: string; serviceHotline: string; officeHours: string; email: string };

export type SiteFooterViewProps = {
  siteName: string;
  /** Friendly links by group: [group name, [[link name, url], …]], http(s) URLs only. */
  groups: [name: string, links: [name: string, url: string][]][];
  contact: FooterContact | null;
  mapLinks: [provider: MapProvider, label: string, href: string][];
  icpNumber: string;
  psbNumber: string;
  psbHref: string;
  year: string;
};

const T = LAYOUT_TEXT.footer;
/**
 * One hidden （在新窗口打开） that every new-window link of the footer names as its description,
 * instead of a hidden copy inside each of some 13 links of every page.
 */
const NEW_WINDOW_ID = 'footer-new-window';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The footer's markup. A client component for the same reason as SiteHeaderView: the HTML is the
 * same, the RSC payload carries these props (≈ 1.5 kB) instead of the footer's element JSON (≈ 6 kB).
 */
export function SiteFooterView({ siteName, groups, contact, mapLinks, icpNumber, psbNumber, psbHref, year }: SiteFooterViewProps) {
  return (
    <footer className={styles.footer}>
      {groups.length > 0 && (
        <section className={styles.links} aria-labelledby="footer-links-title">
          <div className={styles.inner}>
            <h2 id="footer-links-title" className={styles.sectionTitle}>
              {T.friendlyLinks}
            </h2>
            <div className={styles.groups}>
              {groups.map(([groupName, links]) => (
                <div className={styles.group} key={groupName}>
                  <h3>{groupName}</h3>
                  <ul>
                    {links.map(([name, url], i) => (
                      <li key={i}>
                        <a href={url} target="_blank" rel="noopener noreferrer" aria-describedby={NEW_WINDOW_ID}>
                          {name}
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
            {contact ? (
              <ul className={styles.contactList}>
                {contact.address && (
                  <li>
                    <MapPinIcon size={16} />
                    <span className={styles.label}>{T.address}：</span>
                    <span>
                      {contact.address}
                      {contact.postcode ? `（邮编 ${contact.postcode}）` : ''}
                    </span>
                  </li>
                )}
                {contact.phone && (
                  <li>
                    <PhoneIcon size={16} />
                    <span className={styles.label}>{T.phone}：</span>
                    <a href={telHref(contact.phone)}>{contact.phone}</a>
                  </li>
                )}
                {contact.serviceHotline && (
                  <li>
                    <PhoneIcon size={16} />
                    <span className={styles.label}>{T.hotline}：</span>
                    <a href={telHref(contact.serviceHotline)}>{contact.serviceHotline}</a>
                  </li>
                )}
                {contact.officeHours && (
                  <li>
                    <ClockIcon size={16} />
                    <span className={styles.label}>{T.officeHours}：</span>
                    <span>{contact.officeHours}</span>
                  </li>
                )}
                {contact.email && (
                  <li>
                    <MailIcon size={16} />
                    <span className={styles.label}>{T.email}：</span>
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
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
                {mapLinks.map(([provider, label, href]) => (
                  <li key={provider}>
                    <a className={styles.pill} href={href} target="_blank" rel="noopener noreferrer" aria-describedby={NEW_WINDOW_ID} data-provider={provider}>
                      <MapPinIcon size={16} />
                      {label}
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
            © {year} {siteName} {T.rights}
          </p>
          <p className={styles.filings}>
            <a href={SITE_MAP_PATH}>{T.siteMap}</a>
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
                href={psbHref}
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
