/**
 * Known robots, by a fragment of their user agent (case-insensitive): search engines that crawl
 * Chinese sites, SEO and link-preview crawlers, monitors, headless browsers and HTTP libraries.
 * Their visits are not counted as module accesses. Data, not code: add a line to add a robot.
 */
export const BOT_USER_AGENT_FRAGMENTS: readonly string[] = [
  // Search engines
  'Baiduspider',
  'Googlebot',
  'bingbot',
  '360Spider',
  'HaosouSpider',
  'Sogou web spider',
  'Sogou inst spider',
  'YisouSpider',
  'Bytespider',
  'PetalBot',
  'YandexBot',
  'DuckDuckBot',
  'Applebot',
  'Yahoo! Slurp',
  // SEO, archives and link previews
  'AhrefsBot',
  'SemrushBot',
  'MJ12bot',
  'DotBot',
  'DataForSeoBot',
  'ia_archiver',
  'facebookexternalhit',
  'Twitterbot',
  'Slackbot',
  'TelegramBot',
  'Discordbot',
  // Monitors, audits, headless browsers
  'UptimeRobot',
  'Pingdom',
  'Chrome-Lighthouse',
  'HeadlessChrome',
  'PhantomJS',
  // HTTP libraries and command-line tools
  'curl/',
  'Wget/',
  'python-requests',
  'Python-urllib',
  'aiohttp',
  'Go-http-client',
  'Apache-HttpClient',
  'Java/',
  'libwww-perl',
  'node-fetch',
  'axios/',
  'autocannon',
];

/** Words that only robots use about themselves, as whole words ("CUBOT" phones stay visitors). */
const SELF_DESCRIBED_ROBOT = /\b(?:bot|crawler|spider|scraper)\b/i;

const FRAGMENTS_LOWER = BOT_USER_AGENT_FRAGMENTS.map((f) => f.toLowerCase());

/** True for a known robot, and for no user agent at all (every browser sends one). */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const ua = (userAgent ?? '').trim();
  if (ua === '') return true;
  const lower = ua.toLowerCase();
  return FRAGMENTS_LOWER.some((f) => lower.includes(f)) || SELF_DESCRIBED_ROBOT.test(ua);
}
