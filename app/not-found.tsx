import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/FailureViews.client';
import { LAYOUT_TEXT } from '@/components/layout/text';
import { getEnv } from '@/lib/env';

export const metadata: Metadata = {
  title: LAYOUT_TEXT.notFound.title,
  robots: { index: false, follow: true },
};

/**
 * Missing records (notFound() in a page). Rendered inside the root layout only, and without the
 * database: it must also work when the record lookup failed because the store is down.
 */
export default function NotFound() {
  return <NotFoundView siteName={getEnv().SITE_NAME} />;
}
