import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { getDb } from '@/lib/db/client';
import { familyMembers } from '@/lib/db/schema';
import { encryptPii, maskIdNumber, piiDigest } from './pii';

/**
 * Family members declared for public-rental filing (个人信息 → 家庭信息). ID numbers are stored
 * encrypted, compared by keyed digest (one person once per family) and shown masked.
 */
export type FamilyMember = { id: number; name: string; relation: string; idNumberMasked: string; phone: string };

export type SaveFamilyMemberInput = { id?: number; name: string; relation: string; idNumber?: string; phone?: string };

/** A household on a filing is small; the cap keeps one account from filling the table. */
export const MAX_FAMILY_MEMBERS = 20;

export const FAMILY_MSG = {
  notYours: '家庭成员不存在或不属于当前用户',
  duplicate: '该身份证号码已登记为家庭成员',
  idRequired: '请输入正确的 18 位居民身份证号码',
  tooMany: `家庭成员最多登记 ${MAX_FAMILY_MEMBERS} 人`,
} as const;

const memberColumns = {
  id: familyMembers.id,
  name: familyMembers.name,
  relation: familyMembers.relation,
  idNumberMasked: familyMembers.idNumberMasked,
  phone: familyMembers.phone,
};

const notYours = () => new ApiError(ERROR_CODES.FORBIDDEN, FAMILY_MSG.notYours, 403);
const duplicate = () => new ApiError(ERROR_CODES.CONFLICT, FAMILY_MSG.duplicate, 409);

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export async function listFamilyMembers(userId: number): Promise<FamilyMember[]> {
  const db = await getDb();
  return db.select(memberColumns).from(familyMembers).where(eq(familyMembers.userId, userId)).orderBy(asc(familyMembers.id));
}

function idFields(idNumber: string) {
  return { idNumberCipher: encryptPii(idNumber), idNumberMasked: maskIdNumber(idNumber), idNumberDigest: piiDigest(idNumber) };
}

/** The same person may not be declared twice in one family (checked by digest, enforced by a unique index). */
async function assertNotDeclared(userId: number, digest: string, exceptId?: number): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(and(eq(familyMembers.userId, userId), eq(familyMembers.idNumberDigest, digest), exceptId ? ne(familyMembers.id, exceptId) : undefined));
  if (row) throw duplicate();
}

/** Adds a member (no id; ID number required) or edits one of the caller's (id; ID number optional). */
export async function saveFamilyMember(userId: number, input: SaveFamilyMemberInput): Promise<FamilyMember> {
  const db = await getDb();
  const phone = input.phone?.trim();
  try {
    if (input.id === undefined) {
      if (!input.idNumber) throw new ApiError(ERROR_CODES.VALIDATION, `参数 idNumber ${FAMILY_MSG.idRequired}`, 400);
      const fields = idFields(input.idNumber);
      await assertNotDeclared(userId, fields.idNumberDigest);
      const [existing] = await db.select({ n: count() }).from(familyMembers).where(eq(familyMembers.userId, userId));
      if ((existing?.n ?? 0) >= MAX_FAMILY_MEMBERS) throw new ApiError(ERROR_CODES.VALIDATION, FAMILY_MSG.tooMany, 400);
      const [row] = await db
        .insert(familyMembers)
        .values({ userId, name: input.name, relation: input.relation, phone: phone ?? '', ...fields })
        .returning(memberColumns);
      if (!row) throw new Error('family member insert returned nothing');
      return row;
    }
    const fields = input.idNumber ? idFields(input.idNumber) : null;
    if (fields) await assertNotDeclared(userId, fields.idNumberDigest, input.id);
    const [row] = await db
      .update(familyMembers)
      .set({
        name: input.name,
        relation: input.relation,
        ...(phone !== undefined ? { phone } : {}),
        ...(fields ?? {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(familyMembers.id, input.id), eq(familyMembers.userId, userId)))
      .returning(memberColumns);
    if (!row) throw notYours();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** Removes one of the caller's members; someone else's (or none) → 403 and nothing changes. */
export async function deleteFamilyMember(userId: number, id: number): Promise<{ deleted: true }> {
  const db = await getDb();
  const rows = await db
    .delete(familyMembers)
    .where(and(eq(familyMembers.id, id), eq(familyMembers.userId, userId)))
    .returning({ id: familyMembers.id });
  if (rows.length === 0) throw notYours();
  return { deleted: true };
}
