import { noParams } from '@/lib/validation/common';
import { fingerprintLoginBody } from '@/lib/validation/account';
import { postRoute } from '@/lib/api/route';
import { lookupFingerprint } from '@/lib/register/accounts';
import { resolveSession } from '@/lib/register/sessions';
import { sessionTokenFrom } from '@/lib/session';
import { DEVICE_COOKIE, readCookie } from '@/lib/session/cookies';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Spec §4 fingerprint lookup: a single-use ticket when fingerprint and device cookie match, else null.
 * A browser that already holds a live session gets null too: the start-up login then validates the
 * stored token instead of opening one more session on every page load.
 */
export const POST = postRoute('register.fingerprintLogin', { query: noParams, body: fingerprintLoginBody }, async ({ body }, request) => {
  if (await resolveSession(sessionTokenFrom(request))) return null;
  return lookupFingerprint(body.fingerprint, readCookie(request.headers.get('cookie'), DEVICE_COOKIE));
});
