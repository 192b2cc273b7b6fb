import { USER_AGENTS } from '@/lib/device/test-user-agents';
import { BOT_USER_AGENT_FRAGMENTS, isBotUserAgent } from './bots';

describe('the robot filter of module accesses', () => {
  it.each([
    ['Baidu', 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'],
    ['Baidu on phones', 'Mozilla/5.0 (Linux;u;Android 4.2.2;zh-cn;) AppleWebKit/534.46 (KHTML,like Gecko) Version/5.1 Mobile Safari/10600.6.3 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'],
    ['Sogou', 'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)'],
    ['360', 'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/50.0.2661.102 Safari/537.36; 360Spider'],
    ['Shenma', 'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/69.0.3497.81 YisouSpider/5.0 Safari/537.36'],
    ['ByteDance', 'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)'],
    ['Google', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bing', 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36'],
    ['Petal (Huawei)', 'Mozilla/5.0 (compatible;PetalBot;+https://webmaster.petalsearch.com/site/petalbot)'],
    ['a headless browser', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36'],
    ['Lighthouse', 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse'],
    ['curl', 'curl/8.5.0'],
    ['python requests', 'python-requests/2.32.3'],
    ['a robot naming itself', 'Mozilla/5.0 (compatible; SomeNewCrawler 1.0; crawler)'],
    ['no user agent', ''],
  ])('does not count %s', (_who, ua) => {
    expect(isBotUserAgent(ua)).toBe(true);
  });

  it.each([
    ['Android Chrome', USER_AGENTS.androidChrome],
    ['iPhone Safari', USER_AGENTS.iphoneSafari],
    ['the messenger browser', USER_AGENTS.weixinAndroid],
    ['Windows Edge', USER_AGENTS.windowsEdge],
    ['a CUBOT phone (the brand contains "bot")', 'Mozilla/5.0 (Linux; Android 13; CUBOT_X70) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36'],
  ])('counts %s', (_who, ua) => {
    expect(isBotUserAgent(ua)).toBe(false);
  });

  it('is a list of distinct fragments', () => {
    const lower = BOT_USER_AGENT_FRAGMENTS.map((f) => f.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });
});
