'use client';

import { useEffect } from 'react';

let installed = 0;

/** Shows a title's full text as a tooltip when CSS had to clip it (ellipsis or line clamp). */
function hintClippedTitle(event: PointerEvent) {
  const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-clip] a') : null;
  if (!link || link.title) return;
  if (link.scrollWidth > link.clientWidth || link.scrollHeight > link.clientHeight) link.title = link.textContent ?? '';
}

/**
 * The home lists used to repeat every title in a title attribute (about 40 titles, twice per page
 * with the RSC payload). The tooltip is a pointer affordance only (the link text is the whole title
 * for everyone else), so it is added on hover, when the title is actually cut. One listener however
 * many lists render this.
 */
export function ClippedTitleHints() {
  useEffect(() => {
    if (installed++ === 0) document.addEventListener('pointerover', hintClippedTitle);
    return () => {
      if (--installed === 0) document.removeEventListener('pointerover', hintClippedTitle);
    };
  }, []);
  return null;
}
