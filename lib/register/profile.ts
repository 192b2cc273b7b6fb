import { eq, sql } from 'drizzle-orm';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { getDb } from '@/lib/db/client';
import { portalUsers } from '@/lib/db/schema';
import { encryptPii, maskIdNumber, maskMobile } from './pii';
import type { SessionUser } from './sessions';

/**
 * The personal centre's basic information (个人信息 → 基本信息). The resident ID number is stored
 * encrypted and only its masked form is ever read back: no page or answer shows it in full.
 */
export type UserProfile = {
  userMobile: string;
  name: string;
  idNumberMasked: string;
  email: string;
  address: string;
};

export type UpdateUserInfoInput = { name: string; idNumber?: string; email?: string; address?: string };

const profileColumns = {
  mobile: portalUsers.mobile,
  name: portalUsers.name,
  idNumberMasked: portalUsers.idNumberMasked,
  email: portalUsers.email,
  address: portalUsers.address,
};

function toProfile(row: { mobile: string; name: string; idNumberMasked: string; email: string; address: string }): UserProfile {
  return { userMobile: maskMobile(row.mobile), name: row.name, idNumberMasked: row.idNumberMasked, email: row.email, address: row.address };
}

const userGone = () => new ApiError(ERROR_CODES.UNAUTHORIZED, '请先登录', 401);

export async function getUserProfile(userId: number): Promise<UserProfile> {
  const db = await getDb();
  const [row] = await db.select(profileColumns).from(portalUsers).where(eq(portalUsers.id, userId));
  if (!row) throw userGone();
  return toProfile(row);
}

/**
 * The profile of a signed-in user, from the row the session check has just read: the session query
 * already joins the user and selects these very columns, so a page costs no second query.
 */
export function profileOfSession(user: Pick<SessionUser, 'mobile' | 'name' | 'idNumberMasked' | 'email' | 'address'>): UserProfile {
  return toProfile(user);
}

/** Saves name (and, when given, ID number, e-mail, address); fields left out keep their value. */
export async function updateUserInfo(userId: number, input: UpdateUserInfoInput): Promise<UserProfile> {
  const db = await getDb();
  const [row] = await db
    .update(portalUsers)
    .set({
      name: input.name,
      ...(input.idNumber !== undefined ? { idNumberCipher: encryptPii(input.idNumber), idNumberMasked: maskIdNumber(input.idNumber) } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.address !== undefined ? { address: input.address.trim() } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(portalUsers.id, userId))
    .returning(profileColumns);
  if (!row) throw userGone();
  return toProfile(row);
}
