/**
 * The portal's cache tags, one constant for every cached read. A page served from the Next cache
 * carries the tags of every query it used, so revalidating a tag re-renders exactly those pages.
 */
export const TAGS = {
  /** Column tree (header menu, breadcrumbs, every page's frame). */
  columns: 'cms:columns',
  /** Articles, lists and column pages. */
  contents: 'cms:contents',
  /** Company introduction and subsidiaries. */
  company: 'cms:company',
  /** Banners, business segments, friendly links, memorabilia, app versions. */
  background: 'background',
  /** Housing projects, commercial projects and shops (data-docking). */
  projects: 'data:projects',
  /** Job posts (bzf-portal-recruit); the companies they name come under `company`. */
  jobPosts: 'recruit:posts',
  /** Site skin (mourning mode). */
  skin: 'background:skin',
} as const;

export type CacheTag = (typeof TAGS)[keyof typeof TAGS];

const DEFAULT_CONTENT_SECONDS = 300;
const DEFAULT_SKIN_SECONDS = 60;

function seconds(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 86_400 ? n : fallback;
}

/**
 * Upper bound on staleness. Operators edit content and the skin in the database, outside the
 * portal, so no code path can call revalidateTag for them: a cached page is at most this old.
 * (Read from process.env, not lib/env, so the module stays usable by build-time code.)
 */
export function revalidateSeconds(kind: 'content' | 'skin'): number {
  return kind === 'skin'
    ? seconds(process.env.SKIN_REVALIDATE_SECONDS, DEFAULT_SKIN_SECONDS)
    : seconds(process.env.CONTENT_REVALIDATE_SECONDS, DEFAULT_CONTENT_SECONDS);
}

/** `next build` runs in worker processes that must never open the database (PGlite has no lock). */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

/**
 * A read cached in the Next data cache under `tags`, for at most the kind's revalidate time. Its
 * tags and revalidate time propagate to the page that calls it, so an ISR page built from cached
 * reads is re-rendered when any of them changes. Results must be JSON (unstable_cache serialises).
 */
export function cachedRead<A extends unknown[], R>(
  name: string,
  read: (...args: A) => Promise<R>,
  tags: readonly CacheTag[],
  kind: 'content' | 'skin' = 'content',
): (...args: A) => Promise<R> {
  let cached: ((...args: A) => Promise<R>) | undefined;
  const scheduled = tags.includes(TAGS.contents);
  return async (...args: A) => {
    // Outside a Next server (jest, scripts) there is no cache to read: go to the database.
    if (!process.env.NEXT_RUNTIME) return read(...args);
    // Loaded and created lazily: next/cache needs the server's globals, and the revalidate time
    // must reflect the environment of the running server.
    const { unstable_cache } = await import('next/cache');
    if (scheduled) {
      // Articles can be scheduled: the read lives no longer than until the next one goes live
      // (./schedule.ts), so no job is needed to show it. The wrapper is cheap; the entry is keyed by name and args.
      const { contentRevalidateSeconds } = await import('./schedule');
      const revalidate = await contentRevalidateSeconds(revalidateSeconds(kind));
      return unstable_cache(read, [name], { tags: [...tags], revalidate })(...args);
    }
    cached ??= unstable_cache(read, [name], { tags: [...tags], revalidate: revalidateSeconds(kind) });
    return cached(...args);
  };
}

const capped = new Map<number, () => Promise<number>>();

/**
 * Shortens the revalidate time of the page being rendered to `seconds` (when shorter than what its
 * reads set already): a cached no-op read with that revalidate time, whose time propagates to the
 * page like every cached read's. Callers pass only small values (below the skin's revalidate time),
 * so there are at most that many entries.
 */
export async function capRevalidate(seconds: number): Promise<void> {
  if (!process.env.NEXT_RUNTIME) return;
  const s = Math.max(1, Math.floor(seconds));
  let read = capped.get(s);
  if (!read) {
    const { unstable_cache } = await import('next/cache');
    read = unstable_cache(async () => s, ['revalidateCap', String(s)], { revalidate: s });
    capped.set(s, read);
  }
  await read();
}
