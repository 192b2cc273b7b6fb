import type { MetadataRoute } from 'next';
import { getEnv } from '@/lib/env';

// SITE_URL is read at run time, so one build serves any origin.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const base = getEnv().SITE_URL.replace(/\/+$/, '');
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/t1/personalCenter/'] }],
    sitemap: `${base}/sitemap.xml`,
  };
}
