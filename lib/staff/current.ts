/**
 * The console's request side: who is signed in to the console on this page or handler. Pages call
 * requireStaffPage(action) themselves (a layout or middleware is never the check), handlers
 * staffOfRequest + assertStaffCan. Server-only: nothing under lib/staff may reach a browser bundle.
 */
import { cache } from 'react';
import { cookies } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { readCookie } from '@/lib/session/cookies';
import { roleCan, type StaffAction, type StaffSession } from './roles';
import { STAFF_COOKIE } from './cookie';
import { resolvePendingStaff, resolveRenewingStaff, resolveStaffSession, type PendingStaff } from './sessions';

export const STAFF_SIGN_IN_PATH = '/admin/login';

/** The signed-in member of staff of this page request, or null. One lookup per request. */
export const getCurrentStaff = cache(async (): Promise<StaffSession | null> => resolveStaffSession((await cookies()).get(STAFF_COOKIE)?.value));

/** A page's check: no session → the sign-in page; a role without the action → 403. */
export async function requireStaffPage(action: StaffAction): Promise<StaffSession> {
  const session = await getCurrentStaff();
  if (!session) redirect(STAFF_SIGN_IN_PATH);
  if (!roleCan(session.role, action)) forbidden();
  return session;
}

/** The half-way session of the verify and enrol pages, or null. */
export const getPendingStaff = cache(async (): Promise<PendingStaff | null> => resolvePendingStaff((await cookies()).get(STAFF_COOKIE)?.value));

/** The session of the new-password step (second factor done on a one-time password), or null. */
export const getRenewingStaff = cache(async (): Promise<PendingStaff | null> => resolveRenewingStaff((await cookies()).get(STAFF_COOKIE)?.value));

export const staffTokenOf = (request: Request) => readCookie(request.headers.get('cookie'), STAFF_COOKIE);

export const staffOfRequest = (request: Request) => resolveStaffSession(staffTokenOf(request));
export const pendingStaffOfRequest = (request: Request) => resolvePendingStaff(staffTokenOf(request));
export const renewingStaffOfRequest = (request: Request) => resolveRenewingStaff(staffTokenOf(request));
