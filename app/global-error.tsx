'use client';

import { ErrorView } from '@/components/layout/FailureViews.client';
import './globals.css';

/** Errors in the root layout itself: replaces the whole document, so it brings its own <html>. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void; reset: () => void }) {
  return (
    <html lang="zh-CN">
      <body>
        <title>页面出现问题</title>
        <ErrorView error={error} retry={retry} />
      </body>
    </html>
  );
}
