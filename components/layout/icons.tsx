import type { SVGProps } from 'react';
import sprite from './icons.svg';

/**
 * The portal's icons: symbols of one SVG file (icons.svg, hashed and cached for a year), drawn with
 * <use>, so a page carries a short reference per icon instead of its paths twice (HTML and RSC
 * payload). They inherit `currentColor` and are hidden from screen readers (no focusable="false":
 * only Internet Explorer needed it).
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** Names of the symbols in icons.svg. */
export const ICON_NAMES = ['chevron-down', 'chevron-right', 'menu', 'close', 'user', 'login', 'calendar', 'phone', 'map-pin', 'clock', 'mail', 'smartphone', 'external', 'home', 'refresh', 'wifi-off', 'shield', 'alert', 'file-search', 'clipboard-check', 'search', 'emblem'] as const;
export type IconName = (typeof ICON_NAMES)[number];

const SPRITE_URL: string = typeof sprite === 'string' ? sprite : sprite.src;

export function Icon({ size = 20, name, ...rest }: IconProps & { name: IconName }) {
  return (
    <svg width={size} height={size} aria-hidden="true" {...rest}>
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}

export const ChevronDownIcon = (p: IconProps) => <Icon {...p} name="chevron-down" />;
export const ChevronRightIcon = (p: IconProps) => <Icon {...p} name="chevron-right" />;
export const MenuIcon = (p: IconProps) => <Icon {...p} name="menu" />;
export const CloseIcon = (p: IconProps) => <Icon {...p} name="close" />;
export const UserIcon = (p: IconProps) => <Icon {...p} name="user" />;
export const LoginIcon = (p: IconProps) => <Icon {...p} name="login" />;
export const CalendarIcon = (p: IconProps) => <Icon {...p} name="calendar" />;
export const PhoneIcon = (p: IconProps) => <Icon {...p} name="phone" />;
export const MapPinIcon = (p: IconProps) => <Icon {...p} name="map-pin" />;
export const ClockIcon = (p: IconProps) => <Icon {...p} name="clock" />;
export const MailIcon = (p: IconProps) => <Icon {...p} name="mail" />;
export const SmartphoneIcon = (p: IconProps) => <Icon {...p} name="smartphone" />;
export const ExternalIcon = (p: IconProps) => <Icon {...p} name="external" />;
export const HomeIcon = (p: IconProps) => <Icon {...p} name="home" />;
export const RefreshIcon = (p: IconProps) => <Icon {...p} name="refresh" />;
export const WifiOffIcon = (p: IconProps) => <Icon {...p} name="wifi-off" />;
export const ShieldIcon = (p: IconProps) => <Icon {...p} name="shield" />;
export const AlertIcon = (p: IconProps) => <Icon {...p} name="alert" />;
export const FileSearchIcon = (p: IconProps) => <Icon {...p} name="file-search" />;
export const ClipboardCheckIcon = (p: IconProps) => <Icon {...p} name="clipboard-check" />;
export const SearchIcon = (p: IconProps) => <Icon {...p} name="search" />;

/**
 * The portal's emblem: a red seal with a gold ring, a white house under a gold star, and the
 * roofline doubling as a shelter — the "安居" idea, drawn for this demo (no official insignia).
 */
export function EmblemIcon({ size = 56, ...rest }: IconProps) {
  return <Icon size={size} {...rest} name="emblem" />;
}
