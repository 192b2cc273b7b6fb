import { clampPageNum, pageCount, pageWindow, parsePageNum } from './pagination';

describe('parsePageNum', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['abc', 1],
    ['-3', 1],
    ['0', 1],
    ['2.5', 1],
    ['1e3', 1],
    ['0x10', 1],
    ['9999999999999', 1],
    [' 7 ', 7],
    ['3', 3],
    [['4', '9'], 4],
  ] as const)('%p → %p', (raw, expected) => {
    expect(parsePageNum(raw as string | string[] | undefined)).toBe(expected);
  });
});

describe('clampPageNum', () => {
  it('keeps a page inside 1..pages', () => {
    expect(clampPageNum(3, 5)).toBe(3);
    expect(clampPageNum(99, 5)).toBe(5);
    expect(clampPageNum(0, 5)).toBe(1);
    expect(clampPageNum(-2, 5)).toBe(1);
    expect(clampPageNum(Number.NaN, 5)).toBe(1);
  });

  it('treats an empty list as one page', () => {
    expect(clampPageNum(4, 0)).toBe(1);
  });
});

describe('pageCount', () => {
  it('rounds up', () => {
    expect(pageCount(28, 10)).toBe(3);
    expect(pageCount(30, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(0);
  });
});

describe('pageWindow', () => {
  const shape = (items: ReturnType<typeof pageWindow>) => items.map((i) => (i.type === 'page' ? i.page : '…'));

  it('lists every page when there are few', () => {
    expect(shape(pageWindow(2, 3))).toEqual([1, 2, 3]);
  });

  it('adds first, last and gaps around a window', () => {
    expect(shape(pageWindow(10, 20))).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
  });

  it('keeps the window width at the ends', () => {
    expect(shape(pageWindow(1, 20))).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(shape(pageWindow(20, 20))).toEqual([1, '…', 16, 17, 18, 19, 20]);
  });

  it('clamps an out-of-range current page', () => {
    expect(shape(pageWindow(99, 3))).toEqual([1, 2, 3]);
  });
});
