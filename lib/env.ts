import path from 'node:path';
import { z } from '@/lib/validation/zod';

/** An http(s) origin without path, e.g. https://zl.example.gov.cn. */
const httpOrigin = z
  .string()
  .url()
  .refine((v) => /^https?:\/\/[^/?#]+\/?$/.test(v), '须为 http(s)://主机 形式的源，不带路径');

/** "host|host,https://rent-origin": the portal host names of one production pair and its rental centre. */
const rentCenterPair = z
  .string()
  .regex(/^[a-z0-9.-]+(\|[a-z0-9.-]+)*,https?:\/\/[^/?#,]+\/?$/i, '须为 “门户主机名,https://租赁中心主机” 形式');

/**
 * Every environment variable the portal reads, with its default. Parsed once at start-up so a
 * typo in production fails loudly instead of silently falling back.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** A real PostgreSQL (several portal instances share it). Unset: embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  /** Folder holding the embedded PGlite data. */
  PGLITE_DATA_DIR: z.string().min(1).default(path.join(process.cwd(), '.data', 'pglite')),
  /**
   * Public origin, used for canonical URLs, sitemap.xml and Open Graph. Required when serving in
   * production (see assertProductionEnv); the default is for development and tests only.
   */
  SITE_URL: z.string().url().default('http://localhost:3000'),
  SITE_NAME: z.string().min(1).default('安居住房保障服务门户'),
  /** ICP filing number (ICP备案号), shown in the footer and linked to the MIIT filing site. */
  ICP_NUMBER: z.string().default('京ICP备00000000号-1'),
  /** Public-security filing number (公安联网备案号). */
  PSB_NUMBER: z.string().default('京公网安备11000000000000号'),
  /** Seed demo content on first start (set to "false" for a production database). */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /**
   * Key for personal data stored encrypted (resident ID numbers): base64 of 32 random bytes.
   * Required with DATABASE_URL; the embedded database keeps a generated key file beside its folder.
   */
  PII_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, '须为 32 字节密钥的 base64 编码')
    .optional(),
  /**
   * How many reverse proxies in front of the portal append to X-Forwarded-For. The client address
   * used by the sign-in rate limit is the entry that many hops from the right; 0 means none is
   * trusted and the connection's own address (set by the Next server) is used.
   */
  /**
   * Parent domain the portal shares with sister sites (e.g. ".example.gov.cn"). Logout also expires
   * the portal's cookies there. Unset: only this host's cookies.
   */
  COOKIE_PARENT_DOMAIN: z
    .string()
    .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i, '须为域名，如 .example.gov.cn')
    .optional(),
  /**
   * Per-address limits (see docs/security.md). Raise them where many citizens share one address
   * (an office or a service hall behind NAT); the per-number limit of 5 failures is fixed.
   */
  RATE_LIMIT_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  RATE_LIMIT_REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Anonymous writes (module-access records, view beacons) per client address per minute. */
  RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Search-box suggestion requests per client address per minute (a citizen typing sends one every few keys). */
  RATE_LIMIT_SUGGESTIONS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** 办件进度查询 tries (receipt number + name) per client address per hour: enough for a family, too few to guess names. */
  RATE_LIMIT_CASE_LOOKUPS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * Refused plain questionnaire form posts (no JavaScript) whose answers are kept for the page to
   * show again, per client address per hour; past it the answers are not kept (docs/security.md).
   */
  RATE_LIMIT_QUESTIONNAIRE_KEPT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * Anonymous questionnaires whose results are public (docs/security.md "Questionnaires"): the
   * browser check's difficulty (2^bits hashes per answer on average) and the answers counted per
   * client address per day (a questionnaire's own lower limit still applies).
   */
  QUESTIONNAIRE_CHALLENGE_BITS: z.coerce.number().int().min(8).max(28).default(20),
  QUESTIONNAIRE_PUBLIC_ANSWERS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(5),
  /**
   * Signed-in writes (registrations, applications, uploads, …; lib/api/write-limits.ts): each
   * per-address limit is the per-user one times this, as if this many busy citizens shared the
   * address. Raise it for service halls behind one address; the per-user limits are fixed.
   */
  RATE_LIMIT_WRITERS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /**
   * A database that does not answer costs a request a bounded time (docs/security.md "Stalled
   * database"): opening a connection, one statement, and an idle pooled connection.
   */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  DB_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  /** PostgreSQL connections per portal process (docs/deploy.md "PostgreSQL connections"). */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(4),
  /**
   * Hard bounds of the route and data cache (lib/cache/route-cache-handler.js, which reads them
   * itself with the same defaults: Next loads it outside this module). The least recently used
   * entries are evicted beyond either; a content page entry is ≈ 0.25–0.4 MB.
   */
  ROUTE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  ROUTE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(1024),
  /**
   * Rental-centre iframe (spec §2): "portal host(s),rent-centre origin" for the first production
   * pair, e.g. "www.example.gov.cn|example.gov.cn,https://zl.example.gov.cn". Hosts are matched
   * against the site origin's host name; see lib/register/rent-center.ts.
   */
  RENT_CENTER_HOSTS_PRIMARY: rentCenterPair.optional(),
  /** The second production pair, same format. */
  RENT_CENTER_HOSTS_SECONDARY: rentCenterPair.optional(),
  /** Origin of the test rental centre, used on any other non-local host. Unset: the portal's own page. */
  RENT_CENTER_TEST_ORIGIN: httpOrigin.optional(),
  /**
   * Bearer token of POST /api/bzf-portal-cms/bpcCacheEntity/revalidate, which the content system
   * calls after an edit (at least 32 characters). Unset: that call is refused.
   */
  REVALIDATE_TOKEN: z.string().min(32, '须至少 32 个字符').optional(),
  /**
   * The production front (nginx) as the instances reach it, e.g. http://10.0.0.5:80: after a change
   * the instance asks it to fetch the changed pages again (lib/cache/front-refresh.js, which reads
   * these three itself). Unset or empty: nothing is sent, and the front shows a change after its
   * two hold times.
   */
  FRONT_REFRESH_URL: z.union([z.literal(''), httpOrigin]).optional(),
  /** The key nginx's configuration holds (deploy/nginx.conf.template): 32 to 128 letters and digits. */
  FRONT_REFRESH_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9]{32,128}$/, '须为 32 到 128 位字母或数字')
    .optional(),
  /** Pages fetched again per change: the most read recent pages that carry a changed tag. */
  FRONT_REFRESH_PAGES: z.coerce.number().int().min(1).max(500).default(24),
  /**
   * E-mail of case notifications (docs/deploy.md "E-mail and SMS"): the operator's SMTP server as
   * smtp://user:password@host:587 (STARTTLS when offered) or smtps://user:password@host:465.
   * Unset: no e-mail is written to the outbox or sent.
   */
  SMTP_URL: z
    .string()
    .url()
    .refine((v) => /^smtps?:\/\/[^/?#]+\/?$/.test(v), '须为 smtp://用户:密码@主机:端口 或 smtps://… 形式')
    .optional(),
  /** The From of those e-mails, e.g. "安居住房保障服务门户 <noreply@example.gov.cn>"; required with SMTP_URL. */
  MAIL_FROM: z.string().min(3).max(200).optional(),
  /**
   * SMS of case notifications through the operator's HTTP gateway (docs/api.md "SMS gateway"):
   * the URL the portal POSTs to. Unset: no SMS is written to the outbox or sent. With it, the key,
   * the sign name and the template id are required.
   */
  SMS_GATEWAY_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), '须为 http(s):// 地址')
    .optional(),
  /** HMAC-SHA256 secret of the gateway's request signature, at least 32 characters. */
  SMS_GATEWAY_KEY: z.string().min(32, '须至少 32 个字符').optional(),
  /** The SMS sign name (短信签名) registered with the carrier, e.g. 安居住房保障. */
  SMS_SIGN_NAME: z.string().min(2).max(20).optional(),
  /** The registered template id of the case-status text. */
  SMS_TEMPLATE_CASE_STATUS: z.string().min(1).max(64).optional(),
  /** Sends tried per message before it is dead-lettered (status dead). */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  /**
   * Minutes to wait after the 1st, 2nd, … failed attempt (the last value repeats): by default a
   * message is tried over about four and a half hours before it is dead-lettered.
   */
  OUTBOX_BACKOFF_MINUTES: z
    .string()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, '须为逗号分隔的分钟数，如 1,5,15,60,180')
    .default('1,5,15,60,180'),
  /** How often each instance's outbox worker looks for due messages (only with a channel configured). */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(15_000),
  /**
   * Years a deleted account's finished registrations (配售意向登记 with a decision, and their cases)
   * are kept, pseudonymised, for the operator's filing duty (docs/security.md, 数据清单).
   */
  ACCOUNT_RECORDS_KEEP_YEARS: z.coerce.number().int().min(0).max(30).default(5),
  /**
   * The retention job (lib/retention/retention.ts, docs/security.md "Retention"): how often each
   * instance tries a pass (on PostgreSQL one instance at a time works, the others skip), and how
   * long each kind of row is kept once it is no longer needed.
   */
  RETENTION_INTERVAL_MS: z.coerce.number().int().min(60_000).max(86_400_000).default(3_600_000),
  /** Days a citizen session or remembered device is kept after it expired or was revoked. */
  RETENTION_SESSION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Days a staff session is kept after it can no longer be used (idle, past its 8 hours, or revoked). */
  RETENTION_STAFF_SESSION_DAYS: z.coerce.number().int().min(1).max(3650).default(1),
  /** Days a sign-in ticket (fingerprint, rental centre, hand-over, re-authentication) is kept after it expired. */
  RETENTION_TICKET_DAYS: z.coerce.number().int().min(1).max(3650).default(1),
  /** Days raw module-access (visit) rows are kept; only days already rolled up are pruned. */
  RETENTION_VISIT_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Days an untouched draft (resume, quick application) is kept. */
  RETENTION_DRAFT_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** Days an e-mail/SMS outbox row is kept after it was sent, skipped or dead-lettered. */
  RETENTION_OUTBOX_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Days an anonymous-write rate counter window is kept. */
  RETENTION_RATE_COUNTER_DAYS: z.coerce.number().int().min(1).max(3650).default(1),
})
  // A channel half configured fails at start-up, not at its first message hours later.
  .superRefine((env, ctx) => {
    const need = (on: unknown, names: (keyof typeof env)[], why: string) => {
      if (!on) return;
      for (const name of names) if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `${why}时必填` });
    };
    need(env.SMTP_URL, ['MAIL_FROM'], '设置 SMTP_URL');
    need(env.SMS_GATEWAY_URL, ['SMS_GATEWAY_KEY', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_CASE_STATUS'], '设置 SMS_GATEWAY_URL');
  });

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/**
 * Settings a production server must not start without: canonical URLs, the sitemap and Open Graph
 * would otherwise point at localhost. Called at server start (instrumentation.ts), not during
 * `next build`, whose NODE_ENV is production too.
 */
export function missingProductionSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build') return [];
  return env.SITE_URL ? [] : ['SITE_URL'];
}

export function assertProductionEnv(env: NodeJS.ProcessEnv = process.env): void {
  const missing = missingProductionSettings(env);
  if (missing.length > 0) {
    throw new Error(`生产环境缺少必需的环境变量：${missing.join('、')}（例如 SITE_URL=https://www.example.gov.cn）。门户拒绝启动。`);
  }
}

/** Reads the settings from a given environment; throws naming every wrong variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`环境变量配置有误: ${parsed.error.issues.map((i) => i.path.join('.') + ' ' + i.message).join('; ')}`);
  }
  return parsed.data;
}

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
