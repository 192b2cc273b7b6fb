import { idempotencyKey, idList, readFormFields } from './form-input';

describe('reading a posted form', () => {
  it('keeps only the named fields, the first value of a single field, every value of a list, and no files', () => {
    const form = new FormData();
    form.append('name', '王五');
    form.append('name', 'second value is ignored');
    form.append('ids', '1');
    form.append('ids', new Blob(['x']), 'upload.txt');
    form.append('ids', '2');
    form.append('$ACTION_ID_123', '');
    expect(readFormFields(form, ['name', 'ids', 'absent'], ['ids'])).toEqual({ name: '王五', ids: ['1', '2'] });
  });

  it('reads a GET query the same way', () => {
    expect(readFormFields(new URLSearchParams('a=1&b=x&b=y&c=z'), ['a', 'b'], ['b'])).toEqual({ a: '1', b: ['x', 'y'] });
  });
});

describe('idempotency key', () => {
  it('accepts what crypto.randomUUID() makes, in either case', () => {
    const key = crypto.randomUUID();
    expect(idempotencyKey.parse(key.toUpperCase())).toBe(key);
  });

  it.each(['', 'not-a-uuid', '00000000-0000-0000-0000-000000000000', '3f2b8c1e-5d4a-4c6b-9e7f-0a1b2c3d4e5fff'])('refuses %j', (value) => {
    expect(idempotencyKey.safeParse(value).error?.issues[0]?.message).toBe('提交标识无效，请刷新页面后重新提交');
  });
});

describe('id lists', () => {
  const list = idList(3, { invalid: '无效', tooMany: '太多', repeated: '重复' });

  it('turns nothing, one value and several values into a list of ids', () => {
    expect(list.parse(undefined)).toEqual([]);
    expect(list.parse('')).toEqual([]);
    expect(list.parse('4')).toEqual([4]);
    expect(list.parse(['4', 5, ''])).toEqual([4, 5]);
  });

  it.each([
    [['1', '2', '3', '4'], '太多'],
    [['1', '1'], '重复'],
    [['0'], '无效'],
    [['1.5'], '无效'],
    [['99999999999'], '无效'],
  ])('refuses %j with %s', (value, message) => {
    expect(list.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});
