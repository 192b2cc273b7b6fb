/**
 * The pages of the portal as search documents (issue #27 part 1): every page a citizen can open
 * that is not a record — the business guides, the self-check, the forms, the finders, the lists,
 * the company pages, the help centre, the legal texts, the app page, the questionnaires' page, the
 * sign-in page and the personal centre's pages — each findable as what it is (kind guide, service
 * or page).
 *
 * Which pages exist is read from the column tree (the menu), as the sitemap reads it
 * (components/templates/sitemap-entries.ts), plus the routes no column names (App 下载, 问卷调查,
 * 登录/注册, 网站地图). A page whose template shows the same thing under every column that names its route
 * (a guide, a finder, a form) is one document per route; a page that shows its column's own list or
 * text (news lists, notice lists, the help centre, the company pages) is one per column. Its URL is
 * the bare route when no other page shares the route, else the column's page URL (col1..col4).
 *
 * The words come from where the page gets them: the column tree (labels, descriptions), the
 * guides (lib/business/guides.ts), the self-check's questions, the database (the company record,
 * a column's text, the questionnaires, app versions, subsidiaries, memorabilia, the help centre's
 * questions) and, for what has no text elsewhere, ./page-texts.ts.
 */
import { BUSINESS_GUIDES, GUIDE_ROUTES, MATERIAL_FORM_LABELS, type BusinessGuide, type GuideMode } from '@/lib/business/guides';
import type { ColumnNode } from '@/lib/cms/types';
import { ELIGIBILITY_QUESTIONS } from '@/lib/eligibility/questions';
import { columnPageHref } from '@/lib/navigation/links';
import { APP_DOWNLOAD_PATH, PERSONAL_CENTER_PATH, SITE_MAP_PATH } from '@/lib/navigation/paths';
import { PERSONAL_CENTER_ROUTES, T1_ROUTES, type PersonalCenterPath, type T1Path } from '@/lib/navigation/routes';
import { QN_PAGE } from '@/lib/questionnaires/links';
import { htmlToText, pageRefId, type SearchDocument, type SqlRunner } from './indexer.mjs';
import { PAGE_TEXTS } from './page-texts';

export type PageKind = 'guide' | 'service' | 'page';

/** A column as the planner reads it (bpc_column). */
export type PageColumn = {
  key: string;
  parentKey: string | null;
  label: string;
  route: string;
  description: string;
  specialKey: string | null;
  sortOrder: number;
  createdAt: string;
};

/** What a page's document is made of, before the database's words are added. */
export type PagePlan = {
  url: string;
  route: string;
  kind: PageKind;
  /** The template of a /t1 route; 'list' for /t3, 'personal' and 'legal' for theirs. */
  template: string;
  /** The columns that show this page, in tree order; the first names the page's trail. */
  columns: PageColumn[];
  /** The trail (root first) of the first column; empty for a page no column names. */
  trail: PageColumn[];
  /** Set for a page of one column (a list, a column's own text). */
  column: PageColumn | null;
};

/** Templates that show their column's own list or text: one page per column. */
const PER_COLUMN = new Set(['news-list', 'qa', 'page', 'list']);
/** Templates of records (never a page of their own) and of the search itself. */
const NOT_PAGES = new Set(['article', 'project-detail', 'job-detail', 'site-search']);
const GUIDES = new Set(['business-guide', 'allotment-guide']);
/** Pages where a citizen does something: a form, a tool, their own records. */
const SERVICES = new Set(['self-check', 'shop-register', 'shop-records', 'quick-form', 'resume-form', 'app-download', 'personal', 'personal-home', 'questionnaires', 'login']);

/** Routes no column names, kept as pages. */
const LOOSE_PAGES: readonly { route: string; template: string }[] = [
  { route: APP_DOWNLOAD_PATH, template: 'app-download' },
  { route: QN_PAGE, template: 'questionnaires' },
  { route: '/login', template: 'login' },
  { route: SITE_MAP_PATH, template: 'site-map' },
  // The personal centre's own address (the header's 个人中心 link): it opens 基本信息 with the centre's menu.
  { route: PERSONAL_CENTER_PATH, template: 'personal-home' },
];

const t1Template = (route: string): string | null => {
  if (!route.startsWith('/t1/')) return null;
  const path = route.slice(4);
  return Object.prototype.hasOwnProperty.call(T1_ROUTES, path) ? T1_ROUTES[path as T1Path].template : null;
};

/** The page kind a route shows, or null when it is no page of its own. */
function templateOf(route: string): string | null {
  if (route === '/home') return null;
  if (route.startsWith(`${PERSONAL_CENTER_PATH}/`)) return Object.prototype.hasOwnProperty.call(PERSONAL_CENTER_ROUTES, route.slice(PERSONAL_CENTER_PATH.length + 1)) ? 'personal' : null;
  if (route.startsWith('/t3')) return 'list';
  if (route.startsWith('/privacypolicy/')) return 'legal';
  const t = t1Template(route);
  return t && !NOT_PAGES.has(t) ? t : null;
}

const kindOf = (template: string): PageKind => (GUIDES.has(template) ? 'guide' : SERVICES.has(template) ? 'service' : 'page');

const asNode = (c: PageColumn): ColumnNode => ({ key: c.key, label: c.label, route: c.route, level: 1, parentKey: c.parentKey, specialKey: c.specialKey, navHidden: false, description: c.description, children: [] });

/** The pages the column tree and the loose routes make, each with its URL. */
export function planPages(columns: readonly PageColumn[]): PagePlan[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const children = new Map<string | null, PageColumn[]>();
  for (const c of columns) children.set(c.parentKey, [...(children.get(c.parentKey) ?? []), c]);
  for (const list of children.values()) list.sort((a, b) => a.sortOrder - b.sortOrder || a.key.localeCompare(b.key));
  // Tree order, as the menu lists them.
  const ordered: PageColumn[] = [];
  const walk = (parent: string | null, depth: number) => {
    if (depth > 4) return;
    for (const c of children.get(parent) ?? []) {
      ordered.push(c);
      walk(c.key, depth + 1);
    }
  };
  walk(null, 1);
  const trailOf = (c: PageColumn): PageColumn[] => {
    const trail: PageColumn[] = [];
    for (let n: PageColumn | undefined = c, guard = 0; n && guard < 8; n = n.parentKey ? byKey.get(n.parentKey) : undefined, guard++) trail.unshift(n);
    return trail;
  };

  const plans: Omit<PagePlan, 'url'>[] = [];
  const byRoute = new Map<string, Omit<PagePlan, 'url'>>();
  for (const c of ordered) {
    const template = templateOf(c.route);
    if (!template) continue;
    if (PER_COLUMN.has(template)) {
      plans.push({ route: c.route, kind: kindOf(template), template, columns: [c], trail: trailOf(c), column: c });
      continue;
    }
    const known = byRoute.get(c.route);
    if (known) {
      known.columns.push(c);
      // The shallowest column names the page (保障性租赁住房 rather than its 业务介绍).
      if (trailOf(c).length < known.trail.length) known.trail = trailOf(c);
      continue;
    }
    const plan = { route: c.route, kind: kindOf(template), template, columns: [c], trail: trailOf(c), column: null };
    byRoute.set(c.route, plan);
    plans.push(plan);
  }
  for (const loose of LOOSE_PAGES) {
    if (byRoute.has(loose.route)) continue;
    plans.push({ route: loose.route, kind: kindOf(loose.template), template: loose.template, columns: [], trail: [], column: null });
  }
  const perRoute = new Map<string, number>();
  for (const p of plans) perRoute.set(p.route, (perRoute.get(p.route) ?? 0) + 1);
  return plans.map((p) => ({
    ...p,
    url: (perRoute.get(p.route) ?? 0) > 1 && p.trail.length > 0 ? columnPageHref(p.trail.map(asNode)) : p.route,
  }));
}

/* ---------------------------------------------------------------------------------------------- */
/* The words of a page                                                                            */
/* ---------------------------------------------------------------------------------------------- */

/** What the database adds to pages: read once per build of all page documents. */
export type PageSources = {
  /** The newest published content of each column (a 'page' column's text, a legal text). */
  columnTexts: Map<string, { title: string; summary: string; body: string; publishAt: string }>;
  company: { name: string; summary: string; body: string; contact: string } | null;
  subsidiaries: string[];
  memorabilia: string[];
  apps: string[];
  questionnaires: string[];
  commercialProjects: string[];
};

type Words = { title: string; summary: string; keywords: string[]; details: string[] };

const joinText = (parts: readonly (string | null | undefined)[], sep = ' ') => parts.filter((p) => p && p.trim() !== '').join(sep);

function guideWords(guide: BusinessGuide, mode: GuideMode): Pick<Words, 'keywords' | 'details'> {
  const sections = mode === 'handle' ? ['业务办理', '所需材料', '办理流程', '办理地点'] : ['业务介绍', '申请条件', '常见问题'];
  if (guide.online) sections.push(guide.online.label);
  return {
    keywords: [guide.business.name, guide.business.fullName, ...sections, ...guide.faq.map((f) => f.question)],
    details: [
      ...guide.conditions.map((c) => `${c.title}：${c.detail}`),
      ...guide.materials.map((m) => `${m.name}（${MATERIAL_FORM_LABELS[m.form]} ${m.copies} 份）${m.note ?? ''}${m.download ? `，表格下载：${m.download.title}` : ''}`),
      guide.materialsNote,
      ...guide.steps.map((s, i) => `${i + 1}. ${s.title}（${s.actor}，${s.duration}）：${s.detail}`),
      ...guide.halls.map((h) => `${h.name}：${h.address}，电话 ${h.phone}，${h.hours.join('；')}`),
      ...guide.faq.map((f) => `${f.question}${f.answer}`),
      guide.online?.detail,
    ].filter((t): t is string => Boolean(t)),
  };
}

/** The title, summary, keywords and details of one planned page. */
function wordsOf(plan: PagePlan, db: PageSources): Words {
  const text = PAGE_TEXTS[plan.route];
  const labels = plan.columns.map((c) => c.label);
  const descriptions = plan.columns.map((c) => c.description);
  const trail = plan.trail.map((c) => c.label);
  const base: Words = { title: '', summary: joinText([text?.summary, ...descriptions], '。'), keywords: [...trail, ...labels, text?.keywords ?? ''], details: [] };

  if (plan.column) {
    const own = db.columnTexts.get(plan.column.key);
    if (plan.template === 'page') {
      return { ...base, title: own?.title || plan.column.label, summary: joinText([own?.summary, plan.column.description], '。'), details: own ? [own.body] : [] };
    }
    // A list: its label and where it sits (its items are documents of their own).
    const where = `${trail.join(' › ')}${plan.column.description ? '' : `：按发布时间列出的${plan.column.label}`}`;
    return { ...base, title: plan.column.label, summary: joinText([where, plan.column.description], '：') };
  }
  if (plan.template === 'personal') {
    const route = PERSONAL_CENTER_ROUTES[plan.route.slice(PERSONAL_CENTER_PATH.length + 1) as PersonalCenterPath];
    return { ...base, title: `个人中心 · ${route.title}` };
  }
  const t1 = plan.route.startsWith('/t1/') ? T1_ROUTES[plan.route.slice(4) as T1Path] : undefined;
  const title = text?.title ?? t1?.title ?? plan.columns[plan.columns.length - 1]?.label ?? plan.route;
  const guideRoute = (GUIDE_ROUTES as Record<string, { code: keyof typeof BUSINESS_GUIDES; mode: GuideMode }>)[plan.route];
  if (guideRoute) {
    const guide = BUSINESS_GUIDES[guideRoute.code];
    const words = guideWords(guide, guideRoute.mode);
    return { title, summary: guide.summary, keywords: [...base.keywords, ...words.keywords], details: words.details };
  }
  switch (plan.template) {
    case 'self-check':
      return { ...base, title, details: ELIGIBILITY_QUESTIONS.map((q) => `${q.label}${'hint' in q && q.hint ? `（${q.hint}）` : ''}`) };
    case 'company-profile':
      return db.company
        ? { ...base, title, summary: joinText([db.company.contact, db.company.summary], '。'), keywords: [...base.keywords, db.company.name], details: [db.company.body] }
        : { ...base, title };
    case 'subsidiaries':
      return { ...base, title, details: db.subsidiaries };
    case 'timeline':
      return { ...base, title, details: db.memorabilia };
    case 'app-download':
      return { ...base, title, details: db.apps };
    case 'questionnaires':
      return { ...base, title, details: db.questionnaires };
    case 'shop-project':
      return { ...base, title, details: db.commercialProjects };
    case 'legal': {
      const own = [...plan.columns].reverse().map((c) => db.columnTexts.get(c.key)).find(Boolean);
      return { ...base, title, details: own ? [own.title, own.body] : [] };
    }
    default:
      return { ...base, title };
  }
}

/** A planned page as a search document. */
export function pageDocument(plan: PagePlan, db: PageSources, publishedAt: string): SearchDocument {
  const w = wordsOf(plan, db);
  const keywords = joinText([...new Set(w.keywords.flatMap((k) => k.split(/\s+/)).filter(Boolean))].filter((k) => k !== w.title));
  return {
    source: 'page',
    refId: pageRefId(plan.url),
    kind: plan.kind,
    columnKey: plan.column?.key ?? null,
    title: w.title,
    url: plan.url,
    publishedAt,
    // The summary leads: a result with no match in the text shows what the page is for.
    body: joinText([w.summary ? `${w.summary.replace(/。+$/, '')}。` : '', ...w.details]),
    fields: [
      { text: w.title, weight: 'A' },
      { text: joinText([keywords, w.summary]), weight: 'B' },
      { text: joinText(w.details), weight: 'D' },
    ],
    sourceUpdatedAt: null,
  };
}

/* ---------------------------------------------------------------------------------------------- */
/* Reading the database                                                                           */
/* ---------------------------------------------------------------------------------------------- */

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

export async function readPageColumns(run: SqlRunner): Promise<PageColumn[]> {
  const rows = await run`select key, parent_key, label, route, description, special_key, sort_order, created_at from bpc_column`;
  return rows.map((r) => ({
    key: String(r.key),
    parentKey: r.parent_key === null ? null : String(r.parent_key),
    label: String(r.label),
    route: String(r.route),
    description: String(r.description ?? ''),
    specialKey: r.special_key === null ? null : String(r.special_key),
    sortOrder: Number(r.sort_order),
    createdAt: iso(r.created_at),
  }));
}

/** Columns whose page shows their newest article (a company page, a legal text). */
function textColumns(plans: readonly PagePlan[]): string[] {
  return plans.filter((p) => p.template === 'page' || p.template === 'legal').flatMap((p) => p.columns.map((c) => c.key));
}

async function readPageSources(run: SqlRunner, plans: readonly PagePlan[]): Promise<PageSources> {
  // The newest live content of each such column, as its page shows it (not the lists' thousands).
  const texts = await run`select distinct on (column_key) column_key, title, summary, body_html, publish_at
    from bpc_content where status = 'published' and publish_at <= now()
      and column_key = any (string_to_array(${textColumns(plans).join(',')}, ','))
    order by column_key, publish_at desc, id desc`;
  const [company] = await run`select name, summary, body_html, address, phone, service_hotline, email, office_hours from bpc_company_introduce order by id limit 1`;
  const subsidiaries = await run`select name, summary, address, phone from bpc_subsidiary order by id`;
  const memorabilia = await run`select event_date::text as day, title from bpb_memorabilia order by event_date desc`;
  const apps = await run`select distinct on (platform) platform, version_name, release_notes from bpb_app_version order by platform, version_code desc`;
  const questionnaires = await run`select title from bqn_questionnaire where published and opens_at <= now() order by opens_at desc`;
  const commercial = await run`select name, district from bdd_commercial_project order by id`;
  return {
    columnTexts: new Map(
      texts.map((r) => [String(r.column_key), { title: String(r.title), summary: String(r.summary ?? ''), body: htmlToText(String(r.body_html ?? '')), publishAt: iso(r.publish_at) }]),
    ),
    company: company
      ? {
          name: String(company.name),
          summary: String(company.summary ?? ''),
          body: htmlToText(String(company.body_html ?? '')),
          contact: joinText(
            [
              company.address && `地址：${company.address}`,
              company.phone && `联系电话：${company.phone}`,
              company.service_hotline && `服务热线：${company.service_hotline}`,
              company.email && `电子邮箱：${company.email}`,
              company.office_hours && `办公时间：${company.office_hours}`,
            ].map((s) => (s ? String(s) : null)),
            '；',
          ),
        }
      : null,
    subsidiaries: subsidiaries.map((r) => joinText([String(r.name), String(r.summary ?? ''), String(r.address ?? ''), String(r.phone ?? '')])),
    memorabilia: memorabilia.map((r) => `${String(r.day).slice(0, 4)}年 ${String(r.title)}`),
    apps: apps.map((r) => `${r.platform === 'ios' ? 'iOS' : 'Android'} ${String(r.version_name)}：${String(r.release_notes ?? '')}`),
    questionnaires: questionnaires.map((r) => String(r.title)),
    commercialProjects: commercial.map((r) => `${String(r.name)}（${String(r.district)}）`),
  };
}

/** Every page's document, from the column tree and what the pages show (the indexer's `page` source). */
export async function readPageDocuments(run: SqlRunner): Promise<SearchDocument[]> {
  const columns = await readPageColumns(run);
  const plans = planPages(columns);
  const sources = await readPageSources(run, plans);
  const oldest = columns.map((c) => c.createdAt).sort()[0] ?? new Date(0).toISOString();
  const docs = plans.map((plan) => {
    // A page dates from its first column (or its text); a page no column names, from the oldest column.
    const own = plan.column ? sources.columnTexts.get(plan.column.key)?.publishAt : undefined;
    const since = own ?? plan.columns.map((c) => c.createdAt).sort()[0] ?? oldest;
    return pageDocument(plan, sources, since);
  });
  const seen = new Map<number, string>();
  for (const d of docs) {
    const other = seen.get(d.refId);
    if (other !== undefined && other !== d.url) throw new Error(`two pages share a search id: ${other} and ${d.url}`);
    seen.set(d.refId, d.url);
  }
  return docs;
}
