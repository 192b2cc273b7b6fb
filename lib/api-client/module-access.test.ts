import { moduleKeyFor, recordModuleAccess } from './module-access';

describe('module access records (recordAmount)', () => {
  it('keys a page by its top-level column, else its special topic, else its first path segment', () => {
    expect(moduleKeyFor('/t1/news_list', '?col1=gzf&col2=gzf_tzgg')).toBe('gzf');
    expect(moduleKeyFor('/t1/news_list', '?special=zt2025')).toBe('zt2025');
    expect(moduleKeyFor('/home', '')).toBe('home');
    expect(moduleKeyFor('/t3/news_list', '?contentId=3')).toBe('t3');
    expect(moduleKeyFor('/', '')).toBe('home');
  });

  it('never sends a key the API would refuse', () => {
    expect(moduleKeyFor('/t1/news_list', "?col1=x' OR 1=1")).toBe('t1');
    expect(moduleKeyFor('/%E4%B8%AD', '')).toBeNull();
  });

  it('posts one JSON record and swallows failures', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new Error('offline'));
    global.fetch = fetchMock as unknown as typeof fetch;
    recordModuleAccess('/home', '', '首页');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/bzf-portal-monitoring/bpmModuleAccessEntity/recordAmount');
    expect(JSON.parse(init.body as string)).toEqual({ moduleKey: 'home', moduleName: '首页', path: '/home' });
    await Promise.resolve();
  });
});
