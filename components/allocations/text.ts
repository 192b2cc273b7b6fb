/** The words of the queue pages (issue #29 part 3), in one place. */
export const QUEUE_TEXT = {
  intro: '经审核通过的申请按产品编入轮候，取得轮候序号；配租按轮候序号先后进行。下表为本月各产品已配租至的最高轮候序号（参照香港房屋委员会的公布方式），您可与个人中心“历史记录”中本户的轮候序号对照。',
  caption: (month: string) => `${month}轮候配租情况`,
  columns: ['产品', '本月已配租至', '本月配租户数', '已编轮候序号至'] as const,
  none: '本月暂无',
  noneAssigned: '尚未编号',
  mine: '查看本户轮候序号（历史记录）',
} as const;
