import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Page } from '@/lib/cms/types';
import type { ShopIntentionRecord } from '@/lib/data-docking/shop-intentions';
import { IntentionList } from './IntentionList';
import { shopIntentionCells } from './intention-rows';

function record(id: number, status: ShopIntentionRecord['status'], over: Partial<ShopIntentionRecord> = {}): ShopIntentionRecord {
  const labels = { submitted: '已提交', accepted: '已受理', contacted: '已联系', closed: '已结束' } as const;
  return {
    id,
    receiptNo: `SY-20261120-${String(id).padStart(4, '0')}`,
    applicantKind: 'company',
    applicantName: '青禾市和园餐饮管理有限公司',
    creditCode: '91350100M000100Y43',
    contactName: '王经理',
    mobileMasked: '139****5678',
    shops: [{ id: 11, unitNo: '1F-03', projectId: 1, projectName: '和园生活广场', statusLabel: '招租中' }],
    areaMin: null,
    areaMax: null,
    intendedUse: 'catering',
    intendedUseLabel: '餐饮',
    experience: '',
    status,
    statusLabel: labels[status],
    canWithdraw: status === 'submitted',
    createdAt: '2026-11-20T02:30:00.000Z',
    withdrawnAt: null,
    ...over,
  };
}

const pageOf = (records: ShopIntentionRecord[]): Page<ShopIntentionRecord> => ({ records, total: records.length, pageNum: 1, pageSize: 10, pages: records.length ? 1 : 0 });

describe('IntentionList', () => {
  it('offers 撤回 only on 已提交 rows, each the one confirmation over a plain POST form naming its id', () => {
    render(
      <IntentionList
        page={pageOf([
          record(3, 'submitted'),
          record(2, 'accepted'),
          record(1, 'closed', { statusLabel: '已撤回', withdrawnAt: '2026-11-21T01:00:00.000Z', shops: [], areaMin: 30, areaMax: 80, applicantKind: 'person', applicantName: '李小红' }),
        ])}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    // The disclosure's button is its <summary> (a native disclosure, exposed as an expandable button).
    const withdraws = screen.getAllByText((_, el) => el?.tagName === 'SUMMARY' && /^撤回受理编号/.test(el.textContent ?? ''));
    expect(withdraws).toHaveLength(1);
    expect(within(rows[0]!).getByText((_, el) => el?.tagName === 'SUMMARY' && el.textContent === '撤回受理编号 SY-20261120-0003 的意向登记')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('确定撤回受理编号 SY-20261120-0003 的意向登记吗？')).toBeInTheDocument();
    const form = within(rows[0]!).getByRole('button', { name: '确定撤回' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/bzf-portal-data-docking/dataMiddleOffice/withdrawShopIntention');
    expect(within(form).getByDisplayValue('3')).toHaveAttribute('name', 'id');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    expect(rows[0]).toHaveTextContent('SY-20261120-0003');
    expect(rows[0]).toHaveTextContent('2026-11-20 10:30');
    expect(rows[0]).toHaveTextContent('和园生活广场 1F-03');
    expect(rows[2]).toHaveTextContent('李小红（个人）');
    expect(rows[2]).toHaveTextContent('面积 30–80 ㎡');
    expect(rows[2]).toHaveTextContent('已撤回（2026-11-21 09:00）');
  });

  it('confirms the notices after a submit or a withdraw, and names why a withdraw failed', () => {
    const { rerender } = render(<IntentionList page={pageOf([record(3, 'submitted')])} submitted={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('意向登记已提交（受理编号 SY-20261120-0003，查询进度时请提供）');
    rerender(<IntentionList page={pageOf([record(3, 'closed')])} withdrawn={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('受理编号 SY-20261120-0003 的意向登记已撤回。');
    rerender(<IntentionList page={pageOf([record(3, 'accepted')])} withdrawError="locked" />);
    expect(screen.getByRole('alert')).toHaveTextContent('只有“已提交”的登记可以撤回');
  });

  it('has an honest empty state that leads to registering', () => {
    render(<IntentionList page={pageOf([])} />);
    expect(screen.getByText('您还没有提交过商铺意向登记。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去登记意向' })).toHaveAttribute('href', '/t1/register');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('gives the personal centre the same cells', () => {
    expect(shopIntentionCells(record(3, 'submitted'))).toEqual(['SY-20261120-0003', '2026-11-20 10:30', '青禾市和园餐饮管理有限公司（企业）', '和园生活广场 1F-03', '餐饮', '已提交']);
  });
});

describe('the withdraw of a registration (the one confirmation, components/form/ConfirmAction)', () => {
  function renderList(from?: 'personal') {
    const posted = jest.fn();
    render(
      <div
        onSubmit={(e) => {
          if (!e.defaultPrevented) posted(Object.fromEntries(new FormData(e.target as HTMLFormElement)));
          e.preventDefault();
        }}
      >
        <IntentionList page={pageOf([record(5, 'submitted')])} from={from} />
      </div>,
    );
    return posted;
  }

  it('asks first: opening it posts nothing, 取消 leads back to the list', () => {
    const posted = renderList();
    fireEvent.click(screen.getByText((_, el) => el?.tagName === 'SUMMARY' && el.textContent === '撤回受理编号 SY-20261120-0005 的意向登记'));
    expect(screen.getByText('确定撤回受理编号 SY-20261120-0005 的意向登记吗？')).toBeInTheDocument();
    expect(posted).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '取消' })).toHaveAttribute('href', '/t1/CheckCompanyregister');
  });

  it('确定撤回 posts once, however often it is clicked; from the personal centre it says so, to come back there', () => {
    const posted = renderList('personal');
    const button = screen.getByRole('button', { name: '确定撤回' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted).toHaveBeenCalledWith({ id: '5', from: 'personal' });
    expect(button).toHaveTextContent('正在撤回…');
    expect(screen.getByRole('link', { name: '取消' })).toHaveAttribute('href', '/t1/personalCenter/business_record/shop_intention');
  });
});
