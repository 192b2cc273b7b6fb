'use client';

import { useRouter } from 'next/navigation';
import { formStyles, HiddenFields, PasswordField, TextField } from '@/components/form/fields';
import { FormActions, SelectField } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import type { FieldErrors } from '@/lib/api-client/envelope';

/**
 * The staff-account forms of the console on the form kit: the rules are lib/validation/staff.ts
 * (fetched after hydration, so zod stays out of the first load); each form posts without
 * JavaScript as well. Paths and role names come from the server page as plain props.
 */

type RoleOption = { value: string; label: string };

const staffSchemas = () => import('@/lib/validation/staff');

export type StaffCreateFormProps = {
  action: string;
  /** /admin/staff: the new member's page is `${listHref}/<id>?done=created`, where the one-time password is shown once. */
  listHref: string;
  roles: readonly RoleOption[];
  initialErrors?: FieldErrors;
};

/** 新建工作人员账号: login, name, role; the server makes the one-time password. */
export function StaffCreateForm({ action, listHref, roles, initialErrors }: StaffCreateFormProps) {
  const router = useRouter();
  const form = useForm<{ login: string; displayName: string; role: string }, { staffId: number }>({
    id: 'staff-create',
    action,
    schema: () => staffSchemas().then((m) => m.staffCreateForm),
    initial: { login: '', displayName: '', role: '' },
    order: ['login', 'displayName', 'role'],
    initialErrors,
    leaves: true,
    onSuccess: (data) => router.push(`${listHref}/${data.staffId}?done=created`),
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <TextField
        field={form.field('login')}
        label="登录名"
        required
        maxLength={32}
        autoComplete="off"
        hint="3 到 32 位小写字母、数字或 . _ -，以字母开头，如 zhang.san；创建后不能修改。"
      />
      <TextField field={form.field('displayName')} label="姓名" required maxLength={32} autoComplete="off" />
      <SelectField field={form.field('role')} label="角色" required options={roles} placeholder="请选择角色" hint="角色决定此人在控制台中能做什么，可随时修改。" />
      <FormActions form={form} submit="创建账号" sending="正在创建…" />
    </form>
  );
}

export type StaffRoleFormProps = {
  id: number;
  role: string;
  action: string;
  /** The member's page (the answer comes back there with ?done=role). */
  memberHref: string;
  roles: readonly RoleOption[];
  initialErrors?: FieldErrors;
};

/** The member's page with its notice. Saved twice in a row, the address is already this one: a push alone would not render it again. */
function showMemberPage(router: ReturnType<typeof useRouter>, to: string) {
  if (`${location.pathname}${location.search}` === to) router.refresh();
  else router.push(to);
}

/** 修改角色 of one member of staff. */
export function StaffRoleForm({ id, role, action, memberHref, roles, initialErrors }: StaffRoleFormProps) {
  const router = useRouter();
  const form = useForm<{ id: string; role: string }, { staffId: number; changed: boolean }>({
    id: 'staff-role',
    action,
    schema: () => staffSchemas().then((m) => m.staffRoleForm),
    initial: { id: String(id), role },
    order: ['role'],
    initialErrors,
    onSuccess: (data) => showMemberPage(router, `${memberHref}?done=${data.changed ? 'role' : 'unchanged'}`),
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <HiddenFields values={{ id: String(id) }} />
      <SelectField field={form.field('role')} label="角色" required options={roles} placeholder="请选择角色" hint="修改后，此人的下一次操作即按新角色检查。" />
      <FormActions form={form} submit="保存角色" sending="正在保存…" />
    </form>
  );
}

export type StaffPasswordFormProps = { action: string; initialErrors?: FieldErrors };

/** After a one-time password: the member of staff's own password, typed twice. */
export function StaffPasswordForm({ action, initialErrors }: StaffPasswordFormProps) {
  const form = useForm<{ password: string; confirm: string }, { to: string }>({
    id: 'staff-password',
    action,
    schema: () => staffSchemas().then((m) => m.staffPasswordForm),
    initial: { password: '', confirm: '' },
    order: ['password', 'confirm'],
    linked: [['password', 'confirm']],
    initialErrors,
    leaves: true,
    // A full navigation: the answer set the console's new session cookie.
    onSuccess: (data) => location.assign(data.to),
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <PasswordField field={form.field('password')} label="新密码" required autoComplete="new-password" hint="12 到 64 位，同时包含字母和数字，不含空格和登录名，不能与一次性密码相同。" />
      <PasswordField field={form.field('confirm')} label="再次输入新密码" required autoComplete="new-password" />
      <FormActions form={form} submit="设置密码并进入控制台" sending="正在保存…" />
    </form>
  );
}

export type StaffOwnPasswordFormProps = { action: string; initialErrors?: FieldErrors };

/** 修改密码 of the signed-in member of staff: the current password, then the new one twice. */
export function StaffOwnPasswordForm({ action, initialErrors }: StaffOwnPasswordFormProps) {
  const form = useForm<{ current: string; password: string; confirm: string }, { to: string }>({
    id: 'staff-own-password',
    action,
    schema: () => staffSchemas().then((m) => m.staffOwnPasswordForm),
    initial: { current: '', password: '', confirm: '' },
    order: ['current', 'password', 'confirm'],
    linked: [['password', 'confirm']],
    initialErrors,
    leaves: true,
    // A full navigation: the answer set this session's new cookie.
    onSuccess: (data) => location.assign(data.to),
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <PasswordField field={form.field('current')} label="当前密码" required autoComplete="current-password" />
      <PasswordField field={form.field('password')} label="新密码" required autoComplete="new-password" hint="12 到 64 位，同时包含字母和数字，不含空格和登录名，不能与当前密码相同。" />
      <PasswordField field={form.field('confirm')} label="再次输入新密码" required autoComplete="new-password" />
      <FormActions form={form} submit="修改密码" sending="正在保存…" />
    </form>
  );
}

export type StaffNameFormProps = {
  id: number;
  displayName: string;
  action: string;
  /** The member's page (the answer comes back there with ?done=renamed). */
  memberHref: string;
  initialErrors?: FieldErrors;
};

/** 修改姓名 of one member of staff (the login stays). */
export function StaffNameForm({ id, displayName, action, memberHref, initialErrors }: StaffNameFormProps) {
  const router = useRouter();
  const form = useForm<{ id: string; displayName: string }, { staffId: number; changed: boolean }>({
    id: 'staff-name',
    action,
    schema: () => staffSchemas().then((m) => m.staffNameForm),
    initial: { id: String(id), displayName },
    order: ['displayName'],
    initialErrors,
    onSuccess: (data) => showMemberPage(router, `${memberHref}?done=${data.changed ? 'renamed' : 'unchanged'}`),
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <HiddenFields values={{ id: String(id) }} />
      <TextField field={form.field('displayName')} label="姓名" required maxLength={32} autoComplete="off" hint="控制台页眉和审计日志中显示的姓名；登录名不变。" />
      <FormActions form={form} submit="保存姓名" sending="正在保存…" />
    </form>
  );
}
