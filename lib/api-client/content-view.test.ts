import { COUNT_VIEW_ENDPOINT, countViewOnce } from './content-view';

function memoryStore() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('countViewOnce', () => {
  const fetchMock = jest.fn((...args: [string, RequestInit?]) => Promise.resolve({ ok: true, args }));
  const realFetch = globalThis.fetch;
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
  beforeEach(() => {
    fetchMock.mockClear();
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
  });

  it('posts the view once per session and content', () => {
    const store = memoryStore();
    expect(countViewOnce(7, store)).toBe(true);
    expect(countViewOnce(7, store)).toBe(false);
    expect(countViewOnce(8, store)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith(
      COUNT_VIEW_ENDPOINT,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ contentId: 7 }), keepalive: true }),
    );
  });

  it('still counts when storage is unavailable or throws', () => {
    expect(countViewOnce(7, null)).toBe(true);
    const broken = { getItem: () => { throw new Error('blocked'); }, setItem: () => undefined };
    expect(countViewOnce(7, broken)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([0, -1, 1.5, Number.NaN])('sends nothing for id %p', (id) => {
    expect(countViewOnce(id, memoryStore())).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
