import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CatalogueForm, type CatalogueFormField } from './CatalogueForm.client';

const router = { push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/admin/catalogue/columns/3', useSearchParams: () => new URLSearchParams() }));

let sent: { url: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  sent = [];
  Object.values(router).forEach((f) => f.mockReset());
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) });
    return { ok: true, status: 200, json: async () => ({ code: '1', msg: '操作成功', data: { id: 3 } }) } as Response;
  }) as typeof fetch;
});

const FIELDS: CatalogueFormField[] = [
  { name: 'key', label: '栏目标识', kind: 'text', readOnly: true },
  { name: 'label', label: '栏目名称', kind: 'text', maxLength: 20 },
  { name: 'parentKey', label: '上级栏目', kind: 'select', optional: true, options: [{ value: 'xwzx', label: '新闻中心（xwzx）' }] },
  { name: 'sortOrder', label: '排序号', kind: 'number' },
  { name: 'route', label: '页面路径', kind: 'text' },
  { name: 'description', label: '栏目说明', kind: 'textarea', optional: true, maxLength: 200 },
  { name: 'navHidden', label: '在导航菜单中隐藏', kind: 'check' },
];
const INITIAL = { key: 'gsyw', label: '公司要闻', parentKey: 'xwzx', sortOrder: '1', route: '/t1/news_list', description: '', navHidden: false };

const renderForm = () =>
  render(<CatalogueForm entity="columns" fields={FIELDS} initial={INITIAL} action="/admin/api/catalogue/columns/3/save" listHref="/admin/catalogue/columns" submit="保存修改" />);

describe('CatalogueForm', () => {
  it('renders each field by its kind, posts without script to the save route, and shows a key given at creation read-only', () => {
    const { container } = renderForm();
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/admin/api/catalogue/columns/3/save');
    expect(screen.getByLabelText('栏目名称')).toHaveValue('公司要闻');
    expect(screen.getByLabelText('上级栏目（可选）')).toHaveValue('xwzx');
    expect(screen.getByLabelText('排序号')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('在导航菜单中隐藏')).not.toBeChecked();
    expect(screen.queryByLabelText('栏目标识')).toBeNull();
    expect(screen.getByText('gsyw')).toBeInTheDocument();
    expect(container.querySelector('input[type="hidden"][name="key"]')).toHaveValue('gsyw');
  });

  it('checks with the kind’s schema before sending: a message at the field, nothing sent', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('栏目名称'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('请填写栏目名称')).toHaveAttribute('id', 'catalogue-columns-label-error');
    expect(sent).toHaveLength(0);
  });

  it('sends the values and returns to the list with the saved entry named', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('栏目名称'), { target: { value: '集团要闻' } });
    fireEvent.click(screen.getByLabelText('在导航菜单中隐藏'));
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ url: '/admin/api/catalogue/columns/3/save', body: { ...INITIAL, label: '集团要闻', navHidden: true } });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/admin/catalogue/columns?saved=3'));
  });
});
