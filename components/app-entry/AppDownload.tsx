import Link from 'next/link';
import { SmartphoneIcon } from '@/components/layout/icons';
import { formatDate } from '@/lib/format';
import type { AppRelease } from '@/lib/templates/app-download';
import { OpenAppButton } from './OpenAppButton.client';
import { QrCodeSvg } from './QrCodeSvg';
import { APP_PAGE_TEXT as T } from './text';
import styles from './AppDownload.module.css';

export type AppDownloadProps = { android: AppRelease | null; ios: AppRelease | null };

function ReleaseCard({ platform, release }: { platform: 'android' | 'ios'; release: AppRelease | null }) {
  const name = platform === 'android' ? T.android : T.ios;
  const id = `app-${platform}`;
  return (
    <section className={styles.card} aria-labelledby={id} data-platform={platform}>
      <h2 id={id} className={styles.cardTitle}>
        <SmartphoneIcon size={22} />
        {name}
      </h2>
      {release ? (
        <>
          <p className={styles.version}>
            <strong>{T.version(release.version.versionName)}</strong>
            <span>{T.published(formatDate(release.version.publishedAt))}</span>
          </p>
          {release.version.forceUpdate ? <p className={styles.force}>{T.forceUpdate}</p> : null}
          <div className={styles.body}>
            <figure className={styles.qr}>
              <QrCodeSvg className={styles.qrImage} code={release.qr} label={T.qrAlt(name)} />
              <figcaption>{platform === 'android' ? T.qrAndroid : T.qrIos}</figcaption>
            </figure>
            <div className={styles.details}>
              {release.notes.length > 0 ? (
                <>
                  <h3 className={styles.notesTitle}>{T.releaseNotes}</h3>
                  <ol className={styles.notes}>
                    {release.notes.map((n) => (
                      <li key={n}>{n}</li>
                    ))}
                  </ol>
                </>
              ) : null}
              <a className={styles.download} href={release.href} data-testid={`download-${platform}`}>
                {platform === 'android' ? T.downloadAndroid : T.downloadIos}
              </a>
            </div>
          </div>
        </>
      ) : (
        <p className={styles.hint}>{T.notPublished}</p>
      )}
    </section>
  );
}

/** The app page: open the app, the two current releases with notes, links and QR codes. */
export function AppDownload({ android, ios }: AppDownloadProps) {
  return (
    <div className={styles.page}>
      <p className={styles.lead}>{T.lead}</p>
      <OpenAppButton android={android?.href ?? null} ios={ios?.href ?? null} />
      <div className={styles.cards}>
        <ReleaseCard platform="android" release={android} />
        <ReleaseCard platform="ios" release={ios} />
      </div>
      <p className={styles.hint}>
        {T.qrHint}
        {T.weixinHint}
      </p>
      <p className={styles.hint}>
        {T.privacy}
        <Link href="/privacypolicy/privacy">{T.privacyPolicy}</Link>
        {T.and}
        <Link href="/privacypolicy/user">{T.userAgreement}</Link>。
      </p>
    </div>
  );
}
