/**
 * "打开 App" (spec §4, §8, §9): try the app's custom-scheme link; if the page is still visible after
 * 4000 ms on Android or 2000 ms on iOS the app is not installed, so go to the download page
 * (Android) or the App Store page (iOS). Inside the messenger's in-app browser, which blocks
 * custom schemes, say "please open in a browser" instead. Pure decision + a runner over an
 * injected browser, so the timing is tested with fake timers.
 */
import type { DeviceFlags } from '@/lib/device/flags';

/** Spec §9: app open fallback delay. */
export const APP_OPEN_FALLBACK_MS = { android: 4000, ios: 2000 } as const;

/** The app's custom-scheme link (registered by the Android and iOS apps). */
export const APP_SCHEME_URL = 'bzfportal://open';

export const OPEN_APP_TEXT = {
  /** Spec §8: the messenger in-app browser alert. */
  openInBrowser: '请在浏览器中打开：点击右上角“…”，选择“在浏览器中打开”后再点击“打开 App”。',
  desktop: '电脑上无法直接打开 App，请用手机扫描下方二维码下载安装。',
  trying: '正在尝试打开 App…如未安装，稍后将自动前往下载页面。',
  noDownload: '暂未提供该系统的安装包，请稍后再试。',
} as const;

export type AppPlatform = 'android' | 'ios';

export type OpenAppPlan =
  | { kind: 'open-in-browser'; message: string }
  | { kind: 'desktop'; message: string }
  | { kind: 'try-scheme'; platform: AppPlatform; schemeUrl: string; delayMs: number; fallbackUrl: string | null };

export type AppDownloadLinks = { android: string | null; ios: string | null };

/** What pressing "打开 App" does on this device. */
export function planOpenApp(flags: DeviceFlags, links: AppDownloadLinks, schemeUrl = APP_SCHEME_URL): OpenAppPlan {
  // The messenger browser on either system blocks the scheme: checked first.
  if (flags.isWeixin) return { kind: 'open-in-browser', message: OPEN_APP_TEXT.openInBrowser };
  const platform: AppPlatform | null = flags.isIOS ? 'ios' : flags.isAndroid ? 'android' : null;
  if (!platform) return { kind: 'desktop', message: OPEN_APP_TEXT.desktop };
  return { kind: 'try-scheme', platform, schemeUrl, delayMs: APP_OPEN_FALLBACK_MS[platform], fallbackUrl: links[platform] };
}

/** The browser as the runner sees it (window/document in the page, fakes in tests). */
export type OpenAppEnv = {
  navigate(url: string): void;
  alert(message: string): void;
  /** Whether the page is hidden now (the app came to the front). */
  isHidden(): boolean;
  /** Calls `listener` when the page is hidden or left; returns the unsubscribe. */
  onHidden(listener: () => void): () => void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export type OpenAppOutcome = 'alerted' | 'desktop' | 'app-opened' | 'fell-back' | 'no-download';

/**
 * Runs a plan. For a scheme attempt, `done` is called once: 'app-opened' when the page was hidden
 * before the delay ended, else 'fell-back' after navigating to the download link (or 'no-download').
 * Returns a cancel function (the page unmounting).
 */
export function runOpenApp(plan: OpenAppPlan, env: OpenAppEnv, done: (outcome: OpenAppOutcome) => void = () => undefined): () => void {
  if (plan.kind === 'open-in-browser') {
    env.alert(plan.message);
    done('alerted');
    return () => undefined;
  }
  if (plan.kind === 'desktop') {
    done('desktop');
    return () => undefined;
  }
  let settled = false;
  let timer: unknown = null;
  const finish = (outcome: OpenAppOutcome) => {
    if (settled) return;
    settled = true;
    if (timer !== null) env.clearTimeout(timer);
    unsubscribe();
    done(outcome);
  };
  // Hidden at any moment of the wait means the app took over; coming back later must not redirect.
  const unsubscribe = env.onHidden(() => finish('app-opened'));
  timer = env.setTimeout(() => {
    timer = null;
    if (env.isHidden()) return finish('app-opened');
    if (!plan.fallbackUrl) return finish('no-download');
    env.navigate(plan.fallbackUrl);
    finish('fell-back');
  }, plan.delayMs);
  env.navigate(plan.schemeUrl);
  return () => {
    if (settled) return;
    settled = true;
    if (timer !== null) env.clearTimeout(timer);
    unsubscribe();
  };
}

/** The real browser: location, alert, the Page Visibility API and pagehide. */
export function browserOpenAppEnv(): OpenAppEnv {
  return {
    navigate: (url) => window.location.assign(url),
    alert: (message) => window.alert(message),
    isHidden: () => document.visibilityState === 'hidden',
    onHidden(listener) {
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') listener();
      };
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('pagehide', listener);
      return () => {
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('pagehide', listener);
      };
    },
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  };
}
