import { found, getRoute, uncacheable } from '@/lib/api/route';
import { getQuestionnaire } from '@/lib/questionnaires/questionnaires';
import { questionnaireIdQuery, questionnaireState } from '@/lib/validation/questionnaire';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** One questionnaire's definition (sections, questions, options) and whether it is open now; 404 when unknown. */
export const GET = getRoute('questionnaire.selectById', questionnaireIdQuery, async ({ id }) => {
  const def = found(await getQuestionnaire(id), '问卷');
  return uncacheable({ ...def, state: questionnaireState(def, new Date()) });
});
