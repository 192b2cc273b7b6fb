'use client';

import { useEffect } from 'react';
import { countViewOnce } from '@/lib/api-client/content-view';

/** Counts one view of the article from the browser (the cached page itself writes nothing). Renders nothing. */
export function ViewBeacon({ contentId }: { contentId: number }) {
  useEffect(() => {
    countViewOnce(contentId);
  }, [contentId]);
  return null;
}
