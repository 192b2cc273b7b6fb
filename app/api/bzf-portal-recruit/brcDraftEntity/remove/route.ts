import { isFormPost, readFormBody, seeOther } from '@/lib/api/form-post';
import { ok, queryOf, toErrorResponse } from '@/lib/api/respond';
import { assertSameSite, MAX_BODY_BYTES, NO_STORE_HEADERS, readJsonBody } from '@/lib/api/route';
import { removeDraft } from '@/lib/recruitment/drafts';
import { loginHref, RECRUIT_PAGES } from '@/lib/recruitment/links';
import { assertWriteAllowed, requireWriter } from '@/lib/api/write-limits';
import { sessionUserOrNull } from '@/lib/session';
import { noParams } from '@/lib/validation/common';
import { draftRefBody } from '@/lib/validation/resume';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Deletes one of the caller's drafts. JSON → `{ removed }`; a form post → 303 to the drafts page. */
export async function POST(request: Request) {
  try {
    assertSameSite(request, { requireProof: true });
    noParams.parse(queryOf(request.url));
    if (isFormPost(request)) {
      const user = await sessionUserOrNull(request);
      if (!user) return seeOther(loginHref(RECRUIT_PAGES.drafts));
      await assertWriteAllowed('draftRemove', request, user.userId);
      const form = await readFormBody(request);
      const parsed = draftRefBody.safeParse({ kind: form.get('kind'), postId: Number(form.get('postId') ?? 'x') });
      const removed = parsed.success ? await removeDraft(user.userId, parsed.data.kind, parsed.data.postId) : false;
      return seeOther(`${RECRUIT_PAGES.drafts}?${removed ? 'removed=1' : 'removeError=notfound'}`);
    }
    const user = await requireWriter(request, 'draftRemove');
    const body = draftRefBody.parse(await readJsonBody(request, MAX_BODY_BYTES));
    return ok({ removed: await removeDraft(user.userId, body.kind, body.postId) }, { headers: NO_STORE_HEADERS });
  } catch (error) {
    return toErrorResponse(error, 'recruit.removeDraft', request);
  }
}
