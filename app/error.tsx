'use client';

import { ErrorView } from '@/components/layout/FailureViews.client';

/** Errors below the root layout (the site frame included). */
export default function Error({ error, retry }: { error: unknown; retry: () => void; reset: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
