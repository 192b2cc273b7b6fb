import { act, render, screen } from '@testing-library/react';
import { readHistory, readParentColumn, NAVIGATION_STORAGE_KEYS } from '@/lib/navigation/history';
import type { NavigationInfo } from '@/lib/navigation/resolve';
import { NavigationStateProvider, useNavigationState } from './NavigationState.client';
import { historyEntry, NavigationTracker } from './NavigationTracker.client';

let mockPathname = '/home';
let mockSearch = '';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  useSearchParams: () => new URLSearchParams(mockSearch),
}));

const navigation: NavigationInfo = {
  activeKey: 'dyyw',
  special: null,
  parent: { key: 'bzf', label: '保障性租赁住房' },
  second: { key: 'bzf_ywbl', label: '业务办理' },
  third: null,
  fourth: null,
  personalCenterEntry: null,
};

function Show() {
  const s = useNavigationState();
  return (
    <dl>
      <dt>selected</dt>
      <dd data-testid="selected">{s.selectedColumn ?? '-'}</dd>
      <dd data-testid="second">{s.secondKey ?? '-'}</dd>
      <dd data-testid="width">{s.screenWidth}</dd>
      <dd data-testid="phone">{s.isPhone ? 'phone' : 'desktop'}</dd>
      <dd data-testid="scroll">{s.scrollTop}</dd>
      <dd data-testid="bottom">{s.touchBottom ? 'bottom' : 'not-bottom'}</dd>
    </dl>
  );
}

function setViewport(width: number, height = 800) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  window.localStorage.clear();
  mockPathname = '/home';
  mockSearch = '';
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    frames.push(cb);
    return frames.length;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  setViewport(1280);
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
});
afterEach(() => jest.restoreAllMocks());

function flushFrames() {
  const pending = frames;
  frames = [];
  act(() => pending.forEach((cb) => cb(performance.now())));
}

describe('NavigationTracker', () => {
  it('pushes every visited path+query to the history, without a token', () => {
    mockPathname = '/t1/news_list';
    mockSearch = 'col1=xwzx&token=abcdefghijklmnopqrst';
    const { rerender } = render(<NavigationTracker />);
    expect(readHistory()).toEqual(['/t1/news_list?col1=xwzx']);

    mockPathname = '/t1/article_content';
    mockSearch = 'contentId=5';
    rerender(<NavigationTracker />);
    mockPathname = '/t1/news_list';
    mockSearch = 'col1=xwzx';
    rerender(<NavigationTracker />);
    expect(readHistory()).toEqual(['/t1/news_list?col1=xwzx', '/t1/article_content?contentId=5']);
  });

  it('saves the resolved parent column and applies the navigation to the shared state', () => {
    render(
      <NavigationStateProvider>
        <NavigationTracker navigation={navigation} />
        <Show />
      </NavigationStateProvider>,
    );
    expect(readParentColumn()).toEqual({ key: 'bzf', label: '保障性租赁住房' });
    expect(screen.getByTestId('selected')).toHaveTextContent('dyyw');
    expect(screen.getByTestId('second')).toHaveTextContent('bzf_ywbl');
  });

  it('works without a provider (storage only)', () => {
    expect(() => render(<NavigationTracker navigation={navigation} />)).not.toThrow();
    expect(readParentColumn()?.key).toBe('bzf');
    expect(readHistory()).toEqual(['/home']);
  });

  it('tracks the screen width and phone flag on resize with a passive listener', () => {
    const addSpy = jest.spyOn(window, 'addEventListener');
    setViewport(1024);
    render(
      <NavigationStateProvider>
        <NavigationTracker />
        <Show />
      </NavigationStateProvider>,
    );
    expect(screen.getByTestId('width')).toHaveTextContent('1024');
    expect(screen.getByTestId('phone')).toHaveTextContent('desktop');
    expect(addSpy).toHaveBeenCalledWith('resize', expect.any(Function), { passive: true });

    setViewport(769);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByTestId('width')).toHaveTextContent('769');
    expect(screen.getByTestId('phone')).toHaveTextContent('phone');
  });

  it('tracks scroll position and touch-bottom, one measurement per animation frame', () => {
    const addSpy = jest.spyOn(window, 'addEventListener');
    render(
      <NavigationStateProvider>
        <NavigationTracker />
        <Show />
      </NavigationStateProvider>,
    );
    expect(addSpy).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    flushFrames();

    window.scrollY = 500;
    act(() => {
      for (let i = 0; i < 5; i += 1) window.dispatchEvent(new Event('scroll'));
    });
    expect(frames).toHaveLength(1);
    expect(screen.getByTestId('scroll')).toHaveTextContent('0');
    flushFrames();
    expect(screen.getByTestId('scroll')).toHaveTextContent('500');
    expect(screen.getByTestId('bottom')).toHaveTextContent('not-bottom');

    window.scrollY = 2195; // 2195 + 800 >= 3000 - 10
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    flushFrames();
    expect(screen.getByTestId('bottom')).toHaveTextContent('bottom');
  });

  it('removes its listeners on unmount', () => {
    const removeSpy = jest.spyOn(window, 'removeEventListener');
    const { unmount } = render(
      <NavigationStateProvider>
        <NavigationTracker />
      </NavigationStateProvider>,
    );
    unmount();
    expect(removeSpy).toHaveBeenCalledWith('resize', expect.any(Function));
    expect(removeSpy).toHaveBeenCalledWith('scroll', expect.any(Function));
  });

  it('does not throw when storage is unavailable', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    expect(() => render(<NavigationTracker navigation={navigation} />)).not.toThrow();
    expect(window.localStorage.getItem(NAVIGATION_STORAGE_KEYS.history)).toBeNull();
  });
});

describe('historyEntry', () => {
  it('joins path and query, dropping the token', () => {
    expect(historyEntry('/home', '')).toBe('/home');
    expect(historyEntry('/t1/x', 'a=1&token=t&b=2')).toBe('/t1/x?a=1&b=2');
  });
});
