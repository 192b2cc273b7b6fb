import type { ColumnNode } from '@/lib/cms/types';
import { headerMenu } from './menu-model';
import type { SiteHeaderViewProps } from './SiteHeader.client';

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
};

/** The header's data: what SiteFrameView hands SiteHeaderView (its slots are filled in the browser module). */
export type SiteHeaderData = Pick<SiteHeaderViewProps, 'siteName' | 'menu' | 'hotline' | 'date'>;

const dateFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'long',
});

const isoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The site header's props (utility bar, emblem + site name, the column menu for the desktop band
 * and the phone drawer), built on the server; SiteFrameView renders them with SiteHeaderView.
 */
export function siteHeaderProps({ siteName, tree, hotline, now = new Date() }: SiteHeaderProps): SiteHeaderData {
  return {
    siteName,
    menu: headerMenu(tree),
    hotline: hotline || null,
    date: [isoDate.format(now), dateFormat.format(now)],
  };
}
