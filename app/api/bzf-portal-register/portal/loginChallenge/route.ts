import { NextResponse } from 'next/server';
import sharp from 'sharp';
import { z } from '@/lib/validation/zod';
import { noParams, strictInput } from '@/lib/validation/common';
import { ApiError, ERROR_CODES, queryOf, toErrorResponse } from '@/lib/api/respond';
import { addressKey, assertUnderLimit } from '@/lib/monitoring/rate-counters';
import { postRoute, uncacheable } from '@/lib/api/route';
import { attemptKey, clientAddress } from '@/lib/register/attempts';
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

/**
 * Pictures per client address per minute: each is a raster render (a few ms of CPU), and a person
 * asks for one or two ("看不清，换一张").
 */
const PICTURES_PER_ADDRESS_PER_MINUTE = 30;

/**
 * The challenge's picture, never cached, never framed. Sent as a PNG drawn from the SVG on the
 * server: in the SVG itself each digit is a list of stroke coordinates, which a script reads back
 * without any image recognition; pixels make it do the recognition the challenge is meant to cost.
 */
export async function GET(request: Request): Promise<NextResponse> {
  try {
    const query = strictInput({ id: z.string({ error: '缺少验证图片编号' }).regex(CHALLENGE_ID_PATTERN, { error: '验证图片编号不正确' }) }).safeParse(queryOf(request.url));
    if (!query.success) throw new ApiError(ERROR_CODES.VALIDATION, '验证图片编号不正确', 400);
    await assertUnderLimit(`lc:${addressKey(clientAddress(request.headers))}`, PICTURES_PER_ADDRESS_PER_MINUTE, 60_000);
    // density 144: twice the SVG's 160 × 60, sharp on a high-density screen and at 长者模式 sizes.
    const png = await sharp(Buffer.from(challengeImage(query.data.id)), { density: 144 }).png({ compressionLevel: 6 }).toBuffer();
    return new NextResponse(new Uint8Array(png), {
      status: 200,
      headers: {
        'Content-Type': 'image/png',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    return toErrorResponse(error, 'register.loginChallenge.image');
  }
}
