/** @jest-environment node */
import type { Db } from './client';
import { preparedFor } from './prepared';

describe('statements prepared once (preparedFor)', () => {
  it('prepares a name once per database, and again for another database or another name', () => {
    const first = {} as Db;
    const second = {} as Db;
    const names: string[] = [];
    const prepare = (name: string) => {
      names.push(name);
      return { name };
    };
    const statement = preparedFor(first, 'inbox_a', prepare);
    expect(preparedFor(first, 'inbox_a', prepare)).toBe(statement);
    expect(preparedFor(second, 'inbox_a', prepare)).not.toBe(statement);
    expect(preparedFor(first, 'inbox_b', prepare)).toEqual({ name: 'inbox_b' });
    expect(names).toEqual(['inbox_a', 'inbox_a', 'inbox_b']);
  });
});
