import { act, fireEvent, render, screen } from '@testing-library/react';
import { BannerCarousel } from './BannerCarousel.client';

const banners = [1, 2, 3].map((id) => ({ id, title: `焦点${id}`, subtitle: '', imageUrl: `/b${id}.svg`, linkUrl: `/l${id}` }));

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduce, addEventListener: jest.fn(), removeEventListener: jest.fn() });
}

const activeTitle = () =>
  screen.getAllByRole('group', { hidden: true }).find((g) => g.getAttribute('aria-hidden') === 'false')?.querySelector('p')?.textContent;

describe('BannerCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads the first image eagerly with high priority and the rest lazily', () => {
    mockReducedMotion(false);
    render(<BannerCarousel banners={banners} />);
    const imgs = screen.getAllByRole('img', { hidden: true });
    expect(imgs[0]).toHaveAttribute('loading', 'eager');
    expect(imgs[0]).toHaveAttribute('fetchpriority', 'high');
    expect(imgs[1]).toHaveAttribute('loading', 'lazy');
    expect(imgs[0]).toHaveAttribute('width', '1920');
  });

  it('advances on its own until paused', () => {
    mockReducedMotion(false);
    render(<BannerCarousel banners={banners} interval={1000} />);
    expect(activeTitle()).toBe('焦点1');
    act(() => jest.advanceTimersByTime(1000));
    expect(activeTitle()).toBe('焦点2');
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(activeTitle()).toBe('焦点2');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(activeTitle()).toBe('焦点3');
  });

  it('never rotates for visitors who prefer reduced motion', () => {
    mockReducedMotion(true);
    render(<BannerCarousel banners={banners} interval={1000} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(activeTitle()).toBe('焦点1');
  });
});
