'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { isPersonalCenterBasicInfoPath, TOKEN_ENTRY_PARAM, TOKEN_ENTRY_VALUE } from '@/lib/navigation/resolve';
import { ChevronDownIcon } from '@/components/layout/icons';
import styles from '@/components/layout/SideMenu.module.css';
import { GroupLabel } from './PersonalCenterMenu.styles';

/** `unread`: the 站内信 entry's count of unread messages, said after its label. */
export type PersonalMenuItem = { key: string; label: string; path: string; unread?: number };
export type PersonalMenuGroup = { key: string; label: string; items: PersonalMenuItem[] };

export type PersonalCenterMenuProps = { label: string; groups: PersonalMenuGroup[] };

/**
 * The personal centre's side menu, from the column labelled 个人中心. It lives in the layout, which
 * is not re-rendered on client navigation, so the current page is read in the browser. Spec §2: on
 * basic_info reached with a token (middleware leaves entry=token), the first group is the one chosen.
 */
export function PersonalCenterMenu({ label, groups }: PersonalCenterMenuProps) {
  const pathname = usePathname().replace(/\/$/, '');
  const search = useSearchParams();
  const tokenEntry = isPersonalCenterBasicInfoPath(pathname) && (search.get(TOKEN_ENTRY_PARAM) === TOKEN_ENTRY_VALUE || search.has('token'));
  const activeGroup = tokenEntry ? groups[0] : groups.find((g) => g.items.some((i) => i.path === pathname));
  const current = activeGroup?.items.find((i) => i.path === pathname);

  const list = (
    <ul className={styles.list}>
      {groups.map((group) => (
        <li key={group.key}>
          <GroupLabel $active={group === activeGroup}>{group.label}</GroupLabel>
          <ul className={styles.list}>
            {group.items.map((item) => {
              const isCurrent = item.path === pathname;
              return (
                <li key={item.key}>
                  {/* Styled by position and aria-current (SideMenu.module.css). */}
                  <Link
                    href={item.path}
                    prefetch={false}
                    aria-current={isCurrent ? 'page' : undefined}
                  >
                    {item.label}
                    {item.unread ? `（${item.unread} 条未读）` : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <nav className={`${styles.box} ${styles.desktopOnly}`} aria-label={label}>
        <h2 className={styles.title}>{label}</h2>
        {list}
      </nav>
      <details className={`${styles.box} ${styles.phoneOnly}`}>
        <summary className={styles.summary}>
          <span>{label}</span>
          <span className={styles.summaryHint}>
            {current?.label ?? activeGroup?.label ?? label}
            <ChevronDownIcon size={18} />
          </span>
        </summary>
        <nav aria-label={label}>{list}</nav>
      </details>
    </>
  );
}
