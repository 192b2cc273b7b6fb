import { noParams } from '@/lib/validation/common';
import { redeemTicketBody } from '@/lib/validation/account';
import { postRoute } from '@/lib/api/route';
import { redeemRentCenterTicket } from '@/lib/register/accounts';
import { notSignedIn } from '@/lib/session';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The rental centre confirms its frame's ticket: the masked mobile of the signed-in user. */
export const POST = postRoute('register.redeemTicket', { query: noParams, body: redeemTicketBody }, async ({ body }) => {
  const result = await redeemRentCenterTicket(body.ticket);
  if (!result) throw notSignedIn();
  return result;
});
