import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { loadPersonalCenterPage } from '@/components/account/personal-center';
import { PersonalCenterFrame } from '@/components/account/PersonalCenterFrame';
import { RecordTable } from '@/components/account/RecordTable';
import { PERSONAL_RECORDS } from '@/components/account/records';
import { HousingRecords } from '@/components/business/HousingRecords';
import { ApplicationRecords, DraftRecords, type ApplicationsFlash } from '@/components/recruitment/JobRecords';
import { getApplication, listApplications } from '@/lib/recruitment/applications';
import { listDrafts } from '@/lib/recruitment/drafts';
import { IntentionRegister, type IntentionRegisterProps } from '@/components/business/IntentionRegister';
import { getAllotmentIntention, listAllotmentIntentions } from '@/lib/data-docking/allotment-intentions';
import { HOUSING_RECORD_PAGES, listHousingRecords } from '@/lib/data-docking/housing-records';
import { listShopIntentions } from '@/lib/data-docking/shop-intentions';
import { readRecordsQuery } from '@/lib/data-docking/shop-links';
import { IntentionList } from '@/components/shops/IntentionList';
import { parsePageNum } from '@/lib/navigation/pagination';
import type { NavigationQuery } from '@/lib/navigation/resolve';
import { findPersonalCenterRoute, PERSONAL_CENTER_PATH } from '@/lib/navigation/routes';

/**
 * The record pages of the personal centre (business records, allotment-sale intentions, job
 * applications): one record-table template fed by PERSONAL_RECORDS, with the rows of the
 * signed-in user only. Any other pair of segments is not a page of the spec and goes home, as every
 * unknown path does.
 */
export const dynamic = 'force-dynamic';

type RecordPageProps = { params: Promise<{ group: string; record: string }>; searchParams: Promise<NavigationQuery> };

const PAGE_SIZE = 10;

async function recordOf(params: RecordPageProps['params']) {
  const { group, record } = await params;
  const route = findPersonalCenterRoute(`${PERSONAL_CENTER_PATH}/${decodeURIComponent(group)}/${decodeURIComponent(record)}`);
  return route && route.kind === 'record' ? route : null;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** A positive id from the query (?submitted=12), else null. */
function idParam(v: string | string[] | undefined): number | null {
  const s = first(v);
  return s && /^\d{1,9}$/.test(s) ? Number(s) : null;
}

export async function generateMetadata({ params }: RecordPageProps): Promise<Metadata> {
  const route = await recordOf(params);
  return { title: route?.title ?? '个人中心', robots: { index: false, follow: false } };
}

export default async function PersonalRecordPage({ params, searchParams }: RecordPageProps) {
  const route = await recordOf(params);
  if (!route) redirect('/home');
  const query = await searchParams;
  const { user, nav, title } = await loadPersonalCenterPage(route.path, query);
  const spec = PERSONAL_RECORDS[route.path as keyof typeof PERSONAL_RECORDS];
  const pathname = `${PERSONAL_CENTER_PATH}/${route.path}`;
  const pageNum = parsePageNum(first(query.pageNum));
  const keep = { col1: first(query.col1), col2: first(query.col2), col3: first(query.col3) };

  if (route.path in HOUSING_RECORD_PAGES) {
    const kind = HOUSING_RECORD_PAGES[route.path as keyof typeof HOUSING_RECORD_PAGES];
    const page = await listHousingRecords(user.userId, kind, { pageNum, pageSize: PAGE_SIZE });
    return (
      <PersonalCenterFrame nav={nav} title={title}>
        <HousingRecords kind={kind} page={page} spec={spec} caption={title} pathname={pathname} query={keep} />
      </PersonalCenterFrame>
    );
  }

  if (route.path === 'allotment_sale_record/intention_register') {
    const page = await listAllotmentIntentions(user.userId, { pageNum, pageSize: PAGE_SIZE });
    const flash = await flashOf(user.userId, query);
    return (
      <PersonalCenterFrame nav={nav} title={title}>
        <IntentionRegister page={page} spec={spec} flash={flash} pathname={pathname} query={keep} />
      </PersonalCenterFrame>
    );
  }

  if (route.path === 'business_record/shop_intention') {
    // The user's shop registrations (/t1/register) with 撤回, the same list as /t1/CheckCompanyregister.
    const flash = readRecordsQuery((name) => first(query[name]) ?? null);
    const page = await listShopIntentions(user.userId, { pageNum, pageSize: PAGE_SIZE });
    return (
      <PersonalCenterFrame nav={nav} title={title}>
        <IntentionList page={page} submitted={flash.submitted} withdrawn={flash.withdrawn} withdrawError={flash.withdrawError} from="personal" />
      </PersonalCenterFrame>
    );
  }

  if (route.path === 'job_information/registratio_form') {
    const drafts = await listDrafts(user.userId);
    return (
      <PersonalCenterFrame nav={nav} title={title}>
        <DraftRecords drafts={drafts} spec={spec} removed={first(query.removed) === '1'} removeError={Boolean(first(query.removeError))} />
      </PersonalCenterFrame>
    );
  }

  if (route.path === 'job_information/job_Wanted_Record') {
    const page = await listApplications(user.userId, { pageNum, pageSize: PAGE_SIZE });
    return (
      <PersonalCenterFrame nav={nav} title={title}>
        <ApplicationRecords page={page} spec={spec} flash={await applicationsFlash(user.userId, query)} pathname={pathname} query={keep} />
      </PersonalCenterFrame>
    );
  }

  return (
    <PersonalCenterFrame nav={nav} title={title}>
      <RecordTable columns={spec.columns} rows={[]} source={spec.source} link={spec.link} />
    </PersonalCenterFrame>
  );
}

const APPLY_OUTCOMES = ['duplicate', 'closed', 'ended', 'post_missing', 'no_resume', 'busy'] as const;
const WITHDRAW_OUTCOMES = ['notfound', 'locked', 'busy'] as const;

/** The notice after applying or withdrawing, naming only the user's own application. */
async function applicationsFlash(userId: number, query: NavigationQuery): Promise<ApplicationsFlash> {
  for (const kind of ['applied', 'withdrawn'] as const) {
    const id = idParam(query[kind]);
    if (id === null) continue;
    const own = await getApplication(userId, id);
    if (own) return { kind, postTitle: own.postTitle };
  }
  const applyError = first(query.applyError);
  const reason = APPLY_OUTCOMES.find((r) => r === applyError);
  if (reason) return { kind: 'applyError', reason, postId: idParam(query.postId) };
  const withdrawError = first(query.withdrawError);
  const wReason = WITHDRAW_OUTCOMES.find((r) => r === withdrawError);
  if (wReason) return { kind: 'withdrawError', reason: wReason };
  return null;
}

/** The notice after a registration or a withdrawal, only for the user's own registration. */
async function flashOf(userId: number, query: NavigationQuery): Promise<IntentionRegisterProps['flash']> {
  for (const kind of ['submitted', 'withdrawn', 'notWithdrawn'] as const) {
    const id = idParam(query[kind]);
    if (id === null) continue;
    const own = await getAllotmentIntention(userId, id);
    if (own) return { kind, projectName: own.projectName };
    // Someone else's or a missing id: say only that nothing was withdrawn, naming nothing.
    if (kind === 'notWithdrawn') return { kind, projectName: '' };
  }
  return null;
}
