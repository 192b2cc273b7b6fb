import { COLUMN_KEYS } from '@/lib/cms/column-keys';
import { HOUSING_BUSINESSES, type HousingBusiness, type HousingBusinessCode } from '@/lib/eligibility/businesses';
import { HALLS } from './contact';
import { DEMO_FORMS, type DemoForm } from './demo-forms';

/**
 * The four housing businesses as guides (业务介绍 / 业务办理): who qualifies, the materials, the
 * steps, where to go, an FAQ, and which notice column feeds "最新通知". Pure typed data (no database,
 * Node or React), so a server component renders it and a test reads it.
 *
 * The conditions restate the DEMO rules of lib/eligibility/rules.ts (each names the rule it
 * restates, and a test keeps them in step); they are the demo rules of 青禾市, not a real policy.
 */

export type GuideMode = 'introduce' | 'handle';

export type GuideCondition = {
  /** The eligibility rule this condition restates (lib/eligibility/rules.ts), when there is one. */
  readonly ruleId?: string;
  readonly title: string;
  readonly detail: string;
};

/** How a document is handed in. */
export type MaterialForm = 'original' | 'copy' | 'both' | 'online';

export const MATERIAL_FORM_LABELS: Readonly<Record<MaterialForm, string>> = {
  original: '原件',
  copy: '复印件',
  both: '原件及复印件',
  online: '线上填写',
};

export type GuideMaterial = {
  readonly name: string;
  readonly copies: number;
  readonly form: MaterialForm;
  readonly note?: string;
  /** A blank form to download and fill in. */
  readonly download?: DemoForm;
};

export type GuideStep = {
  readonly title: string;
  /** Who acts in this step: 申请人, 服务中心, 住房保障部门… */
  readonly actor: string;
  /** How long it takes, as people say it: 即时, 5 个工作日… */
  readonly duration: string;
  /** What the applicant does (or waits for). */
  readonly detail: string;
};

export type ServiceHall = {
  readonly id: string;
  readonly name: string;
  readonly district: string;
  readonly address: string;
  /** GCJ-02, as the map links expect. */
  readonly lng: number;
  readonly lat: number;
  readonly phone: string;
  /** One line per period, e.g. "周一至周五 9:00–17:00". */
  readonly hours: readonly string[];
  readonly transport: string;
  /** The businesses handled at this hall. */
  readonly businesses: readonly HousingBusinessCode[];
};

export type GuideFaq = { readonly question: string; readonly answer: string };

export type BusinessGuide = {
  readonly code: HousingBusinessCode;
  readonly business: HousingBusiness;
  /** One or two sentences at the top of the page. */
  readonly summary: string;
  readonly conditions: readonly GuideCondition[];
  /** Shown under the conditions: these are demo rules. */
  readonly conditionsNote: string;
  readonly materials: readonly GuideMaterial[];
  /** E.g. "原件核验后当场退还". */
  readonly materialsNote: string;
  readonly steps: readonly GuideStep[];
  readonly halls: readonly ServiceHall[];
  readonly faq: readonly GuideFaq[];
  /** The notice column whose latest notices the guide lists (its subcolumns included). */
  readonly noticeColumnKey: string;
  /** The project finder with this business's projects. */
  readonly projectsHref: string;
  /** How the page names the online form it carries (only 配售型 has one on the portal). */
  readonly online?: { readonly label: string; readonly detail: string };
};

/** Where the lead mounts the self-check page (one constant, so the links follow a move). */
export const SELF_CHECK_PATH = '/t1/self_check';

export const CONDITIONS_NOTE =
  '以上为青禾市演示规则，参照常见城市的保障性住房政策编写，并非现行政策；实际申请条件以主管部门公布的政策文件为准。';

/** The halls (lib/business/contact.ts, one source for addresses, phones and hours) and what each handles. */
export const SERVICE_HALLS = {
  chengjiang: { ...HALLS.chengjiang, businesses: ['gzf', 'bzf', 'psx', 'gycq'] },
  yunxi: { ...HALLS.yunxi, businesses: ['gzf', 'bzf'] },
  gaoxin: { ...HALLS.gaoxin, businesses: ['bzf', 'psx'] },
  donggang: { ...HALLS.donggang, businesses: ['gzf', 'psx', 'gycq'] },
} as const satisfies Record<string, ServiceHall>;

const hallsFor = (code: HousingBusinessCode): ServiceHall[] =>
  Object.values(SERVICE_HALLS).filter((h) => (h.businesses as readonly HousingBusinessCode[]).includes(code));

const AGE_CONDITION: GuideCondition = { ruleId: 'age', title: '申请人年满 18 周岁', detail: '申请人须为具有完全民事行为能力的成年人。' };

const gzf: BusinessGuide = {
  code: 'gzf',
  business: HOUSING_BUSINESSES.gzf,
  summary:
    '公共租赁住房（公租房）面向本市城镇住房、收入困难家庭和符合条件的外来务工人员，租金按市场租金的一定比例核定，实行“申请—审核—公示—轮候—配租”管理。',
  conditions: [
    { ruleId: 'residence', title: '户籍或居住条件', detail: '本市户籍；或持有本市居住证，并在本市连续缴纳社会保险满 12 个月。' },
    { ruleId: 'housing', title: '住房困难', detail: '家庭成员在本市无住房，或人均住房建筑面积低于 15 平方米。' },
    { ruleId: 'income', title: '收入条件', detail: '上一年度家庭人均月收入低于 3,000 元。' },
    AGE_CONDITION,
    { title: '以家庭为单位申请', detail: '共同申请的家庭成员须为配偶、未成年子女等法定赡养、抚养、扶养关系人，每个家庭只能有一名申请人。' },
  ],
  conditionsNote: CONDITIONS_NOTE,
  materials: [
    { name: '公共租赁住房申请表', copies: 1, form: 'original', note: '申请人及共同申请的家庭成员签字', download: DEMO_FORMS.gzfApplication },
    { name: '申请人及家庭成员居民身份证', copies: 1, form: 'both', note: '原件核验后当场退还' },
    { name: '户口簿或本市居住证', copies: 1, form: 'both', note: '外来务工人员提交居住证' },
    { name: '婚姻状况证明', copies: 1, form: 'copy', note: '结婚证、离婚证及离婚协议或判决书；单身申请人签署单身承诺' },
    { name: '家庭成员收入证明', copies: 1, form: 'original', note: '近 12 个月工资流水或单位出具的收入证明' },
    { name: '社会保险缴纳证明', copies: 1, form: 'original', note: '外来务工人员提交；可在“青禾社保”线上打印' },
    { name: '住房情况及信息查询授权书', copies: 1, form: 'original', note: '申请表附页，所有成年家庭成员签字' },
  ],
  materialsNote: '复印件请使用 A4 纸；原件核验后当场退还。线上申请时上传清晰的照片或扫描件即可。',
  steps: [
    { title: '提交申请', actor: '申请人', duration: '即时', detail: '登录门户网站或到服务大厅提交申请表和材料，取得受理回执。' },
    { title: '受理初审', actor: '住房保障服务中心', duration: '5 个工作日', detail: '核对材料是否齐全；材料不全的，一次性告知需补正的内容。' },
    { title: '资格审核', actor: '住房保障部门联审', duration: '15 个工作日', detail: '联合公安、民政、人社、不动产登记等部门核查户籍、住房、收入和社保情况。' },
    { title: '结果公示', actor: '住房保障部门', duration: '7 天', detail: '审核通过的家庭在“资格审核公示”栏目公示，对公示有异议的可实名反映。' },
    { title: '轮候配租', actor: '申请人', duration: '按批次公告', detail: '取得轮候号后等待配租公告，按选房顺序号参加配租。' },
    { title: '选房签约', actor: '申请人', duration: '选房当日', detail: '按通知时间选房，签订租赁合同、缴纳押金后办理入住。' },
  ],
  halls: hallsFor('gzf'),
  faq: [
    { question: '外地户籍可以申请公租房吗？', answer: '可以。持有本市居住证、在本市连续缴纳社会保险满 12 个月，且住房和收入符合条件的外来务工人员可以申请。' },
    { question: '审核需要多长时间？', answer: '材料齐全的，从受理到公示结束约 30 个工作日；审核进度可在“个人中心—业务记录—历史记录”查看。' },
    { question: '轮候期间收入或住房发生变化怎么办？', answer: '请在变化之日起 30 日内到服务大厅或线上申报，重新核定资格；隐瞒不报的将取消轮候资格。' },
    { question: '公租房租金是多少？', answer: '按同地段市场租金的 60% 左右核定，各项目的租金标准以当批次配租公告为准，可在项目展示中查看各项目户型和租金。' },
    { question: '配租后可以换房吗？', answer: '因家庭人口变化、就医、就学等原因确需调换的，可在合同期内申请一次调换，视房源情况安排。' },
  ],
  noticeColumnKey: COLUMN_KEYS.noticesPublicRental,
  projectsHref: '/t1/xmzs?type=gzf',
};

const bzf: BusinessGuide = {
  code: 'bzf',
  business: HOUSING_BUSINESSES.bzf,
  summary:
    '保障性租赁住房（保租房）面向在本市就业、无自有住房的新市民和青年人，以小户型为主，租金低于同地段同品质市场租赁住房，不设收入门槛，个人和企业均可申请。',
  conditions: [
    { ruleId: 'residence', title: '申请对象', detail: '本市户籍或持有本市居住证的新市民、青年人。' },
    { ruleId: 'housing', title: '住房条件', detail: '申请人及配偶、未成年子女在本市均无自有住房。' },
    { ruleId: 'employment', title: '就业条件', detail: '在本市就业并缴纳社会保险（月数不限）；毕业 5 年内的高校毕业生可凭就业协议申请。' },
    AGE_CONDITION,
    { title: '不设收入门槛', detail: '保租房不审核家庭收入；已享受公租房或其他住房保障的家庭不能重复享受。' },
  ],
  conditionsNote: CONDITIONS_NOTE,
  materials: [
    { name: '居民身份证', copies: 1, form: 'both', note: '原件核验后当场退还' },
    { name: '户口簿或本市居住证', copies: 1, form: 'copy' },
    { name: '劳动合同或就业协议', copies: 1, form: 'copy', note: '高校毕业生可提交就业协议或录用通知' },
    { name: '社会保险缴纳证明', copies: 1, form: 'original', note: '可在“青禾社保”线上打印；高校毕业生暂未缴纳的免交' },
    { name: '无自有住房承诺', copies: 1, form: 'online', note: '线上申请时勾选签署，系统联网核查' },
    {
      name: '企业集中配租申请材料',
      copies: 1,
      form: 'original',
      note: '用人单位申请时提交，按清单准备并加盖单位公章',
      download: DEMO_FORMS.bzfEnterprise,
    },
  ],
  materialsNote: '个人申请全程线上办理，上传清晰的照片或扫描件即可；企业申请请按清单到服务大厅或人才安居服务站递交。',
  steps: [
    { title: '线上申请', actor: '申请人或用人单位', duration: '即时', detail: '登录门户网站填写申请，上传身份、就业和社保材料。' },
    { title: '资格核验', actor: '资产运营公司', duration: '3 个工作日', detail: '联网核验户籍、住房和社保信息，结果以短信通知。' },
    { title: '预约看房', actor: '申请人', duration: '核验通过后 30 天内', detail: '在项目展示中选择有房源的项目，预约到项目现场看房。' },
    { title: '选房签约', actor: '申请人与项目运营方', duration: '当日', detail: '现场选定房间，签订租赁合同（单次最长 3 年），缴纳押金和首月租金。' },
    { title: '办理入住', actor: '申请人', duration: '签约后 7 天内', detail: '领取钥匙和门禁卡，与管家共同查验房屋和家具家电。' },
  ],
  halls: hallsFor('bzf'),
  faq: [
    { question: '保租房有收入限制吗？', answer: '没有。保租房不设收入门槛，符合户籍或居住证、无房和就业条件即可申请。' },
    { question: '应届毕业生还没缴社保可以申请吗？', answer: '可以。毕业 5 年内的高校毕业生可凭就业协议或录用通知申请，入住后按规定缴纳社保即可。' },
    { question: '租金多少？每年会涨吗？', answer: '租金不高于同地段同品质市场租赁住房租金的 85%，续租时年度涨幅不超过 5%；各项目租金可在项目展示中查看。' },
    { question: '单位可以统一为员工申请吗？', answer: '可以。用人单位可申请企业集中配租，统一承租后分配给本单位符合条件的员工，申请材料见上方清单。' },
    { question: '合同到期后还能续租吗？', answer: '合同期满仍符合条件的可以续租，请在到期前 60 天内通过线上或项目管家办理。' },
  ],
  noticeColumnKey: COLUMN_KEYS.noticesGuaranteedRental,
  projectsHref: '/t1/xmzs?type=bzf',
};

const psx: BusinessGuide = {
  code: 'psx',
  business: HOUSING_BUSINESSES.psx,
  summary:
    '配售型保障性住房面向本市住房有困难且收入不高的工薪群体和引进人才，按保本微利原则定价，实行封闭管理。项目在登记期内开放线上意向登记，登记后按“资格审核—公开摇号—选房签约”组织配售。',
  conditions: [
    {
      ruleId: 'residence',
      title: '户籍或居住条件',
      detail: '本市户籍；或持有本市居住证并连续缴纳社会保险满 36 个月；经认定的技能人才、高层次人才不受此限。',
    },
    { ruleId: 'housing', title: '住房困难', detail: '家庭成员在本市无住房，或人均住房建筑面积低于 15 平方米。' },
    { ruleId: 'income', title: '收入条件', detail: '家庭人均月收入低于 10,000 元；经认定的技能人才、高层次人才不受此限。' },
    AGE_CONDITION,
    { title: '封闭管理', detail: '购得的住房不得上市交易；确需转让的，由政府指定机构按规定价格回购。' },
  ],
  conditionsNote: CONDITIONS_NOTE,
  materials: [
    {
      name: '配售型保障性住房意向登记表',
      copies: 1,
      form: 'online',
      note: '在线登记无需另交；到服务大厅登记的请下载填写',
      download: DEMO_FORMS.psxIntention,
    },
    { name: '申请人及家庭成员居民身份证', copies: 1, form: 'both', note: '资格审核阶段提交，原件核验后退还' },
    { name: '户口簿或本市居住证及社保缴纳证明', copies: 1, form: 'copy' },
    { name: '婚姻状况证明', copies: 1, form: 'copy', note: '单身申请人签署单身承诺' },
    { name: '家庭成员收入证明', copies: 1, form: 'original', note: '近 12 个月工资流水或单位出具的收入证明' },
    { name: '人才认定证书', copies: 1, form: 'copy', note: '以技能人才、高层次人才身份申请的提交' },
  ],
  materialsNote: '意向登记阶段只需在线填写；资格审核阶段按通知提交上述材料，原件核验后当场退还。',
  steps: [
    { title: '意向登记', actor: '申请人', duration: '登记期内', detail: '在本页“在线登记”中选择项目和意向户型，勾选共同申请的家庭成员。意向登记不作为配售资格，不收取任何费用。' },
    { title: '资格审核', actor: '住房保障部门', duration: '20 个工作日', detail: '按登记信息联网核查户籍、住房、收入和社保，需补充材料的另行通知。' },
    { title: '结果公示', actor: '住房保障部门', duration: '7 天', detail: '审核通过的家庭在“配售型保障房公告”栏目公示。' },
    { title: '公开摇号', actor: '公证机构监督', duration: '按公告时间', detail: '对审核通过的家庭公开摇号确定选房顺序，全程直播。' },
    { title: '选房签约', actor: '申请人', duration: '按选房通知', detail: '按顺序号选房，签订配售合同并按约定付款。' },
    { title: '交付入住', actor: '申请人', duration: '项目竣工后', detail: '验收交付后办理入住和不动产登记（注明配售型保障性住房）。' },
  ],
  halls: hallsFor('psx'),
  faq: [
    { question: '意向登记就是申请资格吗？', answer: '不是。意向登记用于摸清需求、合理安排配售，不作为配售资格；登记后还要经过资格审核和公示。' },
    { question: '登记后可以修改吗？', answer: '“已提交”状态的登记可以在个人中心撤回后重新登记；受理后如需变更请联系服务大厅。' },
    { question: '家庭成员从哪里选？', answer: '从“个人中心—个人信息—家庭信息”中选择。请先在家庭信息中登记配偶、子女等共同申请人，再回到本页登记。' },
    { question: '配售价格怎么定？', answer: '按划拨土地成本、建安成本和不超过 5% 的利润核定，具体价格以项目配售公告为准。' },
    { question: '买了以后可以出售吗？', answer: '不可以上市交易。确需转让的，由政府指定机构按规定价格回购，再配售给其他符合条件的家庭。' },
  ],
  noticeColumnKey: COLUMN_KEYS.noticesAllotmentSale,
  projectsHref: '/t1/project_show?type=psx',
  online: { label: '在线意向登记', detail: '登录后在登记期内选择项目和意向户型，家庭成员取自“家庭信息”。' },
};

const gycq: BusinessGuide = {
  code: 'gycq',
  business: HOUSING_BUSINESSES.gycq,
  summary:
    '共有产权住房由购房家庭与政府按出资比例共同持有产权，面向有一定支付能力的本市无房家庭；购房人可按规定分期增购政府产权份额，满 5 年后可按规定转让。',
  conditions: [
    { ruleId: 'residence', title: '户籍或居住条件', detail: '本市户籍；或持有本市居住证并连续缴纳社会保险满 36 个月。' },
    { ruleId: 'housing', title: '无房家庭', detail: '家庭成员在本市均无住房，且申请前 3 年内无住房转让记录。' },
    { ruleId: 'income', title: '收入条件', detail: '家庭人均月收入低于 15,000 元。' },
    { ruleId: 'single', title: '单身申请年龄', detail: '以家庭（2 人及以上）申请不受年龄限制；单身申请人须年满 30 周岁。' },
    AGE_CONDITION,
  ],
  conditionsNote: CONDITIONS_NOTE,
  materials: [
    { name: '共有产权住房申购须知及确认页', copies: 1, form: 'original', note: '阅读后在确认页签字', download: DEMO_FORMS.gycqNotes },
    { name: '申请人及家庭成员居民身份证、户口簿', copies: 1, form: 'both', note: '原件核验后当场退还' },
    { name: '婚姻状况证明', copies: 1, form: 'copy', note: '单身申请人签署单身承诺' },
    { name: '家庭成员收入证明', copies: 1, form: 'original', note: '近 12 个月工资流水或个人所得税纳税记录' },
    { name: '不动产登记查询结果', copies: 1, form: 'original', note: '由不动产登记中心出具，或签署授权书由我们代为查询' },
    { name: '首付款资金证明', copies: 1, form: 'original', note: '银行存款证明或理财持有证明，选房前提交' },
  ],
  materialsNote: '请按申购公告规定的时间提交材料；原件核验后当场退还，复印件请使用 A4 纸。',
  steps: [
    { title: '申购登记', actor: '申请人', duration: '公告规定期内', detail: '按申购公告在线或到服务大厅登记，提交材料并签署申购须知确认页。' },
    { title: '资格审核', actor: '住房保障部门', duration: '20 个工作日', detail: '联网核查户籍、住房、收入情况，需补充材料的另行通知。' },
    { title: '结果公示', actor: '住房保障部门', duration: '7 天', detail: '审核通过的家庭在“共有产权房公告”栏目公示。' },
    { title: '摇号选房', actor: '申请人', duration: '按公告时间', detail: '公开摇号确定选房顺序，按顺序选房并确认产权份额。' },
    { title: '签订合同', actor: '申请人与项目公司', duration: '选房后 15 天内', detail: '签订共有产权住房买卖合同和共有协议，按约定支付购房款。' },
    { title: '不动产登记', actor: '申请人', duration: '交付后', detail: '办理不动产登记，证书记载共有份额。' },
  ],
  halls: hallsFor('gycq'),
  faq: [
    { question: '购房人的产权份额是多少？', answer: '按购房人出资占住房价格的比例确定，一般为 50%–70%，具体以项目申购公告为准。' },
    { question: '可以贷款吗？', answer: '可以。购房人份额部分可申请住房公积金贷款和商业贷款，按首套房政策执行。' },
    { question: '以后能买下政府的份额吗？', answer: '可以。取得不动产权证满 1 年后可分期增购政府产权份额，价格按增购时的评估价计算。' },
    { question: '单身可以申请吗？', answer: '单身申请人须年满 30 周岁；以 2 人及以上家庭申请的不受年龄限制。' },
    { question: '什么时候可以转让？', answer: '取得不动产权证满 5 年后可按市场价格转让，所得价款按产权份额分配，政府享有优先购买权。' },
  ],
  noticeColumnKey: COLUMN_KEYS.noticesSharedOwnership,
  projectsHref: '/t1/project_show_gycqf',
};

export const BUSINESS_GUIDES: Readonly<Record<HousingBusinessCode, BusinessGuide>> = { gzf, bzf, psx, gycq };

export function getBusinessGuide(code: HousingBusinessCode): BusinessGuide {
  return BUSINESS_GUIDES[code];
}

/**
 * Which /t1 route shows which guide, and how: 业务介绍 (ywjs*) leads with the conditions and the
 * FAQ, 业务办理 (ywbl*) with the materials, the steps and the halls. 共有产权住房 has one page
 * (business_introduce) that is both.
 */
export const GUIDE_ROUTES = {
  '/t1/ywjs': { code: 'bzf', mode: 'introduce' },
  '/t1/ywbl': { code: 'bzf', mode: 'handle' },
  '/t1/ywjs_03': { code: 'gzf', mode: 'introduce' },
  '/t1/ywbl_02': { code: 'gzf', mode: 'handle' },
  '/t1/ywjs_01': { code: 'psx', mode: 'introduce' },
  '/t1/ywbl_01': { code: 'psx', mode: 'handle' },
  '/t1/business_introduce': { code: 'gycq', mode: 'introduce' },
} as const satisfies Record<string, { code: HousingBusinessCode; mode: GuideMode }>;

export type GuideRoutePath = keyof typeof GUIDE_ROUTES;

export function guideForRoute(path: string): { guide: BusinessGuide; mode: GuideMode } | null {
  const route = (GUIDE_ROUTES as Record<string, { code: HousingBusinessCode; mode: GuideMode }>)[path];
  return route ? { guide: BUSINESS_GUIDES[route.code], mode: route.mode } : null;
}
