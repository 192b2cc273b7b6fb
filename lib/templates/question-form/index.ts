import { randomUUID } from 'node:crypto';
import { readFormFailure, type ReadFormFailure } from '@/lib/forms/failure-query';
import { ASK_QUESTION_PATH } from '@/lib/navigation/paths';
import { pageMetadata } from '@/lib/seo';
import { requireUser } from '@/lib/session';
import { QUESTION_FIELDS } from '@/lib/validation/question';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { toUrlSearchParams } from '../types';
import { questionFormKeys } from './keys';

export type QuestionFormData = { state: TemplatePageState; idempotencyKey: string; failure: ReadFormFailure<(typeof QUESTION_FIELDS)[number], never> };

/** /t1/askQuestion (我要留言): signed in only (visitors sign in and come back). */
export const questionForm = defineTemplate<QuestionFormData>({
  ...questionFormKeys,
  shell: (req) => ({ title: req.routeTitle, current: req.routeTitle, sideMenu: false }),
  async load(req) {
    await requireUser(ASK_QUESTION_PATH);
    const params = toUrlSearchParams(req.searchParams);
    const state = await loadTemplatePage(req.routePath, 'question-form', {});
    return { state, idempotencyKey: randomUUID(), failure: readFormFailure((n) => params.get(n), QUESTION_FIELDS) };
  },
  metadata(req) {
    return { ...pageMetadata({ title: req.routeTitle, description: '登录后向我们留言咨询住房保障业务。', path: req.routePath }), robots: { index: false, follow: true } };
  },
});
