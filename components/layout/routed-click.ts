import type { MouseEvent as ReactMouseEvent } from 'react';

/**
 * A click on a plain in-site link that the page's router should take (no full reload), as
 * next/link would: left button, no modifier, same origin, not a new window or a download, not a
 * jump within the page. Client views use plain <a> with this instead of next/link, whose import in
 * one of them put a second copy of it into the first-load chunks (docs/decisions/0082-static-blocks-as-client-views-from-compact-props.md).
 */
export function routedHref(event: MouseEvent | ReactMouseEvent, link: HTMLAnchorElement): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return url.pathname + url.search + url.hash;
}

/** onClick for a container of plain links: routes the plain clicks on its in-site links. */
export function routeLinkClicks(push: (href: string) => void) {
  return (event: ReactMouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || !event.currentTarget.contains(link)) return;
    const href = routedHref(event, link);
    if (href === null) return;
    event.preventDefault();
    push(href);
  };
}
