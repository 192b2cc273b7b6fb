import { render, screen, within } from '@testing-library/react';
import type { Page } from '@/lib/cms/types';
import type { CommercialProjectDetail, ShopCard, ShopDetail as ShopDetailRecord } from '@/lib/data-docking/shops';
import { parseShopFilter } from '@/lib/validation/shop-filter';
import { CommercialProjectView } from './CommercialProjectView';
import { ShopDetail } from './ShopDetail';
import { ShopSearch } from './ShopSearch';

const card = (id: number, over: Partial<ShopCard> = {}): ShopCard => ({
  id,
  commercialProjectId: 4,
  projectName: '人才公寓配套商业',
  district: '青禾高新区',
  unitNo: `1F-0${id}`,
  floor: 1,
  floorLabel: '1层',
  area: 45.5,
  rent: 85.5,
  uses: ['catering', 'retail'],
  useLabels: ['餐饮', '零售'],
  status: 'leasing',
  statusLabel: '招租中',
  availableFrom: '2026-12-01',
  image: { src: '/demo/img/shops/s01.svg', alt: '人才公寓配套商业 1F-01 商铺门头示意图（演示插图）' },
  ...over,
});

const filterOf = (q: Record<string, string>) => parseShopFilter((n) => new URLSearchParams(q).get(n)).filter;
const pageOf = (records: ShopCard[], total = records.length, pageNum = 1): Page<ShopCard> => ({ records, total, pageNum, pageSize: 10, pages: Math.ceil(total / 10) });
const PROJECTS = [{ id: 4, name: '人才公寓配套商业', district: '青禾高新区', shopCount: 8 }];

describe('ShopSearch', () => {
  it('is a GET form with every filter, keeping the page’s navigation parameters', () => {
    render(<ShopSearch filter={filterOf({ district: 'gx', use: 'catering', sort: 'rent' })} page={pageOf([card(1)])} projects={PROJECTS} pathname="/t1/businessHandle" baseQuery={{ col1: 'syfw', col2: 'syfw_spcx' }} />);
    const form = screen.getByRole('search', { name: '筛选商铺' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/t1/businessHandle');
    for (const label of ['所在区域', '商业项目', '面积', '租金', '可经营业态', '招租状态', '关键词']) expect(within(form).getByLabelText(label)).toBeInTheDocument();
    expect(within(form).getByLabelText('所在区域')).toHaveValue('gx');
    expect(within(form).getByLabelText('可经营业态')).toHaveValue('catering');
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => `${i.name}=${i.value}`);
    expect(hidden).toEqual(['col1=syfw', 'col2=syfw_spcx', 'sort=rent']);    // Every filter button says 查询 (it said 筛选 here, 查询 on the other lists).
    expect(within(form).getByRole('button', { name: '查询' })).toHaveAttribute('type', 'submit');
  });

  it('shows the count, sort links that keep the filters, and cards linking to the shop', () => {
    render(<ShopSearch filter={filterOf({ area: '0-50', sort: 'area', pageNum: '2' })} page={pageOf([card(1), card(2, { status: 'leased', statusLabel: '已出租', availableFrom: null })], 12, 2)} projects={PROJECTS} pathname="/t1/businessHandle" />);
    expect(screen.getByText('共 12 间商铺')).toBeInTheDocument();
    const sorts = screen.getByRole('navigation', { name: '排序' });
    expect(within(sorts).getByRole('link', { name: '租金从低到高' })).toHaveAttribute('href', '/t1/businessHandle?area=0-50&sort=rent');
    expect(within(sorts).getByRole('link', { name: '最新发布' })).toHaveAttribute('href', '/t1/businessHandle?area=0-50');
    expect(within(sorts).getByRole('link', { name: '面积从小到大' })).toHaveAttribute('aria-current', 'true');
    const cards = within(screen.getByRole('list', { name: '商铺列表' })).getAllByRole('listitem');
    expect(within(cards[0]!).getByRole('link', { name: '人才公寓配套商业 1F-01' })).toHaveAttribute('href', '/t1/shopInfo?shopId=1');
    expect(cards[0]).toHaveTextContent('45.5 ㎡');
    expect(cards[0]).toHaveTextContent('85.5 元/㎡·月');
    expect(cards[0]).toHaveTextContent('餐饮、零售');
    expect(cards[0]).toHaveTextContent('2026-12-01');
    expect(cards[1]).toHaveTextContent('已出租');
    expect(within(screen.getByRole('navigation', { name: '分页' })).getByRole('link', { name: '第 1 页' })).toHaveAttribute('href', '/t1/businessHandle?area=0-50&sort=area');
  });

  it('offers to clear the filters when nothing matches (keeping the navigation parameters)', () => {
    render(<ShopSearch filter={filterOf({ keyword: '不存在', status: 'leased' })} dropped={['rent']} page={pageOf([])} projects={PROJECTS} pathname="/t1/businessHandle" baseQuery={{ col1: 'syfw' }} />);
    expect(screen.getByText('没有找到符合条件的商铺。')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: '清除筛选' })) expect(link).toHaveAttribute('href', '/t1/businessHandle?col1=syfw');
    expect(screen.getByRole('note')).toHaveTextContent('无效的筛选条件');
  });
});

describe('ShopDetail', () => {
  const project = { id: 4, name: '人才公寓配套商业', district: '青禾高新区', address: '青禾市青禾高新区创新路18号', lng: 120.0835, lat: 30.2468, contactName: '人才公寓配套商业招商中心', contactPhone: '96580 转 3', contactHours: '工作日 9:00–17:30' };
  const detail = (over: Partial<ShopDetailRecord> = {}): ShopDetailRecord => ({ ...card(1), images: [card(1).image!], description: '首层临街商铺。', project, ...over });

  it('links 登记意向 to the form with the shop, and the project page', () => {
    render(<ShopDetail shop={detail()} />);
    expect(screen.getByRole('link', { name: '登记意向' })).toHaveAttribute('href', '/t1/register?shopId=1');
    expect(screen.getAllByRole('link', { name: '人才公寓配套商业' })[0]).toHaveAttribute('href', '/t1/shopProjectInfo?projectId=4');
    expect(screen.getByRole('img', { name: /商铺门头示意图/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /高德地图/ })).toHaveAttribute('href', expect.stringContaining('120.0835,30.2468'));
  });

  it('says why a leased shop takes no registration instead of offering the action', () => {
    render(<ShopDetail shop={detail({ status: 'leased', statusLabel: '已出租' })} />);
    expect(screen.queryByRole('link', { name: '登记意向' })).toBeNull();
    expect(screen.getByText('该商铺已出租，暂不接受意向登记。')).toBeInTheDocument();
  });
});

describe('CommercialProjectView', () => {
  it('shows occupancy, counts by status, the shops table and map links', () => {
    const project: CommercialProjectDetail = {
      id: 4,
      name: '人才公寓配套商业',
      district: '青禾高新区',
      address: '青禾市青禾高新区创新路18号',
      lng: 120.0835,
      lat: 30.2468,
      contactName: '招商中心',
      contactPhone: '96580 转 3',
      contactHours: '工作日',
      description: '位于人才公寓一、二层。',
      images: [],
      shops: [card(1), card(2, { status: 'leased', statusLabel: '已出租', area: 100 })],
      statusCounts: [
        { status: 'leasing', label: '招租中', count: 1, area: 45.5 },
        { status: 'negotiating', label: '洽谈中', count: 0, area: 0 },
        { status: 'leased', label: '已出租', count: 1, area: 100 },
      ],
      totalArea: 145.5,
      leasedArea: 100,
      occupancyRate: 100 / 145.5,
    };
    render(<CommercialProjectView project={project} />);
    expect(screen.getByText('68.7%')).toBeInTheDocument();
    expect(screen.getByText('洽谈中').nextSibling).toHaveTextContent('0 间');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: '1F-01' })).toHaveAttribute('href', '/t1/shopInfo?shopId=1');
    expect(screen.getAllByRole('link', { name: /地图/ })).toHaveLength(3);
  });
});
