import { formRoute } from '@/lib/api/form-route';
import { getDb } from '@/lib/db/client';
import { MY_DATA_PATH } from '@/lib/navigation/paths';
import { setContactConsent } from '@/lib/privacy/consent';
import { contactConsentBody } from '@/lib/validation/privacy';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The one switch: case news by e-mail and SMS on or off (the outbox honours it). Without JavaScript: 303 back to 我的数据. */
export const POST = formRoute({
  context: 'privacy.contactConsent',
  schema: contactConsentBody,
  writer: 'consent',
  run: async ({ on }, { user }) => {
    await setContactConsent(await getDb(), user.userId, on);
    return { contactConsent: on };
  },
  form: { page: MY_DATA_PATH, fields: ['on'], next: () => `${MY_DATA_PATH}?done=contact` },
});
