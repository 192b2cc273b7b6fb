/** @jest-environment node */
import { pushHistory, readHistory, readParentColumn, saveParentColumn } from './history';

describe('history without a window (server rendering)', () => {
  it('is a silent no-op', () => {
    expect(typeof window).toBe('undefined');
    expect(pushHistory('/home')).toEqual(['/home']);
    expect(readHistory()).toEqual([]);
    expect(saveParentColumn({ key: 'home', label: '首页' })).toBe(false);
    expect(readParentColumn()).toBeNull();
  });
});
