'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type KeyboardEvent, type ReactNode, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import type { ColumnNode } from '@/lib/cms/types';
import { desktop, theme } from '@/lib/styles/theme';
import { ChevronDownIcon, CloseIcon, MenuIcon } from './icons';
import { buildMenuItems, type MenuItem } from './menu-model';
import { LAYOUT_TEXT } from './text';
import { useActiveTrail, usePathTrail, useSearchKey } from './use-active-trail';

export type MobileDrawerProps = {
  /** The whole column tree (slimColumnTree of getColumnTree()); navHidden columns are skipped. */
  tree: ColumnNode[];
  /** Extra links at the end of the drawer (login, personal centre). */
  footerLinks?: { href: string; label: string }[];
  /** Rendered at the end of the drawer, after footerLinks (the account links). */
  footer?: ReactNode;
  /** The site search box (server-rendered markup), at the top of the drawer. */
  searchBox?: ReactNode;
};

const { colors } = theme;

const MenuButton = styled.button`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0;
  min-height: 52px;
  min-width: 52px;
  padding: 4px 8px;
  border: 1px solid ${colors.primary};
  border-radius: ${theme.radius};
  background: ${colors.primary};
  color: #fff;
  font: inherit;
  font-size: 15px;
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  ${desktop} {
    display: none;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  background: rgba(15, 17, 20, 0.55);
`;

const Panel = styled.div`
  position: fixed;
  z-index: 901;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  width: min(88vw, 380px);
  background: ${colors.surface};
  box-shadow: -8px 0 28px rgba(0, 0, 0, 0.2);
  outline: none;
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 8px 8px 20px;
  background: ${colors.primary};
  color: #fff;
  h2 {
    margin: 0;
    font-size: 19px;
  }
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: ${theme.radius};
  background: transparent;
  color: #fff;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
  }
`;

const Scroll = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-bottom: 24px;
`;

const SearchSlot = styled.div`
  padding: 12px 16px;
  border-bottom: 1px solid ${colors.border};
`;

const List = styled.ul<{ $level: number }>`
  margin: 0;
  padding: 0;
  list-style: none;
  ${(p) =>
    p.$level > 1
      ? css`
          background: ${p.$level === 2 ? colors.background : '#eceef2'};
        `
      : ''}
`;

const Row = styled.div<{ $level: number; $active: boolean }>`
  display: flex;
  align-items: stretch;
  border-bottom: 1px solid ${colors.border};
  ${(p) =>
    p.$active
      ? css`
          box-shadow: inset 4px 0 0 ${colors.primary};
        `
      : ''}
`;

const ItemLink = styled(Link)<{ $level: number; $active: boolean }>`
  flex: 1;
  display: flex;
  align-items: center;
  min-height: 52px;
  padding: 8px 12px 8px ${(p) => 20 + (p.$level - 1) * 18}px;
  color: ${(p) => (p.$active ? colors.primary : colors.text)};
  font-size: ${(p) => (p.$level === 1 ? '18px' : '17px')};
  font-weight: ${(p) => (p.$level === 1 || p.$active ? 600 : 400)};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
  }
`;

const RowToggle = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  border: 0;
  border-left: 1px solid ${colors.border};
  background: transparent;
  color: ${colors.textSecondary};
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

const Extras = styled.div`
  display: flex;
  gap: 12px;
  padding: 20px;
  a {
    flex: 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 48px;
    border: 1px solid ${colors.primary};
    border-radius: ${theme.radius};
    color: ${colors.primary};
    font-size: 17px;
    text-decoration: none;
  }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Phone navigation (≤ 769 px): a 菜单 button opening a modal drawer with all four levels as an accordion. */
export function MobileDrawer(props: MobileDrawerProps) {
  return (
    <Suspense fallback={<MobileDrawerWithPathTrail {...props} />}>
      <MobileDrawerWithQueryTrail {...props} />
    </Suspense>
  );
}

/** Cached pages render this (the query is unknown there); the browser then renders the query-aware one. */
function MobileDrawerWithPathTrail(props: MobileDrawerProps) {
  return <MobileDrawerView {...props} trail={usePathTrail(props.tree)} searchKey="" />;
}

function MobileDrawerWithQueryTrail(props: MobileDrawerProps) {
  return <MobileDrawerView {...props} trail={useActiveTrail(props.tree)} searchKey={useSearchKey()} />;
}

function MobileDrawerView({ tree, footerLinks = [], footer, searchBox, trail, searchKey: search }: MobileDrawerProps & { trail: string[]; searchKey: string }) {
  const items = useMemo(() => buildMenuItems(tree), [tree]);
  const currentKey = trail[trail.length - 1] ?? null;
  const trailSet = useMemo(() => new Set(trail), [trail]);

  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const drawerId = useId();
  const titleId = `${drawerId}-title`;

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const openDrawer = () => {
    // The current column's branch starts expanded so the visitor sees where they are.
    setExpanded(new Set(trail));
    setOpen(true);
  };

  // Navigating closes the drawer (focus then belongs to the new page, not the button).
  const pathname = usePathname();
  const [shownFor, setShownFor] = useState(`${pathname}?${search}`);
  if (shownFor !== `${pathname}?${search}`) {
    setShownFor(`${pathname}?${search}`);
    setOpen(false);
  }

  // While open: lock page scroll and move focus into the dialog.
  useEffect(() => {
    if (!open) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      body.style.overflow = previous;
    };
  }, [open]);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusables = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const toggleBranch = (key: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const renderItems = (nodes: MenuItem[], level: number) => (
    <List $level={level}>
      {nodes.map((item) => {
        const hasChildren = item.children.length > 0;
        const isExpanded = expanded.has(item.key);
        const subId = `${drawerId}-${item.key}`;
        const active = trailSet.has(item.key);
        return (
          <li key={item.key}>
            <Row $level={level} $active={active && level === 1}>
              <ItemLink
                href={item.href}
                prefetch={false}
                $level={level}
                $active={active}
                aria-current={item.key === currentKey ? 'page' : active && level === 1 ? 'true' : undefined}
                onClick={() => close(false)}
              >
                {item.label}
              </ItemLink>
              {hasChildren && (
                <RowToggle
                  type="button"
                  aria-expanded={isExpanded}
                  aria-controls={subId}
                  aria-label={isExpanded ? LAYOUT_TEXT.collapseSubmenu(item.label) : LAYOUT_TEXT.expandSubmenu(item.label)}
                  onClick={() => toggleBranch(item.key)}
                >
                  <ChevronDownIcon size={22} />
                </RowToggle>
              )}
            </Row>
            {hasChildren && (
              <div id={subId} hidden={!isExpanded}>
                {renderItems(item.children, level + 1)}
              </div>
            )}
          </li>
        );
      })}
    </List>
  );

  return (
    <>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={drawerId}
        aria-haspopup="dialog"
        onClick={() => (open ? close() : openDrawer())}
      >
        <MenuIcon size={22} />
        {LAYOUT_TEXT.menuButton}
      </MenuButton>
      {open && (
        <>
          <Backdrop onClick={() => close()} aria-hidden="true" />
          <Panel
            ref={panelRef}
            id={drawerId}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            tabIndex={-1}
            onKeyDown={onPanelKeyDown}
          >
            <PanelHeader>
              <h2 id={titleId}>{LAYOUT_TEXT.drawerLabel}</h2>
              <CloseButton type="button" aria-label={LAYOUT_TEXT.closeMenu} onClick={() => close()}>
                <CloseIcon size={26} />
              </CloseButton>
            </PanelHeader>
            <Scroll>
              {searchBox ? <SearchSlot>{searchBox}</SearchSlot> : null}
              <nav aria-label={LAYOUT_TEXT.drawerNavLabel}>{renderItems(items, 1)}</nav>
              {footerLinks.length > 0 && (
                <Extras>
                  {footerLinks.map((l) => (
                    <Link key={l.href} href={l.href} prefetch={false} onClick={() => close(false)}>
                      {l.label}
                    </Link>
                  ))}
                </Extras>
              )}
              {footer}
            </Scroll>
          </Panel>
        </>
      )}
    </>
  );
}
