'use client';

import { useState } from 'react';
import { T } from './strings';
import styles from './ArticleTools.module.css';

const SIZES = [
  { key: 'small', label: T.fontSizes.small, value: '15px' },
  { key: 'medium', label: T.fontSizes.medium, value: '' },
  { key: 'large', label: T.fontSizes.large, value: '21px' },
] as const;

export type ArticleToolsProps = { targetId: string };

/** Font size (for elderly readers) and print. Without JavaScript the article simply keeps its size. */
export function ArticleTools({ targetId }: ArticleToolsProps) {
  const [size, setSize] = useState<(typeof SIZES)[number]['key']>('medium');

  const choose = (s: (typeof SIZES)[number]) => {
    setSize(s.key);
    const el = document.getElementById(targetId);
    if (el) el.style.setProperty('--prose-font-size', s.value || null);
  };

  return (
    <div className={styles.tools}>
      <span className={styles.label} id={`${targetId}-font`}>
        {T.fontSize}
      </span>
      <div role="group" aria-labelledby={`${targetId}-font`} className={styles.group}>
        {SIZES.map((s) => (
          <button
            key={s.key}
            type="button"
            className={styles.button}
            aria-pressed={size === s.key}
            onClick={() => choose(s)}
          >
            {s.label}
          </button>
        ))}
      </div>
      <button type="button" className={`${styles.button} ${styles.print}`} onClick={() => window.print()}>
        {T.print}
      </button>
    </div>
  );
}
