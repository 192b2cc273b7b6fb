import type { DistrictName } from '@/lib/validation/districts';

/**
 * The operator's one set of contact facts: the hotline and its lines, the head office, the hours,
 * the service halls' addresses and the metro and bus lines of each district. Pure data (no database,
 * Node or React): the guides, the footer's seed row, the notices, the project seed and their tests
 * read it, so a number or an address is changed here once (issue #29 part 4).
 */

export const HOTLINE = '96580';

/** One line of the hotline per business: what the notices and project pages give as “咨询”. */
export const HOTLINE_LINES = {
  gzf: `${HOTLINE} 转 1`,
  bzf: `${HOTLINE} 转 2`,
  shop: `${HOTLINE} 转 3`,
  gycq: `${HOTLINE} 转 4`,
  psx: `${HOTLINE} 转 5`,
  repair: `${HOTLINE} 转 9`,
} as const;

/** Office hours of the head office, the halls and the hotline's staffed lines. */
export const WORKDAY_HOURS = '周一至周五 9:00—17:30';
export const HOLIDAY_NOTE = '法定节假日休息，调休以通知为准';
export const OFFICE_HOURS = `${WORKDAY_HOURS}（法定节假日除外）`;
/** The hotline's staffed hours in running text: “服务热线 96580（工作日 9:00—17:30）”. */
export const HOTLINE_HOURS = '工作日 9:00—17:30';
export const REPAIR_HOURS = '24小时';

export const HEAD_OFFICE = {
  name: '青禾安居住房保障集团有限公司',
  address: '青禾市澄江区明德路88号安居大厦',
  postcode: '000100',
  phone: '0000-86601000',
  email: 'service@qhanju.example.com',
} as const;

/** 投诉与建议 (the head office's complaints line). */
export const COMPLAINTS_PHONE = '0000-86601234';

/**
 * The metro and bus lines of each district, by station. A project's or a hall's transport line
 * names only stations of its own district (lib/db/seed/contact.test.ts walks the seeded projects).
 */
export const DISTRICT_TRANSPORT: Readonly<Record<DistrictName, readonly string[]>> = {
  澄江区: ['地铁2号线明德路站步行约8分钟；公交18路、56路在小区附近设站。', '地铁1号线澄江广场站步行约10分钟；周边有6条公交线路。'],
  云溪区: ['地铁1号线和园站步行约8分钟；公交9路、32路在小区门口设站。', '地铁1号线学府路站步行约10分钟；公交15路、K32路途经。'],
  东港区: ['距地铁4号线东港站约600米；小区设有通勤班车往返东港产业园。', '公交26路、71路港城大道站；园区通勤巴士全天运行。'],
  滨湖新区: ['公交21路、36路滨湖枢纽站；在建地铁5号线悦澜路站。', '公交21路湖光路站步行约5分钟；在建地铁5号线湖光路站。'],
  北湖区: ['地铁4号线北湖公园站步行约5分钟；共享单车点位就在小区北门。', '地铁4号线湖滨北路站步行约10分钟；公交12路营和路站。'],
  青禾高新区: ['地铁3号线创新路站步行约8分钟；园区接驳巴士全天运行。', '地铁2号线软件园站步行约5分钟；高新区有轨电车创新路站步行约3分钟。'],
};

/** The stations (metro, tram and bus stops) of each district, as the transport lines name them. */
export const DISTRICT_STATIONS: Readonly<Record<DistrictName, readonly string[]>> = {
  澄江区: ['明德路站', '澄江广场站', '安居大厦站'],
  云溪区: ['和园站', '学府路站', '和园生活广场站'],
  东港区: ['东港站', '港城大道站'],
  滨湖新区: ['滨湖枢纽站', '悦澜路站', '湖光路站'],
  北湖区: ['北湖公园站', '湖滨北路站', '营和路站'],
  青禾高新区: ['创新路站', '软件园站', '人才服务中心'],
};

/** The districts whose stations a transport line names (a line of one place names only its own). */
export function districtsNamedIn(text: string): DistrictName[] {
  return (Object.entries(DISTRICT_STATIONS) as [DistrictName, readonly string[]][])
    .filter(([, stations]) => stations.some((s) => text.includes(s)))
    .map(([d]) => d);
}

export type HallContact = {
  readonly id: string;
  readonly name: string;
  readonly district: DistrictName;
  readonly address: string;
  readonly lng: number;
  readonly lat: number;
  readonly phone: string;
  readonly hours: readonly string[];
  readonly transport: string;
};

export const HALLS = {
  chengjiang: {
    id: 'chengjiang',
    name: '青禾安居住房保障服务中心（澄江大厅）',
    district: '澄江区',
    address: `${HEAD_OFFICE.address}1楼`,
    lng: 118.79642,
    lat: 32.05821,
    phone: '0000-86601188',
    hours: [WORKDAY_HOURS, '周六 9:00–12:00（仅咨询及材料收取）', HOLIDAY_NOTE],
    transport: '地铁2号线明德路站3号口步行约300米；公交18路、56路安居大厦站',
  },
  yunxi: {
    id: 'yunxi',
    name: '云溪住房保障服务点',
    district: '云溪区',
    address: '青禾市云溪区和园路9号和园生活广场2楼',
    lng: 118.75368,
    lat: 32.07415,
    phone: '0000-86603120',
    hours: [WORKDAY_HOURS, HOLIDAY_NOTE],
    transport: '地铁1号线和园站1号口步行约200米；公交9路、32路和园生活广场站',
  },
  gaoxin: {
    id: 'gaoxin',
    name: '青禾高新区人才安居服务站',
    district: '青禾高新区',
    address: '青禾市高新区创新路18号人才服务中心1楼',
    lng: 118.85906,
    lat: 32.02674,
    phone: '0000-86602518',
    hours: [WORKDAY_HOURS, '周三延时至 19:00', HOLIDAY_NOTE],
    transport: '地铁3号线创新路站2号口步行约500米；园区接驳巴士“人才服务中心”站',
  },
  donggang: {
    id: 'donggang',
    name: '东港区政务服务中心住房保障窗口',
    district: '东港区',
    address: '青禾市东港区港城大道200号政务服务中心3楼 C12–C15 窗口',
    lng: 118.90215,
    lat: 32.08942,
    phone: '0000-86604300',
    hours: [WORKDAY_HOURS, HOLIDAY_NOTE],
    transport: '公交26路、71路港城大道站；政务服务中心地下停车场可停车',
  },
} as const satisfies Record<string, HallContact>;

/** Running-text forms the notices and pages use, so their wording is written once too. */
export const CONTACT_TEXT = {
  hotline: `服务热线：${HOTLINE}（${HOTLINE_HOURS}）`,
  repair: `报修请拨打服务热线 ${HOTLINE_LINES.repair}（${REPAIR_HOURS}）`,
} as const;
