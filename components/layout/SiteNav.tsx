import type { ReactNode } from 'react';
import { itemDataAttributes, unpackMenu, type MenuItem, type PackedMenu } from './menu-model';
import { SITE_NAV_ID, SITE_NAV_TITLE_ID, menuPanelId } from './site-nav-dom';
import { LAYOUT_TEXT } from './text';
import styles from './SiteNav.module.css';

export type SiteNavProps = {
  /** packMenu(tree): the visible columns, and the navHidden groups for data-hidden (the trail rules). */
  menu: PackedMenu;
  /** The site search box, shown at the top of the phone drawer. */
  searchBox?: ReactNode;
  /** The account links, shown at the end of the phone drawer. */
  footer?: ReactNode;
};

function Level({ nodes }: { nodes: MenuItem[] }) {
  return nodes.map((n) => (
    <li key={n.key} {...itemDataAttributes(n, n.depth)}>
      <a href={n.href}>{n.label}</a>
      {n.children.length > 0 ? (
        <ul>
          <Level nodes={n.children} />
        </ul>
      ) : null}
    </li>
  ));
}

/**
 * The column menu, rendered once: the red band with dropdown panels on a desktop and,
 * restyled by CSS, the content of the phone drawer (with the search box and the account links).
 * Plain links, no class per item (CSS selects by structure). Rendered by SiteHeader.client from the
 * packed menu, so the page's RSC payload carries the columns once as data, not as element JSON
 * (server HTML is unchanged: visitors without scripts and crawlers get the whole menu).
 * SiteNavBehaviour adds the expand/collapse buttons (useless without scripts), opening, keyboard, the
 * drawer and the trail highlight from the DOM. Without JavaScript CSS opens the panels on hover/focus and the
 * 菜单 link (#site-nav) opens the drawer through :target, fully expanded.
 */
export function SiteNav({ menu, searchBox, footer }: SiteNavProps) {
  const items = unpackMenu(menu);
  return (
    <>
      <div id={SITE_NAV_ID} className={styles.shell} tabIndex={-1}>
        <div className={styles.head}>
          <h2 id={SITE_NAV_TITLE_ID}>{LAYOUT_TEXT.drawerLabel}</h2>
          {/* A link so the no-JavaScript drawer (:target) can be left; scripts give it the button role. */}
          <a href="#" className={styles.close} data-nav-close="" aria-label={LAYOUT_TEXT.closeMenu} />
        </div>
        {searchBox ? <div className={styles.search}>{searchBox}</div> : null}
        <nav className={styles.band} aria-label={LAYOUT_TEXT.mainNavLabel} data-hidden={menu.hidden}>
          <ul className={styles.top}>
            {items.map((item) => (
              <li key={item.key} {...itemDataAttributes(item, 1)}>
                <a href={item.href} data-top="">
                  {item.label}
                </a>
                {item.children.length > 0 ? (
                  <div id={menuPanelId(item.key)} className={styles.panel} data-panel="">
                    <div className={styles.intro}>
                      <h2>{item.label}</h2>
                      {item.description ? <p>{item.description}</p> : null}
                    </div>
                    <ul>
                      <Level nodes={item.children} />
                    </ul>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        {footer ? <div className={styles.account}>{footer}</div> : null}
      </div>
      <a href="#" className={styles.backdrop} data-nav-close="" tabIndex={-1} aria-hidden="true" />
    </>
  );
}

/** The 菜单 control in the brand row: a link to the drawer without JavaScript, a dialog button with it. */
export function MenuButton() {
  return (
    <a href={`#${SITE_NAV_ID}`} className={styles.menuButton} data-nav-open="">
      {LAYOUT_TEXT.menuButton}
    </a>
  );
}
