'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useElderlyMode } from '@/components/layout/use-elderly-mode';
import type { Banner } from '@/lib/cms/types';
import { HOME_TEXT } from './text';
import styles from './BannerCarousel.module.css';

export type BannerCarouselProps = {
  banners: Pick<Banner, 'id' | 'title' | 'subtitle' | 'imageUrl' | 'linkUrl'>[];
  /** Milliseconds per slide. */
  interval?: number;
};

const BANNER_WIDTH = 1920;
const BANNER_HEIGHT = 480;

/**
 * Home carousel. The server HTML already shows slide 1 with its caption; this leaf only adds the
 * rotation. It never rotates for visitors who prefer reduced motion, and stops while hovered,
 * focused or paused, so elderly visitors are not chased by moving text (WCAG 2.2.2).
 */
export function BannerCarousel({ banners, interval = 6000 }: BannerCarouselProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [prefersReducedMotion, setReducedMotion] = useState(false);
  // Elderly mode hides decorative motion too: the banner stays on the slide the visitor chose.
  const reducedMotion = useElderlyMode() || prefersReducedMotion;
  const rootRef = useRef<HTMLElement>(null);
  const count = banners.length;

  useEffect(() => {
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(mq.matches);
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, []);

  const rotating = count > 1 && !paused && !held && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [rotating, count, interval]);

  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);

  if (count === 0) return null;

  return (
    <section
      ref={rootRef}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={HOME_TEXT.bannerLabel}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className={styles.viewport} aria-live={rotating ? 'off' : 'polite'}>
        {banners.map((b, i) => {
          const active = i === index;
          const image = (
            // eslint-disable-next-line @next/next/no-img-element -- SVG banners: next/image would not optimise them
            <img
              className={styles.image}
              src={b.imageUrl}
              alt={b.title}
              width={BANNER_WIDTH}
              height={BANNER_HEIGHT}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding={i === 0 ? 'sync' : 'async'}
            />
          );
          return (
            <div
              key={b.id}
              className={`${styles.slide} ${active ? styles.active : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={HOME_TEXT.slideLabel(i + 1, count)}
              aria-hidden={!active}
              inert={!active}
            >
              {image}
              <div className={styles.captionWrap}>
                <div className={styles.caption}>
                  <p className={styles.title}>{b.title}</p>
                  {b.subtitle ? <p className={styles.subtitle}>{b.subtitle}</p> : null}
                  {b.linkUrl ? (
                    <a className={styles.cta} href={b.linkUrl}>
                      {HOME_TEXT.learnMore}
                      <span className="visually-hidden">：{b.title}</span>
                    </a>
                  ) : null}
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => go(index - 1)} aria-label={HOME_TEXT.prevSlide}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => go(index + 1)} aria-label={HOME_TEXT.nextSlide}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <div className={styles.bottomBar}>
            <ul className={styles.dots}>
              {banners.map((b, i) => (
                <li key={b.id}>
                  <button
                    type="button"
                    className={`${styles.dot} ${i === index ? styles.dotActive : ''}`}
                    aria-label={HOME_TEXT.goToSlide(i + 1)}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => go(i)}
                  />
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={styles.pause}
              onClick={() => setPaused((p) => !p)}
              aria-label={paused || reducedMotion ? HOME_TEXT.play : HOME_TEXT.pause}
              aria-pressed={paused}
              hidden={reducedMotion}
            >
              {paused ? (
                <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                  <path d="M3 1.5v11l9.5-5.5z" fill="currentColor" />
                </svg>
              ) : (
                <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                  <path d="M3 1.5h3v11H3zM8 1.5h3v11H8z" fill="currentColor" />
                </svg>
              )}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
