/**
 * Demo housing projects (演示数据): 40 projects of the four businesses across the six districts of
 * 青禾市, with unit types. Names, addresses and figures are made up by us; pictures are drawn by
 * scripts/make-project-images.mjs.
 */
import { refreshProjectSummary } from '@/lib/data-docking/projects';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { housingProjects, housingUnitTypes } from '../schema';
import { DISTRICTS } from '@/lib/validation/districts';
import { cityTime } from './time';
import { DISTRICT_TRANSPORT, HOTLINE_LINES, OFFICE_HOURS } from '@/lib/business/contact';

type Kind = 'gzf' | 'bzf' | 'psx' | 'gycq';
type Status = 'building' | 'upcoming' | 'open' | 'full' | 'onsale';

type SeedProject = {
  name: string;
  type: Kind;
  status: Status;
  district: (typeof DISTRICTS)[number]['label'];
  road: string;
  /** Registration window of a 配售型 project, or the 申购 window of a 共有产权 one (Shanghai days, inclusive). */
  window?: [string, string];
  handover?: string;
  /** The name a database seeded before issue #29 part 4 holds (the demo-truth part renames it). */
  formerName?: string;
};

const PROJECTS: SeedProject[] = [
  // 公租房
  { name: '和园公租房社区', type: 'gzf', status: 'open', district: '云溪区', road: '和园路66号' },
  { name: '澄江花苑公租房', type: 'gzf', status: 'full', district: '澄江区', road: '澄江大道218号' },
  { name: '东港安居苑', type: 'gzf', status: 'open', district: '东港区', road: '港城路35号' },
  { name: '北湖颐和家园', type: 'gzf', status: 'full', district: '北湖区', road: '湖滨北路12号' },
  { name: '滨湖乐居苑', type: 'gzf', status: 'open', district: '滨湖新区', road: '望湖路88号' },
  { name: '高新青年公寓（公租房）', type: 'gzf', status: 'upcoming', district: '青禾高新区', road: '创新路26号', handover: '2027-03-31' },
  { name: '云溪锦绣苑', type: 'gzf', status: 'open', district: '云溪区', road: '锦绣街9号' },
  { name: '澄江新村公租房', type: 'gzf', status: 'building', district: '澄江区', road: '新村路101号', handover: '2027-12-31' },
  { name: '东港德苑', type: 'gzf', status: 'full', district: '东港区', road: '德政路57号' },
  { name: '北湖营和社区', type: 'gzf', status: 'open', district: '北湖区', road: '营和路3号' },
  { name: '滨湖康居苑', type: 'gzf', status: 'open', district: '滨湖新区', road: '康乐路16号' },
  // 保租房
  { name: '高新·人才公寓', formerName: '高新区人才公寓', type: 'bzf', status: 'open', district: '青禾高新区', road: '创新路18号' },
  { name: '云溪·青年汇', formerName: '云溪青创社区', type: 'bzf', status: 'open', district: '云溪区', road: '学府路260号' },
  { name: '澄江城市客厅公寓', type: 'bzf', status: 'full', district: '澄江区', road: '中山路300号' },
  { name: '东港·产业园宿舍', formerName: '东港产业园宿舍型保租房', type: 'bzf', status: 'open', district: '东港区', road: '港城大道36号' },
  { name: '北湖绣苑公寓', type: 'bzf', status: 'upcoming', district: '北湖区', road: '绣苑路22号', handover: '2027-01-15' },
  { name: '滨湖智汇公寓', type: 'bzf', status: 'open', district: '滨湖新区', road: '智汇路5号' },
  { name: '高新科创里', type: 'bzf', status: 'building', district: '青禾高新区', road: '科创大道99号', handover: '2027-09-30' },
  { name: '云溪地铁上盖公寓', type: 'bzf', status: 'open', district: '云溪区', road: '云溪站东侧' },
  { name: '澄江老厂房改建公寓', type: 'bzf', status: 'open', district: '澄江区', road: '纺织路40号' },
  { name: '东港海棠公寓', type: 'bzf', status: 'full', district: '东港区', road: '海棠路19号' },
  { name: '北湖职工之家', type: 'bzf', status: 'open', district: '北湖区', road: '工业园路8号' },
  // 配售型保障性住房
  { name: '北湖·安和苑', formerName: '澄江·安和府', type: 'psx', status: 'open', district: '北湖区', road: '安和路与湖滨大道交叉口', window: ['2026-11-10', '2027-01-31'], handover: '2027-12-31' },
  { name: '滨湖·澜湾苑', formerName: '滨湖·悦澜府', type: 'psx', status: 'open', district: '滨湖新区', road: '澜湾路2号', window: ['2026-11-10', '2027-03-31'], handover: '2028-12-31' },
  { name: '云溪·和鸣苑', type: 'psx', status: 'upcoming', district: '云溪区', road: '和鸣路30号', window: ['2027-04-01', '2027-05-31'], handover: '2029-06-30' },
  { name: '东港·望海居', type: 'psx', status: 'onsale', district: '东港区', road: '望海路11号', window: ['2026-06-01', '2026-07-31'], handover: '2028-03-31' },
  { name: '北湖·春晓苑', type: 'psx', status: 'building', district: '北湖区', road: '春晓路45号', handover: '2029-12-31' },
  { name: '高新·启航苑', type: 'psx', status: 'upcoming', district: '青禾高新区', road: '启航路6号', handover: '2029-03-31' },
  { name: '澄江·嘉禾里', type: 'psx', status: 'building', district: '澄江区', road: '嘉禾路77号', handover: '2029-09-30' },
  { name: '云溪·安澜苑', type: 'psx', status: 'onsale', district: '云溪区', road: '安澜街2号', window: ['2026-03-01', '2026-04-30'], handover: '2027-12-31' },
  // 共有产权住房
  { name: '滨湖·共享家园', type: 'gycq', status: 'onsale', district: '滨湖新区', road: '共享路1号', handover: '2027-06-30' },
  { name: '澄江·同心苑', type: 'gycq', status: 'onsale', district: '澄江区', road: '同心路28号', window: ['2026-11-20', '2027-01-31'], handover: '2027-03-31' },
  { name: '云溪·共筑里', type: 'gycq', status: 'upcoming', district: '云溪区', road: '共筑路15号', handover: '2028-06-30' },
  { name: '东港·和谐佳园', type: 'gycq', status: 'onsale', district: '东港区', road: '和谐路50号', handover: '2026-12-31' },
  { name: '北湖·安家苑', type: 'gycq', status: 'onsale', district: '北湖区', road: '安家路9号', handover: '2027-09-30' },
  { name: '高新·人才共有产权房', type: 'gycq', status: 'upcoming', district: '青禾高新区', road: '人才路3号', handover: '2028-03-31' },
  { name: '滨湖·悦澜府', formerName: '滨湖·湖畔雅苑', type: 'gycq', status: 'onsale', district: '滨湖新区', road: '悦澜路66号', window: ['2026-09-08', '2026-09-22'], handover: '2027-12-31' },
  { name: '东港·港湾新居', type: 'gycq', status: 'building', district: '东港区', road: '港湾路21号', handover: '2028-12-31' },
  { name: '澄江·书香苑', type: 'gycq', status: 'onsale', district: '澄江区', road: '书香路13号', handover: '2027-06-30' },
  { name: '北湖·乐业家园', type: 'gycq', status: 'upcoming', district: '北湖区', road: '乐业路4号', handover: '2028-09-30' },
];

/** District centres (GCJ-02) of the demo city; projects are spread around them. */
const CENTRES: Record<string, [number, number]> = {
  澄江区: [118.795, 32.060],
  云溪区: [118.751, 32.085],
  东港区: [118.895, 32.043],
  滨湖新区: [118.838, 31.998],
  北湖区: [118.784, 32.136],
  青禾高新区: [118.714, 32.029],
};

const FACILITIES: Record<Kind, string[]> = {
  gzf: ['社区卫生服务站', '便民超市', '老年活动室', '儿童游乐区', '非机动车充电棚', '社区食堂'],
  bzf: ['共享厨房', '健身房', '自助洗衣房', '快递驿站', '共享会客厅', '地下停车库'],
  psx: ['地下车库', '幼儿园（配建）', '社区商业', '中心花园', '健身步道', '物业服务中心'],
  gycq: ['地下车库', '社区商业', '中心绿地', '24小时安保', '邻里中心', '充电桩车位'],
};

const LAYOUTS: Record<Kind, { layout: string; bedrooms: number; area: [number, number] }[]> = {
  gzf: [
    { layout: '一室户（开间）', bedrooms: 0, area: [32, 38] },
    { layout: '一室一厅', bedrooms: 1, area: [40, 48] },
    { layout: '两室一厅', bedrooms: 2, area: [52, 60] },
  ],
  bzf: [
    { layout: '开间', bedrooms: 0, area: [28, 36] },
    { layout: '一室一厅', bedrooms: 1, area: [42, 55] },
    { layout: '两室一厅', bedrooms: 2, area: [62, 75] },
    { layout: '三室两厅', bedrooms: 3, area: [82, 90] },
  ],
  psx: [
    { layout: '两室两厅', bedrooms: 2, area: [68, 78] },
    { layout: '三室两厅', bedrooms: 3, area: [88, 98] },
    { layout: '三室两厅两卫', bedrooms: 3, area: [100, 115] },
  ],
  gycq: [
    { layout: '两室两厅', bedrooms: 2, area: [70, 80] },
    { layout: '三室两厅', bedrooms: 3, area: [89, 100] },
    { layout: '四室两厅', bedrooms: 4, area: [118, 128] },
  ],
};

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const DESCRIBE: Record<Kind, (p: SeedProject) => string> = {
  gzf: (p) =>
    `${p.name}位于${p.district}${p.road}，是集团建设运营的公共租赁住房项目，面向本市中低收入住房困难家庭、新就业无房职工和外来务工人员配租。项目为精装修交付，配齐基本家具家电，拎包即可入住。小区实行封闭式管理，物业、维修和社区服务由集团统一提供。租金按同地段市场租金的一定比例确定，并按年度评估调整。`,
  bzf: (p) =>
    `${p.name}位于${p.district}${p.road}，是面向新市民、青年人的保障性租赁住房项目，以小户型为主。租金低于同地段同品质市场租赁住房租金，租期灵活，可按月支付。项目配有共享厨房、健身房和自助洗衣房等公共空间，适合在周边园区和商圈就业的青年人居住。企业可整体承租后向本单位职工配租。`,
  psx: (p) =>
    `${p.name}位于${p.district}${p.road}，是本市配售型保障性住房项目，按保本微利原则定价，面向住房有困难且收入不高的工薪收入群体及引进人才配售。购房家庭取得的住房实行封闭管理，不得上市交易，确需退出的由指定机构回购。意向登记期间，符合条件的家庭可在“业务办理”在线登记。`,
  gycq: (p) =>
    `${p.name}位于${p.district}${p.road}，是本市共有产权住房项目，购房人与政府按出资比例共同持有产权，个人产权份额一般为60%至80%。满足条件后，购房人可按规定增购政府产权份额。项目配套成熟，周边有学校、医院和商业设施，交通便利。`,
};



function pick<T>(list: readonly T[], r: () => number): T {
  return list[Math.floor(r() * list.length)]!;
}

/** One demo project's row, and its random sequence where the unit types continue it. */
function projectRow(p: SeedProject, i: number) {
  const r = rng((i + 1) * 104729);
  const [lng0, lat0] = CENTRES[p.district] ?? [118.793, 32.064];
  const images = [0, 1, 2].slice(0, 2 + (i % 2)).map((k) => ({
    src: `/demo/img/projects/p${String(((i * 3 + k * 5) % 16) + 1).padStart(2, '0')}.svg`,
    alt: `${p.name}${['外景示意图', '楼栋示意图', '小区环境示意图'][k]}（演示插图）`,
  }));
  const facilities = FACILITIES[p.type].filter(() => r() > 0.3);
  // Published over the last two years, newest first in list order within a type.
  const published = cityTime(`${2026 - (i % 3 === 0 ? 1 : 0)}-${String(1 + (i % 10)).padStart(2, '0')}-${String(3 + (i % 25)).padStart(2, '0')} 10:00`);
  const row = {
    name: p.name,
    businessType: p.type,
    district: p.district,
    address: `青禾市${p.district}${p.road}`,
    lng: Math.round((lng0 + (r() - 0.5) * 0.06) * 1e6) / 1e6,
    lat: Math.round((lat0 + (r() - 0.5) * 0.05) * 1e6) / 1e6,
    status: p.status,
    homesTotal: 0,
    homesAvailable: 0,
    handoverDate: p.handover ?? null,
    images,
    facilities: facilities.length ? facilities : FACILITIES[p.type].slice(0, 3),
    transport: pick(DISTRICT_TRANSPORT[p.district], r),
    description: DESCRIBE[p.type](p),
    contactName: p.type === 'gzf' || p.type === 'bzf' ? `${p.name}租赁服务中心` : `${p.name}销售接待中心`,
    contactPhone: HOTLINE_LINES[p.type],
    contactHours: OFFICE_HOURS,
    registrationFirstDay: p.window?.[0] ?? null,
    registrationLastDay: p.window?.[1] ?? null,
    publishedAt: published,
    isDemo: true,
  };
  return { row, r };
}

/**
 * A database seeded before issue #29 part 4 gets the projects' names, places, transport lines and
 * contacts as they are now (a project is found by its name then or now; its unit types stay).
 */
export async function correctDemoProjects(db: Db): Promise<void> {
  for (const [i, p] of PROJECTS.entries()) {
    const { row } = projectRow(p, i);
    const names = p.formerName ? [p.name, p.formerName] : [p.name];
    await db
      .update(housingProjects)
      .set({
        name: row.name,
        district: row.district,
        address: row.address,
        lng: row.lng,
        lat: row.lat,
        images: row.images,
        transport: row.transport,
        description: row.description,
        contactName: row.contactName,
        contactPhone: row.contactPhone,
        contactHours: row.contactHours,
        handoverDate: row.handoverDate,
        registrationFirstDay: row.registrationFirstDay,
        registrationLastDay: row.registrationLastDay,
      })
      .where(and(eq(housingProjects.isDemo, true), eq(housingProjects.businessType, p.type), inArray(housingProjects.name, names)));
  }
}

export async function seedProjects(db: Db): Promise<void> {
  for (const [i, p] of PROJECTS.entries()) {
    const { row: values, r } = projectRow(p, i);
    const [row] = await db.insert(housingProjects).values(values).returning({ id: housingProjects.id });
    const projectId = row!.id;
    const layouts = LAYOUTS[p.type].filter((_, k) => k === 0 || r() > 0.25);
    await db.insert(housingUnitTypes).values(
      layouts.map((l, k) => {
        const total = 40 + Math.floor(r() * 260);
        const available =
          p.status === 'full' || p.status === 'building' ? 0 : p.status === 'upcoming' ? 0 : Math.floor(total * (0.05 + r() * 0.4));
        const rental = p.type === 'gzf' || p.type === 'bzf';
        const perSqm = rental ? (p.type === 'gzf' ? 17 + r() * 10 : 32 + r() * 16) : (p.type === 'psx' ? 9000 : 11000) + Math.floor(r() * 6) * 1000;
        const rentMin = rental ? Math.round((l.area[0] * perSqm) / 50) * 50 : null;
        const rentMax = rental ? Math.round((l.area[1] * perSqm) / 50) * 50 : null;
        return {
          projectId,
          layout: l.layout,
          bedrooms: l.bedrooms,
          areaMin: l.area[0],
          areaMax: l.area[1],
          rentMin,
          rentMax,
          priceMin: rental ? null : Math.round(perSqm),
          priceMax: rental ? null : Math.round(perSqm + 600 + Math.floor(r() * 4) * 200),
          homesTotal: total,
          homesAvailable: available,
          sortOrder: k,
          isDemo: true,
        };
      }),
    );
    await refreshProjectSummary(db, projectId);
  }
}

export const DEMO_PROJECT_COUNT = PROJECTS.length;
