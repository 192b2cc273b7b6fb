import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AllotmentFormData } from '@/lib/business/allotment-form';
import { AllotmentForm } from './AllotmentForm';

const router = { push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/t1/ywbl_01', useSearchParams: () => new URLSearchParams() }));

const KEY = '7d9f2c1e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';
type Sent = { url: string; body: Record<string, unknown> };
let sent: Sent[] = [];
let answer: { status: number; body: unknown };

beforeEach(() => {
  sent = [];
  answer = { status: 200, body: { code: '1', msg: '操作成功', data: { id: 41 } } };
  Object.values(router).forEach((f) => f.mockReset());
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) });
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  }) as typeof fetch;
});

const project = (id: number, name: string, units: [number, string][]) => ({
  id,
  name,
  district: '北湖区',
  address: '青禾市北湖区安和路1号',
  registrationFirstDay: '2026-11-10',
  registrationLastDay: '2026-12-10',
  windowFirstLabel: '2026年11月10日',
  windowLastLabel: '2026年12月10日',
  unitTypes: units.map(([uid, layout]) => ({ id: uid, layout, bedrooms: 2, areaMin: 72, areaMax: 85, priceMin: 9800, priceMax: 10500, homesAvailable: 10 })),
});

const data = (over: Partial<AllotmentFormData> = {}): AllotmentFormData => ({
  applicant: {
    name: '张安居',
    mobile: '13800000001',
    idNumberMasked: '1101**********4477',
    familyMembers: [
      { id: 5, name: '李安宁', relation: '配偶', idNumberMasked: '1101**********002X', phone: '' },
      { id: 6, name: '张小禾', relation: '子女', idNumberMasked: '4405**********0013', phone: '' },
    ],
  },
  projects: [project(1, '北湖·安和苑', [[11, '两室一厅'], [12, '三室两厅']]), project(2, '滨湖·和景苑', [[21, '两室两厅']])],
  nextWindow: null,
  idempotencyKey: KEY,
  invalid: [],
  failed: false,
  chosenProjectId: null,
  ...over,
});

describe('AllotmentForm', () => {
  it('opens with the project a notice’s link chose (?projectId=)', () => {
    render(<AllotmentForm {...data({ chosenProjectId: 2 })} />);
    expect(screen.getByRole('radio', { name: /滨湖·和景苑/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /北湖·安和苑/ })).not.toBeChecked();
  });

  it('asks an anonymous visitor to sign in first', () => {
    render(<AllotmentForm {...data({ applicant: null })} />);
    expect(screen.getByRole('link', { name: '登录后在线登记' })).toHaveAttribute('href', '/login?redirect=/t1/ywbl_01');
    expect(screen.queryByRole('button', { name: '提交意向登记' })).not.toBeInTheDocument();
  });

  it('says when no project is in its window and when the next one opens', () => {
    render(<AllotmentForm {...data({ projects: [], nextWindow: { projectId: 3, name: '东港·望海苑', registrationFirstDay: '2027-03-01', startsLabel: '2027年3月1日' } })} />);
    expect(screen.getByRole('status')).toHaveTextContent('目前没有处于意向登记期的配售型保障性住房项目。');
    expect(screen.getByRole('status')).toHaveTextContent('下一个登记期：东港·望海苑，2027年3月1日开始登记。');
  });

  it('is a plain POST form with the server’s idempotency key, prefilled from the profile, family from 家庭信息', () => {
    const { container } = render(<AllotmentForm {...data()} />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/bzf-portal-data-docking/dataMiddleOffice/insertAllotmentIntention');
    expect(form.querySelector('input[type="hidden"][name="idempotencyKey"]')).toHaveValue(KEY);
    expect(screen.getByLabelText('登记人姓名')).toHaveValue('张安居');
    expect(screen.getByLabelText('手机号码')).toHaveValue('13800000001');
    expect(screen.getByLabelText('居民身份证号码')).toHaveValue('');
    const family = screen.getByRole('group', { name: '共同申请的家庭成员' });
    expect(within(family).getByRole('checkbox', { name: '李安宁（配偶，1101**********002X）' })).toHaveAttribute('name', 'familyMemberIds');
    expect(within(family).getByRole('link', { name: '添加或修改家庭成员' })).toHaveAttribute('href', '/t1/personalCenter/personal_info/gzf_familyInfo?returnTo=%2Ft1%2Fywbl_01');
    const projects = screen.getByRole('group', { name: '登记项目' });
    expect(within(projects).getAllByRole('radio').map((r) => r.getAttribute('name'))).toEqual(['projectId', 'projectId']);
    expect(projects).toHaveTextContent('登记时间：2026年11月10日至2026年12月10日');
  });

  it('checks as the person types with the same schema, and offers only the chosen project’s layouts', () => {
    render(<AllotmentForm {...data()} />);
    const idNumber = screen.getByLabelText('居民身份证号码');
    fireEvent.change(idNumber, { target: { value: '110101199003074478' } });
    fireEvent.blur(idNumber);
    expect(idNumber).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('请输入正确的 18 位居民身份证号码')).toBeInTheDocument();
    fireEvent.change(idNumber, { target: { value: '110101199003074477' } });
    expect(idNumber).not.toHaveAttribute('aria-invalid');

    const unit = screen.getByLabelText('意向户型');
    expect(within(unit).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '请选择',
      '两室一厅，72–85 平方米，约 9,800–10,500 元/平方米',
      '三室两厅，72–85 平方米，约 9,800–10,500 元/平方米',
      '两室两厅，72–85 平方米，约 9,800–10,500 元/平方米',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: /滨湖·和景苑/ }));
    // One layout only: it is chosen for the person.
    expect(within(unit).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', '21']);
    expect(unit).toHaveValue('21');
  });

  it('on submit shows every problem and focuses the first; a double click sends one JSON request and goes to the record page', async () => {
    render(<AllotmentForm {...data()} />);
    const submit = screen.getByRole('button', { name: '提交意向登记' });
    fireEvent.click(submit);
    expect(screen.getByLabelText('居民身份证号码')).toHaveFocus();
    expect(screen.getByRole('group', { name: '登记项目' })).toHaveTextContent('请选择登记的项目');
    expect(sent).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('居民身份证号码'), { target: { value: '110101199003074477' } });
    fireEvent.click(screen.getByRole('radio', { name: /北湖·安和苑/ }));
    fireEvent.change(screen.getByLabelText('意向户型'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /李安宁/ }));
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/t1/personalCenter/allotment_sale_record/intention_register?submitted=41'));
    expect(sent).toEqual([
      {
        url: '/api/bzf-portal-data-docking/dataMiddleOffice/insertAllotmentIntention',
        body: { applicantName: '张安居', idNumber: '110101199003074477', mobile: '13800000001', projectId: 1, unitTypeId: 12, familyMemberIds: [5], idempotencyKey: KEY },
      },
    ]);
  });

  it('puts the server’s field message at its field', async () => {
    answer = { status: 409, body: { code: '4090', msg: '参数 projectId 本项目意向登记已结束（2026年12月10日截止）', data: null } };
    render(<AllotmentForm {...data()} />);
    fireEvent.change(screen.getByLabelText('居民身份证号码'), { target: { value: '110101199003074477' } });
    fireEvent.click(screen.getByRole('radio', { name: /北湖·安和苑/ }));
    fireEvent.change(screen.getByLabelText('意向户型'), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: '提交意向登记' }));
    await waitFor(() => expect(screen.getByRole('group', { name: '登记项目' })).toHaveTextContent('本项目意向登记已结束（2026年12月10日截止）'));
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '提交意向登记' })).toBeEnabled();
  });

  it('after a post without JavaScript, lists the fields that came back and marks them', () => {
    render(<AllotmentForm {...data({ invalid: ['idNumber', 'projectId'] })} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getAllByRole('link').map((a) => a.textContent)).toEqual(['居民身份证号码', '登记项目']);
    expect(screen.getByLabelText('居民身份证号码')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: '登记项目' })).toHaveTextContent('该项目可能已不在登记期内');
  });

  it('keeps what was typed while the citizen adds a family member, and brings it back on return (once)', async () => {
    sessionStorage.clear();
    const first = render(<AllotmentForm {...data()} />);
    fireEvent.change(screen.getByLabelText('居民身份证号码'), { target: { value: '110101199003074477' } });
    fireEvent.click(screen.getByRole('radio', { name: /北湖·安和苑/ }));
    fireEvent.change(screen.getByLabelText('意向户型'), { target: { value: '12' } });
    const link = screen.getByRole('link', { name: '添加或修改家庭成员' });
    // jsdom does not navigate: the click is what the page sees before the browser leaves.
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    first.unmount();

    // Back with one more family member in 家庭信息.
    const more = data();
    more.applicant!.familyMembers.push({ id: 7, name: '张小安', relation: '子女', idNumberMasked: '1101**********0011', phone: '' });
    const back = render(<AllotmentForm {...more} />);
    await waitFor(() => expect(screen.getByLabelText('居民身份证号码')).toHaveValue('110101199003074477'));
    expect(screen.getByRole('radio', { name: /北湖·安和苑/ })).toBeChecked();
    expect(screen.getByLabelText('意向户型')).toHaveValue('12');
    expect(screen.getByRole('checkbox', { name: /张小安/ })).not.toBeChecked();
    expect(sessionStorage.length).toBe(0);
    back.unmount();
    render(<AllotmentForm {...data()} />);
    expect(screen.getByLabelText('居民身份证号码')).toHaveValue('');
  });
});
