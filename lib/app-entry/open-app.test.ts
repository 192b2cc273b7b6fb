import { readDeviceFlags } from '@/lib/device/flags';
import { USER_AGENTS } from '@/lib/device/test-user-agents';
import { APP_OPEN_FALLBACK_MS, APP_SCHEME_URL, OPEN_APP_TEXT, planOpenApp, runOpenApp, type OpenAppEnv, type OpenAppOutcome } from './open-app';

const LINKS = { android: '/demo/app/download.html#android-help', ios: 'https://apps.example/app/id1' };

/** A page whose visibility the test controls; navigations and alerts are recorded. */
function fakePage() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const navigations: string[] = [];
  const alerts: string[] = [];
  const env: OpenAppEnv = {
    navigate: (url) => navigations.push(url),
    alert: (m) => alerts.push(m),
    isHidden: () => hidden,
    onHidden(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  const hide = () => {
    hidden = true;
    for (const l of [...listeners]) l();
  };
  const show = () => {
    hidden = false;
  };
  return { env, navigations, alerts, hide, show, listeners };
}

function run(ua: string, touchPoints = 5) {
  const page = fakePage();
  const outcomes: OpenAppOutcome[] = [];
  const cancel = runOpenApp(planOpenApp(readDeviceFlags(ua, touchPoints), LINKS), page.env, (o) => outcomes.push(o));
  return { ...page, outcomes, cancel };
}

describe('打开 App: the timing decision (spec §4, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('on Android tries the app link, and after 4000 ms with the page still visible goes to the download page', () => {
    const r = run(USER_AGENTS.androidChrome);
    expect(r.navigations).toEqual([APP_SCHEME_URL]);
    jest.advanceTimersByTime(APP_OPEN_FALLBACK_MS.android - 1);
    expect(r.navigations).toEqual([APP_SCHEME_URL]);
    jest.advanceTimersByTime(1);
    expect(r.navigations).toEqual([APP_SCHEME_URL, LINKS.android]);
    expect(r.outcomes).toEqual(['fell-back']);
    expect(APP_OPEN_FALLBACK_MS.android).toBe(4000);
  });

  it('on iOS goes to the App Store page after 2000 ms', () => {
    const r = run(USER_AGENTS.iphoneSafari);
    jest.advanceTimersByTime(1999);
    expect(r.navigations).toEqual([APP_SCHEME_URL]);
    jest.advanceTimersByTime(1);
    expect(r.navigations).toEqual([APP_SCHEME_URL, LINKS.ios]);
    expect(r.outcomes).toEqual(['fell-back']);
  });

  it.each([
    ['Android', USER_AGENTS.androidChrome, APP_OPEN_FALLBACK_MS.android],
    ['iOS', USER_AGENTS.iphoneSafari, APP_OPEN_FALLBACK_MS.ios],
  ])('on %s stays put when the app opened (page hidden before the delay), even after the visitor comes back', (_os, ua, delay) => {
    const r = run(ua);
    jest.advanceTimersByTime(delay / 2);
    r.hide();
    r.show();
    jest.advanceTimersByTime(delay * 2);
    expect(r.navigations).toEqual([APP_SCHEME_URL]);
    expect(r.outcomes).toEqual(['app-opened']);
    expect(r.listeners.size).toBe(0);
  });

  it('does not fall back when the page is hidden exactly when the delay ends', () => {
    const r = run(USER_AGENTS.androidChrome);
    // Hidden without an event reaching the page (e.g. the event was missed): the check at the end still sees it.
    (r.env as { isHidden: () => boolean }).isHidden = () => true;
    jest.advanceTimersByTime(APP_OPEN_FALLBACK_MS.android);
    expect(r.navigations).toEqual([APP_SCHEME_URL]);
    expect(r.outcomes).toEqual(['app-opened']);
  });

  it.each([
    ['on Android', USER_AGENTS.weixinAndroid],
    ['on iPhone', USER_AGENTS.weixinIphone],
  ])('inside the messenger browser %s shows "please open in a browser" and never tries the app link', (_os, ua) => {
    const r = run(ua);
    expect(r.alerts).toEqual([OPEN_APP_TEXT.openInBrowser]);
    expect(r.alerts[0]).toContain('在浏览器中打开');
    jest.advanceTimersByTime(10_000);
    expect(r.navigations).toEqual([]);
    expect(r.outcomes).toEqual(['alerted']);
  });

  it('on a desktop computer tries nothing and asks to scan the QR code', () => {
    const r = run(USER_AGENTS.windowsEdge, 0);
    jest.advanceTimersByTime(10_000);
    expect(r.navigations).toEqual([]);
    expect(r.alerts).toEqual([]);
    expect(r.outcomes).toEqual(['desktop']);
  });

  it('with no package published for the system it tries the app and then stays on the page', () => {
    const page = fakePage();
    const outcomes: OpenAppOutcome[] = [];
    runOpenApp(planOpenApp(readDeviceFlags(USER_AGENTS.androidChrome), { android: null, ios: LINKS.ios }), page.env, (o) => outcomes.push(o));
    jest.advanceTimersByTime(APP_OPEN_FALLBACK_MS.android);
    expect(page.navigations).toEqual([APP_SCHEME_URL]);
    expect(outcomes).toEqual(['no-download']);
  });

  it('leaving the page (cancel) stops the pending fallback', () => {
    const r = run(USER_AGENTS.iphoneSafari);
    r.cancel();
    jest.advanceTimersByTime(APP_OPEN_FALLBACK_MS.ios);
    expect(r.navigations).toEqual([APP_SCHEME_URL]);
    expect(r.outcomes).toEqual([]);
    expect(r.listeners.size).toBe(0);
  });
});
