/**
 * The console's staff-account handlers (app/admin/api/staff/*), each a staffFormRoute on the one
 * action `staff.manage` (管理员 only, checked on every post; same-site check and write limit): the
 * service checks the rules again inside its transaction and writes the audit row with the change.
 * A one-time password never travels in an answer: it waits, encrypted, on the administrator's own
 * session until the member's page shows it once (lib/staff/reveal.ts).
 */
import { STAFF_FORM_FIELDS, staffCreateForm, staffNameForm, staffRoleForm, staffTargetForm } from '@/lib/validation/staff';
import {
  changeStaffRole,
  createStaffInConsole,
  disableStaff,
  enableStaff,
  renameStaff,
  resetStaffPassword,
  resetStaffTwoFactorInConsole,
  StaffChangeRefused,
  type StaffChangeResult,
} from './accounts';
import { staffFormRoute } from './form-route';
import type { StaffAction } from './roles';

export const STAFF_ACTION: StaffAction = 'staff.manage';

export const STAFF_PAGES = {
  list: '/admin/staff',
  new: '/admin/staff/new',
  member: (id: number | string) => `/admin/staff/${id}`,
} as const;

export const STAFF_API = {
  create: '/admin/api/staff/create',
  role: '/admin/api/staff/role',
  name: '/admin/api/staff/name',
  disable: '/admin/api/staff/disable',
  enable: '/admin/api/staff/enable',
  reset2fa: '/admin/api/staff/reset-2fa',
  resetPassword: '/admin/api/staff/reset-password',
} as const;

/** What a member's page says after each change (?done=…), and which ones reveal a one-time password. */
export const STAFF_DONE = ['created', 'role', 'renamed', 'unchanged', 'disabled', 'enabled', 'reset2fa', 'resetPassword'] as const;
export type StaffDone = (typeof STAFF_DONE)[number];

/** The member's page of the post (its id field), or the list when the id is not one. */
const memberPageOf = (form: URLSearchParams) => {
  const id = form.get('id') ?? '';
  return /^[1-9]\d{0,9}$/.test(id) ? STAFF_PAGES.member(id) : STAFF_PAGES.list;
};

/** A refusal of the rules (yourself, the last administrator) comes back to the member's page as ?failed=<reason>. */
const refusalOf = (error: unknown) => (error instanceof StaffChangeRefused ? { reason: error.reason } : undefined);
/** The role form's refusal says which form it was, so the page puts it at the role field. */
const roleRefusalOf = (error: unknown) => (error instanceof StaffChangeRefused ? { reason: error.reason, query: { form: 'role' } } : undefined);

const doneHref = (done: StaffDone) => (r: StaffChangeResult) => `${STAFF_PAGES.member(r.staffId)}?done=${r.changed ? done : 'unchanged'}`;

export const postStaffCreate = staffFormRoute({
  context: 'console.staffCreate',
  action: STAFF_ACTION,
  schema: staffCreateForm,
  run: (input, { actor, staff }) => createStaffInConsole(input, actor, { sessionId: staff.sessionId }),
  form: { page: STAFF_PAGES.new, fields: STAFF_FORM_FIELDS.create, next: (r) => `${STAFF_PAGES.member(r.staffId)}?done=created` },
});

export const postStaffRole = staffFormRoute({
  context: 'console.staffRole',
  action: STAFF_ACTION,
  schema: staffRoleForm,
  run: (input, { actor }) => changeStaffRole(actor, input),
  form: { page: STAFF_PAGES.list, back: memberPageOf, fields: STAFF_FORM_FIELDS.role, next: doneHref('role'), reason: roleRefusalOf },
});

export const postStaffName = staffFormRoute({
  context: 'console.staffName',
  action: STAFF_ACTION,
  schema: staffNameForm,
  run: (input, { actor }) => renameStaff(actor, input),
  form: { page: STAFF_PAGES.list, back: memberPageOf, fields: STAFF_FORM_FIELDS.name, next: doneHref('renamed'), reason: refusalOf },
});

export const postStaffDisable = staffFormRoute({
  context: 'console.staffDisable',
  action: STAFF_ACTION,
  schema: staffTargetForm,
  run: (input, { actor }) => disableStaff(actor, input),
  form: { page: STAFF_PAGES.list, back: memberPageOf, fields: STAFF_FORM_FIELDS.target, next: doneHref('disabled'), reason: refusalOf },
});

export const postStaffEnable = staffFormRoute({
  context: 'console.staffEnable',
  action: STAFF_ACTION,
  schema: staffTargetForm,
  run: (input, { actor }) => enableStaff(actor, input),
  form: { page: STAFF_PAGES.list, back: memberPageOf, fields: STAFF_FORM_FIELDS.target, next: doneHref('enabled'), reason: refusalOf },
});

export const postStaffResetTwoFactor = staffFormRoute({
  context: 'console.staffReset2fa',
  action: STAFF_ACTION,
  schema: staffTargetForm,
  run: (input, { actor }) => resetStaffTwoFactorInConsole(actor, input),
  form: { page: STAFF_PAGES.list, back: memberPageOf, fields: STAFF_FORM_FIELDS.target, next: doneHref('reset2fa'), reason: refusalOf },
});

export const postStaffResetPassword = staffFormRoute({
  context: 'console.staffResetPassword',
  action: STAFF_ACTION,
  schema: staffTargetForm,
  run: (input, { actor, staff }) => resetStaffPassword(actor, input, { sessionId: staff.sessionId }),
  form: { page: STAFF_PAGES.list, back: memberPageOf, fields: STAFF_FORM_FIELDS.target, next: doneHref('resetPassword'), reason: refusalOf },
});
