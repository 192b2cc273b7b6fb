'use client';

/**
 * Errors below the root layout (the site frame included): ErrorView itself, re-exported (it takes
 * the boundary's props), so the boundary needs no chunk of its own.
 */
export { ErrorView as default } from '@/components/layout/FailureViews.client';
