import { getRoute, uncacheable } from '@/lib/api/route';
import { unreadCount } from '@/lib/cases/handling';
import { getDb } from '@/lib/db/client';
import { requireSessionUser } from '@/lib/session';
import { noParams } from '@/lib/validation/common';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The signed-in user's unread messages (站内信), for the header's count: `{ count }`; private, never cached. */
export const GET = getRoute('case.messages.unreadCount', noParams, async (_query, request) => {
  const user = await requireSessionUser(request);
  return uncacheable({ count: await unreadCount(await getDb(), user.userId) });
});
