/** @jest-environment node */
import { companyIntroduce, subsidiaries } from '@/lib/db/schema';
import { getCompanyIntroduce, listSubsidiaries } from './company';
import { describeEachDatabase } from './test-fixtures';

describeEachDatabase('company service', (database) => {
  it('answers null and an empty list before anything is entered', async () => {
    expect(await getCompanyIntroduce()).toBeNull();
    expect(await listSubsidiaries()).toEqual([]);
  });

  it('returns the first company record and the subsidiaries in display order', async () => {
    await database().db.insert(companyIntroduce).values([
      { name: '某市安居集团有限公司', shortName: '安居集团', foundedOn: '2015-06-30', phone: '010-12345678', longitude: '116.4', latitude: '39.9' },
      { name: '第二条记录' },
    ]);
    await database().db.insert(subsidiaries).values([
      { name: '乙公司', sortOrder: 2 },
      { name: '甲公司', sortOrder: 1, website: 'https://example.cn', summary: '简介' },
      { name: '丙公司', sortOrder: 2 },
    ]);
    const company = await getCompanyIntroduce();
    expect(company).toEqual({
      name: '某市安居集团有限公司',
      shortName: '安居集团',
      slogan: '',
      summary: '',
      bodyHtml: '',
      foundedOn: '2015-06-30',
      registeredCapital: '',
      address: '',
      postcode: '',
      phone: '010-12345678',
      serviceHotline: '',
      email: '',
      officeHours: '',
      longitude: '116.4',
      latitude: '39.9',
      videoUrl: null,
      brochureUrl: null,
    });
    const list = await listSubsidiaries();
    expect(list.map((s) => s.name)).toEqual(['甲公司', '乙公司', '丙公司']);
    expect(list[0]).toMatchObject({ website: 'https://example.cn', summary: '简介', logoUrl: null, bodyHtml: '' });
  });
});
