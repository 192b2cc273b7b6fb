import type { AppVersion, CompanyIntroduce } from '@/lib/cms/types';
import { buildMapLinks } from '@/components/layout/map-links';
import { ClipboardCheckIcon, ClockIcon, MapPinIcon, PhoneIcon, SmartphoneIcon } from '@/components/layout/icons';
import { APP_DOWNLOAD_PATH } from '@/lib/navigation/routes';
import { QN_PAGE } from '@/lib/questionnaires/links';
import { HOME_TEXT } from './text';
import styles from './home.module.css';

export type ServiceStripProps = {
  company: CompanyIntroduce;
  android: AppVersion | null;
  ios: AppVersion | null;
};

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Hotline, office address (with map links), office hours, questionnaires and the app download. */
export function ServiceStrip({ company, android, ios }: ServiceStripProps) {
  const maps = buildMapLinks({
    name: company.name,
    address: company.address,
    longitude: company.longitude,
    latitude: company.latitude,
  });
  const hotline = company.serviceHotline || company.phone;
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
        {company.address ? (
          <li className={styles.service}>
            <span className={styles.serviceIcon}>
              <MapPinIcon size={28} />
            </span>
            <div>
              <p className={styles.serviceLabel}>{HOME_TEXT.officeAddress}</p>
              <p className={styles.serviceValue}>{company.address}</p>
              {maps.length > 0 ? (
                <p className={styles.serviceLinks}>
                  {maps.map((m) => (
                    <a key={m.provider} href={m.href} target="_blank" rel="noopener noreferrer">
                      {m.label}
                    </a>
                  ))}
                </p>
              ) : null}
            </div>
          </li>
        ) : null}
        {company.officeHours ? (
          <li className={styles.service}>
            <span className={styles.serviceIcon}>
              <ClockIcon size={28} />
            </span>
            <div>
              <p className={styles.serviceLabel}>{HOME_TEXT.officeHours}</p>
              <p className={styles.serviceValue}>{company.officeHours}</p>
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
                    {HOME_TEXT.android} <small>{HOME_TEXT.version(android.versionName)}</small>
                  </a>
                ) : null}
                {ios ? (
                  <a href={`${APP_DOWNLOAD_PATH}#app-ios`}>
                    {HOME_TEXT.ios} <small>{HOME_TEXT.version(ios.versionName)}</small>
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
