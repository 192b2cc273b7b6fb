import type { ShopStatus } from '@/lib/validation/shop-filter';
import styles from './Shops.module.css';

/** 招租中 / 洽谈中 / 已出租 as a badge: the word carries the meaning, the colour only repeats it. */
export function StatusBadge({ status, label }: { status: ShopStatus; label: string }) {
  return <span className={`${styles.badge} ${styles[`badge_${status}`] ?? ''}`}>{label}</span>;
}
