import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Page } from '@/lib/cms/types';
import type { ShopIntentionRecord } from '@/lib/data-docking/shop-intentions';
import { IntentionList } from './IntentionList';
import { shopIntentionCells } from './intention-rows';
import { WithdrawButton } from './WithdrawButton.client';

function record(id: number, status: ShopIntentionRecord['status'], over: Partial<ShopIntentionRecord> = {}): ShopIntentionRecord {
  const labels = { submitted: '已提交', accepted: '已受理', contacted: '已联系', closed: '已结束' } as const;
  return {
    id,
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
  it('offers 撤回 only on 已提交 rows, each as a plain POST form naming its id', () => {
    render(
      <IntentionList
        page={pageOf([
          record(3, 'submitted'),
          record(2, 'accepted'),
          record(1, 'closed', { withdrawnAt: '2026-11-21T01:00:00.000Z', shops: [], areaMin: 30, areaMax: 80, applicantKind: 'person', applicantName: '李小红' }),
        ])}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const withdraws = screen.getAllByRole('button', { name: /撤回登记/ });
    expect(withdraws).toHaveLength(1);
    expect(within(rows[0]!).getByRole('button', { name: '撤回登记 3' })).toBeInTheDocument();
    const form = withdraws[0]!.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/bzf-portal-data-docking/dataMiddleOffice/withdrawShopIntention');
    expect(within(form).getByDisplayValue('3')).toHaveAttribute('name', 'id');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    expect(rows[0]).toHaveTextContent('2026-11-20 10:30');
    expect(rows[0]).toHaveTextContent('和园生活广场 1F-03');
    expect(rows[2]).toHaveTextContent('李小红（个人）');
    expect(rows[2]).toHaveTextContent('面积 30–80 ㎡');
    expect(rows[2]).toHaveTextContent('已结束（撤回于 2026-11-21 09:00）');
  });

  it('confirms the notices after a submit or a withdraw, and names why a withdraw failed', () => {
    const { rerender } = render(<IntentionList page={pageOf([record(3, 'submitted')])} submitted={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('意向登记已提交（登记编号 3）');
    rerender(<IntentionList page={pageOf([record(3, 'closed')])} withdrawn={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('登记编号 3 已撤回。');
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
    expect(shopIntentionCells(record(3, 'submitted'))).toEqual(['2026-11-20 10:30', '青禾市和园餐饮管理有限公司（企业）', '和园生活广场 1F-03', '餐饮', '已提交']);
  });
});

describe('WithdrawButton', () => {
  function renderInForm(confirm: (m: string) => boolean) {
    const posted = jest.fn();
    render(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          posted();
        }}
      >
        <WithdrawButton id={5} confirm={confirm} />
      </form>,
    );
    return posted;
  }

  it('asks first, and a “no” posts nothing', () => {
    const confirm = jest.fn(() => false);
    const posted = renderInForm(confirm);
    fireEvent.click(screen.getByRole('button', { name: '撤回登记 5' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('确定撤回'));
    expect(posted).not.toHaveBeenCalled();
  });

  it('a “yes” posts once, however often it is clicked', () => {
    const confirm = jest.fn(() => true);
    const posted = renderInForm(confirm);
    const button = screen.getByRole('button', { name: '撤回登记 5' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(posted).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent('正在撤回…');
  });
});
