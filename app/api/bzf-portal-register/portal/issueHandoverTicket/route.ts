import { noParams } from '@/lib/validation/common';
import { requireWriter } from '@/lib/api/write-limits';
import { postRoute, uncacheable } from '@/lib/api/route';
import { issueHandoverTicket, TICKET_TTL_MS } from '@/lib/register/accounts';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Spec §4 hand-over, the issuing side: a partner holding the user's session (the app with its
 * tokenId header, a portal page with the cookie) gets a single-use, two-minute ticket to open the
 * portal signed in with `?token=<ticket>`. A URL never carries a session token.
 */
export const POST = postRoute('register.issueHandoverTicket', { query: noParams }, async (_input, request) => {
  const user = await requireWriter(request, 'handoverTicket');
  const ticket = await issueHandoverTicket(user);
  return uncacheable({ ticket, expiresInSeconds: TICKET_TTL_MS / 1000 });
});
