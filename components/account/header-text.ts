/** The header's account links: on every page, so apart from the sign-in form's text (text.ts includes it). */
export const HEADER_ACCOUNT_TEXT = {
  login: '登录',
  register: '注册',
  personalCenter: '个人中心',
  logout: '退出登录',
  unread: '条未读消息',
  loggingOut: '正在退出…',
  signedInAs: (masked: string) => `当前登录账号：${masked}`,
  logoutFailed: '退出失败，请检查网络后重试',
} as const;

/** The rental-centre frame (home page, signed in). */
export const RENT_CENTER_TEXT = {
  heading: '租赁服务中心',
  frameTitle: '租赁服务中心（登录状态同步）',
  loading: '正在连接租赁服务中心…',
} as const;
