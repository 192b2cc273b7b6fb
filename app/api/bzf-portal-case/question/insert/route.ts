import { formRoute } from '@/lib/api/form-route';
import { askQuestion } from '@/lib/cases/questions';
import { ASK_QUESTION_PATH, MY_QUESTIONS_PATH } from '@/lib/navigation/paths';
import { QUESTION_FIELDS, questionBody } from '@/lib/validation/question';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * 留言咨询 (issue #28 part 7): POST `{ category, title, body, consent, idempotencyKey }` from a
 * signed-in citizen → `{ id, receiptNo }`; the question is a case (ZX-…) for the handlers' inbox.
 * A plain form post goes on to 我的咨询 with the receipt, or back to the form naming its fields.
 */
export const POST = formRoute({
  context: 'case.question.insert',
  schema: questionBody,
  writer: 'question',
  run: (input, { user }) => askQuestion(user.userId, input),
  form: {
    page: ASK_QUESTION_PATH,
    fields: [...QUESTION_FIELDS, 'idempotencyKey'],
    next: (result) => `${MY_QUESTIONS_PATH}?asked=${result.id}`,
  },
});
