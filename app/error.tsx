'use client';

/**
 * Errors below the root layout: ErrorView itself, re-exported (it takes the boundary's props), so
 * the boundary needs no wrapper of its own. app/(site)/error.tsx is a symbolic link to this file:
 * a failed site page shows the same card inside the site's frame (header, menu, footer), and both
 * boundaries are one module, so every page loads one boundary chunk instead of two
 * (docs/decisions/0135-page-weight-after-subscriptions.md). Errors of the frame itself reach this
 * boundary from above the (site) layout.
 */
export { ErrorView as default } from '@/components/layout/FailureViews.client';
