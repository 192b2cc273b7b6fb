import { ACTION_LINKS, registerToken } from '@/lib/business/action-links';

/**
 * 站点级演示数据：轮播图、友情链接、业务板块、皮肤、App 版本。链接均为门户内路径或政府网站首页。
 */

export const BANNERS = [
  { columnKey: 'home', title: '筹建更多好房子 提供更暖心服务', subtitle: '青禾安居住房保障集团', imageUrl: '/demo/img/banner-home-1.svg', linkUrl: '/t1/company_profile?col1=gsgk&col2=gsjj' },
  { columnKey: 'home', title: '保障性租赁住房 线上申请 拎包入住', subtitle: '面向新市民、青年人，不设收入门槛', imageUrl: '/demo/img/banner-home-2.svg', linkUrl: ACTION_LINKS.bzfApplyPerson },
  { columnKey: 'home', title: '2026年第三批公共租赁住房配租公告', subtitle: '云溪·和园 156 套房源', imageUrl: '/demo/img/banner-home-3.svg', linkUrl: '/t3/news_list?col1=tzgg&col2=tzgg_gzf&col3=tzgg_gzf_pz' },
  { columnKey: 'tzgg', title: '通知公告', subtitle: '配租、审核、配售与采购信息一站查询', imageUrl: '/demo/img/banner-tzgg.svg', linkUrl: '/t3/news_list?col1=tzgg' },
  { columnKey: 'dyyw', title: '多元业务', subtitle: '租购并举 多元供给', imageUrl: '/demo/img/banner-dyyw.svg', linkUrl: '/t1/ywjs?col1=dyyw&col2=bzf&col3=bzf_ywjs' },
  { columnKey: 'dyyw', title: '配售型保障性住房意向登记', subtitle: '北湖·安和苑', imageUrl: '/demo/img/banner-home-2.svg', linkUrl: registerToken('北湖·安和苑') },
  { columnKey: 'gsgk', title: '走进青禾安居', subtitle: '安居青禾 温暖万家', imageUrl: '/demo/img/banner-gsgk.svg', linkUrl: '/t1/company_profile?col1=gsgk&col2=gsjj' },
] as const;

export const FRIENDLY_LINKS = [
  { groupName: '政府网站', name: '中国政府网', url: 'https://www.gov.cn/' },
  { groupName: '政府网站', name: '住房和城乡建设部', url: 'https://www.mohurd.gov.cn/' },
  { groupName: '政府网站', name: '国家发展和改革委员会', url: 'https://www.ndrc.gov.cn/' },
  { groupName: '政府网站', name: '财政部', url: 'https://www.mof.gov.cn/' },
  { groupName: '政府网站', name: '自然资源部', url: 'https://www.mnr.gov.cn/' },
  { groupName: '服务平台', name: '国家政务服务平台', url: 'https://gjzwfw.www.gov.cn/' },
  { groupName: '服务平台', name: '国家法律法规数据库', url: 'https://flk.npc.gov.cn/' },
  { groupName: '服务平台', name: '信用中国', url: 'https://www.creditchina.gov.cn/' },
] as const;

/** Exactly five, in this order: the home page renders them as the “多元业务” strip. */
export const BUSINESS_SEGMENTS = [
  { name: '保障性租赁住房', icon: 'bzf', columnKey: 'bzf', linkUrl: '/t1/ywjs?col1=dyyw&col2=bzf&col3=bzf_ywjs', summary: '面向新市民、青年人，小户型、低租金、全装修，线上申请即可入住。' },
  { name: '公共租赁住房', icon: 'gzf', columnKey: 'gzf', linkUrl: '/t1/ywjs_03?col1=dyyw&col2=gzf&col3=gzf_ywjs', summary: '保障城镇住房、收入困难家庭基本居住需求，轮候配租，困难家庭租金减免。' },
  { name: '配售型保障性住房', icon: 'psf', columnKey: 'psf', linkUrl: '/t1/ywjs_01?col1=dyyw&col2=psf&col3=psf_ywjs', summary: '保本微利配售，封闭管理，帮助工薪收入群体“买得起、住得好”。' },
  { name: '共有产权住房', icon: 'gycqf', columnKey: 'gycqf', linkUrl: '/t1/business_introduce?col1=dyyw&col2=gycqf&col3=gycqf_ywjs', summary: '购房人与政府按份共有，降低购房门槛，满足条件可增购份额。' },
  { name: '商业服务', icon: 'syfw', columnKey: 'syfw', linkUrl: '/t1/serviceIntroduction?col1=dyyw&col2=syfw&col3=syfw_fwjs', summary: '保障房社区配套商业招商运营，打造一刻钟便民生活圈。' },
] as const;

export const WEB_SKINS = [
  { webSkinId: '1', name: '默认皮肤', webSkinStatus: '1', sortOrder: 0 },
  { webSkinId: '2', name: '哀悼模式（灰色）', webSkinStatus: '0', sortOrder: 1 },
] as const;

export const APP_VERSIONS = [
  {
    platform: 'android',
    versionCode: 30,
    versionName: '3.0.0',
    downloadUrl: '/demo/app/download.html#android-help',
    releaseNotes: '1. 线上可办事项增至42项；2. 申请材料免提交；3. 新增长辈模式；4. 优化报修进度查询。',
    forceUpdate: false,
    publishedAt: '2026-10-28 10:00',
  },
  {
    platform: 'ios',
    versionCode: 30,
    versionName: '3.0.0',
    downloadUrl: '/demo/app/download.html#ios-help',
    releaseNotes: '1. 线上可办事项增至42项；2. 申请材料免提交；3. 新增长辈模式；4. 优化报修进度查询。',
    forceUpdate: false,
    publishedAt: '2026-10-28 10:00',
  },
] as const;
