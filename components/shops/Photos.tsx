import type { RecordImage } from '@/lib/db/schema';
import styles from './Shops.module.css';

/** A row of pictures, each with its alt text as the caption (the drawings are illustrations). */
export function Photos({ images, label }: { images: readonly RecordImage[]; label: string }) {
  if (images.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label={label}>
      {images.map((img, i) => (
        <li key={`${img.src}-${i}`}>
          <figure>
            {/* eslint-disable-next-line @next/next/no-img-element -- small local SVG drawings; next/image adds nothing here */}
            <img src={img.src} alt={img.alt} width={480} height={320} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
            {/* The caption shows the alt text to everyone (it says the picture is an illustration); hidden from screen readers, which read the alt. */}
            <figcaption aria-hidden="true">{img.alt}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
