import {
  HISTORY_LIMIT,
  NAVIGATION_STORAGE_KEYS,
  pushHistory,
  readHistory,
  readParentColumn,
  saveParentColumn,
  withoutToken,
} from './history';

beforeEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('history stack', () => {
  it('keeps the newest entry first', () => {
    pushHistory('/home');
    pushHistory('/t1/news_list?col1=xwzx');
    expect(readHistory()).toEqual(['/t1/news_list?col1=xwzx', '/home']);
  });

  it('caps the stack at 10, dropping the oldest', () => {
    for (let i = 1; i <= 13; i += 1) pushHistory(`/t1/article_content?contentId=${i}`);
    const history = readHistory();
    expect(HISTORY_LIMIT).toBe(10);
    expect(history).toHaveLength(10);
    expect(history[0]).toBe('/t1/article_content?contentId=13');
    expect(history[9]).toBe('/t1/article_content?contentId=4');
  });

  it('moves a repeated entry to the front instead of duplicating it', () => {
    pushHistory('/a');
    pushHistory('/b');
    pushHistory('/c');
    expect(pushHistory('/a')).toEqual(['/a', '/c', '/b']);
    expect(readHistory()).toEqual(['/a', '/c', '/b']);
  });

  it('never stores a token', () => {
    pushHistory('/t1/personalCenter/personal_info/basic_info?token=secret-token-value&entry=token');
    expect(readHistory()).toEqual(['/t1/personalCenter/personal_info/basic_info?entry=token']);
    expect(withoutToken('/home?token=x')).toBe('/home');
    expect(withoutToken('/home?a=1#top')).toBe('/home?a=1#top');
    expect(withoutToken('/home?token=x&a=1#top')).toBe('/home?a=1#top');
  });

  it('ignores empty entries and malformed stored data', () => {
    pushHistory('');
    expect(readHistory()).toEqual([]);
    window.localStorage.setItem(NAVIGATION_STORAGE_KEYS.history, '{not json');
    expect(readHistory()).toEqual([]);
    window.localStorage.setItem(NAVIGATION_STORAGE_KEYS.history, JSON.stringify({ a: 1 }));
    expect(readHistory()).toEqual([]);
    window.localStorage.setItem(NAVIGATION_STORAGE_KEYS.history, JSON.stringify(['/x', 3, null, '/y']));
    expect(readHistory()).toEqual(['/x', '/y']);
    expect(pushHistory('/z')).toEqual(['/z', '/x', '/y']);
  });
});

describe('parent column', () => {
  it('saves and reads back the parent column', () => {
    expect(readParentColumn()).toBeNull();
    expect(saveParentColumn({ key: 'dyyw', label: '多元业务' })).toBe(true);
    expect(readParentColumn()).toEqual({ key: 'dyyw', label: '多元业务' });
  });

  it('rejects malformed stored values', () => {
    window.localStorage.setItem(NAVIGATION_STORAGE_KEYS.parentColumn, JSON.stringify({ key: 5 }));
    expect(readParentColumn()).toBeNull();
    window.localStorage.setItem(NAVIGATION_STORAGE_KEYS.parentColumn, 'null');
    expect(readParentColumn()).toBeNull();
    expect(saveParentColumn({ key: '', label: 'x' })).toBe(false);
  });
});

describe('storage failures', () => {
  it('tolerates a storage that throws on every call (Safari private mode)', () => {
    const fail = () => {
      throw new DOMException('QuotaExceededError', 'QuotaExceededError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(fail);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(fail);
    expect(() => pushHistory('/home')).not.toThrow();
    expect(pushHistory('/home')).toEqual(['/home']);
    expect(readHistory()).toEqual([]);
    expect(saveParentColumn({ key: 'xwzx', label: '新闻中心' })).toBe(false);
    expect(readParentColumn()).toBeNull();
  });

  it('tolerates window.localStorage itself throwing', () => {
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('SecurityError', 'SecurityError');
    });
    expect(pushHistory('/home')).toEqual(['/home']);
    expect(readHistory()).toEqual([]);
    expect(saveParentColumn({ key: 'xwzx', label: '新闻中心' })).toBe(false);
    expect(readParentColumn()).toBeNull();
    spy.mockRestore();
  });
});
