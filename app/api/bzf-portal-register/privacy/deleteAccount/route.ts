import { formRoute } from '@/lib/api/form-route';
import { withResponse } from '@/lib/api/route';
import { getDb } from '@/lib/db/client';
import { MY_DATA_PATH } from '@/lib/navigation/paths';
import { deleteAccount } from '@/lib/privacy/deletion';
import { clearReauthCookie, reauthCookieOf, ReauthNeeded } from '@/lib/privacy/http';
import { spendReauth } from '@/lib/privacy/reauth';
import { clientAddress } from '@/lib/register/attempts';
import { sessionTokenFrom } from '@/lib/session';
import { clearedCookies } from '@/lib/session/responses';
import { confirmDeleteBody } from '@/lib/validation/privacy';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** 注销账号: spends the re-auth ticket, deletes (lib/privacy/deletion.ts), signs this browser out. Without JavaScript: 303 to /login?deleted=1. */
export const POST = formRoute({
  context: 'privacy.deleteAccount',
  schema: confirmDeleteBody,
  writer: 'accountDelete',
  run: async (_body, { request, user }) => {
    const db = await getDb();
    if (!(await spendReauth(db, user.userId, sessionTokenFrom(request), reauthCookieOf(request)))) throw new ReauthNeeded();
    const result = await deleteAccount(db, user.userId, clientAddress(request.headers));
    const clear = clearedCookies(request, { logout: true });
    return withResponse({ deleted: true, kept: result.kept.length }, (response) => {
      clear(response);
      clearReauthCookie(response);
    });
  },
  form: {
    page: MY_DATA_PATH,
    fields: [],
    next: () => '/login?deleted=1',
    reason: (error) => (error instanceof ReauthNeeded ? { reason: 'reauth', fields: [] } : undefined),
  },
});
