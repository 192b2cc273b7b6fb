import { NextResponse } from 'next/server';
import { seeOther } from '@/lib/api/form-post';
import { toErrorResponse } from '@/lib/api/respond';
import { assertSameSite } from '@/lib/api/route';
import { assertWriteAllowed } from '@/lib/api/write-limits';
import { getDb } from '@/lib/db/client';
import { MY_DATA_PATH } from '@/lib/navigation/paths';
import { collectAccountData, exportZip } from '@/lib/privacy/export';
import { reauthCookieOf } from '@/lib/privacy/http';
import { isReauthenticated } from '@/lib/privacy/reauth';
import { clientAddress } from '@/lib/register/attempts';
import { sessionTokenFrom, sessionUserOrNull } from '@/lib/session';
import { loginHref } from '@/lib/session/redirect';
import { recordAudit } from '@/lib/staff/audit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * 我的数据: the ZIP of everything the portal holds about the signed-in citizen. A plain form post
 * (the browser downloads the answer): same-site proof, a session, the re-auth ticket of this
 * session, the dataExport limit (requireWriter's counters: assertWriteAllowed('dataExport', …)),
 * never stored by a cache, audited.
 */
export async function POST(request: Request): Promise<NextResponse> {
  try {
    assertSameSite(request, { requireProof: true });
    await request.body?.cancel().catch(() => undefined);
    const user = await sessionUserOrNull(request, { pendingConsentAllowed: true });
    if (!user) return seeOther(loginHref(MY_DATA_PATH));
    const db = await getDb();
    if (!(await isReauthenticated(db, user.userId, sessionTokenFrom(request), reauthCookieOf(request)))) return seeOther(`${MY_DATA_PATH}?failed=reauth`);
    await assertWriteAllowed('dataExport', request, user.userId);
    const now = new Date();
    const data = await collectAccountData(db, user.userId, now);
    if (!data) return seeOther(loginHref(MY_DATA_PATH));
    const zip = exportZip(data, now);
    const files = Object.fromEntries(Object.entries(data.json).map(([file, content]) => [file, Object.values(content).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 0), 0)]));
    await recordAudit(db, { staffId: null, login: `user:${user.userId}`, role: 'citizen', address: clientAddress(request.headers) }, { action: 'privacy.export', entity: 'portal_user', entityId: user.userId, changes: { rows: { before: null, after: files } } }, now);
    const day = new Date(now.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10).replaceAll('-', '');
    return new NextResponse(new Uint8Array(zip), {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="my-data-${day}.zip"; filename*=UTF-8''${encodeURIComponent(`我的数据-${day}.zip`)}`,
        'Content-Length': String(zip.length),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    return toErrorResponse(error, 'privacy.export', request);
  }
}
