import type { ReactNode } from 'react';
import { HeaderAccount } from '@/components/account/HeaderAccount.client';
import type { ColumnNode } from '@/lib/cms/types';
import { headerMenu } from './menu-model';
import { SiteHeaderView } from './SiteHeader.client';

export const LOGIN_PATH = '/login';
export const PERSONAL_CENTER_PATH = '/t1/personalCenter/personal_info/basic_info';

export type SiteHeaderProps = {
  siteName: string;
  /** The full column tree from getColumnTree(); the header shows the non-navHidden columns. */
  tree: ColumnNode[];
  /** Service hotline shown beside the logo on desktop. */
  hotline?: string | null;
  /** Request time, for the date in the utility bar. */
  now?: Date;
  /** Reserved for the 无障碍 / 长者模式 controls (rendered before the login links). */
  toolsSlot?: ReactNode;
};

const dateFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'long',
});

const isoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Site header: utility bar, emblem + site name, and the column menu (desktop band / phone drawer). */
export function SiteHeader({ siteName, tree, hotline, now = new Date(), toolsSlot }: SiteHeaderProps) {
  return (
    <SiteHeaderView
      siteName={siteName}
      menu={headerMenu(tree)}
      hotline={hotline || null}
      date={[isoDate.format(now), dateFormat.format(now)]}
      toolsSlot={toolsSlot}
      account={<HeaderAccount />}
      drawerAccount={<HeaderAccount variant="drawer" />}
    />
  );
}
