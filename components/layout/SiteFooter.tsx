import type { CompanyIntroduce, FriendlyLink } from '@/lib/cms/types';
import { buildMapLinks } from './map-links';
import type { SiteFooterViewProps } from './SiteFooter.client';

export { ICP_LOOKUP_URL } from './SiteFooter.client';
export const PSB_LOOKUP_URL = 'https://beian.mps.gov.cn/#/query/webSearch';

export type SiteFooterProps = {
  siteName: string;
  company: CompanyIntroduce | null;
  friendlyLinks: FriendlyLink[];
  icpNumber: string;
  psbNumber: string;
  /** Request time, for the copyright year. */
  now?: Date;
};

const DEFAULT_GROUP = '相关网站';

/** Links grouped by groupName, groups in first-seen order (the service returns them sorted). */
export function groupFriendlyLinks(links: readonly FriendlyLink[]): { name: string; links: FriendlyLink[] }[] {
  const groups = new Map<string, FriendlyLink[]>();
  for (const link of links) {
    if (!/^https?:\/\//i.test(link.url)) continue; // never render javascript: or relative URLs from data
    const name = link.groupName.trim() || DEFAULT_GROUP;
    const list = groups.get(name) ?? [];
    list.push(link);
    groups.set(name, list);
  }
  return Array.from(groups, ([name, list]) => ({ name, links: list }));
}

const yearFormat = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric' });

/**
 * The site footer's props (friendly links, office contact and map links, app download, filings,
 * copyright), built on the server; SiteFrameView renders them with SiteFooterView.
 */
export function siteFooterProps({ siteName, company, friendlyLinks, icpNumber, psbNumber, now = new Date() }: SiteFooterProps): SiteFooterViewProps {
  const mapLinks = company
    ? buildMapLinks({ name: company.name || siteName, address: company.address, longitude: company.longitude, latitude: company.latitude })
    : [];
  const psbCode = psbNumber.match(/\d{6,}/)?.[0];
  const props: SiteFooterViewProps = {
    siteName,
    groups: groupFriendlyLinks(friendlyLinks).map((g) => [g.name, g.links.map((l) => [l.name, l.url])]),
    contact: company
      ? {
          address: company.address,
          postcode: company.postcode,
          phone: company.phone,
          serviceHotline: company.serviceHotline,
          officeHours: company.officeHours,
          email: company.email,
        }
      : null,
    mapLinks: mapLinks.map((m) => [m.provider, m.label, m.href]),
    icpNumber,
    psbNumber,
    psbHref: psbCode ? `${PSB_LOOKUP_URL}?code=${psbCode}` : PSB_LOOKUP_URL,
    year: yearFormat.format(now),
  };
  return props;
}
