/**
 * What the search says of the pages whose words are not in the database (issue #27 part 1): the
 * forms, finders and tools of the portal. One entry per route: a title where the route's own
 * (lib/navigation/routes.ts) is too short to stand alone in a result, the summary a result shows,
 * and the words citizens use for the page that its text may lack. Pure data, edited like the
 * dictionary (lib/search/dictionary.data.mjs): the page documents follow on the next index sync.
 */
export type PageText = {
  /** The result's title, when the route's title is not enough (意向登记 → 商铺承租意向登记). */
  title?: string;
  /** One or two sentences: what the page is for (the snippet leads with it). */
  summary: string;
  /** Words citizens use for the page (weighted like a summary). */
  keywords?: string;
};

export const PAGE_TEXTS: Readonly<Record<string, PageText>> = {
  '/t1/siteMap': {
    summary: '网站全部栏目和主要页面的导航：通知公告、新闻中心、政策、多元业务、项目、商铺、招聘、帮助中心和在线服务。',
    keywords: '网站地图 站点地图 网站导航 栏目导航 全部栏目',
  },
  '/t1/self_check': {
    summary: '回答几个简单问题，了解您可能符合公租房、保租房、配售型保障性住房和共有产权住房中哪些业务的申请条件（演示规则）。',
    keywords: '资格自测 申请条件 是否符合 能申请哪种 在线自查 测一测',
  },
  '/t1/caseQuery': {
    summary: '凭受理编号和申请人姓名（或手机号后四位）查询商铺意向登记、配售登记、岗位投递等业务的办理进度，无需登录。',
    keywords: '办件进度查询 办理进度 进度查询 受理编号 查进度 审核到哪了 办件查询',
  },
  '/t1/personalCenter': {
    title: '个人中心',
    // Not the names of its pages: each is a document of its own, found by them.
    summary: '登录后进入个人中心，先看到基本信息，从左侧菜单进入各项业务记录。',
    keywords: '个人中心 用户中心 会员中心',
  },
  '/t1/personalCenter/message_center/messages': { summary: '登录后查看业务办理的站内信：每次状态变化和工作人员的答复都会通知您。', keywords: '站内信 消息 通知 消息中心 未读消息' },
  '/t1/xmzs': {
    summary: '公共租赁住房和保障性租赁住房项目：按区域、租金、户型、面积筛选，查看可租房源和项目详情。',
    keywords: '公租房项目 保租房项目 房源 租房 找房 项目查询',
  },
  '/t1/project_show': {
    summary: '全部保障性住房项目：按业务类型、区域、租金或价格、户型和状态筛选，查看项目详情。',
    keywords: '项目展示 项目查询 房源 找房',
  },
  '/t1/project_show/common': { summary: '普通保障性住房项目：按业务类型、区域、户型和状态筛选。', keywords: '项目展示 房源' },
  '/t1/project_show/special': { summary: '专项保障性住房项目（城中村改造安置房、存量商品房收购等）：按区域和状态筛选。', keywords: '项目展示 安置房 专项' },
  '/t1/project_show_gycqf': { summary: '共有产权住房项目：按区域、价格、户型和状态筛选，查看在售和即将入市的项目。', keywords: '共有产权房项目 房源 买房' },
  '/t1/tzgg_04': { summary: '共有产权住房优质房源：政府份额回购后再次配售的房源，查看户型、面积、产权份额和价格。', keywords: '优质房源 二手 回购房源 共有产权' },
  '/t1/businessHandle': {
    summary: '保障房社区配套商铺查询：按商业项目、区域、面积、租金、经营业态和招租状态筛选可租商铺。',
    keywords: '商铺出租 商铺招租 租铺面 门面出租 店铺 找商铺',
  },
  '/t1/shopInfo': {
    summary: '正在招租的保障房社区配套商铺：位置、面积、租金和可经营业态，点开查看商铺详情并登记承租意向。',
    keywords: '商铺出租 招租中 可租商铺 门面',
  },
  '/t1/shopProjectInfo': { title: '商业项目', summary: '保障房社区配套商业项目一览：位置、商铺数量和招租情况。', keywords: '社区商业 商业项目 商业街 邻里中心' },
  '/t1/register': {
    title: '商铺承租意向登记',
    summary: '有意承租保障房社区配套商铺的企业、个体工商户和个人，登录后在线提交商铺承租意向登记，招商人员会与您联系。',
    keywords: '商铺意向登记 承租意向 租商铺 登记',
  },
  '/t1/CheckCompanyregister': {
    summary: '登录后查看本账号提交的商铺承租意向登记及处理进度，可撤回尚未受理的登记。',
    keywords: '意向登记查询 登记进度 商铺登记',
  },
  '/t1/PostInformation': {
    summary: '集团及下属公司的社会招聘和校园招聘岗位：按招聘单位、类型、工作地点和状态筛选，在线投递简历。',
    keywords: '招聘 岗位 工作 求职 应聘',
  },
  '/t1/RegisteForm': { summary: '登录后填写姓名、联系方式、意向岗位和教育、工作经历，快速投递简历。', keywords: '投递简历 投简历 应聘 求职' },
  '/t1/ResumeForm': { summary: '填写和保存简历基本信息：个人信息、教育经历、工作经历和证书，用于投递岗位。', keywords: '简历 填写简历 求职' },
  '/t1/company_profile': {
    summary: '青禾安居住房保障集团的简介，以及办公地址、联系电话、服务热线、电子邮箱和办公时间。',
    keywords: '联系我们 联系方式 联系电话 地址 服务热线 办公时间 关于我们 集团介绍',
  },
  '/t1/memory': { summary: '集团发展历程中的重要事件，按年份查看。', keywords: '大事记 发展历程' },
  '/t1/children_company_profile': { summary: '集团下属公司的简介、地址和联系电话。', keywords: '下属公司 子公司' },
  '/t1/app_download': {
    summary: '下载“安居住房保障”App：扫码或点击下载，手机上办理公租房、保租房等业务，在线缴租、报修。',
    keywords: 'App 下载 手机客户端 移动客户端 安卓 苹果 iOS Android',
  },
  '/questionnaireFilling': {
    title: '问卷调查',
    summary: '参与正在进行的问卷调查；匿名问卷无需登录，公开结果的问卷可查看统计结果。',
    keywords: '问卷调查 问卷 调查 满意度',
  },
  '/login': {
    title: '登录/注册',
    summary: '使用手机号码登录或注册门户账号，可用密码或短信验证码登录；忘记密码可通过短信验证码重设，登录后可修改密码。',
    keywords: '登录 注册 账号 忘记密码 找回密码 修改密码 验证码',
  },
  '/privacypolicy/user': { summary: '青禾安居住房保障门户用户协议：服务内容、账号与实名、用户义务和责任。', keywords: '用户协议 服务协议' },
  '/privacypolicy/privacy': { summary: '青禾安居住房保障门户隐私政策：收集哪些个人信息、如何使用和保护，以及您的权利。', keywords: '隐私政策 个人信息保护' },
  '/privacypolicy/register': { summary: '青禾安居住房保障门户注册协议：注册条件、账号安全、使用规范和账号注销。', keywords: '注册协议 账号注销 注销账号' },
  '/t1/personalCenter/personal_info/basic_info': { summary: '登录后查看和修改姓名、手机号码等基本信息，完成实名认证。', keywords: '个人中心 基本信息 实名认证 修改手机号' },
  '/t1/personalCenter/personal_info/gzf_familyInfo': { summary: '登录后登记和修改共同申请的家庭成员（配偶、子女等），申请时从这里选择。', keywords: '家庭成员 家庭信息 共同申请人' },
  '/t1/personalCenter/collection_content/article_collection': { summary: '登录后查看和管理收藏的文章。', keywords: '我的收藏 收藏' },
  '/t1/personalCenter/collection_content/project_Collection': { summary: '登录后查看和管理收藏的项目。', keywords: '我的收藏 收藏 项目' },
  '/t1/personalCenter/business_record/allotment': { summary: '登录后查看住房保障业务的申请记录和审核进度。', keywords: '申请记录 审核进度 办理进度 我的申请' },
  '/t1/personalCenter/business_record/zhongbao': { summary: '登录后查看公租房、保租房的配租记录。', keywords: '配租记录 配租结果' },
  '/t1/personalCenter/business_record/real_time_rental': { summary: '登录后查看选房记录：选房批次、项目和房号。', keywords: '选房记录 选房结果' },
  '/t1/personalCenter/business_record/shop_intention': { summary: '登录后查看和撤回自己提交的商铺承租意向登记。', keywords: '商铺意向登记 登记记录' },
  '/t1/personalCenter/allotment_sale_record/intention_register': { summary: '登录后查看和撤回配售型保障性住房的意向登记。', keywords: '意向登记记录 配售登记' },
  '/t1/personalCenter/job_information/registratio_form': { summary: '登录后查看保存的简历登记表草稿，继续填写。', keywords: '简历草稿 登记表' },
  '/t1/personalCenter/job_information/job_Wanted_Record': { summary: '登录后查看投递过的岗位和应聘进度。', keywords: '求职记录 应聘记录 投递记录' },
};
