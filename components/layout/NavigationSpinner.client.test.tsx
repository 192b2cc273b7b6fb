import { act, fireEvent, render, screen } from '@testing-library/react';
import { NavigationSpinner } from './NavigationSpinner.client';
import { NAVIGATION_SPINNER_DELAY_MS, NAVIGATION_SPINNER_TIMEOUT_MS, startsInSiteNavigation } from './navigation-pending';
import { navigationMock } from './test-utils';

jest.mock('next/navigation', () => {
  const { navigationMock: m } = jest.requireActual<typeof import('./test-utils')>('./test-utils');
  return { usePathname: () => m.pathname, useSearchParams: () => new URLSearchParams(m.search) };
});

const click = { button: 0, modified: false, defaultPrevented: false, target: null, download: false };
const here = 'http://portal.test/t3/news_list?col1=a';
/** What next/link renders: a plain anchor whose click the router takes over. */
const TARGET = '/t1/company_profile';

describe('startsInSiteNavigation', () => {
  it.each([
    ['another page of the site', '/home', true],
    ['the same list on another page number', '/t3/news_list?col1=a&pageNum=2', true],
    ['the page itself', '/t3/news_list?col1=a', false],
    ['a jump within the page', '#main', false],
    ['another site', 'https://gov.example/x', false],
    ['a file to download', '/demo/files/guide.pdf', false],
    ['an API call', '/api/bzf-portal-cms/x', false],
  ])('%s → %s', (_what, href, expected) => {
    expect(startsInSiteNavigation({ ...click, href }, here)).toBe(expected);
  });

  it('ignores new tabs, modified clicks, other buttons, downloads and cancelled clicks', () => {
    expect(startsInSiteNavigation({ ...click, href: '/home', target: '_blank' }, here)).toBe(false);
    expect(startsInSiteNavigation({ ...click, href: '/home', modified: true }, here)).toBe(false);
    expect(startsInSiteNavigation({ ...click, href: '/home', button: 1 }, here)).toBe(false);
    expect(startsInSiteNavigation({ ...click, href: '/home', download: true }, here)).toBe(false);
    expect(startsInSiteNavigation({ ...click, href: '/home', defaultPrevented: true }, here)).toBe(false);
    expect(startsInSiteNavigation({ ...click, href: null }, here)).toBe(false);
  });
});

describe('NavigationSpinner', () => {
  beforeEach(() => {
    navigationMock.reset();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  function setup() {
    const view = render(
      <>
        <NavigationSpinner />
        <a href={TARGET}>公司简介</a>
      </>,
    );
    // next/link cancels the click and navigates by the router; jsdom must not navigate either.
    screen.getByText('公司简介').addEventListener('click', (e) => e.preventDefault());
    return view;
  }

  it('shows nothing in the first render: the page content is what the visitor sees', () => {
    setup();
    expect(screen.queryByTestId('navigation-spinner')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('covers the page with the 加载中 spinner while a slow in-site navigation is pending, and removes it when the new page renders', () => {
    const view = setup();
    fireEvent.click(screen.getByText('公司简介'), { button: 0 });
    expect(screen.queryByTestId('navigation-spinner')).toBeNull();
    act(() => jest.advanceTimersByTime(NAVIGATION_SPINNER_DELAY_MS + 10));
    expect(screen.getByRole('status')).toHaveTextContent('加载中');

    navigationMock.pathname = '/t1/company_profile';
    view.rerender(
      <>
        <NavigationSpinner />
        <a href={TARGET}>公司简介</a>
      </>,
    );
    expect(screen.queryByTestId('navigation-spinner')).toBeNull();
  });

  it('never shows for a navigation that ends before the delay', () => {
    const view = setup();
    fireEvent.click(screen.getByText('公司简介'), { button: 0 });
    navigationMock.pathname = '/t1/company_profile';
    view.rerender(<NavigationSpinner />);
    act(() => jest.advanceTimersByTime(NAVIGATION_SPINNER_DELAY_MS * 5));
    expect(screen.queryByTestId('navigation-spinner')).toBeNull();
  });

  it('gives up after the 120 s chunk timeout and on back/forward', () => {
    setup();
    fireEvent.click(screen.getByText('公司简介'), { button: 0 });
    act(() => jest.advanceTimersByTime(NAVIGATION_SPINNER_DELAY_MS + 10));
    expect(screen.getByTestId('navigation-spinner')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(NAVIGATION_SPINNER_TIMEOUT_MS));
    expect(screen.queryByTestId('navigation-spinner')).toBeNull();

    fireEvent.click(screen.getByText('公司简介'), { button: 0 });
    act(() => jest.advanceTimersByTime(NAVIGATION_SPINNER_DELAY_MS + 10));
    expect(screen.getByTestId('navigation-spinner')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByTestId('navigation-spinner')).toBeNull();
  });
});
