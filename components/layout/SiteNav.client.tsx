'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { PHONE_QUERY } from '@/lib/styles/theme';
import {
  createContext,
  startTransition,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { buildMenuItems, menuTree, menuTrail, type HeaderMenu, type MenuItem } from './menu-model';
import { routedHref } from './routed-click';
import { LAYOUT_TEXT } from './text';
import styles from './SiteNav.module.css';

export const SITE_NAV_ID = 'site-nav';
export const SITE_NAV_TITLE_ID = 'site-nav-title';
export const menuPanelId = (key: string) => `menu-panel-${key}`;
export const menuSubId = (key: string) => `menu-sub-${key}`;
/** How long a dropdown stays open after the pointer leaves it (a diagonal move to the panel). */
export const CLOSE_DELAY_MS = 180;
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The menu's shared state: the 菜单 button (in the brand row) and the menu below it both read it. */
type SiteNavState = {
  /** Hydrated: the no-script fallbacks (CSS :hover panels, the :target drawer) give way to scripts. */
  enhanced: boolean;
  /** pathname?search once the scripts have read it (null in the server's HTML). */
  location: string | null;
  open: boolean;
  setOpen(open: boolean, returnFocus?: boolean): void;
  buttonRef: RefObject<HTMLAnchorElement | null>;
};

const SiteNavContext = createContext<SiteNavState | null>(null);

function useSiteNavState(): SiteNavState {
  const state = use(SiteNavContext);
  if (!state) throw new Error('SiteNav and MenuButton render inside SiteNavProvider');
  return state;
}

function isShown(el: HTMLElement): boolean {
  if (el.closest('[hidden]')) return false;
  // Hidden by CSS (desktop-only parts in the drawer): browsers only; jsdom has no layout.
  return typeof el.checkVisibility === 'function' ? el.checkVisibility() : true;
}

/** Links with role=button answer Space like buttons do. */
function clickOnSpace(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

/**
 * Holds the menu's shared state: the drawer (scroll lock, the breakpoint, focus back to 菜单) and the
 * URL. The URL is read once the page has hydrated, in the same update that turns the no-script menu
 * into the scripted one (one render after hydration, not two).
 */
export function SiteNavProvider({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState<string | null>(null);
  const [open, setOpenState] = useState(false);
  const buttonRef = useRef<HTMLAnchorElement | null>(null);
  const setOpen = useCallback((next: boolean, returnFocus = false) => {
    if (!returnFocus) return setOpenState(next);
    // Synchronously, so the focus lands on what is shown after the change.
    flushSync(() => setOpenState(next));
    const button = buttonRef.current;
    if (!next && button && isShown(button)) button.focus();
  }, []);

  const lastLocation = useRef<string | null>(null);
  const onLocation = useCallback((pathname: string, search: string) => {
    const next = `${pathname}?${search}`;
    const first = lastLocation.current === null;
    if (first) {
      // Tapped 菜单 before the scripts ran: the :target drawer becomes the scripted one.
      if (window.location.hash === `#${SITE_NAV_ID}`) {
        window.history.replaceState(window.history.state, '', pathname + (search ? `?${search}` : ''));
        setOpenState(true);
      }
    } else if (lastLocation.current !== next) {
      // A navigation (a link, back/forward) closes the drawer.
      setOpenState(false);
    }
    lastLocation.current = next;
    // The first reading turns the whole menu scripted (toggles, hidden panels, the trail): as a
    // transition React renders it in slices between other work instead of one blocking task right
    // after hydration (docs/decisions/0138-menu-one-component-scripted-as-a-transition.md). Later readings are
    // navigations, already transitions of the router.
    if (first) startTransition(() => setLocation(next));
    else setLocation(next);
  }, []);

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Widening the window past the phone breakpoint turns the drawer back into the band.
    const phone = typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;
    const onBreakpoint = (event: MediaQueryListEvent) => {
      if (!event.matches) setOpenState(false);
    };
    phone?.addEventListener?.('change', onBreakpoint);
    return () => {
      document.body.style.overflow = previous;
      phone?.removeEventListener?.('change', onBreakpoint);
    };
  }, [open]);

  const state = useMemo(() => ({ enhanced: location !== null, location, open, setOpen, buttonRef }), [location, open, setOpen]);
  return (
    <SiteNavContext value={state}>
      {children}
      <Suspense fallback={null}>
        <LocationReader onLocation={onLocation} />
      </Suspense>
    </SiteNavContext>
  );
}

/** The 菜单 control in the brand row: a link to the drawer (#site-nav, :target) without JavaScript, a dialog button with it. */
export function MenuButton() {
  const { enhanced, open, setOpen, buttonRef } = useSiteNavState();
  const scripted = enhanced
    ? {
        role: 'button',
        'aria-expanded': open,
        'aria-controls': SITE_NAV_ID,
        'aria-haspopup': 'dialog' as const,
        onClick: (event: MouseEvent) => {
          event.preventDefault();
          setOpen(!open, true);
        },
        onKeyDown: clickOnSpace,
      }
    : {};
  return (
    <a ref={buttonRef} href={`#${SITE_NAV_ID}`} className={styles.menuButton} {...scripted}>
      {LAYOUT_TEXT.menuButton}
    </a>
  );
}

/** Reports the URL (useSearchParams suspends the static render of cached pages: nothing to show meanwhile). */
function LocationReader({ onLocation }: { onLocation(pathname: string, search: string): void }) {
  const pathname = usePathname() ?? '/';
  const search = useSearchParams()?.toString() ?? '';
  useEffect(() => onLocation(pathname, search), [onLocation, pathname, search]);
  return null;
}

export type SiteNavProps = {
  /** headerMenu(tree): the visible columns and the hidden ones' keys (the trail rules). */
  menu: HeaderMenu;
  /** The site search box, shown at the top of the phone drawer. */
  searchBox?: ReactNode;
  /** The account links, shown at the end of the phone drawer. */
  footer?: ReactNode;
};

type ItemState = {
  enhanced: boolean;
  drawerOpen: boolean;
  openKey: string | null;
  expanded: ReadonlySet<string>;
  trail: readonly string[];
};

/** The id of the list an item's toggle shows and hides: the column's panel, or a lower level's list. */
const controlsId = (item: MenuItem) => (item.depth === 1 ? menuPanelId(item.key) : menuSubId(item.key));

/** Whether an item's children show: the open panel on a desktop (lower levels always), the accordion in the drawer. */
function childrenShown(s: ItemState, item: MenuItem): boolean {
  if (!s.enhanced) return true;
  return s.drawerOpen ? s.expanded.has(item.key) : item.depth > 1 || s.openKey === item.key;
}

/*
 * The menu's parts below are plain functions called by SiteNav, not components: hydration then
 * creates one component for the whole menu instead of one per link (≈ 85 on /home), and the render
 * that turns the menu scripted is one component's render, sliced by React as a transition
 * (docs/decisions/0138-menu-one-component-scripted-as-a-transition.md).
 */

/**
 * The expand/collapse button of an item with children: only with scripts (without, it could do
 * nothing). Its click is answered by SiteNav's one click handler, which reads the item from
 * aria-controls: a render helper is handed no handler that touches refs.
 */
function toggleButton(s: ItemState, item: MenuItem) {
  const shown = childrenShown(s, item);
  const saysOpen = s.drawerOpen ? shown : item.depth === 1 && shown;
  return (
    <button
      type="button"
      aria-controls={controlsId(item)}
      aria-haspopup={item.depth === 1 ? 'true' : undefined}
      aria-expanded={saysOpen}
      aria-label={(saysOpen ? LAYOUT_TEXT.collapseSubmenu : LAYOUT_TEXT.expandSubmenu)(item.label)}
    />
  );
}

type Current = 'page' | 'true' | undefined;

/** aria-current of an item's link: "page" for the current page, "true" for its top column. */
function currentOf(s: ItemState, item: MenuItem): Current {
  const at = s.trail.indexOf(item.key);
  if (at !== item.depth - 1) return undefined;
  return at === s.trail.length - 1 ? 'page' : at === 0 ? 'true' : undefined;
}

function itemLink(s: ItemState, item: MenuItem, top?: boolean) {
  return (
    <a href={item.href} aria-current={currentOf(s, item)} data-top={top ? '' : undefined}>
      {item.label}
    </a>
  );
}

function level(s: ItemState, items: MenuItem[]): ReactNode {
  return items.map((item) => {
    const onTrail = s.trail[item.depth - 1] === item.key;
    if (item.children.length === 0) {
      return (
        <li key={item.key} data-trail={onTrail ? '' : undefined}>
          {itemLink(s, item)}
        </li>
      );
    }
    const id = controlsId(item);
    return (
      <li key={item.key} data-trail={onTrail ? '' : undefined}>
        {itemLink(s, item)}
        {s.enhanced ? toggleButton(s, item) : null}
        <ul id={s.enhanced ? id : undefined} hidden={!childrenShown(s, item)}>
          {level(s, item.children)}
        </ul>
      </li>
    );
  });
}

/**
 * The column menu, rendered once: the red band with dropdown panels on a desktop and, restyled by
 * CSS, the content of the phone drawer (with the search box and the account links). Plain links, no
 * class per item (CSS selects by structure). The server renders it in full: visitors without scripts
 * and crawlers get the whole menu; without JavaScript CSS opens the panels on hover/focus and the
 * 菜单 link (#site-nav) opens the drawer through :target, fully expanded. With scripts, its state
 * (open panel, drawer, accordion, trail) lives here and in SiteNavProvider.
 */
export function SiteNav({ menu, searchBox, footer }: SiteNavProps) {
  const router = useRouter();
  const drawer = useSiteNavState();
  const { location, open: drawerOpen, setOpen: setDrawerOpen } = drawer;
  const tree = useMemo(() => menuTree(menu.columns), [menu.columns]);
  const items = useMemo(() => buildMenuItems(tree), [tree]);
  /** Every item with children by the id its toggle controls (the click handler's lookup). */
  const byControls = useMemo(() => {
    const map = new Map<string, MenuItem>();
    const walk = (list: MenuItem[]) =>
      list.forEach((item) => {
        if (item.children.length === 0) return;
        map.set(controlsId(item), item);
        walk(item.children);
      });
    walk(items);
    return map;
  }, [items]);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const shellRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const suppressFocusOpen = useRef(false);

  const trail = useMemo(() => {
    if (location === null) return [];
    const q = location.indexOf('?');
    return menuTrail(items, tree, menu.hiddenKeys, location.slice(0, q), location.slice(q + 1));
  }, [items, tree, menu.hiddenKeys, location]);

  // A navigation closes the open panel.
  const [seenLocation, setSeenLocation] = useState(location);
  if (seenLocation !== location) {
    setSeenLocation(location);
    setOpenKey(null);
  }

  // The drawer opens with the current column's branch expanded, so the visitor sees where they are,
  // and takes the focus; closed, the accordion is forgotten.
  const [drawerSeen, setDrawerSeen] = useState(drawerOpen);
  if (drawerSeen !== drawerOpen) {
    setDrawerSeen(drawerOpen);
    setExpanded(new Set(drawerOpen ? trail : []));
    setOpenKey(null);
  }
  useEffect(() => {
    if (!drawerOpen) return;
    Array.from(shellRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).find(isShown)?.focus();
  }, [drawerOpen]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const open = (key: string | null) => {
    window.clearTimeout(closeTimer.current);
    // Synchronously, so a panel is shown before the focus moves into it.
    flushSync(() => setOpenKey(key));
  };

  const focusWithoutOpening = (el: HTMLElement | null | undefined) => {
    if (!el) return;
    suppressFocusOpen.current = true;
    el.focus();
    suppressFocusOpen.current = false;
  };

  const s: ItemState = {
    enhanced: drawer.enhanced,
    drawerOpen,
    openKey,
    expanded,
    trail,
  };
  const toggle = (item: MenuItem) => {
    if (drawerOpen) {
      setExpanded((was) => {
        const next = new Set(was);
        if (!next.delete(item.key)) next.add(item.key);
        return next;
      });
    } else if (item.depth === 1) {
      open(openKey === item.key ? null : item.key);
    }
  };

  const topElements = () => Array.from(shellRef.current?.querySelectorAll<HTMLLIElement>('nav > ul > li') ?? []);
  const topLink = (li: Element | undefined) => li?.querySelector<HTMLAnchorElement>(':scope > a') ?? null;

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    const toggled = byControls.get(target?.closest('button[aria-controls]')?.getAttribute('aria-controls') ?? '');
    if (toggled) return toggle(toggled);
    const link = target ? target.closest<HTMLAnchorElement>('a[href]') : null;
    // The close link has answered already (defaultPrevented).
    const href = link ? routedHref(event, link) : null;
    if (href === null) return;
    // Plain links in the markup; the router keeps the page shell (no full reload).
    event.preventDefault();
    setDrawerOpen(false);
    open(null);
    router.push(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const shell = shellRef.current;
    if (!shell) return;
    if (drawerOpen) {
      if (event.key === 'Escape') {
        event.preventDefault();
        setDrawerOpen(false, true);
        return;
      }
      if (event.key !== 'Tab') return;
      const focusables = Array.from(shell.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isShown);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
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
    const tops = topElements();
    const current = tops.findIndex((li) => li.contains(target));
    const li = tops[current];
    const item = items[current];
    if (!li || !item) return;
    const panel = li.querySelector<HTMLElement>(':scope > [data-panel]');
    const inPanel = !!panel?.contains(target);
    const links = () => Array.from(panel?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);
    const toggleOrLink = () => li.querySelector<HTMLElement>(':scope > button') ?? topLink(li);
    const closeAndReturn = () => {
      open(null);
      focusWithoutOpening(toggleOrLink());
    };
    const focusTop = (i: number) => {
      open(null);
      focusWithoutOpening(topLink(tops[(i + tops.length) % tops.length]));
    };
    switch (event.key) {
      case 'Escape':
        if (openKey === item.key) {
          event.preventDefault();
          closeAndReturn();
        }
        return;
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!panel) return;
        event.preventDefault();
        if (!inPanel) {
          open(item.key);
          const all = links();
          (event.key === 'ArrowDown' ? all[0] : all[all.length - 1])?.focus();
          return;
        }
        const all = links();
        const i = all.indexOf(target as HTMLAnchorElement);
        const next = event.key === 'ArrowDown' ? (all[i + 1] ?? all[0]) : i <= 0 ? null : all[i - 1];
        if (next) next.focus();
        else closeAndReturn();
        return;
      }
      case 'Home':
      case 'End': {
        event.preventDefault();
        const all = links();
        if (inPanel) (event.key === 'Home' ? all[0] : all[all.length - 1])?.focus();
        else focusTop(event.key === 'Home' ? 0 : tops.length - 1);
        return;
      }
      case 'ArrowRight':
      case 'ArrowLeft':
        if (inPanel) return;
        event.preventDefault();
        focusTop(current + (event.key === 'ArrowRight' ? 1 : -1));
        return;
      default:
    }
  };

  const enterItem = (item: MenuItem) => {
    if (drawerOpen) return;
    open(item.children.length ? item.key : null);
  };
  const leaveItem = () => {
    if (drawerOpen) return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpenKey(null), CLOSE_DELAY_MS);
  };
  const focusItem = (item: MenuItem) => {
    if (drawerOpen || suppressFocusOpen.current) return;
    open(item.children.length ? item.key : null);
  };
  const blurItem = (item: MenuItem, event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (drawerOpen || (next && event.currentTarget.contains(next))) return;
    if (openKey === item.key) open(null);
  };

  const closeDrawer = (event: MouseEvent) => {
    event.preventDefault();
    setDrawerOpen(false, true);
  };
  const closer = drawer.enhanced ? { onClick: closeDrawer } : {};
  const dialog = drawerOpen ? { 'data-drawer': '', role: 'dialog', 'aria-modal': true, 'aria-labelledby': SITE_NAV_TITLE_ID } : {};

  return (
    <>
      <div
        id={SITE_NAV_ID}
        ref={shellRef}
        className={styles.shell}
        tabIndex={-1}
        data-enhanced={drawer.enhanced ? '' : undefined}
        {...dialog}
        onClick={drawer.enhanced ? onClick : undefined}
        onKeyDown={drawer.enhanced ? onKeyDown : undefined}
      >
        <div className={styles.head}>
          <h2 id={SITE_NAV_TITLE_ID}>{LAYOUT_TEXT.drawerLabel}</h2>
          {/* A link so the no-JavaScript drawer (:target) can be left; scripts give it the button role. */}
          <a
            href="#"
            className={styles.close}
            aria-label={LAYOUT_TEXT.closeMenu}
            {...(drawer.enhanced ? { role: 'button', onKeyDown: clickOnSpace, ...closer } : {})}
          />
        </div>
        {searchBox ? <div className={styles.search}>{searchBox}</div> : null}
        <nav className={styles.band} aria-label={LAYOUT_TEXT.mainNavLabel}>
          <ul className={styles.top}>
            {items.map((item) => {
              const panelShown = childrenShown(s, item);
              return (
                <li
                  key={item.key}
                  data-trail={s.trail[0] === item.key ? '' : undefined}
                  data-open={drawer.enhanced && !drawerOpen && panelShown && item.children.length ? '' : undefined}
                  onMouseEnter={drawer.enhanced ? () => enterItem(item) : undefined}
                  onMouseLeave={drawer.enhanced ? leaveItem : undefined}
                  onFocus={drawer.enhanced ? () => focusItem(item) : undefined}
                  onBlur={drawer.enhanced ? (event) => blurItem(item, event) : undefined}
                >
                  {itemLink(s, item, true)}
                  {item.children.length > 0 && drawer.enhanced ? toggleButton(s, item) : null}
                  {item.children.length > 0 ? (
                    <div id={controlsId(item)} className={styles.panel} data-panel="" hidden={!panelShown}>
                      <div className={styles.intro}>
                        <h2>{item.label}</h2>
                        {item.description ? <p>{item.description}</p> : null}
                      </div>
                      <ul>
                        {level(s, item.children)}
                      </ul>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
        {footer ? <div className={styles.account}>{footer}</div> : null}
      </div>
      <a href="#" className={styles.backdrop} tabIndex={-1} aria-hidden="true" {...closer} />
    </>
  );
}
