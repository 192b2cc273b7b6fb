import { act, render, screen, fireEvent } from '@testing-library/react';
import { NetworkWatcher } from './NetworkWatcher.client';
import { OfflineNotice } from './OfflineNotice.client';
import { decideNetworkRoute, holdOnPageWhileOffline, isBadNetwork, resetNetworkStatusForTests } from './network-status';
import { navigationMock } from './test-utils';

jest.mock('next/navigation', () => ({
  usePathname: () => jest.requireActual<typeof import('./test-utils')>('./test-utils').navigationMock.pathname,
  useRouter: () => jest.requireActual<typeof import('./test-utils')>('./test-utils').navigationMock.router,
}));

let online = true;
beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});

beforeEach(() => {
  online = true;
  navigationMock.reset();
  resetNetworkStatusForTests();
  window.history.replaceState(null, '', '/home');
});

function goOffline() {
  online = false;
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('decideNetworkRoute (spec §4)', () => {
  it('sends a visitor with a bad network to /404', () => {
    expect(decideNetworkRoute({ pathname: '/t1/news_list', badNetwork: true })).toBe('/404');
  });
  it('keeps a visitor with a bad network on /404', () => {
    expect(decideNetworkRoute({ pathname: '/404', badNetwork: true })).toBeNull();
  });
  it('sends /404 with the flag unset to /home', () => {
    expect(decideNetworkRoute({ pathname: '/404', badNetwork: false })).toBe('/home');
  });
  it('leaves other pages alone while the network is fine', () => {
    expect(decideNetworkRoute({ pathname: '/home', badNetwork: false })).toBeNull();
  });
});

describe('NetworkWatcher', () => {
  it('moves to /404 and shows the offline notice when the browser goes offline', () => {
    window.history.replaceState(null, '', '/t1/news_list?col1=xwzx');
    navigationMock.pathname = '/t1/news_list';
    render(<NetworkWatcher />);
    expect(screen.queryByRole('heading', { name: '网络连接异常' })).not.toBeInTheDocument();

    goOffline();
    expect(isBadNetwork()).toBe(true);
    expect(window.location.pathname).toBe('/404');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '网络连接异常' })).toBeInTheDocument();
    // Never a router fetch while offline: it would fall back to the browser's error page.
    expect(navigationMock.router.push).not.toHaveBeenCalled();
    expect(navigationMock.router.replace).not.toHaveBeenCalled();
  });

  it('treats a page opened while already offline the same way', () => {
    online = false;
    render(<NetworkWatcher />);
    expect(window.location.pathname).toBe('/404');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(navigationMock.router.replace).not.toHaveBeenCalled();
  });

  it('goes to /home when the network comes back on /404', () => {
    const { rerender } = render(<NetworkWatcher />);
    goOffline();
    navigationMock.pathname = '/404';
    rerender(<NetworkWatcher />);
    expect(navigationMock.router.replace).not.toHaveBeenCalled();

    goOnline();
    expect(isBadNetwork()).toBe(false);
    expect(navigationMock.router.replace).toHaveBeenCalledWith('/home');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('goes to /home when the network comes back, even if the router never heard of the move to /404 (offline during hydration)', () => {
    online = false;
    // The router's pathname stays that of the page: its history patch was not in place yet.
    navigationMock.pathname = '/home';
    render(<NetworkWatcher />);
    expect(window.location.pathname).toBe('/404');
    expect(navigationMock.router.replace).not.toHaveBeenCalled();

    goOnline();
    expect(navigationMock.router.replace).toHaveBeenCalledWith('/home');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sends a visitor who opens /404 with a working network to /home', () => {
    navigationMock.pathname = '/404';
    render(<NetworkWatcher />);
    expect(navigationMock.router.replace).toHaveBeenCalledWith('/home');
  });

  it('does not draw the overlay over the /404 page itself', () => {
    online = false;
    navigationMock.pathname = '/404';
    render(
      <>
        <NetworkWatcher />
        <OfflineNotice variant="page" />
      </>,
    );
    expect(screen.getAllByRole('heading', { name: '网络连接异常' })).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(navigationMock.router.replace).not.toHaveBeenCalled();
  });

  it('tells the visitor when 重新加载 is pressed while still offline', () => {
    online = false;
    render(<OfflineNotice variant="page" />);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(screen.getByRole('status')).toHaveTextContent('网络仍未连接');
  });
});

describe('a form keeping a draft', () => {
  it('holds the visitor on the page while offline: no /404 and no overlay over the form, and the flag is still set', () => {
    window.history.replaceState(null, '', '/t1/ResumeForm');
    const release = holdOnPageWhileOffline();
    const { container } = render(<NetworkWatcher />);
    goOffline();
    expect(window.location.pathname).toBe('/t1/ResumeForm');
    expect(isBadNetwork()).toBe(true);
    expect(container).toBeEmptyDOMElement();
    goOnline();
    expect(window.location.pathname).toBe('/t1/ResumeForm');
    release();
    // Without a form holding it, the spec's rule applies again.
    goOffline();
    expect(window.location.pathname).toBe('/404');
  });
});
