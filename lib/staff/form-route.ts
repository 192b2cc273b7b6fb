/**
 * The console's forms on the one form kit (issue #25 part 1, issue #26 part 5): a console write is
 * a formRoute (lib/api/form-route.ts) whose caller is a signed-in member of staff whose role may do
 * `action` — checked by the server on every post, whatever the page showed — counted against a
 * per-staff write limit, and answered both ways (the kit's JSON with `data.fields`, or a plain post
 * with 303 and `?failed=`). A post without a console session goes to the console's sign-in.
 *
 *   export const POST = staffFormRoute({
 *     context: 'console.saveBanner', action: 'content.publish', schema: bannerForm,
 *     run: (input, { actor }) => withAudit(actor, (tx, audit) => saveBanner(tx, audit, input)),
 *     form: { page: '/admin/banners', fields: BANNER_FIELDS, next: () => '/admin/banners?saved=1' },
 *   });
 *
 * `run` gets the session and the audit actor (who, role, client address): every change writes its
 * audit row in the same transaction (lib/staff/audit.ts withAudit).
 */
import type { z } from '@/lib/validation/zod';
import { formRoute, type FormRouteOptions } from '@/lib/api/form-route';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import type { Outcome } from '@/lib/api/route';
import { assertUnderLimit } from '@/lib/monitoring/rate-counters';
import { clientAddress } from '@/lib/register/attempts';
import type { AuditActor } from './audit';
import { staffOfRequest, STAFF_SIGN_IN_PATH } from './current';
import { assertStaffCan, roleCan, type StaffAction, type StaffSession } from './roles';
import { STAFF_TEXT } from './text';

/** Console writes per member of staff and minute: far above hand work (an editor saves a draft every few seconds at most). */
export const STAFF_WRITES_PER_MINUTE = 120;

export type StaffRunContext = { request: Request; staff: StaffSession; actor: AuditActor };

type Caller = { staff: StaffSession; actor: AuditActor };

export type StaffFormRouteOptions<S extends z.ZodType, T> = Omit<FormRouteOptions<S, T, undefined>, 'writer' | 'caller' | 'run'> & {
  /** What the caller's role must allow (lib/staff/roles.ts). */
  action: StaffAction;
  run: (input: z.output<S>, ctx: StaffRunContext) => Promise<T | Outcome<T>>;
};

/** The signed-in member of staff allowed `action` (or one of several: the one upload serves articles and the catalogue), or a 401/403/429 ApiError. */
export async function requireStaffWriter(request: Request, action: StaffAction | readonly [StaffAction, ...StaffAction[]]): Promise<Caller> {
  const staff = await staffOfRequest(request);
  if (!staff) throw new ApiError(ERROR_CODES.UNAUTHORIZED, STAFF_TEXT.sessionGone, 401);
  const actions = typeof action === 'string' ? [action] : action;
  if (!actions.some((a) => roleCan(staff.role, a))) assertStaffCan(staff, actions[0]!);
  await assertUnderLimit(`staff-write:${staff.staffId}`, STAFF_WRITES_PER_MINUTE, 60_000);
  return { staff, actor: { staffId: staff.staffId, login: staff.login, role: staff.role, address: clientAddress(request.headers) } };
}

export function staffFormRoute<S extends z.ZodType, T>(opts: StaffFormRouteOptions<S, T>) {
  const { action, run, ...rest } = opts;
  return formRoute<S, T, undefined>({
    ...rest,
    caller: { resolve: (request) => requireStaffWriter(request, action), signIn: () => `${STAFF_SIGN_IN_PATH}?failed=expired` },
    run: (input, ctx) => {
      const { staff, actor } = ctx.who as Caller;
      return run(input, { request: ctx.request, staff, actor });
    },
  });
}
