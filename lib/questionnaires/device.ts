import { timingSafeEqual } from 'node:crypto';
import { keyedDigest } from '@/lib/register/pii';
import { newDeviceId, sha256Hex } from '@/lib/register/secrets';
import { readCookie, type CookieSpec } from '@/lib/session/cookies';

/**
 * The device of an anonymous respondent: a random id the server issued, signed with the server's
 * key ("<id>.<mac>"), in an HttpOnly cookie of its own. Not the sign-in device cookie: signing out
 * clears that one, and must not open a questionnaire to a second answer. A value we did not sign
 * counts as no cookie (a new id is issued), so nobody can pick the id a response is filed under.
 */
export const QN_DEVICE_COOKIE = 'bzf_qn_device';
export const QN_DEVICE_MAX_AGE = 2 * 365 * 24 * 60 * 60;
const PURPOSE = 'questionnaire-device';
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function signDeviceId(id: string): string {
  return `${id}.${keyedDigest(PURPOSE, id)}`;
}

/** The device id of a signed cookie value, or null when missing, malformed or not ours. */
export function verifyDeviceCookie(value: string | undefined | null): string | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot < 0) return null;
  const id = value.slice(0, dot);
  if (!ID_PATTERN.test(id)) return null;
  const expected = Buffer.from(keyedDigest(PURPOSE, id));
  const given = Buffer.from(value.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** What responses store: a hash of the id, never the cookie value. */
export const deviceHashOf = (id: string) => sha256Hex(`qn-device:${id}`);

export type RequestDevice = { id: string; hash: string; issued: boolean };

/** The request's signed device, or a newly issued one (`issued`: the response must set the cookie). */
export function deviceOfRequest(request: Request): RequestDevice {
  const known = verifyDeviceCookie(readCookie(request.headers.get('cookie'), QN_DEVICE_COOKIE));
  const id = known ?? newDeviceId();
  return { id, hash: deviceHashOf(id), issued: !known };
}

export function deviceCookie(id: string, secure: boolean): CookieSpec {
  return { name: QN_DEVICE_COOKIE, value: signDeviceId(id), httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: QN_DEVICE_MAX_AGE };
}

/**
 * A signed-in account answering an anonymous questionnaire (one with public results): one response
 * per account, filed under a keyed digest of the account for this questionnaire only, so the row
 * names nobody and two questionnaires' rows cannot be matched up. Prefixed so it never equals a
 * device hash.
 */
export const accountHashOf = (questionnaireId: number, userId: number) => `acct:${keyedDigest('questionnaire-account', `${questionnaireId}.${userId}`)}`;
