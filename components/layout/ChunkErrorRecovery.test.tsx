import { act, render } from '@testing-library/react';
import { ChunkErrorRecovery } from './FailureViews.client';
import { CHUNK_RELOAD_KEY, CHUNK_STABLE_AFTER_MS, isChunkLoadError, reloadOnceForChunkError } from './chunk-error';

/** A sessionStorage stand-in and the map behind it. */
function memoryStorage() {
  const storage = new Map<string, string>();
  const fake = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  };
  return { storage, fake };
}

function fireError(message: string, error?: unknown) {
  act(() => {
    window.dispatchEvent(new ErrorEvent('error', { message, error }));
  });
}

function fireRejection(reason: unknown) {
  const event = new Event('unhandledrejection') as Event & { reason: unknown };
  Object.defineProperty(event, 'reason', { value: reason });
  act(() => {
    window.dispatchEvent(event);
  });
}

function chunkLoadError(message: string) {
  const e = new Error(message);
  e.name = 'ChunkLoadError';
  return e;
}

beforeEach(() => {
  sessionStorage.clear();
  jest.useRealTimers();
});

describe('isChunkLoadError', () => {
  it.each([
    'Loading chunk 123 failed.',
    'Loading CSS chunk app-page failed.',
    'ChunkLoadError: Loading chunk 7 failed.',
  ])('recognises %s', (msg) => expect(isChunkLoadError(msg)).toBe(true));

  it('recognises a Turbopack ChunkLoadError by its name', () => {
    expect(isChunkLoadError(chunkLoadError('Failed to load chunk /_next/static/chunks/a.js'))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('ChunkErrorRecovery', () => {
  it('reloads once for a failed chunk, and not again while the flag is fresh', () => {
    const reload = jest.fn();
    const { unmount } = render(<ChunkErrorRecovery reload={reload} />);
    fireError('Uncaught ChunkLoadError: Loading chunk 42 failed.');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();

    // Same tab after the reload: the chunk still fails, no loop.
    unmount();
    render(<ChunkErrorRecovery reload={reload} />);
    fireRejection(chunkLoadError('Failed to load chunk /_next/static/chunks/b.js'));
    fireError('Loading CSS chunk 9 failed.');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads for an unhandled rejection with a chunk error', () => {
    const reload = jest.fn();
    render(<ChunkErrorRecovery reload={reload} />);
    fireRejection(new Error('Loading chunk vendors-main failed.'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing for unrelated errors', () => {
    const reload = jest.fn();
    render(<ChunkErrorRecovery reload={reload} />);
    fireError('Script error.', new TypeError('boom'));
    fireRejection(new Error('fetch failed'));
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('clears the flag after the page has run without a chunk error', () => {
    jest.useFakeTimers();
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    render(<ChunkErrorRecovery reload={jest.fn()} />);
    act(() => {
      jest.advanceTimersByTime(CHUNK_STABLE_AFTER_MS + 1);
    });
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('reloads again once an old flag has expired', () => {
    const reload = jest.fn();
    const { fake } = memoryStorage();
    expect(reloadOnceForChunkError('Loading chunk 1 failed', { storage: fake, reload, now: () => 1_000 })).toBe(true);
    expect(reloadOnceForChunkError('Loading chunk 1 failed', { storage: fake, reload, now: () => 2_000 })).toBe(false);
    expect(reloadOnceForChunkError('Loading chunk 1 failed', { storage: fake, reload, now: () => 1_000 + 6 * 60_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload an offline page (the network failed, not the build), and keeps its one reload for later', () => {
    const reload = jest.fn();
    const { storage, fake } = memoryStorage();
    expect(reloadOnceForChunkError('ChunkLoadError: Failed to load chunk', { storage: fake, reload, online: () => false })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.size).toBe(0);
    expect(reloadOnceForChunkError('ChunkLoadError: Failed to load chunk', { storage: fake, reload, online: () => true, now: () => 5_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads without session storage (no way to stop a loop)', () => {
    const reload = jest.fn();
    expect(reloadOnceForChunkError('Loading chunk 1 failed', { storage: null, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
