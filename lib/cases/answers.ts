/**
 * A question's answer and its publication (issue #28 part 7), apart from lib/cases/questions so the
 * case handling that writes the answer does not import the asking side (which opens cases).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { questions } from '@/lib/db/schema';
import { indexDocument } from '@/lib/search/index-documents';

/**
 * The answer reaches the question (called in the transaction of the case's step to 已答复): kept
 * beside the question, and published when the asker agreed.
 */
export async function recordAnswer(t: Db, questionId: number, answer: string, at = new Date()): Promise<void> {
  await t
    .update(questions)
    .set({ answer, answeredAt: at, published: sql`${questions.consent}`, updatedAt: at })
    .where(eq(questions.id, questionId));
  // Searchable from the moment the answer is: the document is written in the same transaction.
  await indexDocument(t, 'question', questionId);
}

/** Staff take a published question off the public list (it stays answered for its asker). */
export async function unpublishQuestion(t: Db, questionId: number): Promise<boolean> {
  const rows = await t.update(questions).set({ published: false, updatedAt: new Date() }).where(and(eq(questions.id, questionId), eq(questions.published, true))).returning({ id: questions.id });
  await indexDocument(t, 'question', questionId);
  return rows.length > 0;
}
