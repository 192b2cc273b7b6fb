import { deviceFlags, readDeviceFlags, resetDeviceFlagsForTests } from './flags';
import { USER_AGENTS } from './test-user-agents';


describe('device flags read from the user agent (spec §3)', () => {
  it.each([
    ['Android Chrome', USER_AGENTS.androidChrome, 0, { isAndroid: true, isIOS: false, isWeixin: false }],
    ['a HarmonyOS phone (keeps the Android token)', USER_AGENTS.harmonyHuawei, 5, { isAndroid: true, isIOS: false, isWeixin: false }],
    ['iPhone Safari', USER_AGENTS.iphoneSafari, 5, { isAndroid: false, isIOS: true, isWeixin: false }],
    ['an iPad asking for the desktop site (touch points tell it from a Mac)', USER_AGENTS.ipadDesktopMode, 5, { isAndroid: false, isIOS: true, isWeixin: false }],
    ['a Mac (the same agent without touch)', USER_AGENTS.ipadDesktopMode, 0, { isAndroid: false, isIOS: false, isWeixin: false }],
    ['the messenger browser on Android', USER_AGENTS.weixinAndroid, 5, { isAndroid: true, isIOS: false, isWeixin: true }],
    ['the messenger browser on iPhone', USER_AGENTS.weixinIphone, 5, { isAndroid: false, isIOS: true, isWeixin: true }],
    ['a Windows desktop', USER_AGENTS.windowsEdge, 0, { isAndroid: false, isIOS: false, isWeixin: false }],
    ['an empty agent', '', 0, { isAndroid: false, isIOS: false, isWeixin: false }],
  ])('%s', (_what, ua, touchPoints, expected) => {
    expect(readDeviceFlags(ua, touchPoints)).toEqual(expected);
  });

  it('reads the browser once and shares that reading', () => {
    resetDeviceFlagsForTests();
    const agent = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(USER_AGENTS.weixinIphone);
    try {
      const first = deviceFlags();
      expect(first).toEqual({ isAndroid: false, isIOS: true, isWeixin: true });
      agent.mockReturnValue(USER_AGENTS.androidChrome);
      expect(deviceFlags()).toBe(first);
      expect(agent).toHaveBeenCalledTimes(1);
    } finally {
      agent.mockRestore();
      resetDeviceFlagsForTests();
    }
  });
});
