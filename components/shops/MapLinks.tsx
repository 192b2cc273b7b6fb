import { buildMapLinks } from '@/components/layout/map-links';
import { SHOP_TEXT as T } from './text';
import styles from './Shops.module.css';

/** Links to the place in gaode, baidu and tengxun maps (nothing when the coordinates are unusable). */
export function MapLinks({ name, address, lng, lat }: { name: string; address: string; lng: number; lat: number }) {
  const links = buildMapLinks({ name, address, longitude: lng, latitude: lat });
  if (links.length === 0) return null;
  return (
    <nav aria-label={`${name}${T.map}`} className={styles.mapLinks}>
      <span>{T.map}：</span>
      <ul>
        {links.map((l) => (
          <li key={l.provider}>
            <a href={l.href} target="_blank" rel="noopener noreferrer">
              {l.label}
              <span className="visually-hidden">{T.mapOpensNew}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
