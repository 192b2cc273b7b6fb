import { HOTLINE_HOURS, HOTLINE_LINES } from '@/lib/business/contact';
/**
 * Demo commercial projects and shops (演示数据): the supporting commercial space of the group's
 * housing communities, under the names the demo articles already use (社区商业项目概况 in
 * contents-business.ts), plus the neighbourhood centre of 滨湖乐居苑. Units, areas, rents and texts
 * are made up by us; pictures are drawn by scripts/make-shop-images.mjs.
 */
import type { Db } from '../client';
import { commercialProjects, shops } from '../schema';
import type { DistrictName } from '@/lib/validation/districts';
import type { ShopUse } from '@/lib/validation/intention';
import type { ShopStatus } from '@/lib/validation/shop-filter';
import { cityTime } from './time';

/** When the leasing office answers (lib/business/contact.ts). */
export const SHOP_CONTACT_HOURS = `${HOTLINE_HOURS}，看铺请提前一天预约`;

type SeedCommercialProject = {
  name: string;
  district: DistrictName;
  /** Street address after 青禾市 + district. */
  road: string;
  lng: number;
  lat: number;
  description: string;
  /** Unit numbers on offer, floor by floor: -1 = B1. */
  floors: Partial<Record<-1 | 1 | 2 | 3, number>>;
};

const PROJECTS: SeedCommercialProject[] = [
  {
    name: '明德苑邻里中心',
    district: '澄江区',
    road: '明德路188号',
    lng: 118.7992,
    lat: 32.0631,
    description:
      '明德苑邻里中心是明德苑保障房社区的配套商业，地上三层、地下一层，服务周边约1.2万户居民。首层以生鲜菜场、便利店和早餐店为主，二层为社区食堂、诊所和药店，三层为托育和培训空间。地下一层设有社区超市和非机动车停车区。',
    floors: { [-1]: 2, 1: 4, 2: 2, 3: 1 },
  },
  {
    name: '幸福家园社区商业街',
    district: '北湖区',
    road: '幸福路66号',
    lng: 118.7808,
    lat: 32.1385,
    description:
      '幸福家园社区商业街沿幸福路展开，为两层街区式商业，商铺均临街开门，门前设有外摆区和非机动车停放点。现有便利店、药店、面馆等业态，欢迎家政维修、洗衣、快递驿站等便民服务商户入驻。',
    floors: { 1: 5, 2: 3 },
  },
  {
    name: '和园生活广场',
    district: '云溪区',
    road: '和园路9号',
    lng: 118.7533,
    lat: 32.0877,
    description:
      '和园生活广场位于和园公租房社区南侧，是云溪区规模最大的保障房社区配套商业，建筑面积约1.5万平方米。广场引入生鲜超市、托育中心和社区健身房，周末有社区市集，客流稳定，适合餐饮、零售和亲子类业态。',
    floors: { [-1]: 2, 1: 4, 2: 2, 3: 2 },
  },
  {
    name: '人才公寓配套商业',
    district: '青禾高新区',
    road: '创新路18号',
    lng: 118.7165,
    lat: 32.0308,
    description:
      '人才公寓配套商业位于高新区人才公寓一、二层，服务公寓内约3,000名青年租户和周边园区企业员工。主要业态为咖啡轻食、便利店、自助洗衣和共享办公，工作日午间和晚间客流集中。',
    floors: { 1: 5, 2: 3 },
  },
  {
    name: '锦绣苑社区商业',
    district: '东港区',
    road: '锦绣大道1200号',
    lng: 118.8971,
    lat: 32.0415,
    description:
      '锦绣苑社区商业为锦绣苑保障房社区的底商，共两层，以菜场、维修和快递驿站等生活服务为主。商业北侧紧邻地铁4号线东港站出入口，适合早餐、便利零售和社区医疗服务。',
    floors: { [-1]: 1, 1: 4, 2: 3 },
  },
  {
    name: '滨湖乐居苑邻里商业',
    district: '滨湖新区',
    road: '望湖路88号',
    lng: 118.8401,
    lat: 31.9969,
    description:
      '滨湖乐居苑邻里商业是滨湖乐居苑公租房社区的新建配套商业，2026年底整体交付，现面向社会公开招租。规划有社区食堂、养老驿站、便利店、药店和儿童托管等业态，部分商铺可享受免租装修期。',
    floors: { [-1]: 1, 1: 4, 2: 2, 3: 2 },
  },
];

/** What a floor suits: uses in order of likelihood, area range (㎡), rent range (元/㎡·月). */
const FLOOR_PROFILE: Record<-1 | 1 | 2 | 3, { uses: ShopUse[]; area: [number, number]; rent: [number, number] }> = {
  [-1]: { uses: ['retail', 'catering', 'other'], area: [120, 400], rent: [45, 70] },
  1: { uses: ['retail', 'catering', 'convenience', 'health'], area: [20, 150], rent: [95, 180] },
  2: { uses: ['catering', 'health', 'education', 'office'], area: [80, 300], rent: [60, 110] },
  3: { uses: ['education', 'office', 'other', 'health'], area: [150, 380], rent: [45, 85] },
};

/** Description sentences: one for the position, one for the fit-out, one for what it suits. */
const POSITION: Record<-1 | 1 | 2 | 3, string[]> = {
  [-1]: ['位于地下一层，紧邻社区超市和地下车库电梯厅，人流稳定。', '地下一层整层商铺之一，设有独立货运通道和卸货区。'],
  1: ['首层临街商铺，门前设有外摆区，位置显眼。', '首层转角商铺，双面临街，采光好。', '首层内街商铺，正对社区主出入口。', '首层商铺，紧邻公交站和非机动车停放点。'],
  2: ['位于二层，扶梯口正对面，可设独立招牌。', '二层商铺，南向大面积玻璃窗，采光通风好。', '二层连廊旁商铺，与住宅区有风雨连廊相通。'],
  3: ['位于三层，层高4.2米，适合整层或大面积使用。', '三层商铺，有独立楼梯和电梯直达，方便错峰经营。'],
};
const FIT_OUT = [
  '毛坯交付，已预留给排水、380V电源和燃气接口。',
  '简装交付，有吊顶、地砖和独立卫生间。',
  '已预留排烟井道和隔油池位置，可按规定办理餐饮证照。',
  '原为便利店，货架可协商保留。',
  '已做好消防喷淋和烟感，可直接进场装修。',
];
const SUITS: Record<ShopUse, string> = {
  catering: '适合社区食堂、早餐店、面馆等餐饮业态。',
  retail: '适合便利店、生鲜果蔬、母婴用品等零售业态。',
  convenience: '适合快递驿站、洗衣、家政维修等便民服务。',
  education: '适合托育、课后服务、兴趣培训等教育业态。',
  health: '适合药店、诊所、康复理疗等医疗健康业态。',
  office: '适合共享办公、小微企业办公。',
  other: '适合社区仓储、社区服务站等其他用途。',
};

const FLOOR_CODE: Record<-1 | 1 | 2 | 3, string> = { [-1]: 'B1', 1: '1F', 2: '2F', 3: '3F' };

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

function pick<T>(list: readonly T[], r: () => number): T {
  return list[Math.floor(r() * list.length)]!;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Most shops are 招租中; about one in five is 洽谈中 and one in six 已出租. */
function statusOf(n: number): ShopStatus {
  if (n % 6 === 5) return 'leased';
  if (n % 5 === 3) return 'negotiating';
  return 'leasing';
}

/** Available from: a leased shop has no date; others between Dec 2026 and Apr 2027, or at once. */
function availableFrom(status: ShopStatus, r: () => number): string | null {
  if (status === 'leased') return null;
  if (r() < 0.3) return '2026-11-25';
  const month = [12, 1, 2, 3, 4][Math.floor(r() * 5)]!;
  return `${month === 12 ? 2026 : 2027}-${pad2(month)}-${pad2(1 + Math.floor(r() * 4) * 7)}`;
}

export async function seedShops(db: Db): Promise<void> {
  let n = 0;
  for (const [pi, p] of PROJECTS.entries()) {
    const r = rng((pi + 1) * 15485863);
    const [project] = await db
      .insert(commercialProjects)
      .values({
        name: p.name,
        district: p.district,
        address: `青禾市${p.district}${p.road}`,
        lng: p.lng,
        lat: p.lat,
        description: p.description,
        images: [
          { src: `/demo/img/shops/c${pad2(pi + 1)}.svg`, alt: `${p.name}沿街商铺外景示意图（演示插图）` },
          { src: `/demo/img/shops/s${pad2(((pi * 5) % 12) + 1)}.svg`, alt: `${p.name}首层商铺门头示意图（演示插图）` },
        ],
        contactName: `${p.name}招商中心`,
        contactPhone: `${HOTLINE_LINES.shop} 转 ${pi + 1}`,
        contactHours: SHOP_CONTACT_HOURS,
        isDemo: true,
      })
      .returning({ id: commercialProjects.id });
    const projectId = project!.id;
    const values: (typeof shops.$inferInsert)[] = [];
    for (const floor of [-1, 1, 2, 3] as const) {
      const count = p.floors[floor] ?? 0;
      const profile = FLOOR_PROFILE[floor];
      for (let k = 1; k <= count; k++) {
        n += 1;
        const unitNo = `${FLOOR_CODE[floor]}-${pad2(k * 2 + Math.floor(r() * 2))}`;
        const area = Math.round((profile.area[0] + r() * (profile.area[1] - profile.area[0])) * 100) / 100;
        // Rents to the half yuan: 85.5 元/㎡·月 is stored as 8550 fen.
        const rent = Math.round((profile.rent[0] + r() * (profile.rent[1] - profile.rent[0])) * 2) / 2;
        const useCount = 1 + Math.floor(r() * 3);
        const first = Math.floor(r() * profile.uses.length);
        const uses = Array.from({ length: useCount }, (_, u) => profile.uses[(first + u) % profile.uses.length]!);
        const status = statusOf(n);
        const img = ((n * 7) % 12) + 1;
        const images = [{ src: `/demo/img/shops/s${pad2(img)}.svg`, alt: `${p.name} ${unitNo} 商铺门头示意图（演示插图）` }];
        if (n % 3 === 0) images.push({ src: `/demo/img/shops/c${pad2(pi + 1)}.svg`, alt: `${p.name}商铺所在街区外景示意图（演示插图）` });
        values.push({
          commercialProjectId: projectId,
          unitNo,
          floor,
          area,
          rentFenPerSqmMonth: Math.round(rent * 100),
          uses,
          status,
          images,
          availableFrom: availableFrom(status, r),
          description: `${unitNo}号商铺，建筑面积约${Math.round(area)}平方米。${pick(POSITION[floor], r)}${pick(FIT_OUT, r)}${SUITS[uses[0]!]}`,
          isDemo: true,
          // Put online over the autumn of 2026, so "最新发布" has an order.
          createdAt: cityTime(`2026-${pad2(8 + (n % 4))}-${pad2(1 + ((n * 11) % 28))} ${pad2(9 + (n % 8))}:00`),
          updatedAt: cityTime('2026-11-20 09:00'),
        });
      }
    }
    await db.insert(shops).values(values);
  }
}

export const DEMO_COMMERCIAL_PROJECT_COUNT = PROJECTS.length;
export const DEMO_SHOP_COUNT = PROJECTS.reduce((sum, p) => sum + Object.values(p.floors).reduce((a, b) => a + (b ?? 0), 0), 0);
