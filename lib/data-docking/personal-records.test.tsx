/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { PERSONAL_RECORDS } from '@/components/account/records';
import { HousingRecords } from '@/components/business/HousingRecords';
import { IntentionRegister } from '@/components/business/IntentionRegister';
import { IntentionList } from '@/components/shops/IntentionList';
import { findPersonalCenterRoute } from '@/lib/navigation/routes';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { housingRecords } from '@/lib/db/schema';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import { createAllotmentIntention, listAllotmentIntentions, shanghaiDay } from './allotment-intentions';
import { listHousingRecords } from './housing-records';
import type { ShopIntentionRecord } from './shop-intentions';
import { addTestProject, type TestProject } from './test-projects';

function shopRecord(id: number, status: 'submitted' | 'closed'): ShopIntentionRecord {
  return {
    id,
    receiptNo: `SY-20261120-000${id}`,
    applicantKind: 'person',
    applicantName: '李小红',
    creditCode: null,
    contactName: '李小红',
    mobileMasked: '139****5678',
    shops: [],
    areaMin: 30,
    areaMax: 80,
    intendedUse: 'catering',
    intendedUseLabel: '餐饮',
    experience: '',
    status,
    statusLabel: status === 'closed' ? '已撤回' : '已提交',
    canWithdraw: status === 'submitted',
    createdAt: '2026-11-20T02:30:00.000Z',
    withdrawnAt: status === 'closed' ? '2026-11-21T01:00:00.000Z' : null,
  };
}

const daysFromNow = (n: number) => shanghaiDay(new Date(Date.now() + n * 86_400_000));
const REGISTER_PATH = '/t1/personalCenter/allotment_sale_record/intention_register';

describeEachDatabase('personal-centre records', (database) => {
  let alice: TestUser;
  let bob: TestUser;
  let gzf: TestProject;
  let psx: TestProject;

  beforeAll(async () => {
    alice = await addTestUser(database().db);
    bob = await addTestUser(database().db);
    gzf = await addTestProject(database().db, { name: '澄江·明德苑', businessType: 'gzf' });
    psx = await addTestProject(database().db, { name: '北湖·安和苑', registrationFirstDay: daysFromNow(-3), registrationLastDay: daysFromNow(10) });
    const base = { businessType: 'gzf' as const, status: '审核中', isDemo: false };
    await database().db.insert(housingRecords).values([
      { ...base, userId: alice.userId, kind: 'application', projectId: gzf.id, projectName: gzf.name, reference: 'GZ2026-0001', happenedAt: new Date('2026-03-02T01:00:00Z') },
      { ...base, userId: alice.userId, kind: 'application', projectId: gzf.id, projectName: gzf.name, reference: 'GZ2026-0001', happenedAt: new Date('2026-03-27T08:00:00Z'), status: '审核通过' },
      { ...base, userId: alice.userId, kind: 'allocation', projectId: null, projectName: '东港·锦绣苑', reference: '2026年第一批', roomNo: '5幢301室', happenedAt: new Date('2026-03-03T02:00:00Z'), status: '已配租' },
      { ...base, userId: bob.userId, kind: 'application', businessType: 'bzf', projectId: null, projectName: '高新·人才公寓', reference: 'BZ2026-9', happenedAt: new Date('2026-05-01T02:00:00Z') },
    ]);
  });

  it('lists each kind of housing record of the user, newest first, linking to our projects only', async () => {
    const apps = await listHousingRecords(alice.userId, 'application');
    expect(apps.records.map((r) => r.status)).toEqual(['审核通过', '审核中']);
    expect(apps.records[0]).toMatchObject({ businessName: '公租房', projectHref: `/t1/projectDetail?projectId=${gzf.id}`, reference: 'GZ2026-0001' });
    const allocations = await listHousingRecords(alice.userId, 'allocation');
    expect(allocations.records).toEqual([expect.objectContaining({ projectId: null, projectName: '东港·锦绣苑', projectHref: null, roomNo: '5幢301室' })]);
    expect((await listHousingRecords(alice.userId, 'selection')).total).toBe(0);
    expect((await listHousingRecords(alice.userId, 'application', { pageNum: 2, pageSize: 1 })).records.map((r) => r.status)).toEqual(['审核中']);
  });

  it('never shows one user’s housing records to another', async () => {
    expect((await listHousingRecords(bob.userId, 'application')).records.map((r) => r.projectName)).toEqual(['高新·人才公寓']);
    expect((await listHousingRecords(bob.userId, 'allocation')).total).toBe(0);
  });

  it('renders the records with status and project links, and an empty state that leads to the business', async () => {
    const html = renderToStaticMarkup(
      <HousingRecords kind="application" page={await listHousingRecords(alice.userId, 'application')} spec={PERSONAL_RECORDS['business_record/allotment']} caption="历史记录" pathname="/x" query={{}} />,
    );
    expect(html).toContain(`<a href="/t1/projectDetail?projectId=${gzf.id}">澄江·明德苑</a>`);
    expect(html).toContain('审核通过');
    expect(html).toContain('<th scope="col">申请编号</th>');
    const empty = renderToStaticMarkup(
      <HousingRecords kind="selection" page={await listHousingRecords(alice.userId, 'selection')} spec={PERSONAL_RECORDS['business_record/real_time_rental']} caption="选房记录" pathname="/x" query={{}} />,
    );
    expect(empty).toContain('暂无记录');
    expect(empty).toContain('href="/t1/xmzs"');
  });

  it('shows a new registration at once with 撤回 as a plain POST form, and never to another user', async () => {
    const before = renderToStaticMarkup(
      <IntentionRegister page={await listAllotmentIntentions(alice.userId)} spec={PERSONAL_RECORDS['allotment_sale_record/intention_register']} pathname={REGISTER_PATH} query={{}} />,
    );
    expect(before).toContain('暂无记录');
    const created = await createAllotmentIntention(alice.userId, {
      applicantName: '张安居',
      idNumber: '110101199003074477',
      mobile: '13800000001',
      projectId: psx.id,
      unitTypeId: psx.unitTypeIds[0]!,
      familyMemberIds: [],
      idempotencyKey: randomUUID(),
    });
    const after = renderToStaticMarkup(
      <IntentionRegister
        page={await listAllotmentIntentions(alice.userId)}
        spec={PERSONAL_RECORDS['allotment_sale_record/intention_register']}
        flash={{ kind: 'submitted', projectName: created.projectName, receiptNo: created.receiptNo }}
        pathname={REGISTER_PATH}
        query={{}}
      />,
    );
    // The receipt number to read aloud: kind, Beijing date, the day's sequence; in the notice and on the row.
    expect(created.receiptNo).toMatch(/^PS-\d{8}-\d{4}$/);
    expect(after).toContain(`「北湖·安和苑」意向登记已提交（受理编号 ${created.receiptNo}，查询进度时请提供）`);
    // The receipt is named in the notice and in its row, whose 办理进度 link opens the case.
    expect(after.split(created.receiptNo!).length).toBe(4);
    expect(after).toContain(`href="/t1/personalCenter/message_center/case?receipt=${created.receiptNo}"`);
    expect(after).toContain(`<a href="/t1/projectDetail?projectId=${psx.id}">北湖·安和苑</a>`);
    expect(after).toContain('1101**********4477');
    expect(after).not.toContain('110101199003074477');
    expect(after).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/api\/bzf-portal-data-docking\/dataMiddleOffice\/withdrawAllotmentIntention")[^>]*>/);
    expect(after).toContain(`<input type="hidden" name="id" value="${created.id}"/>`);
    // 撤回 is the one confirmation: a native disclosure naming the registration, then 确定撤回.
    expect(after).toMatch(/<summary[^>]*>撤回<span class="visually-hidden">「北湖·安和苑」的意向登记<\/span><\/summary>/);
    expect(after).toContain('确定撤回「北湖·安和苑」的意向登记吗？');

    const bobs = renderToStaticMarkup(
      <IntentionRegister page={await listAllotmentIntentions(bob.userId)} spec={PERSONAL_RECORDS['allotment_sale_record/intention_register']} pathname={REGISTER_PATH} query={{}} />,
    );
    expect(bobs).toContain('暂无记录');
    expect(bobs).not.toContain('北湖·安和苑');
  });

  it('lists the shop intentions on their own page of the personal centre, with 撤回 that comes back there', async () => {
    const html = renderToStaticMarkup(
      <IntentionList
        page={{ records: [shopRecord(4, 'submitted'), shopRecord(3, 'closed')], total: 2, pageNum: 1, pageSize: 10, pages: 1 }}
        withdrawn={3}
        from="personal"
      />,
    );
    expect(html).toContain('受理编号 SY-20261120-0003 的意向登记已撤回。');
    expect(html).toContain('已撤回（2026-11-21 09:00）');
    expect(html).toContain('<input type="hidden" name="from" value="personal"/>');
    expect(html).toContain('确定撤回受理编号 SY-20261120-0004 的意向登记吗？');
    expect(html.match(/<summary/g)).toHaveLength(1);
    // Its place in the menu: a record page of the personal centre (业务记录), with its own record spec.
    expect(findPersonalCenterRoute('/t1/personalCenter/business_record/shop_intention')).toMatchObject({ title: '商铺意向登记', template: 'shop-intentions' });
    expect(PERSONAL_RECORDS['business_record/shop_intention'].columns).toContain('操作');
    // And no longer a second section of 配售记录.
    const allotment = renderToStaticMarkup(
      <IntentionRegister page={{ records: [], total: 0, pageNum: 1, pageSize: 10, pages: 0 }} spec={PERSONAL_RECORDS['allotment_sale_record/intention_register']} pathname={REGISTER_PATH} query={{}} />,
    );
    expect(allotment).not.toContain('商铺意向登记');
  });
});
