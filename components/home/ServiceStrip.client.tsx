'use client';

import { ClipboardCheckIcon, ClockIcon, MapPinIcon, PhoneIcon, SmartphoneIcon } from '@/components/layout/icons';
import type { MapProvider } from '@/components/layout/map-links';
import { APP_DOWNLOAD_PATH } from '@/lib/navigation/paths';
import { QN_PAGE } from '@/lib/questionnaires/links';
import { HOME_TEXT } from './text';
import styles from './home.module.css';

export type ServiceStripViewProps = {
  hotline: string;
  address: string;
  maps: [provider: MapProvider, label: string, href: string][];
  officeHours: string;
  /** Version names of the latest apps, '' when there is none. */
  android: string;
  ios: string;
};

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The strip's markup, rendered from these few fields: the RSC payload then carries them instead of
 * the strip's element JSON (docs/decisions/0082-static-blocks-as-client-views-from-compact-props.md).
 */
export function ServiceStripView({ hotline, address, maps, officeHours, android, ios }: ServiceStripViewProps) {
  return (
    <section className={styles.services} aria-labelledby="home-services">
      <h2 id="home-services" className="visually-hidden">
        {HOME_TEXT.servicesTitle}
      </h2>
      <ul className={styles.serviceList}>
        {hotline ? (
          <li className={styles.service}>
            <span className={styles.serviceIcon}>
              <PhoneIcon size={28} />
            </span>
            <div>
              <p className={styles.serviceLabel}>{HOME_TEXT.hotline}</p>
              <a className={styles.serviceValueBig} href={telHref(hotline)}>
                {hotline}
              </a>
            </div>
          </li>
        ) : null}
        {address ? (
          <li className={styles.service}>
            <span className={styles.serviceIcon}>
              <MapPinIcon size={28} />
            </span>
            <div>
              <p className={styles.serviceLabel}>{HOME_TEXT.officeAddress}</p>
              <p className={styles.serviceValue}>{address}</p>
              {maps.length > 0 ? (
                <p className={styles.serviceLinks}>
                  {maps.map(([provider, label, href]) => (
                    <a key={provider} href={href} target="_blank" rel="noopener noreferrer">
                      {label}
                    </a>
                  ))}
                </p>
              ) : null}
            </div>
          </li>
        ) : null}
        {officeHours ? (
          <li className={styles.service}>
            <span className={styles.serviceIcon}>
              <ClockIcon size={28} />
            </span>
            <div>
              <p className={styles.serviceLabel}>{HOME_TEXT.officeHours}</p>
              <p className={styles.serviceValue}>{officeHours}</p>
            </div>
          </li>
        ) : null}
        <li className={styles.service}>
          <span className={styles.serviceIcon}>
            <ClipboardCheckIcon size={28} />
          </span>
          <div>
            <p className={styles.serviceLabel}>
              {HOME_TEXT.survey}
              <span className={styles.serviceHint}>{HOME_TEXT.surveyHint}</span>
            </p>
            <p className={styles.serviceLinks}>
              <a href={QN_PAGE}>{HOME_TEXT.surveyLink}</a>
            </p>
          </div>
        </li>
        {android || ios ? (
          <li className={styles.service}>
            <span className={styles.serviceIcon}>
              <SmartphoneIcon size={28} />
            </span>
            <div>
              <p className={styles.serviceLabel}>
                {HOME_TEXT.appDownload}
                <span className={styles.serviceHint}>{HOME_TEXT.appDownloadHint}</span>
              </p>
              <p className={styles.serviceLinks}>
                {android ? (
                  <a href={`${APP_DOWNLOAD_PATH}#app-android`}>
                    {HOME_TEXT.android} <small>{HOME_TEXT.version(android)}</small>
                  </a>
                ) : null}
                {ios ? (
                  <a href={`${APP_DOWNLOAD_PATH}#app-ios`}>
                    {HOME_TEXT.ios} <small>{HOME_TEXT.version(ios)}</small>
                  </a>
                ) : null}
              </p>
            </div>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
