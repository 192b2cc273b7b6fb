import { NextResponse } from 'next/server';
import { fieldErrorResponse } from '@/lib/api/form-post';
import { describeZodError, ok, queryOf, toErrorResponse } from '@/lib/api/respond';
import { assertSameSite, NO_STORE_HEADERS, readJsonBody } from '@/lib/api/route';
import { DraftConflict, saveDraft } from '@/lib/recruitment/drafts';
import { requireWriter } from '@/lib/api/write-limits';
import { noParams } from '@/lib/validation/common';
import { draftSaveBody, fieldMessages, RESUME_LIMITS } from '@/lib/validation/resume';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Saves a draft of the resume or of a quick form (the forms call it as the person types). Answers
 * `{ revision, updatedAt }`; a save built on an older revision answers 409 (code 4090) with the
 * stored draft in `data`, so the page can offer to load it or keep its own text.
 */
export async function POST(request: Request) {
  try {
    assertSameSite(request, { requireProof: true });
    noParams.parse(queryOf(request.url));
    const user = await requireWriter(request, 'draft');
    const parsed = draftSaveBody.safeParse(await readJsonBody(request, RESUME_LIMITS.draftBytes + 1024));
    if (!parsed.success) return fieldErrorResponse(fieldMessages(parsed.error), describeZodError(parsed.error));
    return ok(await saveDraft(user.userId, parsed.data), { headers: NO_STORE_HEADERS });
  } catch (error) {
    if (error instanceof DraftConflict) {
      return NextResponse.json({ code: error.code, msg: error.userMessage, data: error.current }, { status: 409, headers: NO_STORE_HEADERS });
    }
    return toErrorResponse(error, 'recruit.saveDraft');
  }
}
