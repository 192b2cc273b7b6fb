import { render, screen } from '@testing-library/react';
import { readFormFailure } from '@/lib/forms/failure-query';
import { CONSOLE_RETRY_TEXT, ConsoleOutcome, refusalText } from './ConsoleOutcome';

const TEXTS = { stale: '已被他人更新，请刷新后重试。' };
const FIELD_MSG = { roomNo: '请填写房号。', slot: '请选择时段。' } as const;
const failureOf = (query: Record<string, string>) => readFormFailure((n) => query[n] ?? null, ['roomNo', 'slot'] as const, ['stale'] as const);
const wordsOf = (query: Record<string, string>) => refusalText(failureOf(query), TEXTS, (fields) => fields.map((f) => FIELD_MSG[f]).join('；'));

describe('ConsoleOutcome', () => {
  test('shows what was done as a status and a refusal as an alert, and nothing when there is neither', () => {
    const { rerender, container } = render(<ConsoleOutcome done="已保存。" refusal="操作未成功。" />);
    expect(screen.getByRole('status')).toHaveTextContent('已保存。');
    expect(screen.getByRole('alert')).toHaveTextContent('操作未成功。');
    rerender(<ConsoleOutcome done={null} refusal="" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('refusalText', () => {
  test('words the page’s own reason, the wrong fields of invalid, any other reason, and no failure', () => {
    expect(wordsOf({ failed: 'stale' })).toBe(TEXTS.stale);
    expect(wordsOf({ failed: 'invalid', fields: 'slot,roomNo' })).toBe('请填写房号。；请选择时段。');
    expect(wordsOf({ failed: 'busy' })).toBe(CONSOLE_RETRY_TEXT);
    expect(refusalText(failureOf({ failed: 'busy' }), TEXTS, () => '', '发布未成功，请稍后再试。')).toBe('发布未成功，请稍后再试。');
    expect(wordsOf({})).toBeNull();
    expect(wordsOf({ failed: 'made-up' })).toBeNull();
  });
});
