/**
 * The console's sign-in steps and exports behind its handlers (app/admin/api/*), on the form kit's
 * formRoute (JSON or a plain post; a failure comes back as ?failed=<reason>). Console writes that
 * need a signed-in role use staffFormRoute (lib/staff/form-route.ts).
 */
import { NextResponse } from 'next/server';
import { ApiError, ERROR_CODES, toErrorResponse } from '@/lib/api/respond';
import { readFormBody, seeOther } from '@/lib/api/form-post';
import { assertSameSite, withResponse } from '@/lib/api/route';
import { assertUnderLimit } from '@/lib/monitoring/rate-counters';
import { ChallengeRequired, clientAddress } from '@/lib/register/attempts';
import { auditFilterQuery, staffCodeForm, staffEnrolForm, staffOwnPasswordForm, staffPasswordForm, staffSignInForm, STAFF_FORM_FIELDS } from '@/lib/validation/staff';
import { exportAuditCsv, withAudit } from './audit';
import { pendingStaffOfRequest, renewingStaffOfRequest, staffOfRequest, STAFF_SIGN_IN_PATH } from './current';
import { formRoute } from '@/lib/api/form-route';
import type { FormFailure } from '@/lib/forms/failure-query';
import { isSecureContext } from '@/lib/session/cookies';
import { z } from '@/lib/validation/zod';
import { expiredStaffCookie, staffCookie } from './cookie';
import { withQuery } from './query';
import { assertStaffCan } from './roles';
import { staffFormRoute } from './form-route';
import { changeOwnPassword, checkStaffPassword, finishPasswordChange, finishStaffEnrolment, signOutStaff, StaffStepError, verifyStaffSecondFactor } from './sign-in';
import { revokeStaffSession } from './sessions';
import { getDb, type Db } from '@/lib/db/client';
import { shanghaiDay } from '@/lib/format';

export const CONSOLE_PATHS = {
  home: '/admin',
  signIn: STAFF_SIGN_IN_PATH,
  verify: '/admin/login/verify',
  enrol: '/admin/enrol',
  newPassword: '/admin/password',
  recoveryCodes: '/admin/recovery-codes',
  audit: '/admin/audit',
  account: '/admin/account',
} as const;

/** The own-password form's handler (app/admin/api/account/password). */
export const OWN_PASSWORD_API = '/admin/api/account/password';

/** Where a step goes next, and the console cookie it sets or expires on the way. */
type StepOutcome = { to: string; token?: string; clearCookie?: boolean };

/** The step's answer with its cookie (a plain post: 303 to `to`; JSON: `{ to }`). */
function stepOutcome(request: Request, { to, token, clearCookie }: StepOutcome) {
  const secure = isSecureContext(request.url, request.headers);
  return withResponse({ to }, (response) => {
    if (token) response.cookies.set(staffCookie(token, secure));
    else if (clearCookie) response.cookies.set(expiredStaffCookie(secure));
  });
}

const expired = (request: Request) => stepOutcome(request, { to: withQuery(CONSOLE_PATHS.signIn, { failed: 'expired' }), clearCookie: true });

/**
 * How a sign-in step's failure comes back (lib/forms/failure-query.ts): the reason only, never what
 * was typed; a challenge picture's id travels with it.
 */
export function stepFailure(error: unknown): FormFailure | undefined {
  if (error instanceof ChallengeRequired) return { reason: error.reason === 'wrong' ? 'challengeWrong' : 'challenge', query: { challenge: error.challenge } };
  if (error instanceof StaffStepError) return { reason: error.reason };
  if (error instanceof ApiError && error.status === 429) return { reason: 'limited' };
  if (error instanceof ApiError && error.status < 500) return { reason: 'wrong' };
  return undefined;
}

const next = (result: { to: string }) => result.to;

export const postSignIn = formRoute({
  context: 'staff.signIn',
  schema: staffSignInForm,
  run: async (input, { request }) => {
    const { token, enrolled } = await checkStaffPassword(
      { login: input.login, password: input.password, id: input.challengeId || undefined, answer: input.challengeAnswer },
      clientAddress(request.headers),
    );
    return stepOutcome(request, { to: enrolled ? CONSOLE_PATHS.verify : CONSOLE_PATHS.enrol, token });
  },
  form: { page: CONSOLE_PATHS.signIn, fields: STAFF_FORM_FIELDS.signIn, next, reason: stepFailure },
});

export const postVerify = formRoute({
  context: 'staff.verify',
  schema: staffCodeForm,
  run: async ({ code }, { request }) => {
    const pending = await pendingStaffOfRequest(request);
    if (!pending) return expired(request);
    const { token, renew } = await verifyStaffSecondFactor(pending, code, clientAddress(request.headers));
    return stepOutcome(request, { to: renew ? CONSOLE_PATHS.newPassword : CONSOLE_PATHS.home, token });
  },
  form: { page: CONSOLE_PATHS.verify, fields: STAFF_FORM_FIELDS.code, next, reason: stepFailure },
});

export const postEnrol = formRoute({
  context: 'staff.enrol',
  schema: staffEnrolForm,
  run: async ({ code }, { request }) => {
    const pending = await pendingStaffOfRequest(request);
    if (!pending || pending.enrolled) return expired(request);
    const { token, renew } = await finishStaffEnrolment(pending, code, clientAddress(request.headers));
    return stepOutcome(request, { to: renew ? CONSOLE_PATHS.newPassword : CONSOLE_PATHS.recoveryCodes, token });
  },
  form: { page: CONSOLE_PATHS.enrol, fields: STAFF_FORM_FIELDS.code, next, reason: stepFailure },
});

/** New-password posts per account and minute: each one costs a scrypt hash. */
export const NEW_PASSWORD_POSTS_PER_MINUTE = 10;

/**
 * After a one-time password and the second factor: the member of staff chooses their own password,
 * then the console opens (the recovery codes page first when an enrolment just made them). A bad
 * password comes back at its field (never its value); the session of this step only opens this step.
 */
export const postNewPassword = formRoute({
  context: 'staff.newPassword',
  schema: staffPasswordForm,
  run: async ({ password }, { request }) => {
    const renewing = await renewingStaffOfRequest(request);
    if (!renewing) return expired(request);
    await assertUnderLimit(`staff-renew:${renewing.staffId}`, NEW_PASSWORD_POSTS_PER_MINUTE, 60_000);
    const { token, recoveryCodesWaiting } = await finishPasswordChange(renewing, password, clientAddress(request.headers));
    return stepOutcome(request, { to: recoveryCodesWaiting ? CONSOLE_PATHS.recoveryCodes : CONSOLE_PATHS.home, token });
  },
  form: { page: CONSOLE_PATHS.newPassword, fields: STAFF_FORM_FIELDS.newPassword, next, reason: stepFailure },
});

/** A refused own-password change: too many wrong current passwords, or the session gone meanwhile. */
const ownPasswordFailure = (error: unknown): FormFailure | undefined => {
  if (error instanceof ChallengeRequired || (error instanceof ApiError && error.status === 429)) return { reason: 'limited' };
  if (error instanceof StaffStepError) return { reason: 'expired' };
  return undefined;
};

/**
 * 修改密码 of the signed-in member of staff (every role: `console.enter`): the current password and
 * the new one twice; the other sessions end and this one continues under a new cookie.
 */
export const postOwnPassword = staffFormRoute({
  context: 'console.ownPassword',
  action: 'console.enter',
  schema: staffOwnPasswordForm,
  run: async ({ current, password }, { request, staff }) => {
    const { token } = await changeOwnPassword(staff, { current, password }, clientAddress(request.headers));
    return stepOutcome(request, { to: withQuery(CONSOLE_PATHS.account, { done: 'password' }), token });
  },
  form: { page: CONSOLE_PATHS.account, fields: STAFF_FORM_FIELDS.ownPassword, next, reason: ownPasswordFailure },
});

/** Signs out a full session (audited) or abandons a half-way one; either way the cookie goes. */
export const postSignOut = formRoute({
  context: 'staff.signOut',
  schema: z.object({}),
  run: async (_input, { request }) => {
    const session = await staffOfRequest(request);
    if (session) await signOutStaff(session, clientAddress(request.headers));
    else {
      const pending = (await pendingStaffOfRequest(request)) ?? (await renewingStaffOfRequest(request));
      if (pending) await revokeStaffSession((await getDb()) as Db, pending.sessionId);
    }
    return stepOutcome(request, { to: withQuery(CONSOLE_PATHS.signIn, { signedOut: '1' }), clearCookie: true });
  },
  form: { page: CONSOLE_PATHS.signIn, fields: [], next, reason: stepFailure },
});

/** Exports per member of staff: a person downloads a few; a script that pulls the log in a loop meets this. */
export const AUDIT_EXPORTS_PER_MINUTE = 10;

/**
 * The audit log as CSV, for 管理员 only; the export itself is written to the log (with its filter
 * and row count) in the same transaction that read the rows.
 */
export async function postAuditExport(request: Request): Promise<NextResponse> {
  try {
    assertSameSite(request, { requireProof: true });
    const session = await staffOfRequest(request);
    if (!session) return seeOther(withQuery(CONSOLE_PATHS.signIn, { failed: 'expired' }));
    assertStaffCan(session, 'audit.export');
    await assertUnderLimit(`staff-export:${session.staffId}`, AUDIT_EXPORTS_PER_MINUTE, 60_000);
    const parsed = auditFilterQuery.safeParse(Object.fromEntries(await readFormBody(request)));
    if (!parsed.success) throw new ApiError(ERROR_CODES.VALIDATION, parsed.error.issues[0]?.message ?? '筛选条件有误', 400);
    const { staff, action, entity, from, to } = parsed.data;
    const filter = { staff, action, entity, from, to };
    const address = clientAddress(request.headers);
    const { csv, rows } = await withAudit({ staffId: session.staffId, login: session.login, role: session.role, address }, async (tx, audit) => {
      const exported = await exportAuditCsv(filter, tx);
      await audit({ action: 'audit.export', entity: 'audit_log', changes: { filter: { before: null, after: filter }, rows: { before: null, after: exported.rows } } });
      return exported;
    });
    const day = shanghaiDay().replace(/-/g, '');
    return new NextResponse(csv, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="audit-log-${day}.csv"`,
        'Cache-Control': 'no-store',
        'X-Audit-Rows': String(rows),
      },
    });
  } catch (error) {
    return toErrorResponse(error, 'staff.auditExport', request);
  }
}
