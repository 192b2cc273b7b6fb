import { formRoute } from '@/lib/api/form-route';
import { ApiError } from '@/lib/api/respond';
import { submitCorrection } from '@/lib/applications/correction';
import { materialDoneHref, safeMaterialBack } from '@/lib/applications/material-links';
import { APPLICATION_PATHS } from '@/lib/applications/paths';
import { correctionSubmitBody } from '@/lib/validation/application-material';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The citizen submits the 补正 of their application (every item asked for uploaded since the
 * request); the case returns to the stage that asked. JSON, or the 提交补正 button's plain post.
 */
export const POST = formRoute({
  context: 'apply.submitCorrection',
  schema: correctionSubmitBody,
  writer: 'housingApplication',
  jsonFields: false,
  run: (input, { user }) => submitCorrection(user.userId, input.id),
  form: {
    page: APPLICATION_PATHS.formPage,
    fields: ['id'],
    read: (posted) => ({ id: posted.get('id') ?? '' }),
    back: (form) => safeMaterialBack(form.get('back')),
    next: (_r, form) => materialDoneHref(safeMaterialBack(form.get('back')), 'corrected'),
    reason: (error) => (error instanceof ApiError && error.status === 400 ? { reason: 'missing' } : error instanceof ApiError && (error.status === 404 || error.status === 409) ? { reason: 'notAsked' } : undefined),
  },
});
