/** @jest-environment node */
import { addColumns, addContent, day, describeEachDatabase } from '@/lib/cms/test-fixtures';
import { BUSINESS_GUIDES } from './guides';
import { listGuideNotices } from './guide-notices';

describeEachDatabase('guide notices', (database) => {
  beforeAll(async () => {
    await addColumns(database().db, [
      { key: 'tzgg', label: '通知公告', route: '/t3/news_list' },
      { key: 'tzgg_gzf', label: '公租房公告', parentKey: 'tzgg', route: '/t3/news_list' },
      { key: 'tzgg_gzf_pz', label: '配租公告', parentKey: 'tzgg_gzf', route: '/t3/news_list' },
      { key: 'tzgg_psf', label: '配售型保障房公告', parentKey: 'tzgg', route: '/t3/news_list' },
    ]);
    await addContent(database().db, { columnKey: 'tzgg_gzf', title: '公租房资格复核通知', publishAt: day(1) });
    await addContent(database().db, { columnKey: 'tzgg_gzf_pz', title: '第三批配租公告', publishAt: day(3) });
    await addContent(database().db, { columnKey: 'tzgg_psf', title: '安和苑意向登记公告', publishAt: day(2) });
    await addContent(database().db, { columnKey: 'tzgg_gzf', title: '草稿', status: 'draft' });
  });

  it('lists the newest published notices of the column and its subcolumns, linked under their own trail', async () => {
    const { notices, moreHref } = await listGuideNotices(BUSINESS_GUIDES.gzf);
    expect(notices.map((n) => n.title)).toEqual(['第三批配租公告', '公租房资格复核通知']);
    expect(notices[0]!.href).toMatch(/^\/t3\/news_list\/article_content\?col1=tzgg&col2=tzgg_gzf&col3=tzgg_gzf_pz&contentId=\d+$/);
    expect(notices[0]!.publishAt).toBe(day(3).toISOString());
    expect(moreHref).toBe('/t3/news_list?col1=tzgg&col2=tzgg_gzf');
    expect((await listGuideNotices(BUSINESS_GUIDES.gzf, 1)).notices).toHaveLength(1);
  });

  it('is empty, without a more link, when the column is missing', async () => {
    expect(await listGuideNotices(BUSINESS_GUIDES.gycq)).toEqual({ notices: [], moreHref: null });
  });
});
