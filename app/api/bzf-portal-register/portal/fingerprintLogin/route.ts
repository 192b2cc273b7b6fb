import { noParams } from '@/lib/validation/common';
import { fingerprintLoginBody } from '@/lib/validation/account';
import { postRoute } from '@/lib/api/route';
import { lookupFingerprint } from '@/lib/register/accounts';
import { DEVICE_COOKIE, readCookie } from '@/lib/session/cookies';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Spec §4 fingerprint lookup: a single-use ticket when fingerprint and device cookie match, else null. */
export const POST = postRoute('register.fingerprintLogin', { query: noParams, body: fingerprintLoginBody }, ({ body }, request) =>
  lookupFingerprint(body.fingerprint, readCookie(request.headers.get('cookie'), DEVICE_COOKIE)),
);
