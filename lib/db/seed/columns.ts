/**
 * Demo column tree (演示数据). Keys are stable: pages, tests and links refer to them.
 * Four levels at most; `route` must be a path of lib/navigation/routes.ts. The keys the code relies
 * on by meaning are in lib/cms/column-keys.ts (seed.test.ts checks this tree has them all).
 */
/** 轮候配租情况 (issue #29 part 3): its line, written once for the tree and the demo part that adds it to older databases. */
export const QUEUE_FIGURES_COLUMN = { key: 'lhpz', label: '轮候配租情况', route: '/t1/queueFigures', description: '公租房、保租房、共有产权住房本月已配租至的轮候序号' } as const;

export type SeedColumn = {
  key: string;
  label: string;
  route: string;
  navHidden?: boolean;
  specialKey?: string;
  description?: string;
  children?: SeedColumn[];
};


/**
 * When the demo portal's columns were put online (city time): before every demo article, as a real
 * portal's menu is older than what it lists. The search dates a page by it (lib/search/pages.ts).
 */
export const DEMO_COLUMNS_CREATED = '2024-01-01 09:00';

export const SEED_COLUMNS: SeedColumn[] = [
  { key: 'home', label: '首页', route: '/home' },
  {
    key: 'xwzx',
    label: '新闻中心',
    route: '/t1/news_list',
    description: '公司要闻、行业动态与政策解读',
    children: [
      { key: 'gsyw', label: '公司要闻', route: '/t1/news_list', description: '集团重要会议、项目进展与服务动态' },
      { key: 'hydt', label: '行业动态', route: '/t1/news_list', description: '住房保障行业的政策与实践观察' },
      {
        key: 'zcjd',
        label: '政策解读',
        route: '/t1/news_list',
        children: [
          { key: 'zcjd_wjjd', label: '文件解读', route: '/t1/news_list' },
          { key: 'zcjd_tjjd', label: '图解政策', route: '/t1/news_list' },
        ],
      },
    ],
  },
  {
    key: 'tzgg',
    label: '通知公告',
    route: '/t3/news_list',
    description: '各类住房保障业务的通知、公告与公示',
    children: [
      {
        key: 'tzgg_gzf',
        label: '公租房公告',
        route: '/t3/news_list',
        children: [
          { key: 'tzgg_gzf_pz', label: '配租公告', route: '/t3/news_list', description: '公共租赁住房各批次配租公告、选房顺序号与配租结果公示' },
          { key: 'tzgg_gzf_zg', label: '资格审核公示', route: '/t3/news_list', description: '公共租赁住房申请家庭资格审核结果公示' },
        ],
      },
      { key: 'tzgg_bzf', label: '保租房公告', route: '/t3/news_list' },
      { key: 'tzgg_psf', label: '配售型保障房公告', route: '/t3/news_list' },
      { key: 'tzgg_gycq', label: '共有产权房公告', route: '/t3/news_list' },
      { key: 'tzgg_zbcg', label: '招标采购', route: '/t3/news_list', description: '招标、询价公告与中标结果公示' },
    ],
  },
  {
    key: 'dyyw',
    label: '多元业务',
    route: '/t1/ywjs',
    description: '保障性租赁住房、公共租赁住房、配售型保障性住房、共有产权住房与商业服务',
    children: [
      {
        key: 'bzf',
        label: '保障性租赁住房',
        route: '/t1/ywjs',
        children: [
          { key: 'bzf_ywjs', label: '业务介绍', route: '/t1/ywjs' },
          {
            key: 'bzf_ywbl',
            label: '业务办理',
            route: '/t1/ywbl',
            children: [
              { key: 'bzf_ywbl_gr', label: '个人申请', route: '/t1/ywbl' },
              { key: 'bzf_ywbl_qy', label: '企业申请', route: '/t1/ywbl' },
            ],
          },
          { key: 'bzf_xmzs', label: '项目展示', route: '/t1/xmzs' },
        ],
      },
      {
        key: 'gzf',
        label: '公共租赁住房',
        route: '/t1/ywjs_03',
        children: [
          { key: 'gzf_ywjs', label: '业务介绍', route: '/t1/ywjs_03' },
          { key: 'gzf_ywbl', label: '业务办理', route: '/t1/ywbl_02' },
          { key: 'gzf_xmzs', label: '项目展示', route: '/t1/xmzs' },
        ],
      },
      {
        key: 'psf',
        label: '配售型保障性住房',
        route: '/t1/ywjs_01',
        children: [
          { key: 'psf_ywjs', label: '业务介绍', route: '/t1/ywjs_01' },
          { key: 'psf_ywbl', label: '业务办理', route: '/t1/ywbl_01' },
        ],
      },
      {
        key: 'gycqf',
        label: '共有产权住房',
        route: '/t1/business_introduce',
        children: [
          { key: 'gycqf_ywjs', label: '业务介绍', route: '/t1/business_introduce' },
          { key: 'gycqf_xmzs', label: '项目展示', route: '/t1/project_show_gycqf' },
          { key: 'gycqf_yzfy', label: '优质房源', route: '/t1/tzgg_04' },
        ],
      },
      {
        key: 'syfw',
        label: '商业服务',
        route: '/t1/serviceIntroduction',
        children: [
          { key: 'syfw_fwjs', label: '服务介绍', route: '/t1/serviceIntroduction' },
          { key: 'syfw_spcx', label: '商铺查询', route: '/t1/businessHandle' },
          { key: 'syfw_spxx', label: '商铺信息', route: '/t1/shopInfo' },
          { key: 'syfw_xmxx', label: '商业项目', route: '/t1/shopProjectInfo' },
          { key: 'syfw_yxdj', label: '意向登记', route: '/t1/register' },
          { key: 'syfw_djcx', label: '登记查询', route: '/t1/CheckCompanyregister' },
        ],
      },
      { key: 'zgzc', label: '资格自测', route: '/t1/self_check', description: '回答几个问题，了解可能符合哪些住房保障业务的条件（演示规则）' },
      { key: 'bjcx', label: '办件进度查询', route: '/t1/caseQuery', description: '凭受理编号和申请人姓名（或手机号后四位）查询办理进度，无需登录' },
      { ...QUEUE_FIGURES_COLUMN },
    ],
  },
  {
    key: 'xmzs',
    label: '项目展示',
    route: '/t1/project_show',
    children: [
      { key: 'xmzs_common', label: '普通项目', route: '/t1/project_show/common' },
      { key: 'xmzs_special', label: '专项项目', route: '/t1/project_show/special' },
    ],
  },
  {
    key: 'gsgk',
    label: '走进我们',
    route: '/t1/company_profile',
    children: [
      { key: 'gsjj', label: '公司简介', route: '/t1/company_profile' },
      { key: 'zzjg', label: '组织架构', route: '/t1/organizational_structure' },
      { key: 'ldbz', label: '领导班子', route: '/t1/leader_profile' },
      { key: 'qywh', label: '企业文化', route: '/t1/corporate_culture' },
      { key: 'dsj', label: '大事记', route: '/t1/memory' },
      { key: 'xsgs', label: '下属公司', route: '/t1/children_company_profile' },
      { key: 'fzzl', label: '发展战略', route: '/t1/development_strategy' },
      { key: 'xcsp', label: '宣传视频', route: '/t1/corporatevideo' },
      { key: 'xchc', label: '宣传画册', route: '/t1/corporatebrochure' },
    ],
  },
  {
    key: 'bzzx',
    label: '帮助中心',
    route: '/t1/help_center',
    children: [
      { key: 'bzzx_cjwt', label: '常见问题', route: '/t1/help_center', description: '申请、缴租、报修、退租等常见问题解答' },
      { key: 'bzzx_zcwd', label: '政策问答', route: '/t1/question_answer', description: '住房保障政策热点问题解答' },
      { key: 'bzzx_lyzx', label: '留言咨询', route: '/t1/consultation', description: '向我们留言咨询，查看公开的咨询答复和每月办理情况' },
    ],
  },
  {
    key: 'jrwm',
    label: '加入我们',
    route: '/t1/PostInformation',
    children: [
      { key: 'jrwm_zpxx', label: '招聘信息', route: '/t1/PostInformation' },
      { key: 'jrwm_ksjl', label: '快速投递简历', route: '/t1/RegisteForm' },
      { key: 'jrwm_jlxx', label: '简历基本信息', route: '/t1/ResumeForm' },
    ],
  },
  {
    key: 'grzx',
    label: '个人中心',
    route: '/t1/personalCenter/personal_info/basic_info',
    navHidden: true,
    children: [
      {
        key: 'grxx',
        label: '个人信息',
        route: '/t1/personalCenter/personal_info/basic_info',
        children: [
          { key: 'basic_info', label: '基本信息', route: '/t1/personalCenter/personal_info/basic_info' },
          { key: 'gzf_familyInfo', label: '家庭信息', route: '/t1/personalCenter/personal_info/gzf_familyInfo' },
        ],
      },
      {
        key: 'wdsc',
        label: '我的收藏',
        route: '/t1/personalCenter/collection_content/article_collection',
        children: [
          { key: 'article_collection', label: '文章收藏', route: '/t1/personalCenter/collection_content/article_collection' },
          { key: 'project_Collection', label: '项目收藏', route: '/t1/personalCenter/collection_content/project_Collection' },
        ],
      },
      {
        key: 'ywjl',
        label: '业务记录',
        route: '/t1/personalCenter/business_record/allotment',
        children: [
          { key: 'allotment', label: '历史记录', route: '/t1/personalCenter/business_record/allotment' },
          { key: 'zhongbao', label: '配租记录', route: '/t1/personalCenter/business_record/zhongbao' },
          { key: 'real_time_rental', label: '选房记录', route: '/t1/personalCenter/business_record/real_time_rental' },
          { key: 'shop_intention', label: '商铺意向登记', route: '/t1/personalCenter/business_record/shop_intention' },
        ],
      },
      {
        key: 'psjl',
        label: '配售记录',
        route: '/t1/personalCenter/allotment_sale_record/intention_register',
        children: [
          { key: 'intention_register', label: '意向登记记录', route: '/t1/personalCenter/allotment_sale_record/intention_register' },
        ],
      },
      {
        key: 'qzxx',
        label: '求职信息',
        route: '/t1/personalCenter/job_information/registratio_form',
        children: [
          { key: 'registratio_form', label: '登记表草稿', route: '/t1/personalCenter/job_information/registratio_form' },
          { key: 'job_Wanted_Record', label: '求职记录', route: '/t1/personalCenter/job_information/job_Wanted_Record' },
        ],
      },
      {
        key: 'xxzx',
        label: '消息中心',
        route: '/t1/personalCenter/message_center/messages',
        children: [
          { key: 'messages', label: '站内信', route: '/t1/personalCenter/message_center/messages' },
          { key: 'questions', label: '我的咨询', route: '/t1/personalCenter/message_center/questions' },
          { key: 'my_subscriptions', label: '我的订阅', route: '/t1/personalCenter/message_center/subscriptions' },
        ],
      },
      {
        key: 'zhsj',
        label: '账号与数据',
        route: '/t1/personalCenter/privacy/my_data',
        children: [{ key: 'my_data', label: '我的数据', route: '/t1/personalCenter/privacy/my_data' }],
      },
    ],
  },
  {
    key: 'zt_zcxcy',
    label: '住房保障政策宣传月',
    route: '/t1/news_list',
    navHidden: true,
    specialKey: 'zt_zcxcy',
    description: '专题：住房保障政策宣传月',
    children: [
      { key: 'zt_zcxcy_zcwj', label: '政策文件', route: '/t1/news_list', specialKey: 'zt_zcxcy' },
      { key: 'zt_zcxcy_xcdt', label: '宣传动态', route: '/t1/news_list', specialKey: 'zt_zcxcy' },
    ],
  },
  {
    key: 'ysxy',
    label: '协议与政策',
    route: '/privacypolicy/privacy',
    navHidden: true,
    children: [
      { key: 'xy_user', label: '保障房用户协议', route: '/privacypolicy/user' },
      { key: 'xy_privacy', label: '隐私政策', route: '/privacypolicy/privacy' },
      { key: 'xy_register', label: '注册协议', route: '/privacypolicy/register' },
    ],
  },
];
