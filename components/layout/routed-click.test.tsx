import { fireEvent, render, screen } from '@testing-library/react';
import { routeLinkClicks } from './routed-click';

function Links({ push }: { push: (href: string) => void }) {
  return (
    <nav onClick={routeLinkClicks(push)}>
      <a href="/t3/news_list?col1=tzgg">通知公告</a>
      <a href="https://www.gov.cn/">中国政府网</a>
      <a href="/t1/app_download" target="_blank">新窗口</a>
      <a href="/files/a.pdf" download>下载</a>
      <a href="#main">本页</a>
    </nav>
  );
}

describe('plain links routed in the page', () => {
  it('takes a plain click on an in-site link through the router, without a full load', () => {
    const push = jest.fn();
    render(<Links push={push} />);
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: '通知公告' }));
    expect(push).toHaveBeenCalledWith('/t3/news_list?col1=tzgg');
    expect(notPrevented).toBe(false);
  });

  it('leaves modified clicks, other sites, new windows, downloads and jumps within the page to the browser', () => {
    const push = jest.fn();
    render(<Links push={push} />);
    fireEvent.click(screen.getByRole('link', { name: '通知公告' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: '通知公告' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: '中国政府网' }));
    fireEvent.click(screen.getByRole('link', { name: '新窗口' }));
    fireEvent.click(screen.getByRole('link', { name: '下载' }));
    fireEvent.click(screen.getByRole('link', { name: '本页' }));
    expect(push).not.toHaveBeenCalled();
  });
});
