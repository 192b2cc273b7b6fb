/**
 * The console's staff forms and the command line (npm run staff): one schema each, the server's
 * authority. Messages are Chinese and never echo what was typed.
 */
import { z } from './zod';

export const STAFF_MSG = {
  login: '登录名须为 3 到 32 位小写字母、数字或 . _ -，以字母开头',
  displayName: '姓名须为 1 到 32 个字',
  passwordLength: '密码须为 12 到 64 位',
  passwordMix: '密码须同时包含字母和数字，且不能含空格',
  passwordHasLogin: '密码不能包含登录名',
  credentials: '请输入登录名和密码',
  code: '请输入 6 位动态验证码或一个恢复码',
  enrolCode: '请输入验证器应用中显示的 6 位动态验证码',
  day: '日期格式须为 年-月-日',
  dayOrder: '开始日期不能晚于结束日期',
  filterText: '筛选条件过长',
  role: '角色须为 编辑、审核、业务经办 或 管理员',
  roleChoose: '请选择角色',
  confirm: '两次输入的密码不一致',
  samePassword: '新密码不能与初始密码相同',
  currentPassword: '请输入当前密码',
  currentWrong: '当前密码不正确',
  sameAsCurrent: '新密码不能与当前密码相同',
  staffId: '工作人员编号有误',
  state: '状态须为 在用 或 已停用',
} as const;

/**
 * The role codes (lib/db/schema/staff.ts STAFF_ROLE_CODES, which a test keeps equal): written here
 * so the console's forms load this schema without the database schema.
 */
export const STAFF_ROLE_VALUES = ['editor', 'reviewer', 'caseworker', 'admin'] as const;

export const staffLogin = z
  .string({ error: STAFF_MSG.login })
  .trim()
  .regex(/^[a-z][a-z0-9._-]{2,31}$/, { error: STAFF_MSG.login });

/** A staff password is longer than a citizen's: the console can change what every citizen reads. */
export const staffPassword = z
  .string({ error: STAFF_MSG.passwordLength })
  .min(12, { error: STAFF_MSG.passwordLength })
  .max(64, { error: STAFF_MSG.passwordLength })
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v) && !/\s/.test(v), { error: STAFF_MSG.passwordMix });

const displayName = z.string({ error: STAFF_MSG.displayName }).trim().min(1, { error: STAFF_MSG.displayName }).max(32, { error: STAFF_MSG.displayName });

export const staffCreateInput = z
  .object({
    login: staffLogin,
    displayName,
    password: staffPassword,
  })
  .refine((v) => !v.password.toLowerCase().includes(v.login), { error: STAFF_MSG.passwordHasLogin, path: ['password'] });

/** The chosen password must not contain the login (the command line's and the new-password step's rule). */
export const staffNewPasswordInput = z
  .object({ login: z.string(), password: staffPassword })
  .refine((v) => !v.password.toLowerCase().includes(v.login), { error: STAFF_MSG.passwordHasLogin, path: ['password'] });

/**
 * The new-password step after a one-time password: typed twice. The login rule is checked by the
 * service (it knows the login).
 */
export const staffPasswordForm = z
  .object({
    password: staffPassword,
    confirm: z.string({ error: STAFF_MSG.confirm }).max(64, { error: STAFF_MSG.confirm }),
  })
  .refine((v) => v.confirm === v.password, { error: STAFF_MSG.confirm, path: ['confirm'] });

/**
 * 修改密码 of a signed-in member of staff: the current password, then the new one typed twice. The
 * login rule and "not the current one" are checked by the service (it knows both).
 */
export const staffOwnPasswordForm = z
  .object({
    current: z.string({ error: STAFF_MSG.currentPassword }).min(1, { error: STAFF_MSG.currentPassword }).max(128, { error: STAFF_MSG.currentWrong }),
    password: staffPassword,
    confirm: z.string({ error: STAFF_MSG.confirm }).max(64, { error: STAFF_MSG.confirm }),
  })
  .refine((v) => v.confirm === v.password, { error: STAFF_MSG.confirm, path: ['confirm'] });

const staffRole = z.enum(STAFF_ROLE_VALUES, { error: STAFF_MSG.roleChoose });
const staffId = z.coerce.number({ error: STAFF_MSG.staffId }).int({ error: STAFF_MSG.staffId }).min(1, { error: STAFF_MSG.staffId }).max(2_147_483_647, { error: STAFF_MSG.staffId });

/** 新建工作人员账号 in the console: no password field (the server makes a one-time one). A login typed in capitals is taken in lower case. */
export const staffCreateForm = z.object({
  login: z.string({ error: STAFF_MSG.login }).trim().toLowerCase().pipe(staffLogin),
  displayName,
  role: staffRole,
});

export const staffRoleForm = z.object({ id: staffId, role: staffRole });

/** 修改姓名 of one member of staff (the login stays: it is what they sign in with and what the audit log names). */
export const staffNameForm = z.object({ id: staffId, displayName });

/** 停用, 启用, 重置两步验证, 重置密码: which member of staff. */
export const staffTargetForm = z.object({ id: staffId });

/** The staff list's filters (query of /admin/staff); a value outside the lists is ignored. */
export const staffListQuery = z.object({
  role: z.enum(STAFF_ROLE_VALUES).optional().catch(undefined),
  state: z.enum(['active', 'disabled']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

/** Sign-in takes whatever was typed (bounded): a wrong format is "wrong name or password", not a hint. */
export const staffSignInForm = z.object({
  login: z.string().trim().toLowerCase().min(1, { error: STAFF_MSG.credentials }).max(64, { error: STAFF_MSG.credentials }),
  password: z.string().min(1, { error: STAFF_MSG.credentials }).max(128, { error: STAFF_MSG.credentials }),
  challengeId: z.string().max(200).optional(),
  challengeAnswer: z.string().max(20).optional(),
});

/** The fields each sign-in step posts, in order (the failure query names them: lib/forms/failure-query.ts). */
export const STAFF_FORM_FIELDS = {
  signIn: ['login', 'password', 'challengeId', 'challengeAnswer'],
  code: ['code'],
  newPassword: ['password', 'confirm'],
  ownPassword: ['current', 'password', 'confirm'],
  name: ['id', 'displayName'],
  create: ['login', 'displayName', 'role'],
  role: ['id', 'role'],
  target: ['id'],
} as const;

/** The second step: a 6-digit code or a recovery code. */
export const staffCodeForm = z.object({
  code: z.string({ error: STAFF_MSG.code }).trim().min(6, { error: STAFF_MSG.code }).max(24, { error: STAFF_MSG.code }),
});

export const staffEnrolForm = z.object({
  code: z
    .string({ error: STAFF_MSG.enrolCode })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: STAFF_MSG.enrolCode })),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: STAFF_MSG.day }).refine((v) => !Number.isNaN(new Date(`${v}T00:00:00+08:00`).getTime()), {
  error: STAFF_MSG.day,
});
const optionalText = z
  .string()
  .trim()
  .max(64, { error: STAFF_MSG.filterText })
  .optional()
  .transform((v) => v || undefined);
const optionalDay = z
  .union([z.literal(''), day])
  .optional()
  .transform((v) => v || undefined);

/** The audit log's filters (query of /admin/audit, fields of its export form). */
export const auditFilterQuery = z
  .object({
    staff: optionalText,
    action: optionalText,
    entity: optionalText,
    from: optionalDay,
    to: optionalDay,
    page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { error: STAFF_MSG.dayOrder, path: ['to'] });

export type AuditFilterQuery = z.output<typeof auditFilterQuery>;
