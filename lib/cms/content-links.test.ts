/** @jest-environment node */
import { and, eq, sql } from 'drizzle-orm';
import { DISTRICT_STATIONS, HALLS, HEAD_OFFICE, HOTLINE, HOTLINE_LINES, COMPLAINTS_PHONE, districtsNamedIn } from '@/lib/business/contact';
import { SERVICE_HALLS } from '@/lib/business/guides';
import { banners, commercialProjects, contents, housingProjects } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { DEMO_PARTS, SEED_CONTENTS, seedDemoContentOnce } from '@/lib/db/seed';
import { COMPANY_INTRODUCE, SUBSIDIARIES } from '@/lib/db/seed/contents-company';
import { checkPortalLink, listNoticeLinkProblems, sendsToOnlineAction } from './content-links';

/** The day the demo content is read on (inside 北湖·安和苑's registration window). */
const AT = new Date('2026-11-28T04:00:00Z');

const PHONE = /(?:0000-\d{8}|96580(?: 转 \d)*)/g;

describe('one set of contacts in the demo content (lib/business/contact.ts)', () => {
  const directory = new Set<string>([
    HOTLINE,
    ...Object.values(HOTLINE_LINES),
    HEAD_OFFICE.phone,
    COMPLAINTS_PHONE,
    ...Object.values(HALLS).map((h) => h.phone),
    ...SUBSIDIARIES.map((s) => s.phone),
  ]);

  it('every phone number the notices, pages and company facts give is one of the directory', () => {
    const texts = [...SEED_CONTENTS.map((c) => c.body), COMPANY_INTRODUCE.phone, COMPANY_INTRODUCE.serviceHotline];
    const numbers = texts.flatMap((t) => [...t.matchAll(PHONE)].map((m) => m[0]));
    expect(numbers.length).toBeGreaterThan(20);
    const unknown = numbers.filter((n) => !directory.has(n) && !directory.has(n.replace(/ 转 \d+$/, '')));
    expect(unknown).toEqual([]);
  });

  it('the guides list the halls of the directory, each hall’s transport naming its own district', () => {
    for (const hall of Object.values(SERVICE_HALLS)) {
      const own = HALLS[hall.id as keyof typeof HALLS];
      expect({ id: hall.id, address: hall.address, phone: hall.phone }).toEqual({ id: own.id, address: own.address, phone: own.phone });
      expect({ hall: hall.name, districts: districtsNamedIn(hall.transport) }).toEqual({ hall: hall.name, districts: [hall.district] });
    }
  });

  it('a station belongs to one district only', () => {
    const all = Object.values(DISTRICT_STATIONS).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('finding links that lead nowhere', () => {
  it('a notice that asks to apply online is one that must link', () => {
    expect(sendsToOnlineAction('<p>请登录门户网站在线申请。</p>')).toBe(true);
    expect(sendsToOnlineAction('<p>可登录门户网站“个人中心”查询。</p>')).toBe(true);
    expect(sendsToOnlineAction('<p>服务窗口暂停现场业务办理。</p>')).toBe(false);
  });
});

describe.each(testTargets().map((t) => [t.name, t] as const))('the demo content on %s', (_name, target) => {
  let handle: TestDatabase;

  beforeAll(async () => {
    handle = await target.open();
    await seedDemoContentOnce(handle.db);
  }, 120_000);

  afterAll(() => handle.dispose());

  it('has no notice or banner whose action link is missing or leads nowhere', async () => {
    expect(await listNoticeLinkProblems(handle.db, AT)).toEqual([]);
  });

  it('links the pinned 北湖·安和苑 registration to the form with that project chosen, and the project to its page', async () => {
    const { db } = handle;
    const [p] = await db.select().from(housingProjects).where(eq(housingProjects.name, '北湖·安和苑'));
    expect(p).toMatchObject({ businessType: 'psx', district: '北湖区', registrationFirstDay: '2026-11-10' });
    const [notice] = await db.select().from(contents).where(eq(contents.title, '北湖·安和苑配售型保障性住房意向登记公告'));
    expect(notice?.bodyHtml).toContain(`href="/t1/ywbl_01?col1=dyyw&amp;col2=psf&amp;col3=psf_ywbl&amp;projectId=${p!.id}"`);
    expect(notice?.bodyHtml).toContain(`<a href="/t1/projectDetail?projectId=${p!.id}">北湖·安和苑</a>`);
    const [banner] = await db.select().from(banners).where(eq(banners.subtitle, '北湖·安和苑'));
    expect(banner?.linkUrl).toBe(`/t1/ywbl_01?col1=dyyw&col2=psf&col3=psf_ywbl&projectId=${p!.id}`);
  });

  it('has one 滨湖·悦澜府, the shared-ownership project its notices name, on sale', async () => {
    const rows = await handle.db.select().from(housingProjects).where(eq(housingProjects.name, '滨湖·悦澜府'));
    expect(rows.map((r) => [r.businessType, r.status, r.address])).toEqual([['gycq', 'onsale', '青禾市滨湖新区悦澜路66号']]);
  });

  it('gives every project transport lines of its own district and the directory’s phone and hours', async () => {
    const rows = await handle.db.select().from(housingProjects);
    expect(rows.length).toBe(40);
    for (const p of rows) {
      expect({ project: p.name, districts: districtsNamedIn(p.transport) }).toEqual({ project: p.name, districts: [p.district] });
      expect({ project: p.name, phone: p.contactPhone }).toEqual({ project: p.name, phone: HOTLINE_LINES[p.businessType] });
    }
    expect(new Set(rows.map((p) => p.contactHours)).size).toBe(1);
  });

  it('a link to a missing project, a closed window or another project’s name is caught', async () => {
    const { db } = handle;
    const [open] = await db.select().from(housingProjects).where(eq(housingProjects.name, '北湖·安和苑'));
    const [rental] = await db.select().from(housingProjects).where(eq(housingProjects.name, '高新·人才公寓'));
    expect(await checkPortalLink(db, '/t1/projectDetail?projectId=999999', '某项目', AT)).toMatch(/不存在/);
    expect(await checkPortalLink(db, `/t1/projectDetail?projectId=${open!.id}`, '滨湖·悦澜府', AT)).toMatch(/不一致/);
    expect(await checkPortalLink(db, `/t1/ywbl_01?projectId=${open!.id}`, null, new Date('2027-03-01T04:00:00Z'))).toMatch(/不在登记期内/);
    expect(await checkPortalLink(db, `/t1/ywbl_01?projectId=${rental!.id}`, null, AT)).toMatch(/不是可意向登记/);
    expect(await checkPortalLink(db, '/t1/nowhere', null, AT)).toMatch(/没有这个页面/);
    expect(await checkPortalLink(db, '/t1/ywbl?col1=dyyw&col2=nope', null, AT)).toMatch(/栏目不存在：nope/);
    expect(await checkPortalLink(db, '/t1/personalCenter/business_record/zhongbao', null, AT)).toBeNull();
  });

  it('finds a notice that sends citizens online without a link', async () => {
    const { db } = handle;
    const [row] = await db
      .insert(contents)
      .values({ columnKey: 'tzgg_bzf', title: '测试：请在线申请', summary: '', bodyHtml: '<p>请登录门户网站在线申请。</p>', publishAt: AT, status: 'published' })
      .returning({ id: contents.id });
    try {
      expect(await listNoticeLinkProblems(db, AT)).toEqual([{ where: `公告 ${row!.id}「测试：请在线申请」`, href: '', problem: '要求线上办理，却没有链接到办理页面' }]);
    } finally {
      await db.delete(contents).where(eq(contents.id, row!.id));
    }
  });
});

describe.each(testTargets().map((t) => [t.name, t] as const))('a database seeded before the content was corrected, on %s', (_name, target) => {
  it('gets the projects’ names, transport and contacts, and the notices’ links, on its next start', async () => {
    const handle = await target.open();
    try {
      const { db } = handle;
      const truth = DEMO_PARTS.find((p) => p.flag === 'demo_seeded_truth_v1')!;
      await seedDemoContentOnce(db, DEMO_PARTS.filter((p) => p !== truth));
      // As it was: the registration's project under its old name in another district, a stray
      // transport line, a notice without its links, a shop office's old hours.
      await db
        .update(housingProjects)
        .set({ name: '澄江·安和府', district: '澄江区', transport: '地铁2号线和园站步行约8分钟', contactPhone: '0571-86000000' })
        .where(eq(housingProjects.name, '北湖·安和苑'));
      await db.update(housingProjects).set({ name: '滨湖·湖畔雅苑' }).where(and(eq(housingProjects.name, '滨湖·悦澜府'), eq(housingProjects.businessType, 'gycq')));
      await db.update(housingProjects).set({ name: '滨湖·悦澜府' }).where(eq(housingProjects.name, '滨湖·澜湾苑'));
      await db.update(contents).set({ bodyHtml: '<p>登录门户网站“多元业务—配售型保障性住房—业务办理”在线登记。</p>' }).where(eq(contents.title, '北湖·安和苑配售型保障性住房意向登记公告'));
      await db.update(commercialProjects).set({ contactHours: '工作日 9:00–17:30，看铺请提前一天预约' });
      expect((await listNoticeLinkProblems(db, AT)).length).toBeGreaterThan(0);

      expect(await seedDemoContentOnce(db)).toBe(true);

      expect(await listNoticeLinkProblems(db, AT)).toEqual([]);
      const names = await db.select({ name: housingProjects.name, type: housingProjects.businessType, district: housingProjects.district }).from(housingProjects).where(sql`${housingProjects.name} in ('北湖·安和苑', '滨湖·悦澜府', '滨湖·澜湾苑', '澄江·安和府', '滨湖·湖畔雅苑')`);
      expect(names.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
        [
          { name: '北湖·安和苑', type: 'psx', district: '北湖区' },
          { name: '滨湖·澜湾苑', type: 'psx', district: '滨湖新区' },
          { name: '滨湖·悦澜府', type: 'gycq', district: '滨湖新区' },
        ].sort((a, b) => a.name.localeCompare(b.name)),
      );
      const [anhe] = await db.select().from(housingProjects).where(eq(housingProjects.name, '北湖·安和苑'));
      expect(districtsNamedIn(anhe!.transport)).toEqual(['北湖区']);
      expect(anhe!.contactPhone).toBe(HOTLINE_LINES.psx);
      const shops = await db.select({ hours: commercialProjects.contactHours }).from(commercialProjects);
      expect(new Set(shops.map((s) => s.hours))).toEqual(new Set(['工作日 9:00—17:30，看铺请提前一天预约']));
    } finally {
      await handle.dispose();
    }
  }, 120_000);
});
