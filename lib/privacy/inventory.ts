/**
 * 数据清单: every table that holds a citizen's personal data, with what it holds, why, for how long,
 * who can see it, how 我的数据 exports it and what 注销账号 does to it. The export (export.ts), the
 * deletion (deletion.ts) and docs/security.md are read from this one list, and
 * lib/privacy/inventory.test.ts fails when a table with a user_id, mobile, phone or ID-number
 * column is missing from it.
 */

/** What 注销账号 does to a table's rows of the account. */
export type Disposal =
  /** Removed at once, in the deletion's transaction (files included). */
  | 'delete'
  /** Kept for ACCOUNT_RECORDS_KEEP_YEARS when finished, with the name, number and ID cleared; the rest removed at once. */
  | 'pseudonymise'
  /** Kept without anything that names the person (the link to the account cut): statistics. */
  | 'anonymise'
  /** The account row itself: kept as an empty anchor (deleted_at set, every personal field cleared). */
  | 'tombstone'
  /** Not the citizen's (staff, the operator's own records) or holds nothing of the account. */
  | 'not-applicable';

/** A file of the export ZIP and the key of its JSON that lists this table's rows of the account. */
export type ExportPlace = { file: ExportFile; key: string };

export const EXPORT_FILES = [
  'profile.json',
  'consents.json',
  'family.json',
  'favourites.json',
  'records.json',
  'cases.json',
  'questions.json',
  'messages.json',
  'resume.json',
  'drafts.json',
  'questionnaires.json',
  'signins.json',
] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];

export type InventoryEntry = {
  table: string;
  label: string;
  /** What is stored, in words a citizen understands. */
  what: string;
  why: string;
  /** How long it is kept while the account lives, and after. */
  retention: string;
  /** Who can see it. */
  visibleTo: string;
  /** How the rows of one account are found: a column holding the account id, or the hashed mobile. */
  owner: 'user_id' | 'id' | 'mobile_hash' | 'case' | 'application' | 'none';
  /** Where the export puts the rows, or why it does not. */
  exported: ExportPlace | { reason: string };
  onDelete: Disposal;
  /** Why 注销 does what it does to this table. */
  deleteWhy: string;
};

const KEEP = '注销后完成的登记按 ACCOUNT_RECORDS_KEEP_YEARS（默认 5）年保存，姓名、手机号、身份证号清除';

export const DATA_INVENTORY: readonly InventoryEntry[] = [
  {
    table: 'bpr_portal_user',
    label: '账号与基本信息',
    what: '手机号（登录名）、密码散列、姓名、身份证号（加密，页面只显示掩码）、电子邮箱、联系地址、是否同意短信/邮件通知',
    why: '登录与办理业务时核对身份',
    retention: '账号存续期间；注销时清空全部个人字段，仅留空白记录作保留数据的锚点',
    visibleTo: '本人；身份证号全文仅本人导出时可见',
    owner: 'id',
    exported: { file: 'profile.json', key: 'profile' },
    onDelete: 'tombstone',
    deleteWhy: '保留数据需要一个不含个人信息的账号编号；手机号立即释放，可重新注册',
  },
  {
    table: 'bpr_consent',
    label: '协议同意记录',
    what: '同意的用户协议、隐私政策、注册协议的版本和时间',
    why: '证明处理个人信息前已取得同意（个人信息保护法第十四条）',
    retention: '账号存续期间',
    visibleTo: '本人',
    owner: 'user_id',
    exported: { file: 'consents.json', key: 'consents' },
    onDelete: 'delete',
    deleteWhy: '账号不再存在，无需继续证明同意',
  },
  {
    table: 'bpr_user_session',
    label: '登录会话',
    what: '会话令牌的散列、开始、最近使用和到期时间',
    why: '保持登录状态',
    retention: '7 天到期；到期或退出 30 天后删除（RETENTION_SESSION_DAYS）',
    visibleTo: '本人（导出）',
    owner: 'user_id',
    exported: { file: 'signins.json', key: 'sessions' },
    onDelete: 'delete',
    deleteWhy: '注销即退出所有设备',
  },
  {
    table: 'bpr_device_binding',
    label: '记住的设备',
    what: '设备标识和设备指纹的散列',
    why: '“在此设备上保持登录”',
    retention: '30 天到期；到期或撤销 30 天后删除（RETENTION_SESSION_DAYS）',
    visibleTo: '本人（导出）',
    owner: 'user_id',
    exported: { file: 'signins.json', key: 'devices' },
    onDelete: 'delete',
    deleteWhy: '注销即撤销所有记住的设备',
  },
  {
    table: 'bpr_login_ticket',
    label: '一次性登录票据',
    what: '票据散列、用途、到期时间',
    why: '指纹登录、租赁中心跳转、再次验证密码',
    retention: '2 至 5 分钟内有效，过期一天内删除（RETENTION_TICKET_DAYS）',
    visibleTo: '无人查看',
    owner: 'user_id',
    exported: { reason: '只存票据散列和几分钟的有效期，没有可读内容' },
    onDelete: 'delete',
    deleteWhy: '注销后票据不得再用',
  },
  {
    table: 'bpr_auth_attempt',
    label: '登录记录',
    what: '登录、注册、改密码的时间、结果和来源地址（手机号只存散列）',
    why: '防止撞库和暴力猜测密码（限流）',
    retention: '失败记录一天，成功记录 30 天（作“常用地址”判断）',
    visibleTo: '本人（导出时地址打码）；运维人员排查攻击时',
    owner: 'mobile_hash',
    exported: { file: 'signins.json', key: 'attempts' },
    onDelete: 'delete',
    deleteWhy: '按手机号散列删除，号码重新注册后不继承旧记录',
  },
  {
    table: 'bpr_family_member',
    label: '家庭成员',
    what: '姓名、关系、身份证号（加密）、电话',
    why: '公租房等申请需要申报家庭成员',
    retention: '账号存续期间，本人可随时删除',
    visibleTo: '本人',
    owner: 'user_id',
    exported: { file: 'family.json', key: 'familyMembers' },
    onDelete: 'delete',
    deleteWhy: '只为本人申请服务',
  },
  {
    table: 'bpr_account_deletion',
    label: '注销记录',
    what: '注销时间、删除和保留了哪些数据及原因（只有账号编号，不含个人信息）',
    why: '向运营方说明保留数据的依据',
    retention: '与保留的数据同期',
    visibleTo: '管理员（查看留痕）',
    owner: 'user_id',
    exported: { reason: '注销后才产生，账号已无法登录' },
    onDelete: 'not-applicable',
    deleteWhy: '由注销本身写入',
  },
  {
    table: 'bpb_article_collect',
    label: '文章收藏',
    what: '收藏的文章和时间',
    why: '个人中心“文章收藏”',
    retention: '账号存续期间，本人可取消',
    visibleTo: '本人',
    owner: 'user_id',
    exported: { file: 'favourites.json', key: 'articles' },
    onDelete: 'delete',
    deleteWhy: '只为本人服务',
  },
  {
    table: 'bpb_project_collect',
    label: '项目收藏',
    what: '收藏的项目和时间',
    why: '个人中心“项目收藏”',
    retention: '账号存续期间，本人可取消',
    visibleTo: '本人',
    owner: 'user_id',
    exported: { file: 'favourites.json', key: 'projects' },
    onDelete: 'delete',
    deleteWhy: '只为本人服务',
  },
  {
    table: 'bdd_shop_intention',
    label: '商铺意向登记',
    what: '企业或个人名称、统一社会信用代码、联系人、手机号、意向商铺和用途',
    why: '商铺招商联系',
    retention: '账号存续期间',
    visibleTo: '本人；业务经办人员',
    owner: 'user_id',
    exported: { file: 'records.json', key: 'shopIntentions' },
    onDelete: 'delete',
    deleteWhy: '意向登记不构成合同，无保存义务',
  },
  {
    table: 'bdd_allotment_intention',
    label: '配售型保障房意向登记',
    what: '申请人姓名、身份证号（加密）、手机号、家庭成员、项目和户型、审核结果',
    why: '配售资格审核',
    retention: `账号存续期间；${KEEP}`,
    visibleTo: '本人；业务经办人员；注销后保留部分仅管理员',
    owner: 'user_id',
    exported: { file: 'records.json', key: 'allotmentIntentions' },
    onDelete: 'pseudonymise',
    deleteWhy: '已有审核结果（通过或未通过）的登记是配售档案，运营方须保存备查；未完成的立即删除',
  },
  {
    table: 'bdd_housing_record',
    label: '住房业务记录',
    what: '申请、配租、选房记录（业务系统回传）',
    why: '个人中心“历史记录”',
    retention: '账号存续期间',
    visibleTo: '本人',
    owner: 'user_id',
    exported: { file: 'records.json', key: 'housingRecords' },
    onDelete: 'delete',
    deleteWhy: '门户只保存业务系统的副本，业务系统自有档案',
  },
  {
    table: 'bcs_case',
    label: '办件',
    what: '受理编号、类型、状态、办理时限',
    why: '办件进度和站内信',
    retention: '随所属登记；保留的登记的办件一同保留',
    visibleTo: '本人；业务经办人员',
    owner: 'user_id',
    exported: { file: 'cases.json', key: 'cases' },
    onDelete: 'pseudonymise',
    deleteWhy: '保留的配售登记的办件（不含个人信息）一同保留，其余删除',
  },
  {
    table: 'bha_application',
    label: '住房保障申请',
    what: '公租房、保租房申请：申请人和家庭成员（身份证号加密）、户籍、收入、住房情况、意向区域和户型、声明与授权核查的勾选',
    why: '受理、审核、公示和轮候（住房保障资格审核）',
    retention: '账号存续期间；随所属办件',
    visibleTo: '本人；业务经办人员（身份证号掩码）',
    owner: 'user_id',
    exported: { reason: '随办件导出：cases.json 中每个办件的 application（身份证号为掩码，全文见 profile.json、family.json）' },
    onDelete: 'delete',
    deleteWhy: '注销即撤回并删除申请；已轮候、已配租的档案由业务系统保存',
  },
  {
    table: 'bha_application_member',
    label: '申请中的人员',
    what: '申请人和家庭成员身份证号的散列（不可还原），用于同一人不进入两份在办申请',
    why: '一人一份在办申请的核对',
    retention: '随所属申请',
    visibleTo: '无人直接查看（只用于核对）',
    owner: 'application',
    exported: { reason: '只有不可还原的散列，申请本身见 cases.json' },
    onDelete: 'delete',
    deleteWhy: '随申请一并删除（级联）',
  },
  {
    table: 'bha_queue_number',
    label: '轮候序号',
    what: '住房申请通过后取得的轮候序号和取得时间',
    why: '按序号轮候配租，个人中心“历史记录”显示本户序号',
    retention: '随所属申请（办件）',
    visibleTo: '本人；业务经办人员',
    owner: 'user_id',
    exported: { reason: '随办件导出：cases.json 中每个办件的 queue_number' },
    onDelete: 'delete',
    deleteWhy: '轮候序号只对在办的申请有意义，申请删除后不再保留',
  },
  {
    table: 'bha_allocation',
    label: '配租与选房',
    what: '配租的项目、户型，选房的房号和时段',
    why: '个人中心“配租记录”“选房记录”，项目可配房源的核减',
    retention: '随所属申请（办件）',
    visibleTo: '本人；业务经办人员',
    owner: 'user_id',
    exported: { reason: '随办件导出：cases.json 中每个办件的 allocations' },
    onDelete: 'delete',
    deleteWhy: '门户不再需要；合同等档案由业务系统保存',
  },
  {
    table: 'bcs_case_event',
    label: '办理过程',
    what: '每一步的状态和给本人的说明（内部备注不导出）',
    why: '办件时间线',
    retention: '随办件',
    visibleTo: '本人（给本人的说明）；业务经办人员',
    owner: 'case',
    exported: { file: 'cases.json', key: 'cases[].timeline' },
    onDelete: 'pseudonymise',
    deleteWhy: '随办件',
  },
  {
    table: 'bcs_case_rating',
    label: '好差评',
    what: '评分和评价',
    why: '政务服务好差评',
    retention: '随办件',
    visibleTo: '本人；业务经办人员',
    owner: 'case',
    exported: { file: 'cases.json', key: 'cases[].rating' },
    onDelete: 'pseudonymise',
    deleteWhy: '随办件',
  },
  {
    table: 'bcs_message',
    label: '站内信',
    what: '办件状态变化的通知',
    why: '告知办理进度',
    retention: '账号存续期间',
    visibleTo: '本人',
    owner: 'user_id',
    exported: { file: 'messages.json', key: 'messages' },
    onDelete: 'delete',
    deleteWhy: '只为本人服务',
  },
  {
    table: 'bcs_outbox',
    label: '待发的短信和邮件',
    what: '通知的标题和正文（地址和号码发送时才从账号读取）',
    why: '同意后以短信或邮件告知办理进度',
    retention: '发送、跳过或放弃 30 天后删除（RETENTION_OUTBOX_DAYS）',
    visibleTo: '运维人员',
    owner: 'user_id',
    exported: { reason: '与站内信内容相同（见 messages.json）' },
    onDelete: 'delete',
    deleteWhy: '注销后不再发送',
  },
  {
    table: 'bcs_question',
    label: '留言咨询',
    what: '咨询的标题、内容、答复，是否同意公开（公开时姓名打码）',
    why: '答复咨询',
    retention: '账号存续期间',
    visibleTo: '本人；业务经办人员；同意公开且已答复的，所有人（姓名打码）',
    owner: 'user_id',
    exported: { file: 'questions.json', key: 'questions' },
    onDelete: 'delete',
    deleteWhy: '注销即撤回公开同意',
  },
  {
    table: 'brc_resume',
    label: '简历',
    what: '简历内容（姓名、联系方式、教育和工作经历等）',
    why: '应聘岗位',
    retention: '账号存续期间',
    visibleTo: '本人；招聘经办人员（应聘时的副本）',
    owner: 'user_id',
    exported: { file: 'resume.json', key: 'resume' },
    onDelete: 'delete',
    deleteWhy: '只为本人应聘服务',
  },
  {
    table: 'brc_file',
    label: '上传的文件',
    what: '照片和简历附件',
    why: '应聘材料',
    retention: '账号存续期间',
    visibleTo: '本人；招聘经办人员',
    owner: 'user_id',
    exported: { file: 'resume.json', key: 'files' },
    onDelete: 'delete',
    deleteWhy: '文件内容立即删除',
  },
  {
    table: 'brc_draft',
    label: '草稿',
    what: '未提交的简历、报名表和住房保障申请（个人、企业、共有产权申购；不含承诺与授权勾选）',
    why: '不丢失已填写的内容',
    retention: '账号存续期间；180 天未改动的草稿删除（RETENTION_DRAFT_DAYS）',
    visibleTo: '本人',
    owner: 'user_id',
    exported: { file: 'drafts.json', key: 'drafts' },
    onDelete: 'delete',
    deleteWhy: '只为本人服务',
  },
  {
    table: 'brc_application',
    label: '求职记录',
    what: '应聘的岗位、提交时的简历副本、状态',
    why: '招聘',
    retention: '账号存续期间',
    visibleTo: '本人；招聘经办人员',
    owner: 'user_id',
    exported: { file: 'records.json', key: 'jobApplications' },
    onDelete: 'delete',
    deleteWhy: '招聘结束后无保存义务',
  },
  {
    table: 'bqn_response',
    label: '问卷答卷',
    what: '登录后填写的问卷答案',
    why: '问卷统计',
    retention: '问卷存续期间',
    visibleTo: '本人；问卷管理人员（统计）',
    owner: 'user_id',
    exported: { file: 'questionnaires.json', key: 'responses' },
    onDelete: 'anonymise',
    deleteWhy: '答卷与账号断开后只作统计，不能再对应到人',
  },
  {
    table: 'bps_staff',
    label: '工作人员账号',
    what: '工作人员的登录名、姓名、角色',
    why: '管理后台',
    retention: '在职期间',
    visibleTo: '管理员',
    owner: 'none',
    exported: { reason: '工作人员数据，不属于群众账号' },
    onDelete: 'not-applicable',
    deleteWhy: '不属于群众账号',
  },
  {
    table: 'bpc_company_introduce',
    label: '公司介绍',
    what: '运营单位的地址和对外电话',
    why: '公开的联系方式',
    retention: '长期公开',
    visibleTo: '所有人',
    owner: 'none',
    exported: { reason: '运营单位的公开信息，不属于群众账号' },
    onDelete: 'not-applicable',
    deleteWhy: '不属于群众账号',
  },
  {
    table: 'bpc_subsidiary',
    label: '下属单位',
    what: '下属单位的地址和对外电话',
    why: '公开的联系方式',
    retention: '长期公开',
    visibleTo: '所有人',
    owner: 'none',
    exported: { reason: '运营单位的公开信息，不属于群众账号' },
    onDelete: 'not-applicable',
    deleteWhy: '不属于群众账号',
  },
];

export const inventoryEntry = (table: string): InventoryEntry | undefined => DATA_INVENTORY.find((e) => e.table === table);

export const isExported = (e: InventoryEntry): e is InventoryEntry & { exported: ExportPlace } => 'file' in e.exported;

/** Why a table is not in the export (empty when it is). */
export const notExportedReason = (e: InventoryEntry): string => ('reason' in e.exported ? e.exported.reason : '');

/** Chinese names of the dispositions (docs and the console). */
export const DISPOSAL_LABELS: Record<Disposal, string> = {
  delete: '立即删除',
  pseudonymise: '完成的保留（去标识），其余删除',
  anonymise: '断开与账号的关联，只作统计',
  tombstone: '清空个人字段，留空白记录',
  'not-applicable': '不适用',
};
