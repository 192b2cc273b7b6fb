import type { ReactNode } from 'react';

/**
 * Inline icons of the business segments (the segment's `icon` names one of these): no image
 * request, crisp at any size, coloured by CSS through currentColor.
 */
const PATHS: Record<string, ReactNode> = {
  // 保障性租赁住房: an apartment block with a key.
  rental: (
    <>
      <path d="M6 42V12l14-6 14 6v30" />
      <path d="M12 18h4M24 18h4M12 26h4M24 26h4M12 34h4" />
      <circle cx="35" cy="33" r="5" />
      <path d="M39 36.5 45 42M42 39.5l2-2" />
    </>
  ),
  // 公共租赁住房: two residential towers.
  public: (
    <>
      <path d="M4 42h40" />
      <path d="M8 42V14h14v28M26 42V6h14v36" />
      <path d="M12 20h6M12 27h6M12 34h6M30 12h6M30 19h6M30 26h6M30 33h6" />
    </>
  ),
  // 配售型保障性住房: a house with a price tag.
  sale: (
    <>
      <path d="M4 22 22 7l18 15" />
      <path d="M9 18v22h26V18" />
      <path d="M18 40V29h8v11" />
      <path d="M33 26h9l3 4-3 4h-9z" />
      <circle cx="36.5" cy="30" r="1" />
    </>
  ),
  // 共有产权住房: a house held by two hands (shared ownership).
  shared: (
    <>
      <path d="M10 22 24 10l14 12" />
      <path d="M14 19v13h20V19" />
      <path d="M24 32v-7" />
      <path d="M4 30l8 8h10M44 30l-8 8H26" />
    </>
  ),
  // 商业服务: a storefront with an awning.
  shop: (
    <>
      <path d="M6 18 9 7h30l3 11" />
      <path d="M6 18c0 3 2.5 5 5.5 5S17 21 17 18c0 3 2.5 5 5.5 5S28 21 28 18c0 3 2.5 5 5.5 5S39 21 39 18c0 3 1 5 3 5" />
      <path d="M9 23v19h30V23" />
      <path d="M19 42V31h10v11" />
    </>
  ),
  home: (
    <>
      <path d="M5 22 24 6l19 16" />
      <path d="M10 18v24h28V18" />
      <path d="M20 42V30h8v12" />
    </>
  ),
};

/** Aliases: the seed may name icons by column key or by a plain word. */
const ALIASES: Record<string, string> = {
  bzf: 'rental',
  key: 'rental',
  'guaranteed-rental': 'rental',
  gzf: 'public',
  building: 'public',
  'public-rental': 'public',
  psf: 'sale',
  tag: 'sale',
  'allotment-sale': 'sale',
  allotment: 'sale',
  gycqf: 'shared',
  handshake: 'shared',
  'shared-ownership': 'shared',
  syfw: 'shop',
  store: 'shop',
  commercial: 'shop',
  house: 'home',
};

export function resolveSegmentIcon(icon: string, columnKey?: string | null): string {
  for (const name of [icon, columnKey ?? '']) {
    if (name in PATHS) return name;
    const alias = ALIASES[name];
    if (alias) return alias;
  }
  return 'home';
}

export function SegmentIcon({ icon, columnKey, size = 48 }: { icon: string; columnKey?: string | null; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[resolveSegmentIcon(icon, columnKey)]}
    </svg>
  );
}
