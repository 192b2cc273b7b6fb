import { PROJECT_TEXT } from '@/components/projects/text';
import { JOB_TEXT } from '@/components/recruitment/text';
import { SHOP_TEXT } from '@/components/shops/text';
import { FILTER_TEXT } from './filter-text';
import { T } from './strings';

describe('filter buttons', () => {
  it('say 查询 and 清除筛选 on every filter form: notice lists, project finder, shop search and job list', () => {
    expect(FILTER_TEXT).toEqual({ submit: '查询', reset: '清除筛选' });
    expect([T.listSubmit, PROJECT_TEXT.search, SHOP_TEXT.apply, JOB_TEXT.search]).toEqual(Array(4).fill(FILTER_TEXT.submit));
    expect([T.listReset, PROJECT_TEXT.clear, SHOP_TEXT.clear, JOB_TEXT.clear]).toEqual(Array(4).fill(FILTER_TEXT.reset));
  });
});
