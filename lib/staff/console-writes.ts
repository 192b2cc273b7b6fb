/**
 * The console's write steps behind its handlers (app/admin/api/*): each is a few lines on
 * handleStaffForm, and each checks the session and the role itself.
 */
import { NextResponse } from 'next/server';
import { ApiError, ERROR_CODES, toErrorResponse } from '@/lib/api/respond';
import { readFormBody, seeOther } from '@/lib/api/form-post';
import { assertSameSite } from '@/lib/api/route';
import { assertUnderLimit } from '@/lib/monitoring/rate-counters';
import { clientAddress } from '@/lib/register/attempts';
import { auditFilterQuery, staffCodeForm, staffEnrolForm, staffSignInForm } from '@/lib/validation/staff';
import { exportAuditCsv, withAudit } from './audit';
import { pendingStaffOfRequest, staffOfRequest, STAFF_SIGN_IN_PATH } from './current';
import { handleStaffForm, withQuery } from './form-handler';
import { assertStaffCan } from './roles';
import { checkStaffPassword, finishStaffEnrolment, signOutStaff, verifyStaffSecondFactor } from './sign-in';
import { revokeStaffSession } from './sessions';
import { getDb, type Db } from '@/lib/db/client';
import { shanghaiDay } from '@/lib/format';

export const CONSOLE_PATHS = {
  home: '/admin',
  signIn: STAFF_SIGN_IN_PATH,
  verify: '/admin/login/verify',
  enrol: '/admin/enrol',
  recoveryCodes: '/admin/recovery-codes',
  audit: '/admin/audit',
} as const;

const expired = () => ({ to: withQuery(CONSOLE_PATHS.signIn, { error: 'expired' }), clearCookie: true });

export const postSignIn = (request: Request) =>
  handleStaffForm(request, {
    context: 'staff.signIn',
    formPage: CONSOLE_PATHS.signIn,
    run: async ({ form, address }) => {
      const input = staffSignInForm.parse(Object.fromEntries(form));
      const { token, enrolled } = await checkStaffPassword(
        { login: input.login, password: input.password, id: input.challengeId || undefined, answer: input.challengeAnswer },
        address,
      );
      return { to: enrolled ? CONSOLE_PATHS.verify : CONSOLE_PATHS.enrol, token };
    },
  });

export const postVerify = (request: Request) =>
  handleStaffForm(request, {
    context: 'staff.verify',
    formPage: CONSOLE_PATHS.verify,
    run: async ({ form, address }) => {
      const pending = await pendingStaffOfRequest(request);
      if (!pending) return expired();
      const { code } = staffCodeForm.parse(Object.fromEntries(form));
      const { token } = await verifyStaffSecondFactor(pending, code, address);
      return { to: CONSOLE_PATHS.home, token };
    },
  });

export const postEnrol = (request: Request) =>
  handleStaffForm(request, {
    context: 'staff.enrol',
    formPage: CONSOLE_PATHS.enrol,
    run: async ({ form, address }) => {
      const pending = await pendingStaffOfRequest(request);
      if (!pending || pending.enrolled) return expired();
      const { code } = staffEnrolForm.parse(Object.fromEntries(form));
      const { token } = await finishStaffEnrolment(pending, code, address);
      return { to: CONSOLE_PATHS.recoveryCodes, token };
    },
  });

/** Signs out a full session (audited) or abandons a half-way one; either way the cookie goes. */
export const postSignOut = (request: Request) =>
  handleStaffForm(request, {
    context: 'staff.signOut',
    formPage: CONSOLE_PATHS.signIn,
    run: async ({ address }) => {
      const session = await staffOfRequest(request);
      if (session) await signOutStaff(session, address);
      else {
        const pending = await pendingStaffOfRequest(request);
        if (pending) await revokeStaffSession((await getDb()) as Db, pending.sessionId);
      }
      return { to: withQuery(CONSOLE_PATHS.signIn, { signedOut: '1' }), clearCookie: true };
    },
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
    if (!session) return seeOther(withQuery(CONSOLE_PATHS.signIn, { error: 'expired' }));
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
