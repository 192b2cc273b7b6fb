import { DEMO_IMG } from './content-types';

/** 大事记（虚构机构的演示数据）：2015—2026 年，每年 2～4 件。 */
export type SeedMemorabilia = { eventDate: string; title: string; description: string; imageUrl?: string };

export const MEMORABILIA: SeedMemorabilia[] = [
  { eventDate: '2015-06-18', title: '集团正式成立', description: '经青禾市人民政府批准，青禾安居住房保障集团有限公司注册成立，注册资本30亿元，作为市属住房保障专业平台。', imageUrl: DEMO_IMG.meeting },
  { eventDate: '2015-09-10', title: '建设管理公司成立', description: '成立青禾安居建设管理有限公司，承接首批公共租赁住房项目代建管理。' },
  { eventDate: '2015-12-28', title: '首个公租房项目开工', description: '北湖·幸福家园公共租赁住房项目开工建设，规划房源1,740套。' },

  { eventDate: '2016-03-15', title: '物业服务公司成立', description: '成立青禾安居物业服务有限公司，为保障房社区提供专业化物业服务。' },
  { eventDate: '2016-08-01', title: '澄江·明德苑开工', description: '全市规模最大的公租房社区澄江·明德苑开工，规划房源2,860套。' },

  { eventDate: '2017-06-20', title: '首批公租房交付', description: '北湖·幸福家园首批1,740套公共租赁住房交付使用，1,500余户困难家庭喜迁新居。', imageUrl: DEMO_IMG.keys },
  { eventDate: '2017-10-12', title: '公租房配租实行公开摇号', description: '公租房配租全面实行公证监督下的电脑摇号和网络直播。' },

  { eventDate: '2018-05-08', title: '共有产权住房试点启动', description: '承担全市共有产权住房试点任务，首个项目高新·翠屏里开工。' },
  { eventDate: '2018-12-26', title: '澄江·明德苑交付', description: '澄江·明德苑2,860套公租房交付，配建的邻里中心同步投入使用。' },

  { eventDate: '2019-04-16', title: '资产运营公司成立', description: '成立青禾安居资产运营有限公司，探索租赁住房市场化运营。' },
  { eventDate: '2019-08-30', title: '东港·锦绣苑交付', description: '面向外来务工人员的东港·锦绣苑1,480套公租房交付。' },
  { eventDate: '2019-11-20', title: '住房保障信息系统上线', description: '公租房申请审核信息系统上线，实现街道、区、市三级联网审核。' },

  { eventDate: '2020-03-02', title: '商业管理公司成立', description: '成立青禾安居商业管理有限公司，统一运营保障房社区配套商业。' },
  { eventDate: '2020-10-15', title: '云溪·和园交付', description: '绿色建筑二星项目云溪·和园2,210套公租房交付使用。' },

  { eventDate: '2021-07-20', title: '启动保障性租赁住房筹集', description: '按照国家加快发展保障性租赁住房的部署，集团启动保租房筹集工作，全年筹集房源3,600套（间）。', imageUrl: DEMO_IMG.apartment },
  { eventDate: '2021-12-10', title: '首个非改保项目开工', description: '启动云溪区闲置商办楼改建保障性租赁住房项目（后命名为云溪·青年汇）。' },

  { eventDate: '2022-04-18', title: '租赁服务公司成立', description: '成立青禾安居租赁服务有限公司，搭建住房租赁服务平台。' },
  { eventDate: '2022-09-28', title: '门户网站改版上线', description: '住房保障门户网站改版上线，公租房、保租房申请实现网上办理。' },
  { eventDate: '2022-12-20', title: '翠屏里共有产权住房交付', description: '高新·翠屏里960套共有产权住房交付。' },

  { eventDate: '2023-03-01', title: '“安居住房保障”App 发布', description: '“安居住房保障”App 1.0 版发布，支持业务申请、缴租和报修。' },
  { eventDate: '2023-09-12', title: '高新·人才公寓投入运营', description: '1,260套保障性租赁住房的高新·人才公寓投入运营，首批入住企业员工800余人。', imageUrl: DEMO_IMG.apartment },

  { eventDate: '2024-07-01', title: '云溪·青年汇投入运营', description: '全市首个“非改保”项目云溪·青年汇投入运营，提供房源640间。' },
  { eventDate: '2024-12-16', title: '和鸣苑共有产权住房交付', description: '澄江·和鸣苑680套共有产权住房集中交付。' },
  { eventDate: '2024-12-30', title: '保障房累计筹集突破3万套', description: '集团累计筹集建设各类保障性住房突破3万套（间）。' },

  { eventDate: '2025-04-22', title: '租金“一网通缴”上线', description: '公租房租金实现线上缴纳、电子票据即时开具。' },
  { eventDate: '2025-05-08', title: '东港·产业园宿舍投入运营', description: '宿舍型保障性租赁住房东港·产业园宿舍投入运营，提供床位2,460个。' },
  { eventDate: '2025-12-19', title: '首个配售型保障性住房项目开工', description: '北湖·安和苑配售型保障性住房项目开工，规划住房960套，开启“配售型保障房”试点。', imageUrl: DEMO_IMG.construction },

  { eventDate: '2026-06-20', title: '首届“安居开放日”', description: '4个保障房社区同步开放，300余名市民实地参观。' },
  { eventDate: '2026-07-15', title: '收购存量商品房用作保障房', description: '首批收购存量商品住房816套，用作保障性租赁住房。' },
  { eventDate: '2026-09-15', title: '明德苑二期主体封顶', description: '明德苑二期保障性租赁住房项目主体结构全面封顶。' },
  { eventDate: '2026-10-28', title: 'App 3.0 版上线', description: '“安居住房保障”App 3.0 版上线，线上可办事项增至42项。' },
];
