import sprite from './segments.svg';

/**
 * Icons of the business segments (the segment's `icon` names one of these), as symbols of one
 * cached SVG file drawn with <use>: crisp at any size, coloured by CSS through currentColor, and a
 * short reference in the page instead of the paths twice (HTML and RSC payload).
 */
export const SEGMENT_ICONS = ['rental', 'public', 'sale', 'shared', 'shop', 'home'] as const;
export type SegmentIconName = (typeof SEGMENT_ICONS)[number];

const SPRITE_URL: string = typeof sprite === 'string' ? sprite : sprite.src;

/** Aliases: the seed may name icons by column key or by a plain word. */
const ALIASES: Record<string, SegmentIconName> = {
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

export function resolveSegmentIcon(icon: string, columnKey?: string | null): SegmentIconName {
  for (const name of [icon, columnKey ?? '']) {
    if ((SEGMENT_ICONS as readonly string[]).includes(name)) return name as SegmentIconName;
    const alias = ALIASES[name];
    if (alias) return alias;
  }
  return 'home';
}

export function SegmentIconView({ name, size = 48 }: { name: SegmentIconName; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true">
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}

export function SegmentIcon({ icon, columnKey, size = 48 }: { icon: string; columnKey?: string | null; size?: number }) {
  return <SegmentIconView name={resolveSegmentIcon(icon, columnKey)} size={size} />;
}
