'use client';

import { ErrorView } from '@/components/layout/FailureViews.client';

/**
 * A page of the site that failed: the same fallback card, inside the site's frame (header, menu,
 * footer), not on a bare page of its own. Errors of the frame itself still reach app/error.tsx.
 */
export default function SiteError({ error, retry }: { error: unknown; retry: () => void; reset: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
