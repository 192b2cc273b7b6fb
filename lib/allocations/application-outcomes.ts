/**
 * What a housing application's case moving means for its queue and records (issue #29 part 3):
 * to 轮候 it gets its 轮候序号; refused or withdrawn it appears in 历史记录 with that outcome, and a
 * withdrawn application's home that was allocated but not yet chosen goes back to the project.
 * Called inside the transition's transaction (lib/cases/handling.ts), for kind housing_application.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { allocations, housingUnitTypes } from '@/lib/db/schema';
import { refreshProjectSummary } from '@/lib/data-docking/projects';
import { assignQueueNumber, PRODUCT_LABELS, queueNumberOfCase, writeApplicationRecord, type QueueProduct } from './queue';

export type MovedApplication = { caseId: number; userId: number; receiptNo: string; product: QueueProduct };

export async function onHousingApplicationMoved(t: Db, app: MovedApplication, to: string, at: Date, reason?: string | null): Promise<void> {
  if (to === 'queued') {
    await assignQueueNumber(t, app, at);
    return;
  }
  if (to !== 'rejected' && to !== 'withdrawn') return;
  const queued = await queueNumberOfCase(t, app.caseId);
  const number = queued ? `轮候序号 ${queued.label}；` : '';
  if (to === 'withdrawn') {
    const [live] = await t
      .select()
      .from(allocations)
      .where(and(eq(allocations.caseId, app.caseId), eq(allocations.status, 'allocated')))
      .for('update');
    if (live) {
      await t.update(allocations).set({ status: 'withdrawn', version: live.version + 1, updatedAt: at }).where(eq(allocations.id, live.id));
      await t.update(housingUnitTypes).set({ homesAvailable: sql`${housingUnitTypes.homesAvailable} + 1` }).where(eq(housingUnitTypes.id, live.unitTypeId));
      await refreshProjectSummary(t, live.projectId);
    }
  }
  await writeApplicationRecord(t, {
    userId: app.userId,
    product: app.product,
    receiptNo: app.receiptNo,
    status: to === 'rejected' ? '未通过' : '已撤回',
    detail: `${PRODUCT_LABELS[app.product]}申请；${number}${to === 'rejected' ? (reason ? `原因：${reason}` : '审核未通过') : '本人撤回'}`,
    at,
  });
}
