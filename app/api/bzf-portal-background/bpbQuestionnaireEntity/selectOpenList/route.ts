import { getRoute, uncacheable } from '@/lib/api/route';
import { listQuestionnaires } from '@/lib/questionnaires/questionnaires';
import { noParams } from '@/lib/validation/common';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The open questionnaires and the ended ones with public results. Not cached: opening and closing times pass by the minute. */
export const GET = getRoute('questionnaire.selectOpenList', noParams, async () => uncacheable(await listQuestionnaires()));
