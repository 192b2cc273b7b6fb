import { render, screen, within } from '@testing-library/react';
import { BUSINESS_GUIDES } from '@/lib/business/guides';
import { BusinessGuide } from './BusinessGuide';

const notices = [
  { title: '北湖·安和苑配售型保障性住房意向登记公告', href: '/t3/news_list/article_content?col1=tzgg&col2=tzgg_psf&contentId=12', publishAt: '2026-11-09T01:00:00.000Z' },
  { title: '配售型保障性住房配售对象家庭收入标准的公告', href: '/t3/news_list/article_content?col1=tzgg&col2=tzgg_psf&contentId=13', publishAt: '2026-10-08T16:30:00.000Z' },
];

const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('BusinessGuide', () => {
  it('业务办理 (handle): the online form first, then materials, steps and halls; conditions and FAQ after', () => {
    render(
      <BusinessGuide guide={BUSINESS_GUIDES.psx} mode="handle" notices={notices} noticesMoreHref="/t3/news_list?col1=tzgg&col2=tzgg_psf" registration={<p>登记表单</p>} />,
    );
    expect(h2s()).toEqual(['在线意向登记', '所需材料', '办理流程', '办理地点', '申请条件', '常见问题', '最新通知']);
    expect(within(screen.getByRole('region', { name: '在线意向登记' })).getByText('登记表单')).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: '本页内容' });
    expect(within(toc).getByRole('link', { name: '所需材料' })).toHaveAttribute('href', '#guide-psx-materials');
    expect(screen.getByRole('link', { name: '查看业务介绍' })).toHaveAttribute('href', '/t1/ywjs_01');
  });

  it('业务介绍 (introduce): conditions and FAQ lead, no online section without a form, a link to 业务办理', () => {
    render(<BusinessGuide guide={BUSINESS_GUIDES.gzf} mode="introduce" notices={[]} />);
    expect(h2s()).toEqual(['申请条件', '常见问题', '所需材料', '办理流程', '办理地点', '最新通知']);
    expect(screen.getByRole('link', { name: '去业务办理' })).toHaveAttribute('href', '/t1/ywbl_02');
    expect(screen.getByText('暂无相关通知')).toBeInTheDocument();
    const conditions = screen.getByRole('region', { name: '申请条件' });
    expect(within(conditions).getByRole('heading', { name: '收入条件' })).toBeInTheDocument();
    expect(within(conditions).getByText('上一年度家庭人均月收入低于 3,000 元。')).toBeInTheDocument();
    expect(within(conditions).getByText(/青禾市演示规则/)).toBeInTheDocument();
    expect(within(conditions).getByRole('link', { name: '在线自查是否符合条件' })).toHaveAttribute('href', '/t1/self_check');
    expect(within(conditions).getByRole('link', { name: '查看公租房项目' })).toHaveAttribute('href', '/t1/xmzs?type=gzf');
  });

  it('lists the materials in a table with copies, form and a download link stating type and size', () => {
    render(<BusinessGuide guide={BUSINESS_GUIDES.gzf} mode="handle" notices={[]} />);
    const table = within(screen.getByRole('region', { name: '所需材料' })).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['材料名称', '份数', '形式', '说明', '表格下载']);
    const row = within(table).getByRole('row', { name: /公共租赁住房申请表/ });
    expect(within(row).getByText('1 份')).toBeInTheDocument();
    expect(within(row).getByText('原件')).toBeInTheDocument();
    const link = within(row).getByRole('link', { name: /^下载公共租赁住房申请表（PDF，\d+(\.\d)? KB）$/ });
    expect(link).toHaveAttribute('href', '/demo/files/gzf-application-form-demo.pdf');
    expect(link).toHaveAttribute('download', '公共租赁住房申请表（演示）.pdf');
    expect(within(table).getByRole('row', { name: /婚姻状况证明/ })).toHaveTextContent('复印件');
  });

  it('shows the steps as a numbered list, and the halls with hours, a tel: link and map links', () => {
    render(<BusinessGuide guide={BUSINESS_GUIDES.bzf} mode="handle" notices={[]} />);
    const steps = within(screen.getByRole('region', { name: '办理流程' })).getByRole('list');
    expect(steps.tagName).toBe('OL');
    const items = within(steps).getAllByRole('listitem');
    expect(items).toHaveLength(BUSINESS_GUIDES.bzf.steps.length);
    expect(items[0]).toHaveTextContent('第 1 步：线上申请');
    expect(items[1]).toHaveTextContent('办理时限：3 个工作日');
    const halls = screen.getByRole('region', { name: '办理地点' });
    const hall = within(halls).getByRole('heading', { name: '青禾高新区人才安居服务站' }).closest('li')!;
    expect(within(hall).getByRole('link', { name: '0000-86602518' })).toHaveAttribute('href', 'tel:000086602518');
    expect(hall).toHaveTextContent('周一至周五 9:00—17:30');
    const gaode = within(hall).getByRole('link', { name: /高德地图/ });
    expect(gaode.getAttribute('href')).toContain('position=118.85906,32.02674');
    expect(gaode).toHaveAttribute('target', '_blank');
    expect(within(hall).getAllByRole('link', { name: /地图/ })).toHaveLength(3);
    // The psx-only hall does not appear for a business it does not handle.
    expect(within(halls).queryByRole('heading', { name: '东港区政务服务中心住房保障窗口' })).not.toBeInTheDocument();
  });

  it('answers the FAQ in details/summary and lists the latest notices with dates and a link to more', () => {
    const { container } = render(<BusinessGuide guide={BUSINESS_GUIDES.psx} mode="introduce" notices={notices} noticesMoreHref="/t3/news_list?col1=tzgg&col2=tzgg_psf" />);
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(BUSINESS_GUIDES.psx.faq.length);
    expect(details[0]!.querySelector('summary')).toHaveTextContent('意向登记就是申请资格吗？');
    const list = within(screen.getByRole('region', { name: '最新通知' }));
    expect(list.getByRole('link', { name: notices[0]!.title })).toHaveAttribute('href', notices[0]!.href);
    // Dates in Beijing time: 16:30 UTC on 8 October is 9 October in the city.
    expect(list.getByText('2026-10-09')).toBeInTheDocument();
    expect(list.getByRole('link', { name: '更多通知 →' })).toHaveAttribute('href', '/t3/news_list?col1=tzgg&col2=tzgg_psf');
  });
});
