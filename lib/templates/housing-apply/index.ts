import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { portalUsers } from '@/lib/db/schema';
import { getHousingApplication, listHousingApplications, type HousingApplication } from '@/lib/applications/applications';
import { APPLICATION_PATHS } from '@/lib/applications/paths';
import { loadMaterialsView, type MaterialsView } from '@/lib/applications/materials-view';
import { readFormFailure, type ReadFormFailure } from '@/lib/forms/failure-query';
import { listFamilyMembers, type FamilyMember } from '@/lib/register/family';
import { pageMetadata } from '@/lib/seo';
import { requireUser } from '@/lib/session';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { toUrlSearchParams } from '../types';
import { housingApplyKeys } from './keys';
import { getHousingDraft } from '@/lib/applications/drafts';
import type { HousingDraftProps } from '@/lib/applications/draft-data';
import { APPLY_FORM_FIELDS, loadApplyChoices, type ApplyFormField } from './choices';
import type { SubscriptionProject } from '@/lib/applications/subscription';
import type { ApplicationProduct } from '@/lib/applications/products';

export type HousingApplyData = {
  state: TemplatePageState;
  product: ApplicationProduct;
  /** Prefill from the profile (the ID number is stored masked only, so it is typed). */
  applicant: { name: string; mobile: string };
  family: FamilyMember[];
  /** The open application of this product, if any (the form is not offered then). */
  open: HousingApplication | null;
  /** ?submitted=<id> / ?withdrawn=<id> of the caller's own application: the thank-you or the withdrawal notice. */
  submitted: HousingApplication | null;
  withdrawn: HousingApplication | null;
  idempotencyKey: string;
  /** The materials checklist of the application shown (the thank-you's or the open one). */
  materials: MaterialsView | null;
  failure: ReadFormFailure<ApplyFormField, 'alreadyOpen' | 'notWithdrawn' | 'closed'>;
  /** 共有产权 申购: the projects in their window, and the one asked for (?projectId=) if it is one of them. */
  gycqProjects: SubscriptionProject[];
  projectId: number | null;
  /** 企业申请: the 保租房 projects a company may name. */
  bzfProjects: { id: number; name: string }[];
  /** The product's draft (brc_draft kind `housing`) the form opens with, and whose it is. */
  draft: HousingDraftProps;
  /** ?draft=saved: back from 保存草稿 without JavaScript. */
  draftSaved: boolean;
};

async function draftOf(userId: number, product: ApplicationProduct): Promise<HousingDraftProps> {
  const d = await getHousingDraft(userId, product);
  return { owner: userId, revision: d?.revision ?? 0, data: d && d.data && typeof d.data === 'object' ? (d.data as Record<string, string>) : null };
}

const idParam = (raw: string | null): number | null => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);

/** /t1/housingApply?product=gzf|bzf: the application form, its thank-you and the open application. */
export const housingApply = defineTemplate<HousingApplyData>({
  ...housingApplyKeys,
  shell: (req) => ({ title: req.routeTitle, current: req.routeTitle, sideMenu: false }),
  async load(req) {
    const params = toUrlSearchParams(req.searchParams);
    const asked = params.get('product');
    const product: ApplicationProduct = asked === 'bzf' || asked === 'bzf_company' || asked === 'gycq' ? asked : 'gzf';
    const projectId = idParam(params.get('projectId'));
    const user = await requireUser(`${APPLICATION_PATHS.formPage}?product=${product}`);
    const state = await loadTemplatePage(req.routePath, 'housing-apply', {});
    const db = await getDb();
    const [profile] = await db.select({ name: portalUsers.name, mobile: portalUsers.mobile }).from(portalUsers).where(eq(portalUsers.id, user.userId));
    const submittedId = idParam(params.get('submitted'));
    const withdrawnId = idParam(params.get('withdrawn'));
    const submitted = submittedId ? await getHousingApplication(user.userId, submittedId) : null;
    const withdrawn = withdrawnId ? await getHousingApplication(user.userId, withdrawnId) : null;
    // The thank-you of a company application or a 共有产权 申购 shows here too (their own products).
    const shown = submitted?.product ?? withdrawn?.product ?? product;
    const subscription = submitted?.project?.id ?? withdrawn?.project?.id ?? projectId;
    const open =
      (await listHousingApplications(user.userId)).find(
        (a) => a.product === shown && a.status !== 'rejected' && a.status !== 'withdrawn' && (shown !== 'gycq' || (subscription !== null && a.project?.id === subscription)),
      ) ?? null;
    const extra = await loadApplyChoices(shown);
    return {
      state,
      product: shown,
      applicant: { name: profile?.name ?? '', mobile: profile?.mobile ?? '' },
      family: await listFamilyMembers(user.userId),
      open,
      submitted,
      withdrawn,
      idempotencyKey: randomUUID(),
      materials: await loadMaterialsView(user.userId, submitted ?? open, params),
      ...extra,
      draft: await draftOf(user.userId, shown),
      draftSaved: params.get('draft') === 'saved',
      projectId: shown === 'gycq' && subscription !== null && extra.gycqProjects.some((p) => p.id === subscription) ? subscription : null,
      failure: readFormFailure((n) => params.get(n), APPLY_FORM_FIELDS, ['alreadyOpen', 'notWithdrawn', 'closed'] as const),
    };
  },
  metadata(req) {
    return { ...pageMetadata({ title: req.routeTitle, description: '登录后在线申请公共租赁住房、保障性租赁住房。', path: req.routePath }), robots: { index: false, follow: true } };
  },
});
