import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { found, getRoute, uncacheable } from '@/lib/api/route';
import { getQuestionnaire, getResults, QN_TEXT } from '@/lib/questionnaires/questionnaires';
import { questionnaireIdQuery } from '@/lib/validation/questionnaire';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The counts of a questionnaire whose results are public; 404 when unknown, 403 when its results are not public. */
export const GET = getRoute('questionnaire.selectResults', questionnaireIdQuery, async ({ id }) => {
  const results = await getResults(id);
  if (results) return uncacheable(results);
  found(await getQuestionnaire(id), '问卷');
  throw new ApiError(ERROR_CODES.FORBIDDEN, QN_TEXT.resultsPrivate, 403);
});
