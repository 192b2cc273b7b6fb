import path from 'node:path';
import { z } from 'zod';

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
  /** Public origin, used for canonical URLs, sitemap.xml and Open Graph. */
  SITE_URL: z.string().url().default('http://localhost:3000'),
  SITE_NAME: z.string().min(1).default('安居住房保障服务门户'),
  /** ICP filing number (ICP备案号), shown in the footer and linked to the MIIT filing site. */
  ICP_NUMBER: z.string().default('京ICP备00000000号-1'),
  /** Public-security filing number (公安联网备案号). */
  PSB_NUMBER: z.string().default('京公网安备11000000000000号'),
  /** Seed demo content on first start (set to "false" for a production database). */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function getEnv(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`环境变量配置有误: ${parsed.error.issues.map((i) => i.path.join('.') + ' ' + i.message).join('; ')}`);
    }
    cached = parsed.data;
  }
  return cached;
}
