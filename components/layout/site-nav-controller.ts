/**
 * Behaviour of the server-rendered SiteNav, attached to its DOM: desktop dropdowns (hover intent,
 * click, keyboard), the phone drawer (dialog, focus trap, Escape, scroll lock) with its accordion,
 * and the active trail. Plain DOM so it adds no markup and reads the menu from its DOM: SiteNav.client wires it to
 * React's lifecycle and the router.
 */
import { activeTrailKeys, queryFromSearchParams } from './menu-model';
import { routedHref } from './routed-click';
import { applyTrail, indexMenu, menuSubId, SITE_NAV_ID, SITE_NAV_TITLE_ID, type MenuEntry } from './site-nav-dom';
import { LAYOUT_TEXT } from './text';

export const CLOSE_DELAY_MS = 180;
const PHONE_QUERY = '(max-width: 769px)';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type SiteNavController = {
  /** The URL changed (or was first read): recompute the trail; a change also closes what is open. */
  locationChanged(pathname: string, search: string): void;
  destroy(): void;
};

export type SiteNavOptions = {
  /** In-site navigation without a full page load (the router's push). */
  navigate(href: string): void;
};

const NOOP: SiteNavController = { locationChanged() {}, destroy() {} };

function isShown(el: HTMLElement): boolean {
  if (el.closest('[hidden]')) return false;
  // Hidden by CSS (desktop-only parts in the drawer): browsers only; jsdom has no layout.
  return typeof el.checkVisibility === 'function' ? el.checkVisibility() : true;
}


export function attachSiteNav(doc: Document, options: SiteNavOptions): SiteNavController {
  const shell = doc.getElementById(SITE_NAV_ID);
  const nav = shell?.querySelector<HTMLElement>(':scope > nav');
  if (!shell || !nav) return NOOP;
  const win = doc.defaultView ?? window;

  const index = indexMenu(nav);
  const openers = Array.from(doc.querySelectorAll<HTMLElement>('[data-nav-open]'));
  const closers = Array.from(doc.querySelectorAll<HTMLElement>('[data-nav-close]'));
  const topOf = (el: Element | null): MenuEntry | undefined => index.top.find((e) => el && e.li.contains(el));
  const panelLinks = (top: MenuEntry) => (top.container ? Array.from(top.container.querySelectorAll<HTMLAnchorElement>('a[href]')) : []);

  let trail: string[] = [];
  let location: string | null = null;
  let openKey: string | null = null;
  let drawerOpen = false;
  let expanded = new Set<string>();
  let closeTimer: number | undefined;
  let suppressFocusOpen = false;
  let previousOverflow = '';
  const cleanups: (() => void)[] = [];
  const on = <K extends keyof HTMLElementEventMap>(el: HTMLElement, type: K, fn: (e: HTMLElementEventMap[K]) => void) => {
    el.addEventListener(type, fn);
    cleanups.push(() => el.removeEventListener(type, fn));
  };

  /** Writes open/expanded state to the DOM: aria-expanded, the labels, hidden containers. */
  const sync = () => {
    for (const e of index.entries) {
      if (!e.toggle || !e.container) continue;
      const isOpen = drawerOpen ? expanded.has(e.node.key) : e.depth > 1 || openKey === e.node.key;
      const buttonSaysOpen = drawerOpen ? isOpen : e.depth === 1 && isOpen;
      e.toggle.setAttribute('aria-expanded', String(buttonSaysOpen));
      e.toggle.setAttribute('aria-label', (buttonSaysOpen ? LAYOUT_TEXT.collapseSubmenu : LAYOUT_TEXT.expandSubmenu)(e.node.label));
      e.container.hidden = !isOpen;
      if (e.depth === 1) e.li.toggleAttribute('data-open', !drawerOpen && isOpen);
    }
  };

  const focusWithoutOpening = (el: HTMLElement | null | undefined) => {
    if (!el) return;
    suppressFocusOpen = true;
    el.focus();
    suppressFocusOpen = false;
  };

  const setOpenKey = (key: string | null) => {
    win.clearTimeout(closeTimer);
    if (openKey === key) return;
    openKey = key;
    sync();
  };

  const closeAndReturn = (top: MenuEntry) => {
    setOpenKey(null);
    focusWithoutOpening(top.toggle ?? top.link);
  };

  const openDrawer = () => {
    if (drawerOpen) return;
    drawerOpen = true;
    win.clearTimeout(closeTimer);
    openKey = null;
    // The current column's branch starts expanded, so the visitor sees where they are.
    expanded = new Set(trail);
    shell.setAttribute('data-drawer', '');
    shell.setAttribute('role', 'dialog');
    shell.setAttribute('aria-modal', 'true');
    shell.setAttribute('aria-labelledby', SITE_NAV_TITLE_ID);
    for (const o of openers) o.setAttribute('aria-expanded', 'true');
    previousOverflow = doc.body.style.overflow;
    doc.body.style.overflow = 'hidden';
    sync();
    Array.from(shell.querySelectorAll<HTMLElement>(FOCUSABLE)).find(isShown)?.focus();
  };

  const closeDrawer = (returnFocus: boolean) => {
    if (!drawerOpen) return;
    drawerOpen = false;
    expanded = new Set();
    shell.removeAttribute('data-drawer');
    shell.removeAttribute('role');
    shell.removeAttribute('aria-modal');
    shell.removeAttribute('aria-labelledby');
    for (const o of openers) o.setAttribute('aria-expanded', 'false');
    doc.body.style.overflow = previousOverflow;
    sync();
    if (returnFocus) openers.find(isShown)?.focus();
  };

  // Enhancement: the no-JavaScript fallbacks (CSS :hover panels, the :target drawer) give way to
  // scripts, and the items with children get their expand/collapse button (nothing for it to do
  // without scripts, so the server does not send it: some 25 buttons less in every page).
  shell.setAttribute('data-enhanced', '');
  const added: HTMLElement[] = [];
  for (const e of index.entries) {
    if (!e.container || e.toggle) continue;
    if (!e.container.id) e.container.id = menuSubId(e.node.key);
    const button = doc.createElement('button');
    button.type = 'button';
    button.setAttribute('aria-controls', e.container.id);
    if (e.depth === 1) button.setAttribute('aria-haspopup', 'true');
    e.link.after(button);
    e.toggle = button;
    added.push(button);
  }
  for (const o of openers) {
    o.setAttribute('role', 'button');
    o.setAttribute('aria-expanded', 'false');
    o.setAttribute('aria-controls', SITE_NAV_ID);
    o.setAttribute('aria-haspopup', 'dialog');
  }
  for (const c of closers) if (c.getAttribute('tabindex') !== '-1') c.setAttribute('role', 'button');
  sync();

  const onActivate = (event: MouseEvent) => {
    event.preventDefault();
    if (drawerOpen) closeDrawer(true);
    else openDrawer();
  };
  const onClose = (event: MouseEvent) => {
    event.preventDefault();
    closeDrawer(true);
  };
  // Links with role=button answer Space like buttons do.
  const onSpace = (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    (event.currentTarget as HTMLElement).click();
  };
  for (const o of openers) {
    on(o, 'click', onActivate);
    on(o, 'keydown', onSpace);
  }
  for (const c of closers) {
    on(c, 'click', onClose);
    on(c, 'keydown', onSpace);
  }

  on(shell, 'click', (event) => {
    const target = event.target as HTMLElement;
    const toggle = target.closest<HTMLButtonElement>('button[aria-controls]');
    const entry = toggle ? index.entries.find((e) => e.toggle === toggle) : undefined;
    if (entry) {
      if (drawerOpen) {
        if (!expanded.delete(entry.node.key)) expanded.add(entry.node.key);
        sync();
      } else if (entry.depth === 1) {
        setOpenKey(openKey === entry.node.key ? null : entry.node.key);
      }
      return;
    }
    const link = target.closest<HTMLAnchorElement>('a[href]');
    const href = link && !link.hasAttribute('data-nav-close') ? routedHref(event, link) : null;
    if (href === null) return;
    // Plain links in the markup; the router keeps the page shell (no full reload).
    event.preventDefault();
    closeDrawer(false);
    setOpenKey(null);
    options.navigate(href);
  });

  on(shell, 'keydown', (event) => {
    if (drawerOpen) {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeDrawer(true);
        return;
      }
      if (event.key !== 'Tab') return;
      const focusables = Array.from(shell.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isShown);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      const active = doc.activeElement;
      if (event.shiftKey && (active === first || active === shell)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    const target = event.target as HTMLElement;
    const top = topOf(target);
    if (!top) return;
    const inPanel = !!top.container?.contains(target);
    const links = panelLinks(top);
    const tops = index.top.map((e) => e.link);
    const focusTop = (i: number) => {
      setOpenKey(null);
      focusWithoutOpening(tops[(i + tops.length) % tops.length]);
    };
    const current = tops.indexOf(top.link);
    switch (event.key) {
      case 'Escape':
        if (openKey === top.node.key) {
          event.preventDefault();
          closeAndReturn(top);
        }
        return;
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!top.container) return;
        event.preventDefault();
        if (!inPanel) {
          setOpenKey(top.node.key);
          (event.key === 'ArrowDown' ? links[0] : links[links.length - 1])?.focus();
          return;
        }
        const i = links.indexOf(target as HTMLAnchorElement);
        const next = event.key === 'ArrowDown' ? (links[i + 1] ?? links[0]) : i <= 0 ? null : links[i - 1];
        if (next) next.focus();
        else closeAndReturn(top);
        return;
      }
      case 'Home':
      case 'End':
        event.preventDefault();
        if (inPanel) (event.key === 'Home' ? links[0] : links[links.length - 1])?.focus();
        else focusTop(event.key === 'Home' ? 0 : tops.length - 1);
        return;
      case 'ArrowRight':
      case 'ArrowLeft':
        if (inPanel) return;
        event.preventDefault();
        focusTop(current + (event.key === 'ArrowRight' ? 1 : -1));
        return;
      default:
    }
  });

  for (const top of index.top) {
    on(top.li, 'mouseenter', () => {
      if (drawerOpen) return;
      setOpenKey(top.container ? top.node.key : null);
    });
    on(top.li, 'mouseleave', () => {
      if (drawerOpen) return;
      win.clearTimeout(closeTimer);
      closeTimer = win.setTimeout(() => setOpenKey(null), CLOSE_DELAY_MS);
    });
    on(top.li, 'focusin', () => {
      if (drawerOpen || suppressFocusOpen) return;
      setOpenKey(top.container ? top.node.key : null);
    });
    on(top.li, 'focusout', (event) => {
      const next = event.relatedTarget as Node | null;
      if (drawerOpen || (next && top.li.contains(next))) return;
      if (openKey === top.node.key) setOpenKey(null);
    });
  }

  // Widening the window past the phone breakpoint turns the drawer back into the band.
  const phone = typeof win.matchMedia === 'function' ? win.matchMedia(PHONE_QUERY) : null;
  const onBreakpoint = (event: MediaQueryListEvent) => {
    if (!event.matches) closeDrawer(false);
  };
  phone?.addEventListener?.('change', onBreakpoint);
  cleanups.push(() => phone?.removeEventListener?.('change', onBreakpoint));

  // Tapped 菜单 before the scripts ran: the :target drawer becomes the scripted one.
  if (win.location.hash === `#${SITE_NAV_ID}`) {
    win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search);
    openDrawer();
  }

  return {
    locationChanged(pathname, search) {
      const next = `${pathname}?${search}`;
      if (location !== null && location !== next) {
        closeDrawer(false);
        setOpenKey(null);
      }
      location = next;
      trail = activeTrailKeys(index.tree, pathname, queryFromSearchParams(new URLSearchParams(search)));
      applyTrail(index, trail);
    },
    destroy() {
      win.clearTimeout(closeTimer);
      closeDrawer(false);
      cleanups.forEach((fn) => fn());
      shell.removeAttribute('data-enhanced');
      for (const e of index.entries) if (e.toggle && added.includes(e.toggle)) e.toggle = null;
      added.forEach((el) => el.remove());
    },
  };
}
