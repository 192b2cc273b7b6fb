import type { Page } from '@/lib/cms/types';
import { myQuestions as listMyQuestions, type MyQuestion } from '@/lib/cases/questions';
import { getDb } from '@/lib/db/client';
import { definePersonalTemplate } from '../define';
import { loadPersonalTemplatePage, type PersonalCenterPage } from '../personal-centre';
import { idParam, pagingOf, PERSONAL_PAGE_SIZE } from '../personal-query';
import { myQuestionsKeys } from './keys';

export type MyQuestionsData = { page: PersonalCenterPage; questions: Page<MyQuestion>; asked: MyQuestion | null };

/** 我的咨询: the user's questions with their status; after asking, the new one's receipt number. */
export const myQuestions = definePersonalTemplate<MyQuestionsData>({
  ...myQuestionsKeys,
  async load(req) {
    const page = await loadPersonalTemplatePage(req);
    const { pageNum } = pagingOf(req.searchParams);
    const questions = await listMyQuestions(await getDb(), page.user.userId, { pageNum, pageSize: PERSONAL_PAGE_SIZE });
    const askedId = idParam(req.searchParams.asked);
    return { page, questions, asked: askedId === null ? null : (questions.records.find((q) => q.id === askedId) ?? null) };
  },
});
