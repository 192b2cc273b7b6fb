import type { Page } from '@/lib/cms/types';
import { monthlyFigures, publicQuestions, type MonthFigures, type PublicQuestion } from '@/lib/cases/questions';
import { getDb } from '@/lib/db/client';
import { parsePageNum } from '@/lib/navigation/pagination';
import { pageMetadata } from '@/lib/seo';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { toUrlSearchParams } from '../types';
import { consultationKeys } from './keys';

export type ConsultationData = { state: TemplatePageState; questions: Page<PublicQuestion>; figures: MonthFigures[] };

/** /t1/consultation (留言咨询): answered questions published with consent, newest answer first, and six months of figures. */
export const consultation = defineTemplate<ConsultationData>({
  ...consultationKeys,
  shell: (req) => ({ title: req.routeTitle, current: req.routeTitle, sideMenu: false }),
  async load(req) {
    const params = toUrlSearchParams(req.searchParams);
    const db = await getDb();
    const [state, questions, figures] = await Promise.all([
      loadTemplatePage(req.routePath, 'consultation', {}),
      publicQuestions(db, { pageNum: parsePageNum(params.get('pageNum')), pageSize: 10 }),
      monthlyFigures(db, 6),
    ]);
    return { state, questions, figures };
  },
  metadata(req) {
    return pageMetadata({ title: req.routeTitle, description: '向我们留言咨询住房保障业务，查看已公开的咨询答复，以及每月受理、答复数量和平均答复用时。', path: req.routePath });
  },
});
