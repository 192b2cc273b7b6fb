'use client';

import type { MouseEvent } from 'react';
import { JOB_LIST_PATH } from '@/lib/recruitment/post-links';

/**
 * "返回招聘信息": the plain list without JavaScript (the post page is cached and cannot know where
 * the visitor came from); with it, back to the filtered list the visitor came from, if they did.
 */
export function BackToList({ href, label, className }: { href: string; label: string; className?: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    let from: URL;
    try {
      from = new URL(document.referrer);
    } catch {
      return;
    }
    if (from.origin !== window.location.origin || from.pathname !== JOB_LIST_PATH) return;
    // The browser follows the link's href as it is once the click has been handled.
    event.currentTarget.href = `${from.pathname}${from.search}`;
  };
  return (
    <a href={href} className={className} onClick={onClick}>
      {label}
    </a>
  );
}
