import { qrCodeFor, type QrCode } from '@/lib/app-entry/qr';
import { cachedLatestAppVersion } from '@/lib/cache/reads';
import type { AppVersion } from '@/lib/cms/types';
import { pageMetadata, toAbsolute } from '@/lib/seo';
import { canonicalPath, columnLabel } from '../column-meta';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { appDownloadKeys } from './keys';

export type AppRelease = {
  version: AppVersion;
  /** The download (Android) or App Store (iOS) link as published, absolute. */
  href: string;
  /** The same link as a QR code, for a phone to scan from a computer screen. */
  qr: QrCode;
  /** Release notes, one item per change. */
  notes: string[];
};

export type AppDownloadData = { state: TemplatePageState; android: AppRelease | null; ios: AppRelease | null };

/** "1. 甲；2. 乙" or one change a line → ["甲", "乙"]. */
export function splitReleaseNotes(notes: string): string[] {
  return notes
    .split(/[；;\n]+/)
    .map((s) => s.replace(/^\s*\d+\s*[.、．)]\s*/, '').replace(/[。；;\s]+$/, '').trim())
    .filter(Boolean);
}

function release(version: AppVersion | null): AppRelease | null {
  if (!version) return null;
  const href = toAbsolute(version.downloadUrl);
  return { version, href, qr: qrCodeFor(href), notes: splitReleaseNotes(version.releaseNotes) };
}

/** /t1/app_download: the current app versions (getAppVersion), their notes, links and QR codes. */
export const appDownload = defineTemplate<AppDownloadData>({
  ...appDownloadKeys,
  async load(req) {
    const [state, android, ios] = await Promise.all([
      loadTemplatePage(req.routePath, 'app-download', req.searchParams),
      cachedLatestAppVersion('android'),
      cachedLatestAppVersion('ios'),
    ]);
    return { state, android: release(android), ios: release(ios) };
  },
  metadata(req, { state, android, ios }) {
    const versions = [android && `Android ${android.version.versionName}`, ios && `iOS ${ios.version.versionName}`].filter(Boolean).join('、');
    return pageMetadata({
      title: columnLabel(req, state),
      description: `下载住房保障移动客户端${versions ? `（当前版本：${versions}）` : ''}：扫码或点击下载，手机上办理公租房、保租房等业务。`,
      path: canonicalPath(req, state),
    });
  },
});
