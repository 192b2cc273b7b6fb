/** @jest-environment node */
import { readWho } from './lookup';
import { maskName } from './mask';

describe('who a 办件进度查询 names, and how the answer shows them', () => {
  it('reads four digits as the end of a mobile and anything else as a name', () => {
    expect(readWho(' 0001 ')).toEqual({ mobileEnd: '0001' });
    expect(readWho('０００１')).toEqual({ mobileEnd: '0001' });
    expect(readWho('张 三')).toEqual({ name: '张三' });
    expect(readWho('12345')).toEqual({ name: '12345' });
    expect(readWho('   ')).toBeNull();
  });

  it('never shows a whole name: the family name and a star for every other character', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('李小明')).toBe('李**');
    expect(maskName('欧阳小明')).toBe('欧***');
    expect(maskName('')).toBe('');
  });
});
