import { formRoute } from '@/lib/api/form-route';
import { getDb } from '@/lib/db/client';
import { CONSENT_PATH } from '@/lib/navigation/paths';
import { acceptAgreements } from '@/lib/privacy/consent';
import { safeRedirectPath } from '@/lib/session/redirect';
import { agreeBody } from '@/lib/validation/privacy';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The interstitial's answer: the versions in force accepted now; then on to where the citizen was going. */
export const POST = formRoute({
  context: 'privacy.acceptAgreements',
  schema: agreeBody,
  writer: 'consent',
  run: async (_body, { user }) => ({ accepted: await acceptAgreements(await getDb(), user.userId, 'interstitial') }),
  form: {
    page: CONSENT_PATH,
    fields: ['agree'],
    back: (form) => `${CONSENT_PATH}?redirect=${encodeURIComponent(safeRedirectPath(form.get('redirect')))}`,
    next: (_r, form) => safeRedirectPath(form.get('redirect')),
  },
});
