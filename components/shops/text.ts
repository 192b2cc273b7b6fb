/**
 * User-facing text of the shop search, shop and commercial project pages, the intention form and
 * the registration list, in one place; and the small formatting rules they share. Pure: server
 * components and client leaves both import it.
 */
import { FILTER_TEXT } from '@/components/templates/filter-text';
import type { IntentionFieldName } from '@/lib/data-docking/shop-links';

export const SHOP_TEXT = {
  filters: '筛选商铺',
  district: '所在区域',
  project: '商业项目',
  area: '面积',
  rent: '租金',
  use: '可经营业态',
  status: '招租状态',
  keyword: '关键词',
  keywordHint: '商铺编号、项目名称或描述，最多 30 个字',
  any: '不限',
  apply: FILTER_TEXT.submit,
  clear: FILTER_TEXT.reset,
  dropped: '链接中有无效的筛选条件，已忽略。',
  total: (n: number) => `共 ${n} 间商铺`,
  sortBy: '排序',
  results: '商铺列表',
  empty: '没有找到符合条件的商铺。',
  emptyHint: '可以放宽面积、租金等条件，或清除全部筛选后再看看。',
  noShops: '暂无可查询的商铺，请稍后再来看看。',
  floor: '楼层',
  unitNo: '商铺编号',
  areaValue: (a: string) => `${a} ㎡`,
  rentValue: (r: string) => `${r} 元/㎡·月`,
  availableFrom: '可租日期',
  availableNow: '即可起租',
  noDate: '—',
  view: '查看详情',
  photos: '商铺图片',
  facts: '基本信息',
  description: '商铺介绍',
  location: '所在项目',
  address: '地址',
  contact: '招商联系',
  hours: '接待时间',
  register: '登记意向',
  registerLeased: '该商铺已出租，暂不接受意向登记。',
  viewProject: '查看商业项目',
  backToSearch: '返回商铺查询',
  projectPhotos: '项目图片',
  projectIntro: '项目介绍',
  occupancy: '出租情况',
  occupancyRate: '出租率',
  occupancyNote: '出租率按已出租商铺面积占全部商铺面积计算。',
  totalArea: '商铺总面积',
  shopsOf: '项目商铺',
  noProjectShops: '该项目暂无商铺信息。',
  map: '在地图中查看',
  mapOpensNew: '（在新窗口打开）',
  percent: (rate: number) => `${(Math.round(rate * 1000) / 10).toLocaleString('en-US')}%`,
  count: (n: number) => `${n} 间`,
} as const;

export const INTENTION_TEXT = {
  title: '商铺承租意向登记',
  intro: '请如实填写以下信息。意向登记不收取任何费用，也不构成租赁承诺；我们将在 5 个工作日内与您联系。',
  required: '除标注“可选”的内容外均为必填。',
  applicant: '登记主体',
  kinds: { company: '企业', person: '个人' },
  kindHint: '企业登记请填写企业名称和统一社会信用代码；个人登记请填写姓名。',
  labels: {
    applicantKind: '登记主体',
    companyName: '企业名称',
    creditCode: '统一社会信用代码',
    personName: '姓名',
    contactName: '联系人',
    mobile: '手机号码',
    shopIds: '意向商铺',
    areaMin: '最小面积（㎡）',
    areaMax: '最大面积（㎡）',
    intendedUse: '拟经营业态',
    experience: '经营经历',
    idempotencyKey: '提交标识',
  } satisfies Record<IntentionFieldName, string>,
  creditCodeHint: '18 位，由数字和大写字母组成，见营业执照',
  shopsLegend: '意向商铺（可选，最多 5 间）',
  shopsHint: '可只选商铺、只填面积范围，或两者都填。',
  /** The unit number names the floor (B1-, 1F-…), so the label leaves the floor out. */
  shopChoice: (s: { unitNo: string; area: string; rent: string; statusLabel: string }) => `${s.unitNo}｜${s.area} ㎡｜${s.rent} 元/㎡·月｜${s.statusLabel}`,
  shopsIn: (n: number) => `（${n} 间可选）`,
  noChoices: '目前没有可登记的商铺，请填写意向面积范围。',
  preselectGone: '您选择的商铺已出租或不存在，请重新选择，或填写意向面积范围。',
  areaLegend: '意向面积范围（可选）',
  usePlaceholder: '请选择',
  experienceHint: (max: number) => `可简述经营过的业态、门店数量和年限，最多 ${max} 字。`,
  counter: (n: number, max: number) => `已输入 ${n} / ${max} 字`,
  submit: '提交登记',
  sending: '正在提交…',
  fixBelow: '请按提示修改后再提交。',
  invalidSummary: '提交未成功，以下内容需要修改后重新填写：',
  busy: '系统繁忙，登记未能提交，请稍后再试。',
  networkError: '网络连接异常，登记未能提交，请检查网络后重试。',
} as const;

export const RECORDS_TEXT = {
  title: '我的商铺意向登记',
  columns: ['受理编号', '登记时间', '登记主体', '意向商铺或面积', '拟经营业态', '状态', '操作'] as const,
  personalColumns: ['受理编号', '登记时间', '登记主体', '意向商铺或面积', '拟经营业态', '状态'] as const,
  none: '您还没有提交过商铺意向登记。',
  goRegister: '去登记意向',
  goSearch: '查询可租商铺',
  /** Named in the one confirmation: 确定撤回受理编号 SY-20261126-0003 的意向登记吗？ */
  withdrawSubject: (receipt: string) => `受理编号 ${receipt} 的意向登记`,
  withdrawNote: '撤回后记录保留，状态为“已撤回”；如需登记请重新提交。',
  noAction: '—',
  submitted: (receipt: string) => `意向登记已提交（受理编号 ${receipt}，查询进度时请提供），我们将在 5 个工作日内与您联系。`,
  withdrawn: (receipt: string) => `受理编号 ${receipt} 的意向登记已撤回。`,
  areaRange: (min: number, max: number) => `面积 ${min}–${max} ㎡`,
  company: '企业',
  person: '个人',
} as const;

/** 85.5 → "85.5"; 120 → "120": up to two decimals, no trailing zeros. */
export function formatRent(rent: number): string {
  return rent.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

export function formatArea(area: number): string {
  return area.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
