import { monthlyQueueFigures, type MonthlyQueueFigure } from '@/lib/allocations/queue';
import { getDb } from '@/lib/db/client';
import { pageMetadata } from '@/lib/seo';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { queueFiguresKeys } from './keys';

export type QueueFiguresData = { state: TemplatePageState; month: string; products: MonthlyQueueFigure[] };

/** /t1/queueFigures (轮候配租情况): per product, the highest 轮候序号 allocated a home this month (as HKHA publishes it). */
export const queueFigures = defineTemplate<QueueFiguresData>({
  ...queueFiguresKeys,
  shell: (req) => ({ title: req.routeTitle, current: req.routeTitle, sideMenu: false }),
  async load(req) {
    const [state, figures] = await Promise.all([loadTemplatePage(req.routePath, 'queue-figures', {}), getDb().then((db) => monthlyQueueFigures(db))]);
    return { state, ...figures };
  },
  metadata(req) {
    return pageMetadata({ title: req.routeTitle, description: '公租房、保租房和共有产权住房本月已配租至的轮候序号、本月配租户数和已编轮候序号。', path: req.routePath });
  },
});
