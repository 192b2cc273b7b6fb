import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Page } from '@/lib/cms/types';
import type { JobPostCard, JobPostDetail } from '@/lib/recruitment/posts';
import { parseJobFilter } from '@/lib/validation/job-filter';
import { BackToList } from './BackToList.client';
import { JobDetail } from './JobDetail';
import { JobList } from './JobList';

const card = (id: number, over: Partial<JobPostCard> = {}): JobPostCard => ({
  id,
  title: `物业管理员${id}`,
  companyId: 3,
  companyName: '青禾安居物业服务有限公司',
  department: '社区服务部',
  place: '北湖区',
  placeCode: 'bh',
  headcount: 6,
  recruitType: 'social',
  recruitTypeLabel: '社会招聘',
  education: 'college',
  educationLabel: '大专及以上',
  experienceYears: 1,
  salaryMin: 4800,
  salaryMax: 6500,
  publishedAt: '2026-11-20T01:30:00.000Z',
  deadline: '2026-12-20',
  state: 'open',
  status: 'open',
  statusLabel: '报名中',
  ...over,
});

const detail = (over: Partial<JobPostDetail> = {}): JobPostDetail => ({
  ...card(7),
  duties: '负责社区日常巡查\n受理住户报修\n组织消防检查',
  requirements: '服务意识强\n能适应轮班',
  major: '物业管理等相关专业',
  certificates: '',
  updatedAt: '2026-11-20T01:30:00.000Z',
  ...over,
});

const filterOf = (q: Record<string, string>) => parseJobFilter((n) => new URLSearchParams(q).get(n)).filter;
const pageOf = (records: JobPostCard[], total = records.length): Page<JobPostCard> => ({ records, total, pageNum: 1, pageSize: 10, pages: Math.ceil(total / 10) });
const COMPANIES = [
  { id: 0, name: '青禾安居住房保障集团有限公司' },
  { id: 3, name: '青禾安居物业服务有限公司' },
];

describe('JobList', () => {
  it('is a GET search form with the keyword and every filter, showing the current values and keeping the column trail', () => {
    render(<JobList pathname="/t1/PostInformation" baseQuery={{ col1: 'jrwm', col2: 'jrwm_zpxx' }} filter={filterOf({ company: '0', type: 'campus', place: 'cj', status: 'open' })} page={pageOf([card(1)])} companies={COMPANIES} />);
    const form = screen.getByRole('search', { name: '筛选岗位' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/t1/PostInformation');
    expect(within(form).getByLabelText('关键词')).toHaveAttribute('maxlength', '30');
    expect(within(form).getByLabelText('招聘单位')).toHaveValue('0');
    expect(within(form).getByLabelText('招聘类型')).toHaveValue('campus');
    expect(within(form).getByLabelText('工作地点')).toHaveValue('cj');
    expect(within(form).getByLabelText('招聘状态')).toHaveValue('open');
    expect(form.querySelector('input[type="hidden"][name="col2"]')).toHaveValue('jrwm_zpxx');
    expect(within(form).getByRole('link', { name: '清除筛选' })).toHaveAttribute('href', '/t1/PostInformation?col1=jrwm&col2=jrwm_zpxx');
  });

  it('shows each post as a card linking to its page, with the facts, salary, deadline and status', () => {
    render(<JobList pathname="/t1/PostInformation" filter={filterOf({})} page={pageOf([card(1), card(2, { status: 'closed', statusLabel: '已截止', salaryMin: null, salaryMax: null })], 23)} companies={COMPANIES} />);
    expect(screen.getByText('共 23 个岗位')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByRole('link', { name: '物业管理员1' })).toHaveAttribute('href', '/t1/PostDeatil?postId=1');
    for (const text of ['青禾安居物业服务有限公司', '北湖区', '社会招聘', '招聘 6 人', '大专及以上', '报名中', '报名截止 2026-12-20']) expect(within(first!).getByText(text)).toBeInTheDocument();
    expect(first).toHaveTextContent('4,800–6,500 元/月');
    expect(second).toHaveTextContent('已截止');
    expect(second).toHaveTextContent('面议');
    expect(screen.getByRole('navigation', { name: /分页/ })).toBeInTheDocument();
  });

  it('says when nothing matches the filters and offers to clear them', () => {
    render(<JobList pathname="/t1/PostInformation" filter={filterOf({ place: 'gx', status: 'ended' })} page={pageOf([])} companies={COMPANIES} />);
    expect(screen.getByText('没有符合条件的岗位')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '清除筛选' }).length).toBeGreaterThan(0);
  });
});

describe('JobDetail', () => {
  it('an open post offers the quick form and a plain form post with the saved resume', () => {
    render(<JobDetail post={detail()} listHref="/t1/PostInformation?col1=jrwm&col2=jrwm_zpxx" openListHref="/t1/PostInformation?status=open" />);
    expect(screen.getByRole('link', { name: '快速投递' })).toHaveAttribute('href', '/t1/RegisteForm?postId=7');
    const button = screen.getByRole('button', { name: '使用我的简历投递' });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/bzf-portal-recruit/brcApplicationEntity/insertRecord');
    expect(form.querySelector('input[name="postId"]')).toHaveValue('7');
    expect(form.querySelector('input[name="source"]')).toHaveValue('resume');
    expect(screen.queryByText('该岗位已截止报名')).not.toBeInTheDocument();
  });

  it('shows the facts table and the duties and requirements as lists', () => {
    render(<JobDetail post={detail()} listHref="/t1/PostInformation" openListHref="/t1/PostInformation?status=open" />);
    const table = screen.getByRole('table');
    for (const [head, value] of [
      ['招聘单位', '青禾安居物业服务有限公司'],
      ['工作地点', '北湖区'],
      ['招聘人数', '6 人'],
      ['薪酬待遇', '4,800–6,500 元/月'],
      ['报名截止', '2026-12-20（含当日）'],
    ]) {
      expect(within(table).getByRole('rowheader', { name: head })).toBeInTheDocument();
      expect(within(table).getByRole('cell', { name: value })).toBeInTheDocument();
    }
    const lists = screen.getAllByRole('list');
    expect(within(lists[0]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['负责社区日常巡查', '受理住户报修', '组织消防检查']);
    expect(screen.getByText('1 年以上相关工作经验')).toBeInTheDocument();
  });

  it.each([
    ['closed', '已截止', '该岗位已截止报名'],
    ['ended', '已结束', '该岗位招聘已结束'],
  ] as const)('a post that is %s says so and offers no way to apply', (status, label, message) => {
    render(<JobDetail post={detail({ status, statusLabel: label })} listHref="/t1/PostInformation" openListHref="/t1/PostInformation?status=open" />);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '快速投递' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '使用我的简历投递' })).not.toBeInTheDocument();
    expect(document.querySelector('form')).toBeNull();
    expect(screen.getByRole('link', { name: '查看报名中的岗位' })).toHaveAttribute('href', '/t1/PostInformation?status=open');
  });
});

describe('BackToList', () => {
  const setReferrer = (value: string) => Object.defineProperty(document, 'referrer', { value, configurable: true });

  it('goes back to the filtered list the visitor came from, on this site only', () => {
    render(<BackToList href="/t1/PostInformation" label="返回招聘信息" />);
    const link = screen.getByRole('link', { name: '返回招聘信息' }) as HTMLAnchorElement;
    setReferrer(`${window.location.origin}/t1/PostInformation?type=campus&place=cj`);
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    fireEvent.click(link);
    expect(link.getAttribute('href')).toBe('/t1/PostInformation?type=campus&place=cj');
  });

  it('keeps the plain list for a visitor from elsewhere', () => {
    render(<BackToList href="/t1/PostInformation" label="返回招聘信息" />);
    const link = screen.getByRole('link', { name: '返回招聘信息' });
    for (const referrer of ['https://evil.example/t1/PostInformation?x=1', `${window.location.origin}/home`, '']) {
      setReferrer(referrer);
      link.addEventListener('click', (e) => e.preventDefault(), { once: true });
      fireEvent.click(link);
      expect(link).toHaveAttribute('href', '/t1/PostInformation');
    }
  });
});
