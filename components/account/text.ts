/** User-facing text of sign-in, the header account links, logout and the rental-centre frame. */
import { HEADER_ACCOUNT_TEXT, RENT_CENTER_TEXT } from './header-text';

export const ACCOUNT_TEXT = {
  pageTitle: '登录',
  pageDescription: '登录、注册住房保障服务门户账号，或修改登录密码。',
  heading: '用户登录',
  tabsLabel: '登录方式',
  tabs: { login: '账号登录', register: '新用户注册', password: '修改密码' },
  submit: { login: '登录', register: '注册并登录', password: '修改密码' },
  pending: { login: '正在登录…', register: '正在注册…', password: '正在提交…' },
  intro: {
    login: '请使用注册时的手机号码和密码登录。',
    register: '使用本人手机号码注册，注册后即可收藏资讯、填报公租房家庭信息。',
    password: '输入手机号码、原密码和新密码。修改成功后，其他设备上的登录将全部失效。',
  },
  fields: {
    mobile: '手机号码',
    password: '密码',
    oldPassword: '原密码',
    newPassword: '新密码',
    confirmPassword: '确认密码',
    confirmNewPassword: '确认新密码',
    name: '姓名（选填）',
  },
  hints: {
    mobile: '11 位手机号码',
    newPassword: '8 到 32 位，须同时包含字母和数字，不能含空格或手机号码',
    remember: '下次在本设备打开门户时自动登录。公共电脑请勿勾选。',
  },
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  remember: '在此设备上保持登录',
  agreePrefix: '我已阅读并同意',
  agreeJoin: '和',
  agreeList: '、',
  userAgreement: '《用户协议》',
  privacyPolicy: '《隐私政策》',
  registerAgreement: '《注册协议》',
  newWindow: '（在新窗口打开）',
  forgot: '忘记密码？请携带本人身份证件到服务大厅办理，或拨打服务热线咨询。',
  switchToRegister: '还没有账号？',
  switchToLogin: '已有账号？',
  errorsTitle: '请先更正以下问题：',
  required: {
    mobile: '请输入手机号码',
    password: '请输入密码',
    oldPassword: '请输入原密码',
    confirm: '请再次输入密码',
  },
  mismatch: '两次输入的密码不一致',
  sameAsOld: '新密码不能与原密码相同',
  success: { login: '登录成功，正在跳转…', register: '注册成功，正在跳转…', password: '密码已修改，正在跳转…' },
  header: HEADER_ACCOUNT_TEXT,
  rentCenter: RENT_CENTER_TEXT,
  /** The sign-in challenge picture (issue #24 part 8a). */
  challenge: {
    label: '验证码：图中的 4 位数字',
    alt: '验证图片，内有 4 位数字',
    refresh: '看不清，换一张',
    required: '请输入图中的 4 位数字',
  },
  /** Shown after the sign-in form was posted without JavaScript and sent back (?failed=). */
  returned: {
    wrong: '手机号或密码错误',
    limited: '尝试次数过多，请稍后再试',
    error: '登录失败，请稍后再试',
    taken: '该手机号无法注册：如已注册，请直接登录或修改密码',
    invalid: (labels: string) => `提交未成功，请检查：${labels}`,
  },
  /** A hand-over link of unproven origin: the visitor confirms the account first (issue #24 part 2). */
  handover: {
    title: '确认登录账号',
    question: (userMobile: string) => `以 ${userMobile} 登录？`,
    explain: '您打开的链接将以上面的账号登录本门户。请确认这是您本人的账号；如果不是，请选择“取消”，不要在其中填写任何个人或家庭信息。',
    confirm: '确认登录',
    cancel: '取消',
    expired: '登录链接已失效或已被使用，请使用手机号码和密码登录。',
  },
} as const;

export type FormType = keyof typeof ACCOUNT_TEXT.tabs;
export const FORM_TYPES: readonly FormType[] = ['login', 'register', 'password'];

export function toFormType(value: string | null | undefined): FormType {
  return value === 'register' || value === 'password' ? value : 'login';
}
