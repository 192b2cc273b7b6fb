import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorView } from './FailureViews.client';
import { CHUNK_RELOAD_KEY } from './chunk-error';

beforeEach(() => sessionStorage.clear());

function chunkError() {
  const e = new Error('Loading chunk 12 failed.');
  e.name = 'ChunkLoadError';
  return e;
}

describe('ErrorView', () => {
  it('shows a friendly message with 重试 and 返回首页', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const retry = jest.fn();
    render(<ErrorView error={new Error('db down')} retry={retry} reload={jest.fn()} />);
    expect(screen.getByRole('heading', { name: '服务繁忙，请稍后再试' })).toBeInTheDocument();
    expect(screen.queryByText('db down')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  });

  it('reloads once for a chunk error, then shows the error if it happens again', () => {
    const reload = jest.fn();
    const first = render(<ErrorView error={chunkError()} retry={jest.fn()} reload={reload} />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('正在重新加载');
    first.unmount();

    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    render(<ErrorView error={chunkError()} retry={jest.fn()} reload={reload} />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
