'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type FocusEvent, type KeyboardEvent, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import type { ColumnNode } from '@/lib/cms/types';
import { phone, theme } from '@/lib/styles/theme';
import { useHydrated } from '@/lib/api-client/use-hydrated';
import { ChevronDownIcon } from './icons';
import { buildMenuItems, type MenuItem } from './menu-model';
import { LAYOUT_TEXT } from './text';
import { useActiveTrail, usePathTrail, useSearchKey } from './use-active-trail';

export type MainMenuProps = {
  /** The whole column tree (slimColumnTree of getColumnTree()); navHidden columns are skipped here. */
  tree: ColumnNode[];
};

const { colors } = theme;
const GOLD = '#f4c54a';
const CLOSE_DELAY_MS = 180;

/* ---------- styles ---------- */

const Band = styled.nav`
  background: ${colors.primary};
  border-bottom: 3px solid ${colors.primaryDark};
  ${phone} {
    display: none;
  }
`;

const TopList = styled.ul`
  position: relative;
  display: flex;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 8px;
  list-style: none;
`;

const TopItem = styled.li`
  flex: 1 1 auto;
  display: flex;
  align-items: stretch;
  justify-content: center;
  position: static;
`;

const activeTop = css`
  background: ${colors.primaryDark};
  box-shadow: inset 0 -4px 0 ${GOLD};
`;

const TopRow = styled.div<{ $active: boolean; $open: boolean }>`
  display: flex;
  align-items: stretch;
  width: 100%;
  justify-content: center;
  ${(p) => (p.$active || p.$open ? activeTop : '')}
  &:hover {
    background: ${colors.primaryDark};
  }
`;

const TopLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 52px;
  padding: 0 6px 0 12px;
  color: #fff;
  font-size: 17px;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-decoration: none;
  white-space: nowrap;
  &:only-child {
    padding: 0 14px;
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
  }
  @media (max-width: 960px) {
    font-size: 16px;
    padding-left: 6px;
    letter-spacing: 0;
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 26px;
  padding: 0;
  margin: 0 4px 0 0;
  border: 0;
  background: transparent;
  color: #fff;
  cursor: pointer;
  svg {
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
  }
`;

const Panel = styled.div<{ $open: boolean }>`
  display: ${(p) => (p.$open ? 'block' : 'none')};
  position: absolute;
  z-index: 50;
  top: 100%;
  left: 8px;
  right: 8px;
  margin-top: 3px;
  background: ${colors.surface};
  border-top: 3px solid ${colors.primary};
  border-radius: 0 0 ${theme.radius} ${theme.radius};
  box-shadow: 0 14px 32px rgba(31, 35, 41, 0.18);
  /* Before hydration (and without JavaScript) CSS alone opens the panel. */
  nav:not([data-enhanced]) li:hover > &,
  nav:not([data-enhanced]) li:focus-within > & {
    display: block;
  }
`;

const PanelInner = styled.div`
  display: grid;
  grid-template-columns: 200px 1fr;
  gap: 28px;
  padding: 24px 28px 28px;
  @media (max-width: 1000px) {
    grid-template-columns: 1fr;
    gap: 12px;
  }
`;

const Intro = styled.div`
  padding-right: 24px;
  border-right: 1px solid ${colors.border};
  h2 {
    margin: 0 0 8px;
    font-size: 22px;
    color: ${colors.primary};
  }
  p {
    margin: 0;
    font-size: 15px;
    line-height: 1.7;
    color: ${colors.textSecondary};
  }
  @media (max-width: 1000px) {
    border-right: 0;
    padding-right: 0;
    p {
      display: none;
    }
  }
`;

const Groups = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 18px 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  align-content: start;
`;

const currentLink = css`
  color: ${colors.primary};
  font-weight: 700;
`;

const GroupLink = styled(Link)<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 6px 0;
  border-bottom: 1px solid ${colors.border};
  color: ${colors.text};
  font-size: 17px;
  font-weight: 600;
  text-decoration: none;
  &::before {
    content: '';
    flex: none;
    width: 4px;
    height: 16px;
    background: ${colors.primary};
    border-radius: 2px;
  }
  &:hover {
    color: ${colors.primary};
  }
  ${(p) => (p.$active ? currentLink : '')}
`;

const SubList = styled.ul<{ $nested?: boolean }>`
  margin: 6px 0 0;
  padding: 0 0 0 ${(p) => (p.$nested ? '14px' : '10px')};
  list-style: none;
  ${(p) =>
    p.$nested
      ? css`
          margin: 0 0 4px 4px;
          border-left: 2px solid ${colors.primarySoft};
        `
      : ''}
`;

const SubLink = styled(Link)<{ $active: boolean; $nested?: boolean }>`
  display: block;
  padding: 5px 0;
  color: ${(p) => (p.$nested ? colors.textSecondary : colors.text)};
  font-size: ${(p) => (p.$nested ? '15px' : '16px')};
  line-height: 1.5;
  text-decoration: none;
  &:hover {
    color: ${colors.primary};
    text-decoration: underline;
  }
  ${(p) => (p.$active ? currentLink : '')}
`;

/* ---------- behaviour ---------- */

function panelLinks(li: HTMLElement | null): HTMLAnchorElement[] {
  return li ? Array.from(li.querySelectorAll<HTMLAnchorElement>('[data-panel] a[href]')) : [];
}

function topLinks(nav: HTMLElement | null): HTMLAnchorElement[] {
  return nav ? Array.from(nav.querySelectorAll<HTMLAnchorElement>('a[data-top]')) : [];
}

/**
 * Desktop main menu: top-level columns in the red band, levels 2–4 in a dropdown panel. Real
 * links are rendered on the server; JavaScript adds hover intent, keyboard control and
 * aria-expanded. Hidden on phones, where MobileDrawer takes over.
 */
export function MainMenu(props: MainMenuProps) {
  return (
    <Suspense fallback={<MainMenuWithPathTrail {...props} />}>
      <MainMenuWithQueryTrail {...props} />
    </Suspense>
  );
}

/** Cached pages render this (the query is unknown there); the browser then renders the query-aware one. */
function MainMenuWithPathTrail(props: MainMenuProps) {
  return <MainMenuView {...props} trail={usePathTrail(props.tree)} searchKey="" />;
}

function MainMenuWithQueryTrail(props: MainMenuProps) {
  return <MainMenuView {...props} trail={useActiveTrail(props.tree)} searchKey={useSearchKey()} />;
}

function MainMenuView({ tree, trail, searchKey: search }: MainMenuProps & { trail: string[]; searchKey: string }) {
  const items = useMemo(() => buildMenuItems(tree), [tree]);
  const activeTop = trail[0] ?? null;
  const currentKey = trail[trail.length - 1] ?? null;
  const trailSet = useMemo(() => new Set(trail), [trail]);

  const [openKey, setOpenKey] = useState<string | null>(null);
  const enhanced = useHydrated();
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  /** Set while focus is moved by code, so focusing the toggle after Escape does not reopen. */
  const suppressFocusOpen = useRef(false);

  // A navigation closes any open panel (state adjusted while rendering, not in an effect).
  const pathname = usePathname();
  const [shownFor, setShownFor] = useState(`${pathname}?${search}`);
  if (shownFor !== `${pathname}?${search}`) {
    setShownFor(`${pathname}?${search}`);
    setOpenKey(null);
  }

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const open = useCallback((key: string) => {
    window.clearTimeout(closeTimer.current);
    setOpenKey(key);
  }, []);
  const scheduleClose = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpenKey(null), CLOSE_DELAY_MS);
  };

  const focusWithoutOpening = (el: HTMLElement | null | undefined) => {
    if (!el) return;
    suppressFocusOpen.current = true;
    el.focus();
    suppressFocusOpen.current = false;
  };

  const closeAndReturn = (li: HTMLElement) => {
    setOpenKey(null);
    focusWithoutOpening(li.querySelector<HTMLElement>('button[aria-expanded]') ?? li.querySelector<HTMLElement>('a[data-top]'));
  };

  const openAndFocusFirst = (key: string, li: HTMLElement) => {
    open(key);
    // The panel becomes visible on the next paint; focus after it.
    window.requestAnimationFrame(() => panelLinks(li)[0]?.focus());
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLLIElement>, item: MenuItem) => {
    const li = event.currentTarget;
    const target = event.target as HTMLElement;
    const inPanel = !!target.closest('[data-panel]');
    const hasPanel = item.children.length > 0;
    switch (event.key) {
      case 'Escape':
        if (openKey === item.key) {
          event.preventDefault();
          closeAndReturn(li);
        }
        return;
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!hasPanel) return;
        event.preventDefault();
        if (!inPanel) {
          if (event.key === 'ArrowDown') openAndFocusFirst(item.key, li);
          return;
        }
        const links = panelLinks(li);
        const i = links.indexOf(target as HTMLAnchorElement);
        const next = event.key === 'ArrowDown' ? links[i + 1] ?? links[0] : i <= 0 ? null : links[i - 1];
        if (next) next.focus();
        else closeAndReturn(li);
        return;
      }
      case 'ArrowRight':
      case 'ArrowLeft': {
        if (inPanel) return;
        event.preventDefault();
        const tops = topLinks(navRef.current);
        const current = li.querySelector<HTMLAnchorElement>('a[data-top]');
        const i = current ? tops.indexOf(current) : -1;
        const step = event.key === 'ArrowRight' ? 1 : -1;
        const next = tops[(i + step + tops.length) % tops.length];
        setOpenKey(null);
        focusWithoutOpening(next);
        return;
      }
      default:
    }
  };

  const onItemFocus = (item: MenuItem) => {
    if (suppressFocusOpen.current || item.children.length === 0) {
      if (item.children.length === 0) setOpenKey(null);
      return;
    }
    open(item.key);
  };

  const onItemBlur = (event: FocusEvent<HTMLLIElement>, item: MenuItem) => {
    const next = event.relatedTarget as Node | null;
    if (next && event.currentTarget.contains(next)) return;
    setOpenKey((k) => (k === item.key ? null : k));
  };

  const renderLevel4 = (nodes: MenuItem[]) => (
    <SubList $nested>
      {nodes.map((n) => (
        <li key={n.key}>
          <SubLink href={n.href} prefetch={false} $nested $active={trailSet.has(n.key)} aria-current={n.key === currentKey ? 'page' : undefined}>
            {n.label}
          </SubLink>
        </li>
      ))}
    </SubList>
  );

  return (
    <Band ref={navRef} aria-label={LAYOUT_TEXT.mainNavLabel} data-enhanced={enhanced ? '' : undefined}>
      <TopList>
        {items.map((item) => {
          const isOpen = openKey === item.key;
          const isActive = item.key === activeTop;
          const panelId = `menu-panel-${item.key}`;
          const hasPanel = item.children.length > 0;
          return (
            <TopItem
              key={item.key}
              onKeyDown={(e) => onItemKeyDown(e, item)}
              onFocus={() => onItemFocus(item)}
              onBlur={(e) => onItemBlur(e, item)}
              onMouseEnter={() => (hasPanel ? open(item.key) : setOpenKey(null))}
              onMouseLeave={scheduleClose}
            >
              <TopRow $active={isActive} $open={isOpen}>
                <TopLink
                  href={item.href}
                  prefetch={false}
                  data-top=""
                  aria-current={isActive ? (currentKey === item.key ? 'page' : 'true') : undefined}
                >
                  {item.label}
                </TopLink>
                {hasPanel && (
                  <Toggle
                    type="button"
                    aria-expanded={isOpen}
                    aria-haspopup="true"
                    aria-controls={panelId}
                    aria-label={isOpen ? LAYOUT_TEXT.collapseSubmenu(item.label) : LAYOUT_TEXT.expandSubmenu(item.label)}
                    onClick={() => (isOpen ? setOpenKey(null) : open(item.key))}
                  >
                    <ChevronDownIcon size={16} />
                  </Toggle>
                )}
              </TopRow>
              {hasPanel && (
                <Panel id={panelId} data-panel="" $open={isOpen} onMouseEnter={cancelClose}>
                  <PanelInner>
                    <Intro>
                      <h2>{item.label}</h2>
                      {item.description ? <p>{item.description}</p> : null}
                    </Intro>
                    <Groups>
                      {item.children.map((second) => (
                        <li key={second.key}>
                          <GroupLink
                            href={second.href}
                            prefetch={false}
                            $active={trailSet.has(second.key)}
                            aria-current={second.key === currentKey ? 'page' : undefined}
                          >
                            {second.label}
                          </GroupLink>
                          {second.children.length > 0 && (
                            <SubList>
                              {second.children.map((third) => (
                                <li key={third.key}>
                                  <SubLink
                                    href={third.href}
                                    prefetch={false}
                                    $active={trailSet.has(third.key)}
                                    aria-current={third.key === currentKey ? 'page' : undefined}
                                  >
                                    {third.label}
                                  </SubLink>
                                  {third.children.length > 0 && renderLevel4(third.children)}
                                </li>
                              ))}
                            </SubList>
                          )}
                        </li>
                      ))}
                    </Groups>
                  </PanelInner>
                </Panel>
              )}
            </TopItem>
          );
        })}
      </TopList>
    </Band>
  );
}
