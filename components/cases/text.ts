/** The words of the case pages: 办件进度查询, the personal centre's case page and message centre. */
export const CASE_TEXT = {
  query: {
    intro: '凭受理编号和申请人姓名（或登记时所留手机号的后四位）查询办理进度，无需登录。受理编号见提交成功页面、个人中心的记录和站内信。',
    receiptNo: '受理编号',
    receiptHint: '如 SY-20261126-0123，字母大小写均可',
    who: '申请人姓名或手机号后四位',
    whoHint: '填写登记时的姓名，或所留手机号的最后四位数字',
    submit: '查询',
    pending: '正在查询…',
    notFound: '没有找到与该受理编号和姓名（或手机号后四位）相符的办件，请核对后重试。',
    limited: '查询次数过多，请一小时后再试；如有疑问请拨打服务热线。',
    stale: '查询结果已过期，请重新输入受理编号和姓名查询。',
    resultTitle: '办理进度',
    detailsHint: '为保护个人信息，此处只显示办理状态和时间；工作人员的答复请登录个人中心，在站内信或办件详情中查看。',
    again: '查询其他办件',
  },
  facts: {
    receiptNo: '受理编号',
    kind: '业务类型',
    subject: '办理事项',
    applicant: '申请人',
    submittedAt: '提交时间',
    status: '当前状态',
  },
  stepsLabel: '办理进度（按时间先后）',
} as const;

/** 站内信 and 办件详情 in the personal centre. */
export const MESSAGE_TEXT = {
  title: '站内信',
  none: '暂无消息',
  noneHint: '您提交的商铺意向登记、配售登记、岗位投递等业务每有进展，我们都会在这里通知您。',
  unread: '未读',
  read: '已读',
  listLabel: '消息列表（最新的在前）',
  missing: '没有找到这条消息，它可能不属于当前登录的账号。',
  back: '返回消息列表',
  viewCase: '查看办件详情',
  caseTitle: '办件详情',
  caseMissing: '没有找到这个办件。请从“业务记录”“配售记录”或“求职记录”中打开，或核对受理编号。',
  caseStepsNote: '工作人员写给您的答复显示在对应的办理环节下。',
  progressLink: '办理进度',
  publicQuery: '办件进度查询',
} as const;
