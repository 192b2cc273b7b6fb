'use client';

/**
 * A page of the site that failed: the same fallback card, inside the site's frame (header, menu,
 * footer), not on a bare page of its own. Errors of the frame itself still reach app/error.tsx.
 * ErrorView itself, re-exported (it takes the boundary's props): no wrapper of our own, so no
 * chunk of our own on every page (docs/performance.md, "Page weight against 0508278").
 */
export { ErrorView as default } from '@/components/layout/FailureViews.client';
