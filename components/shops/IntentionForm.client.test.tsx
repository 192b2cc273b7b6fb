import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { INTENTION_FIELD_NAMES } from '@/lib/data-docking/shop-links';
import type { ShopChoiceGroup, ShopCard } from '@/lib/data-docking/shops';
import { IntentionForm } from './IntentionForm';
import { IntentionFormClient, type ShopChoiceGroupProps } from './IntentionForm.client';

const KEY = '0b6f7a52-4f0e-4c55-9a57-2b1c3d4e5f60';
const ACTION = '/api/bzf-portal-data-docking/dataMiddleOffice/insertShopIntention';

const GROUPS: ShopChoiceGroupProps[] = [
  { projectId: 1, projectName: '和园生活广场', district: '云溪区', shops: [{ id: 11, label: '1F-03｜1层｜45 ㎡｜120 元/㎡·月｜招租中' }, { id: 12, label: '2F-06｜2层｜120 ㎡｜80 元/㎡·月｜洽谈中' }] },
  { projectId: 2, projectName: '人才公寓配套商业', district: '青禾高新区', shops: [{ id: 21, label: '1F-02｜1层｜38 ㎡｜150 元/㎡·月｜招租中' }] },
];

type Sent = { url: string; body: Record<string, unknown> };
let sent: Sent[];
let holding = false;
let answers: { status: number; body: unknown }[];
let release: (() => void) | null;

beforeEach(() => {
  sent = [];
  answers = [];
  release = null;
  holding = false;
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
    const answer = answers.shift() ?? { status: 200, body: { code: '1', msg: '操作成功', data: { id: 77 } } };
    // Hold the answer until the test lets it go, so a second click lands while the first is on its way.
    await new Promise<void>((resolve) => {
      release = resolve;
      if (!answers.length && !holding) resolve();
    });
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  }) as typeof fetch;
});

function renderForm(preselected: number[] = []) {
  const navigate = jest.fn();
  render(<IntentionFormClient action={ACTION} idempotencyKey={KEY} groups={GROUPS} preselected={preselected} onNavigate={navigate} />);
  return navigate;
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

function fillValidCompany() {
  type('企业名称', '青禾市和园餐饮管理有限公司');
  type('统一社会信用代码', '91350100M000100Y43');
  type('联系人', '王经理');
  type('手机号码', '13912345678');
  fireEvent.change(input('拟经营业态'), { target: { value: 'catering' } });
}

describe('IntentionFormClient', () => {
  it('says nothing before the person types, then checks each field live with the shared schema', () => {
    renderForm();
    const code = input('统一社会信用代码');
    expect(code).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/校验码/)).toBeNull();

    type('统一社会信用代码', '9135');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription('统一社会信用代码应为 18 位，当前为 4 位');

    type('统一社会信用代码', '91350100M000100Y44');
    expect(code).toHaveAccessibleDescription('第 18 位校验码不正确，请核对是否输错');

    type('统一社会信用代码', '91350100m000100y43');
    expect(code).not.toHaveAttribute('aria-invalid');
    expect(code).toHaveAccessibleDescription('18 位，由数字和大写字母组成，见营业执照');

    type('手机号码', '1391234');
    expect(input('手机号码')).toHaveAccessibleDescription('请输入正确的 11 位手机号码');
    // Untouched fields still say nothing.
    expect(input('企业名称')).not.toHaveAttribute('aria-invalid');
  });

  it('names a half-filled area range at the other end as soon as one end is typed', () => {
    renderForm();
    type('最小面积（㎡）', '30');
    expect(input('最大面积（㎡）')).toHaveAccessibleDescription('请同时填写最小面积和最大面积');
    type('最大面积（㎡）', '20');
    expect(input('最大面积（㎡）')).toHaveAccessibleDescription('最大面积不能小于最小面积');
    type('最大面积（㎡）', '80');
    expect(input('最大面积（㎡）')).not.toHaveAttribute('aria-invalid');
  });

  it('counts the characters of the experience as the person types', () => {
    renderForm();
    type('经营经历（可选）', '经营社区食堂三年😀');
    expect(input('经营经历（可选）')).toHaveAccessibleDescription('已输入 9 / 500 字');
  });

  it('on submit shows every message at its field, focuses the first wrong field and sends nothing', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '提交登记' }));
    expect(input('企业名称')).toHaveAccessibleDescription(/请输入企业名称/);
    expect(input('统一社会信用代码')).toHaveAccessibleDescription('请输入统一社会信用代码');
    expect(input('拟经营业态')).toHaveAccessibleDescription('请选择意向业态');
    expect(screen.getByRole('group', { name: '意向商铺（可选，最多 5 间）' })).toHaveAccessibleDescription('请选择意向商铺，或填写意向面积范围');
    expect(input('企业名称')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('请按提示修改后再提交。');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('shows only the chosen kind’s fields once the script runs', () => {
    renderForm();
    expect(screen.queryByLabelText('姓名')).toBeNull();
    fireEvent.click(screen.getByLabelText('个人'));
    expect(screen.queryByLabelText('企业名称')).toBeNull();
    expect(input('姓名')).toBeInTheDocument();
  });

  it('checks the shop from ?shopId= at first, grouped under its project', () => {
    renderForm([12]);
    expect(screen.getByRole('checkbox', { name: /2F-06/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /1F-03/ })).not.toBeChecked();
    expect(screen.getByRole('group', { name: /人才公寓配套商业/ })).toContainElement(screen.getByRole('checkbox', { name: /1F-02/ }));
  });

  it('a double click posts once, with the form’s one key, and then goes to the records page', async () => {
    holding = true;
    const navigate = renderForm([11]);
    fillValidCompany();
    const button = screen.getByRole('button', { name: '提交登记' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(sent[0]!.url).toBe(ACTION);
    expect(sent[0]!.body).toMatchObject({ applicantKind: 'company', creditCode: '91350100M000100Y43', shopIds: ['11'], idempotencyKey: KEY, intendedUse: 'catering' });
    holding = false;
    await act(async () => release?.());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/t1/CheckCompanyregister?submitted=77'));
    fireEvent.click(button);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('puts the server’s field messages at their fields and lets the person send again', async () => {
    holding = false;
    answers.push({ status: 400, body: { code: '4000', msg: '和园生活广场 1F-03 已出租，请重新选择意向商铺', data: { fields: { shopIds: '和园生活广场 1F-03 已出租，请重新选择意向商铺' } } } });
    const navigate = renderForm([11]);
    fillValidCompany();
    fireEvent.click(screen.getByRole('button', { name: '提交登记' }));
    const group = screen.getByRole('group', { name: '意向商铺（可选，最多 5 间）' });
    await waitFor(() => expect(group).toHaveAccessibleDescription('和园生活广场 1F-03 已出租，请重新选择意向商铺'));
    expect(screen.getByRole('checkbox', { name: /1F-03/ })).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();
    // Choosing another shop clears the server's message; the same key goes again.
    fireEvent.click(screen.getByRole('checkbox', { name: /1F-03/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /2F-06/ }));
    expect(group).toHaveAccessibleDescription('可只选商铺、只填面积范围，或两者都填。');
    fireEvent.click(screen.getByRole('button', { name: '提交登记' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/t1/CheckCompanyregister?submitted=77'));
    expect(sent.map((s) => s.body.idempotencyKey)).toEqual([KEY, KEY]);
  });

  it('says so when the network fails, and keeps what was typed', async () => {
    holding = false;
    (global.fetch as jest.Mock).mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderForm([11]);
    fillValidCompany();
    fireEvent.click(screen.getByRole('button', { name: '提交登记' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('网络连接异常'));
    expect(input('企业名称')).toHaveValue('青禾市和园餐饮管理有限公司');
    expect(screen.getByRole('button', { name: '提交登记' })).toBeEnabled();
  });
});

describe('IntentionForm (the server half)', () => {
  const card = (id: number, unitNo: string): ShopCard => ({
    id,
    commercialProjectId: 1,
    projectName: '和园生活广场',
    district: '云溪区',
    unitNo,
    floor: 1,
    floorLabel: '1层',
    area: 45.5,
    rent: 120,
    uses: ['catering'],
    useLabels: ['餐饮'],
    status: 'leasing',
    statusLabel: '招租中',
    availableFrom: null,
    image: null,
  });
  const choices: ShopChoiceGroup[] = [{ projectId: 1, projectName: '和园生活广场', district: '云溪区', shops: [card(11, '1F-03')] }];

  it('renders a plain form that posts every field without JavaScript, with the key in a hidden field', () => {
    const html = renderToString(<IntentionForm choices={choices} shopId={11} idempotencyKey={KEY} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const form = doc.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(ACTION);
    expect(doc.querySelector<HTMLInputElement>('input[type="hidden"][name="idempotencyKey"]')!.value).toBe(KEY);
    const names = new Set([...form.querySelectorAll('[name]')].map((e) => e.getAttribute('name')));
    for (const n of INTENTION_FIELD_NAMES) expect(names.has(n)).toBe(true);
    // Before any script runs both kinds' fields are there, and the shop from ?shopId= is checked.
    expect(doc.querySelector('#intention-companyName')).not.toBeNull();
    expect(doc.querySelector('#intention-personName')).not.toBeNull();
    expect(doc.querySelector<HTMLInputElement>('input[name="shopIds"][value="11"]')!.hasAttribute('checked')).toBe(true);
    expect(html).toContain('1F-03｜45.5 ㎡｜120 元/㎡·月｜招租中');
  });

  it('lists the fields a no-JavaScript post got wrong, by name only, and says when the chosen shop is gone', () => {
    render(<IntentionForm choices={choices} shopId={99} invalid={['creditCode', 'mobile']} idempotencyKey={KEY} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('提交未成功');
    expect(screen.getByRole('link', { name: '统一社会信用代码' })).toHaveAttribute('href', '#intention-creditCode');
    expect(screen.getByRole('link', { name: '手机号码' })).toHaveAttribute('href', '#intention-mobile');
    expect(screen.getByRole('note')).toHaveTextContent('已出租或不存在');
    expect(screen.getByRole('checkbox', { name: /1F-03/ })).not.toBeChecked();
  });

  it('makes a new key for every rendered form', () => {
    const keyOf = () => new DOMParser().parseFromString(renderToString(<IntentionForm choices={choices} />), 'text/html').querySelector<HTMLInputElement>('input[name="idempotencyKey"]')!.value;
    const a = keyOf();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keyOf()).not.toBe(a);
  });
});
