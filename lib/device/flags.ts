/**
 * The device flags of spec §3 (isAndroid, isIOS, isWeixin), read from the user agent. Pure
 * functions plus one memoised reader for the browser, so every client leaf shares one reading.
 */
export type DeviceFlags = { isAndroid: boolean; isIOS: boolean; isWeixin: boolean };

const NO_DEVICE: DeviceFlags = { isAndroid: false, isIOS: false, isWeixin: false };

/** Android phones and tablets (HarmonyOS browsers keep the Android token). */
export function isAndroidUserAgent(userAgent: string): boolean {
  return /\bAndroid\b/i.test(userAgent);
}

/** iPhone, iPod, and iPad (iPadOS 13+ reports a Macintosh desktop agent: told apart by touch points). */
export function isIOSUserAgent(userAgent: string, maxTouchPoints = 0): boolean {
  if (/\b(iPhone|iPad|iPod)\b/i.test(userAgent)) return true;
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1;
}

/** The messenger app's in-app browser: its user agent carries the MicroMessenger marker (spec §3). */
export function isWeixinUserAgent(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

export function readDeviceFlags(userAgent: string, maxTouchPoints = 0): DeviceFlags {
  return {
    isAndroid: isAndroidUserAgent(userAgent),
    isIOS: isIOSUserAgent(userAgent, maxTouchPoints),
    isWeixin: isWeixinUserAgent(userAgent),
  };
}

let browserFlags: DeviceFlags | null = null;

/** The flags of this browser, read from navigator once; all false on the server. */
export function deviceFlags(): DeviceFlags {
  if (typeof navigator === 'undefined') return NO_DEVICE;
  browserFlags ??= readDeviceFlags(navigator.userAgent ?? '', navigator.maxTouchPoints ?? 0);
  return browserFlags;
}

/** Forgets the memoised reading (tests that change the user agent). */
export function resetDeviceFlagsForTests(): void {
  browserFlags = null;
}
