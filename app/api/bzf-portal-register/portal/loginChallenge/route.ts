import { NextResponse } from 'next/server';
import { z } from '@/lib/validation/zod';
import { noParams, strictInput } from '@/lib/validation/common';
import { ApiError, ERROR_CODES, queryOf, toErrorResponse } from '@/lib/api/respond';
import { postRoute, uncacheable } from '@/lib/api/route';
import { attemptKey } from '@/lib/register/attempts';
import { CHALLENGE_ID_PATTERN, challengeImage, newChallenge } from '@/lib/register/challenge';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const PATH = '/api/bzf-portal-register/portal/loginChallenge';
const imageUrl = (id: string) => `${PATH}?id=${encodeURIComponent(id)}`;

/**
 * A fresh sign-in challenge for a number (issue #24 part 8a), for a form that was answered 401
 * `4011`: `data: { challengeId, image }`, the image being this route's GET. Stateless (nothing is
 * stored until the challenge is answered), and the same for every number, registered or not.
 */
export const POST = postRoute(
  'register.loginChallenge',
  { query: noParams, body: strictInput({ mobile: z.string({ error: '请输入手机号码' }).trim().max(20, { error: '请输入手机号码' }) }) },
  async ({ body }) => {
    const challengeId = newChallenge(attemptKey(body.mobile));
    return uncacheable({ challengeId, image: imageUrl(challengeId) });
  },
);

/** The challenge's picture: an SVG without scripts or text, never cached, never framed. */
export async function GET(request: Request): Promise<NextResponse> {
  try {
    const query = strictInput({ id: z.string({ error: '缺少验证图片编号' }).regex(CHALLENGE_ID_PATTERN, { error: '验证图片编号不正确' }) }).safeParse(queryOf(request.url));
    if (!query.success) throw new ApiError(ERROR_CODES.VALIDATION, '验证图片编号不正确', 400);
    return new NextResponse(challengeImage(query.data.id), {
      status: 200,
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    return toErrorResponse(error, 'register.loginChallenge.image');
  }
}
