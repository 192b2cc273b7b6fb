import { formRoute } from '@/lib/api/form-route';
import { ApiError } from '@/lib/api/respond';
import { materialDoneHref, safeMaterialBack } from '@/lib/applications/material-links';
import { removeMaterial } from '@/lib/applications/materials';
import { APPLICATION_PATHS } from '@/lib/applications/paths';
import { materialRemoveBody } from '@/lib/validation/application-material';
import { z } from '@/lib/validation/zod';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Removes one of the caller's files while the application still takes changes; JSON or the 删除 button's plain post (303 back). */
export const POST = formRoute({
  context: 'apply.removeMaterial',
  schema: materialRemoveBody,
  writer: 'fileRemove',
  jsonFields: false,
  run: (input, { user }) => removeMaterial(user.userId, input.id),
  form: {
    page: APPLICATION_PATHS.formPage,
    fields: ['id'],
    read: (posted) => ({ id: posted.get('id') ?? '' }),
    back: (form) => safeMaterialBack(form.get('back')),
    next: (_row, form) => materialDoneHref(safeMaterialBack(form.get('back')), 'removed'),
    reason: (error) => (error instanceof z.ZodError || (error instanceof ApiError && (error.status === 404 || error.status === 409)) ? { reason: 'notRemovable' } : undefined),
  },
});
