import type { Metadata } from 'next';
import { getEnv } from '@/lib/env';

/** Absolute URL on the public origin (canonical links, Open Graph, JSON-LD, sitemap). */
export function absoluteUrl(path: string): string {
  const base = getEnv().SITE_URL.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

export type PageMetaInput = {
  title: string;
  description: string;
  /** Path + query of the canonical URL. */
  path: string;
  /** Article pages get og:type article with their publish time. */
  article?: { publishedTime: string; section?: string; image?: string | null };
  /** Open Graph picture of a non-article page (a project's first photo). */
  image?: string | null;
};

/** Title, description, canonical and Open Graph of one page, built the same way everywhere. */
export function pageMetadata({ title, description, path, article, image }: PageMetaInput): Metadata {
  const url = absoluteUrl(path);
  const siteName = getEnv().SITE_NAME;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: article
      ? {
          type: 'article',
          title,
          description,
          url,
          siteName,
          locale: 'zh_CN',
          publishedTime: article.publishedTime,
          section: article.section,
          images: article.image ? [{ url: toAbsolute(article.image) }] : undefined,
        }
      : { type: 'website', title, description, url, siteName, locale: 'zh_CN', images: image ? [{ url: toAbsolute(image) }] : undefined },
  };
}

/** Keeps absolute URLs, makes site paths absolute. */
export function toAbsolute(urlOrPath: string): string {
  return /^https?:\/\//i.test(urlOrPath) ? urlOrPath : absoluteUrl(urlOrPath);
}
