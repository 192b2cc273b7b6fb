import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MourningForm } from './MourningForm.client';

const router = { push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/admin/skin', useSearchParams: () => new URLSearchParams() }));

let sent: { url: string; body: Record<string, unknown> }[] = [];
let answer: { status: number; body: unknown };

beforeEach(() => {
  sent = [];
  answer = { status: 200, body: { code: '1', msg: '操作成功', data: { mode: 'now' } } };
  Object.values(router).forEach((f) => f.mockReset());
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) });
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  }) as typeof fetch;
});

const save = () => fireEvent.click(screen.getByRole('button', { name: '保存设置' }));

describe('MourningForm', () => {
  it('turns mourning on and, on the same page, off again: each save is sent', async () => {
    render(<MourningForm initial={{ mode: 'off', from: '', until: '' }} />);
    fireEvent.click(screen.getByLabelText('立即开启，直到手动关闭'));
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ url: '/admin/api/skin', body: { mode: 'now' } });
    await waitFor(() => expect(screen.getByRole('button', { name: '保存设置' })).toBeEnabled());
    fireEvent.click(screen.getByLabelText('关闭（网站正常显示彩色）'));
    save();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toMatchObject({ mode: 'off' });
  });

  it('says at the field when a window ends before it starts, and sends nothing', async () => {
    render(<MourningForm initial={{ mode: 'off', from: '', until: '' }} />);
    fireEvent.click(screen.getByLabelText('按时段开启（北京时间）'));
    fireEvent.change(screen.getByLabelText('开始时间'), { target: { value: '2099-01-02T08:00' } });
    fireEvent.change(screen.getByLabelText('结束时间'), { target: { value: '2099-01-01T08:00' } });
    save();
    expect(await screen.findByText('结束时间须晚于开始时间')).toHaveAttribute('id', 'mourning-until-error');
    expect(screen.getByLabelText('结束时间')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });
});
