import { saveMourningSetting } from '@/lib/background/web-skins';
import { invalidate } from '@/lib/cache/invalidate';
import { TAGS } from '@/lib/cache';
import { withAudit } from '@/lib/staff/audit';
import { staffFormRoute } from '@/lib/staff/form-route';
import { MOURNING_FIELDS, mourningForm, parseCityDateTime } from '@/lib/validation/mourning';

const SKIN_PAGE = '/admin/skin';

/** 管理员 switches mourning mode: audited with the change, then every instance's cached pages expire. */
export const POST = staffFormRoute({
  context: 'console.skin',
  action: 'settings.manage',
  schema: mourningForm,
  run: async (input, { actor }) => {
    const setting =
      input.mode === 'window' ? { mode: 'window' as const, from: parseCityDateTime(input.from)!, until: parseCityDateTime(input.until)! } : { mode: input.mode };
    await withAudit(actor, (tx, audit) => saveMourningSetting(tx, audit, setting));
    invalidate([TAGS.skin]);
    return { mode: input.mode };
  },
  form: { page: SKIN_PAGE, fields: MOURNING_FIELDS, next: () => `${SKIN_PAGE}?saved=1` },
});
