import { usePathname, useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import type { ColumnNode } from '@/lib/cms/types';
import { activeTrailKeys, queryFromSearchParams } from './menu-model';

/**
 * Keys of the active trail from the path alone: what a cached (static) render can know, since
 * useSearchParams there would hand the whole subtree to the browser.
 */
export function usePathTrail(tree: readonly ColumnNode[]): string[] {
  const pathname = usePathname();
  return useMemo(() => activeTrailKeys(tree, pathname, {}), [tree, pathname]);
}

/** The query string of the current URL (suspends a static render; use under <Suspense>). */
export function useSearchKey(): string {
  return useSearchParams()?.toString() ?? '';
}

/**
 * Keys of the active column trail for the current URL. Read on the client (a layout cannot see
 * searchParams) but also during SSR of the dynamic layout, so the highlight never flashes in.
 */
export function useActiveTrail(tree: readonly ColumnNode[]): string[] {
  const pathname = usePathname();
  const search = useSearchParams();
  const searchKey = search?.toString() ?? '';
  return useMemo(
    () => activeTrailKeys(tree, pathname, queryFromSearchParams(new URLSearchParams(searchKey))),
    [tree, pathname, searchKey],
  );
}
