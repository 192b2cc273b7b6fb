import type { Metadata } from 'next';
import { NotFoundCard } from '@/components/layout/FailureViews.client';
import { LAYOUT_TEXT } from '@/components/layout/text';

export const metadata: Metadata = {
  title: LAYOUT_TEXT.notFound.title,
  robots: { index: false, follow: true },
};

/**
 * A missing record on a page of the site (notFound() in a /t1, /t3 or questionnaire page): the card
 * inside the site's own frame, which already draws the header, the skip link and <main>.
 */
export default function SiteNotFound() {
  return <NotFoundCard />;
}
