/**
 * Writes the search index (bss_search_doc and bss_search_match) from the records it covers. Shared
 * by the portal (through ./index-documents.ts) and scripts/search-reindex.mjs, so both build the
 * very same rows.
 *
 * Every function takes `run`, a tagged-template SQL executor returning rows: drizzle's `sql` in the
 * portal (so it joins the caller's transaction), a `$n`-placeholder wrapper in the script. Values are
 * always bound parameters, never spliced into the text, and always scalars.
 */
import { createHash } from 'node:crypto';
import { fnv1a, INDEX_FINGERPRINT, tsvectorLiteral } from './tokens.mjs';

/**
 * Where documents come from: a table of records each, and `page`, the portal's pages, which the
 * caller supplies as a whole (lib/search/pages.ts builds them from the column tree and code).
 */
export const SOURCES = ['content', 'project', 'commercial', 'shop', 'job', 'questionnaire', 'question', 'page'];

/** Sources with a table of their own, indexed record by record. */
const RECORD_SOURCES = SOURCES.filter((s) => s !== 'page');

/**
 * Column → kind of its contents: the nearest listed ancestor decides (政策解读 sits under 新闻中心).
 * Columns outside these subtrees (company pages, legal texts, the personal centre) are not searched.
 * The keys are the demo tree's (lib/cms/column-keys.ts; a test checks they agree).
 */
export const KIND_BY_COLUMN = {
  zcjd: 'policy',
  zt_zcxcy_zcwj: 'policy',
  tzgg: 'notice',
  xwzx: 'news',
  zt_zcxcy: 'news',
  bzzx: 'faq',
  dyyw: 'guide',
  // Articles under a finder of 多元业务 describe a listing: a shop, a project, a home on offer.
  syfw_spcx: 'shop',
  bzf_xmzs: 'project',
  gzf_xmzs: 'project',
  gycqf_xmzs: 'project',
  gycqf_yzfy: 'project',
};

/** Words a document of each housing business carries besides its own text (lib/eligibility/businesses.ts). */
export const BUSINESS_TERMS = {
  gzf: '公租房 公共租赁住房',
  bzf: '保租房 保障性租赁住房',
  psx: '配售型保障性住房',
  gycq: '共有产权住房',
};

/** lib/validation/intention.ts SHOP_USES, by code. */
export const SHOP_USE_LABELS = {
  catering: '餐饮',
  retail: '零售',
  convenience: '便民服务',
  education: '教育培训',
  health: '医疗健康',
  office: '办公',
  other: '其他',
};

/** lib/validation/project-filter.ts PROJECT_STATUSES and LAYOUTS, by code. */
export const PROJECT_STATUS_LABELS = { open: '可申请', onsale: '在售', upcoming: '即将入市', building: '在建', full: '已满租' };
export const LAYOUT_LABELS = { 0: '开间', 1: '一室', 2: '两室', 3: '三室', 4: '四室及以上' };

/** lib/validation/shop-filter.ts SHOP_STATUSES, by code. */
export const SHOP_STATUS_LABELS = { leasing: '招租中', negotiating: '洽谈中', leased: '已出租' };

const BODY_MAX = 20_000;

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', middot: '·', hellip: '…', mdash: '—', ndash: '–', ldquo: '“', rdquo: '”', lsquo: '‘', rsquo: '’' };

/** Plain text of sanitized body HTML: tags become spaces, entities characters, whitespace one space. */
export function htmlToText(html) {
  return String(html ?? '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function toIso(value) {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/**
 * The record's updated_at exactly as stored: read as text (`updated_at::text`), since a JavaScript
 * Date would drop the microseconds of now() and the record would look changed on every catch-up.
 */
function stamp(value) {
  return value instanceof Date ? value.toISOString() : String(value);
}

const joinText = (...parts) => parts.filter((p) => p !== null && p !== undefined && String(p).trim() !== '').join(' ');

/* ------------------------------------------------------------------------------------------------ */
/* Columns: kinds and article links                                                                 */
/* ------------------------------------------------------------------------------------------------ */

/** The column table as a lookup: kind and article URL of any column key. */
export async function loadColumns(run) {
  const rows = await run`select key, parent_key, route, special_key from bpc_column`;
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const trailOf = (key) => {
    const trail = [];
    for (let node = byKey.get(key), guard = 0; node && guard < 8; node = node.parent_key ? byKey.get(node.parent_key) : undefined, guard++) {
      trail.unshift(node);
    }
    return trail;
  };
  return {
    kindOf(key) {
      const trail = trailOf(key);
      for (let i = trail.length - 1; i >= 0; i--) {
        const kind = KIND_BY_COLUMN[trail[i].key];
        if (kind) return kind;
      }
      return null;
    },
    /** Same URL as lib/navigation/links.ts contentHref: /t3 for notices, the trail as col1..col4. */
    articleUrl(key, id) {
      const trail = trailOf(key);
      const params = new URLSearchParams();
      trail.slice(0, 4).forEach((node, i) => params.set(`col${i + 1}`, node.key));
      const special = trail.find((n) => n.special_key)?.special_key;
      if (special) params.set('special', special);
      params.set('contentId', String(id));
      const base = trail.some((n) => n.route.startsWith('/t3')) ? '/t3/news_list/article_content' : '/t1/article_content';
      return `${base}?${params.toString()}`;
    },
  };
}

/* ------------------------------------------------------------------------------------------------ */
/* Documents of each source                                                                         */
/* ------------------------------------------------------------------------------------------------ */

/** A document, or null when the record is not searchable (a draft, a column outside search). */
function contentDocument(row, columns) {
  if (row.status !== 'published') return null;
  const kind = columns.kindOf(row.column_key);
  if (!kind) return null;
  const attachments = Array.isArray(row.attachments) ? row.attachments.map((a) => a?.name).filter(Boolean).join(' ') : '';
  const body = htmlToText(row.body_html);
  return {
    source: 'content',
    refId: row.id,
    kind,
    columnKey: row.column_key,
    title: row.title,
    url: columns.articleUrl(row.column_key, row.id),
    publishedAt: toIso(row.publish_at),
    // The summary leads the body, so a snippet can show it when the match is there.
    body: joinText(row.summary && !body.startsWith(row.summary) ? row.summary : '', body, attachments),
    fields: [
      { text: row.title, weight: 'A' },
      { text: joinText(row.summary, attachments), weight: 'B' },
      { text: body, weight: 'D' },
    ],
    // A policy its title or summary says is repealed (已废止, 已失效) is no longer current.
    closesAt: kind === 'policy' && REPEALED.test(joinText(row.title, row.summary)) ? stamp(row.updated_at) : null,
    sourceUpdatedAt: stamp(row.updated_at),
  };
}

/** Words by which a policy says it no longer applies. */
const REPEALED = /已废止|已失效|[（(【\[]废止[）)】\]]/;

/** The end of a Shanghai calendar day (YYYY-MM-DD), as an instant. */
const dayEnd = (day) => (day ? new Date(`${String(day).slice(0, 10)}T23:59:59.999+08:00`).toISOString() : null);

/** 1234.5 → "1,234.5": figures as the pages print them. */
const figure = (n) => Number(n).toLocaleString('en-US', { maximumFractionDigits: 2 });
const range = (min, max, unit) => (min === null || min === undefined ? '' : max === null || max === undefined || Number(max) === Number(min) ? `${figure(min)} ${unit}` : `${figure(min)}–${figure(max)} ${unit}`);
/** The facts a result of a record leads with, one line: 公租房 · 云溪区 · 可申请 · … */
const facts = (...parts) => `${parts.filter((p) => p !== null && p !== undefined && String(p).trim() !== '').join(' · ')}。`;

const isRental = (type) => type === 'gzf' || type === 'bzf';

function projectDocument(row) {
  const facilities = Array.isArray(row.facilities) ? row.facilities.join('、') : '';
  const terms = BUSINESS_TERMS[row.business_type] ?? '';
  const status = PROJECT_STATUS_LABELS[row.status] ?? '';
  const layouts = (row.bedrooms ?? []).map((b) => LAYOUT_LABELS[Math.min(4, Number(b))]).filter(Boolean);
  const money = isRental(row.business_type) ? (row.rent_min !== null ? `租金 ${range(row.rent_min, row.rent_max, '元/月')}` : '') : row.price_min !== null ? `均价 ${range(row.price_min, row.price_max, '元/㎡')}` : '';
  const homes =
    (row.status === 'open' || row.status === 'onsale') && Number(row.homes_available) > 0
      ? `${isRental(row.business_type) ? '可租' : '可售'} ${row.homes_available} 套（共 ${row.homes_total} 套）`
      : `共 ${row.homes_total} 套`;
  const window = row.registration_first_day ? `意向登记 ${row.registration_first_day} 至 ${row.registration_last_day}` : '';
  return {
    source: 'project',
    refId: row.id,
    kind: 'project',
    columnKey: null,
    title: row.name,
    url: `/t1/projectDetail?projectId=${row.id}`,
    publishedAt: toIso(row.published_at),
    body: joinText(
      facts(terms.split(' ')[0], row.district, status, money, homes, layouts.length ? `户型 ${layouts.join('、')}` : '', window),
      `位于${row.address}。`,
      row.description,
      facilities && `配套：${facilities}`,
      row.transport && `交通：${row.transport}`,
    ),
    fields: [
      { text: row.name, weight: 'A' },
      { text: joinText(terms, row.district, row.address, status, layouts.join(' ')), weight: 'B' },
      { text: joinText(row.description, facilities, row.transport, row.contact_name), weight: 'D' },
    ],
    // A project with no home left to apply for (已满租) is not current; one being built or coming soon still is.
    closesAt: row.status === 'full' ? stamp(row.updated_at) : null,
    sourceUpdatedAt: stamp(row.updated_at),
  };
}

function commercialDocument(row) {
  const shops = Number(row.shops);
  const leasing = Number(row.leasing);
  return {
    source: 'commercial',
    refId: row.id,
    kind: 'commercial',
    columnKey: null,
    title: row.name,
    url: `/t1/shopProjectInfo?projectId=${row.id}`,
    publishedAt: toIso(row.created_at),
    body: joinText(facts('社区商业项目', row.district, row.address, shops > 0 ? `商铺 ${shops} 间，招租中 ${leasing} 间` : ''), row.description),
    fields: [
      { text: row.name, weight: 'A' },
      { text: joinText('商业项目 社区商业 商铺 招商 招租 出租', row.district, row.address), weight: 'B' },
      { text: joinText(row.description, row.contact_name), weight: 'D' },
    ],
    closesAt: null,
    sourceUpdatedAt: stamp(row.updated_at),
  };
}

function floorText(floor) {
  return floor < 0 ? `地下${-floor}层` : `${floor}层`;
}

function shopDocument(row) {
  const uses = (row.uses ?? []).map((u) => SHOP_USE_LABELS[u] ?? '').filter(Boolean).join('、');
  const status = SHOP_STATUS_LABELS[row.status] ?? '';
  const from = row.status !== 'leased' && row.available_from ? `${row.available_from} 起可租` : '';
  const title = `${row.project_name} ${row.unit_no}`;
  // The unit weighs as a title, its project's name as context: "人才公寓" ranks the project (and the
  // commercial project) above each of its shops.
  return {
    source: 'shop',
    refId: row.id,
    kind: 'shop',
    columnKey: null,
    title,
    url: `/t1/shopInfo?shopId=${row.id}`,
    publishedAt: toIso(row.created_at),
    body: joinText(
      facts(row.project_name, row.district, floorText(row.floor), `${figure(row.area)}㎡`, `租金 ${figure(Number(row.rent_fen_per_sqm_month) / 100)} 元/㎡·月`, status, from),
      uses && `适合${uses}。`,
      `位于${row.address}。`,
      row.description,
    ),
    fields: [
      { text: `${row.unit_no} 商铺`, weight: 'A' },
      { text: joinText(row.project_name, uses, row.district, row.address, status, '商铺出租'), weight: 'B' },
      { text: row.description, weight: 'D' },
    ],
    // A shop already let is no longer on offer.
    closesAt: row.status === 'leased' ? stamp(row.updated_at) : null,
    sourceUpdatedAt: stamp(row.updated_at),
  };
}

function jobDocument(row) {
  const company = row.company_name ?? '';
  const type = row.recruit_type === 'campus' ? '校园招聘' : '社会招聘';
  return {
    source: 'job',
    refId: row.id,
    kind: 'job',
    columnKey: null,
    title: row.title,
    url: `/t1/PostDeatil?postId=${row.id}`,
    publishedAt: toIso(row.published_at),
    body: joinText(
      facts(company, row.department, row.place, `招聘 ${row.headcount} 人`, type, row.state === 'ended' ? '已结束招聘' : `报名截止 ${row.deadline}`),
      row.duties,
      row.requirements,
      row.major && `专业：${row.major}`,
    ),
    fields: [
      { text: row.title, weight: 'A' },
      { text: joinText('招聘', row.recruit_type === 'campus' ? '校园招聘 应届毕业生' : '社会招聘', company, row.department, row.place, row.major), weight: 'B' },
      { text: joinText(row.duties, row.requirements, row.certificates), weight: 'D' },
    ],
    // Ended, or at the end of its deadline day (Shanghai).
    closesAt: row.state === 'ended' ? stamp(row.updated_at) : dayEnd(row.deadline),
    sourceUpdatedAt: stamp(row.updated_at),
  };
}

/** lib/questionnaires/links.ts: the questionnaire page, or its public results once it has closed. */
const QUESTIONNAIRE_PAGE = '/questionnaireFilling';

function questionnaireDocument(row, now = new Date()) {
  if (!row.published) return null;
  const closed = row.closes_at !== null && new Date(row.closes_at) <= now;
  const mode = row.mode === 'anonymous' ? '匿名问卷，无需登录' : '实名问卷，登录后填写';
  const when = row.closes_at ? `${toIso(row.opens_at).slice(0, 10)} 至 ${toIso(row.closes_at).slice(0, 10)}` : `${toIso(row.opens_at).slice(0, 10)} 起`;
  return {
    source: 'questionnaire',
    refId: row.id,
    kind: 'service',
    columnKey: null,
    title: row.title,
    url: `${QUESTIONNAIRE_PAGE}?id=${row.id}${closed && row.results_public ? '&view=results' : ''}`,
    publishedAt: toIso(row.opens_at),
    body: joinText(facts('问卷调查', mode, when, row.results_public ? '统计结果公开' : ''), row.intro, row.questions),
    fields: [
      { text: row.title, weight: 'A' },
      { text: joinText('问卷调查 问卷', row.intro), weight: 'B' },
      { text: joinText(row.sections, row.questions), weight: 'D' },
    ],
    closesAt: row.closes_at ? toIso(row.closes_at) : null,
    sourceUpdatedAt: stamp(row.updated_at),
  };
}

/** lib/navigation/paths.ts CONSULTATION_PATH: the public list of answered questions, each at its anchor. */
const CONSULTATION_PAGE = '/t1/consultation';

/** 留言咨询 answered and published (with the asker's consent): a question and its answer, an FAQ of citizens. */
function questionDocument(row) {
  if (!row.published || !row.answer) return null;
  return {
    source: 'question',
    refId: row.id,
    kind: 'faq',
    columnKey: null,
    title: row.title,
    url: `${CONSULTATION_PAGE}#question-${row.id}`,
    publishedAt: toIso(row.answered_at),
    body: joinText(facts('留言咨询', `受理 ${toIso(row.created_at).slice(0, 10)}`, `答复 ${toIso(row.answered_at).slice(0, 10)}`), row.body, `答复：${row.answer}`),
    fields: [
      { text: row.title, weight: 'A' },
      { text: joinText('留言咨询 咨询 答复', row.body), weight: 'B' },
      { text: row.answer, weight: 'D' },
    ],
    closesAt: null,
    sourceUpdatedAt: stamp(row.updated_at),
  };
}

/**
 * A page's search id: a stable 31-bit hash of its URL (pages have no table, hence no serial id).
 * lib/search/pages.ts refuses two pages with one id.
 */
export function pageRefId(url) {
  return (parseInt(fnv1a(url), 16) & 0x7fffffff) || 1;
}

/* ------------------------------------------------------------------------------------------------ */
/* Reading the sources (one id, or all rows when id is null)                                        */
/* ------------------------------------------------------------------------------------------------ */

const ALL = -1;

async function readContents(run, id) {
  const columns = await loadColumns(run);
  const rows = await run`select id, column_key, title, summary, body_html, attachments, publish_at, status, updated_at::text as updated_at
    from bpc_content where (${id}::int = ${ALL} or id = ${id}::int) order by id`;
  return rows.map((r) => ({ refId: r.id, doc: contentDocument(r, columns) }));
}

async function readProjects(run, id) {
  const rows = await run`select id, name, business_type, district, address, status, homes_total, homes_available, rent_min, rent_max, price_min, price_max,
      bedrooms, registration_first_day::text as registration_first_day, registration_last_day::text as registration_last_day,
      facilities, transport, description, contact_name, published_at, updated_at::text as updated_at, hidden
    from bdd_housing_project where (${id}::int = ${ALL} or id = ${id}::int) order by id`;
  // A project taken off the site (hidden in the console) leaves search as it leaves the finders.
  return rows.map((r) => ({ refId: r.id, doc: r.hidden ? null : projectDocument(r) }));
}

async function readCommercial(run, id) {
  const rows = await run`select p.id, p.name, p.district, p.address, p.description, p.contact_name, p.created_at, p.updated_at::text as updated_at, p.hidden,
      (select count(*) from bdd_shop s where s.commercial_project_id = p.id and not s.hidden)::int as shops,
      (select count(*) from bdd_shop s where s.commercial_project_id = p.id and not s.hidden and s.status = 'leasing')::int as leasing
    from bdd_commercial_project p where (${id}::int = ${ALL} or p.id = ${id}::int) order by p.id`;
  return rows.map((r) => ({ refId: r.id, doc: r.hidden ? null : commercialDocument(r) }));
}

async function readShops(run, id) {
  const rows = await run`select s.id, s.unit_no, s.floor, s.area, s.rent_fen_per_sqm_month, s.uses, s.status, s.available_from::text as available_from,
      s.description, s.created_at, s.updated_at::text as updated_at, s.hidden or p.hidden as hidden,
      p.name as project_name, p.district, p.address
    from bdd_shop s join bdd_commercial_project p on p.id = s.commercial_project_id
    where (${id}::int = ${ALL} or s.id = ${id}::int) order by s.id`;
  // A shop is off the site when it or its project is hidden.
  return rows.map((r) => ({ refId: r.id, doc: r.hidden ? null : shopDocument(r) }));
}

async function readJobs(run, id) {
  const rows = await run`select j.id, j.title, j.department, j.place, j.headcount, j.duties, j.major, j.certificates, j.requirements, j.recruit_type,
      j.deadline::text as deadline, j.state, j.published_at, j.updated_at::text as updated_at,
      coalesce(s.name, (select name from bpc_company_introduce order by id limit 1), '') as company_name
    from brc_job_post j left join bpc_subsidiary s on s.id = j.subsidiary_id
    where (${id}::int = ${ALL} or j.id = ${id}::int) order by j.id`;
  return rows.map((r) => ({ refId: r.id, doc: jobDocument(r) }));
}

async function readQuestionnaires(run, id) {
  const rows = await run`select q.id, q.title, q.intro, q.mode, q.opens_at, q.closes_at, q.results_public, q.published, q.updated_at::text as updated_at,
      (select string_agg(s.title, ' ' order by s.sort_order) from bqn_section s where s.questionnaire_id = q.id) as sections,
      (select string_agg(x.title, ' ' order by s.sort_order, x.sort_order) from bqn_section s join bqn_question x on x.section_id = s.id where s.questionnaire_id = q.id) as questions
    from bqn_questionnaire q where (${id}::int = ${ALL} or q.id = ${id}::int) order by q.id`;
  return rows.map((r) => ({ refId: r.id, doc: questionnaireDocument(r) }));
}

async function readQuestions(run, id) {
  const rows = await run`select id, title, body, answer, published, created_at, answered_at, updated_at::text as updated_at
    from bcs_question where (${id}::int = ${ALL} or id = ${id}::int) order by id`;
  return rows.map((r) => ({ refId: r.id, doc: questionDocument(r) }));
}

const READERS = { content: readContents, project: readProjects, commercial: readCommercial, shop: readShops, job: readJobs, questionnaire: readQuestionnaires, question: readQuestions };

function readerOf(source) {
  const reader = READERS[source];
  if (!reader) throw new Error(`unknown search source: ${source}`);
  return reader;
}

/* ------------------------------------------------------------------------------------------------ */
/* Writing                                                                                          */
/* ------------------------------------------------------------------------------------------------ */

/**
 * Inserts or replaces one document: its shown row (bss_search_doc, with the ranking vector in line)
 * and its match row (bss_search_match, the vector the search matches on), in one statement.
 */
export async function writeDocument(run, doc) {
  const tsv = tsvectorLiteral(doc.fields);
  await run`with v as (select ${tsv}::tsvector as tsv),
    d as (
      insert into bss_search_doc (source, ref_id, kind, column_key, title, url, published_at, body, rank_tsv, closes_at, source_updated_at, indexed_at)
      select ${doc.source}::text, ${doc.refId}::int, ${doc.kind}::text, ${doc.columnKey}::text, ${doc.title}::text, ${doc.url}::text,
        ${doc.publishedAt}::timestamptz, ${doc.body.slice(0, BODY_MAX)}::text, ts_filter(v.tsv, '{a,b}'), ${doc.closesAt ?? null}::timestamptz,
        ${doc.sourceUpdatedAt}::timestamptz, now() from v
      on conflict (source, ref_id) do update set kind = excluded.kind, column_key = excluded.column_key, title = excluded.title,
        url = excluded.url, published_at = excluded.published_at, body = excluded.body, rank_tsv = excluded.rank_tsv, closes_at = excluded.closes_at,
        source_updated_at = excluded.source_updated_at, indexed_at = now()
      returning id, kind, published_at)
    insert into bss_search_match (id, kind, published_at, tsv) select d.id, d.kind, d.published_at, v.tsv from d, v
    on conflict (id) do update set kind = excluded.kind, published_at = excluded.published_at, tsv = excluded.tsv`;
}

/** Removes one record's document (deleted, unpublished, moved out of search). */
export async function removeDocument(run, source, refId) {
  if (!SOURCES.includes(source)) throw new Error(`unknown search source: ${source}`);
  await run`delete from bss_search_doc where source = ${source} and ref_id = ${refId}::int`;
}

/** Brings one record's document in line with the record: written, replaced or removed. */
export async function indexRecord(run, source, refId) {
  if (source === 'page') throw new Error('pages are indexed as a whole: syncPages');
  const [entry] = await readerOf(source)(run, refId);
  if (entry?.doc) await writeDocument(run, entry.doc);
  else await removeDocument(run, source, refId);
}

/** app_meta key: the fingerprint of the page documents last written (lib/search/pages.ts). */
export const PAGES_FINGERPRINT_KEY = 'search_pages_fingerprint';

function pagesFingerprint(docs) {
  const hash = createHash('sha256');
  for (const d of [...docs].sort((a, b) => a.refId - b.refId)) hash.update(JSON.stringify([d.refId, d.kind, d.columnKey, d.title, d.url, d.publishedAt, d.body, d.fields]));
  return hash.digest('hex').slice(0, 32);
}

/**
 * The portal's pages brought in line with what `pages` builds now (lib/search/pages.ts
 * readPageDocuments: the column tree, the guides, the company record …). Pages have no updated_at:
 * their documents are written again, all of them, when their fingerprint differs from the one
 * recorded (or with `force`), and pages no longer built are removed. Count written.
 */
export async function syncPages(run, pages, { force = false } = {}) {
  if (typeof pages !== 'function') throw new Error('syncPages needs the page documents (lib/search/pages.ts readPageDocuments)');
  const docs = await pages(run);
  const fingerprint = pagesFingerprint(docs);
  if (!force) {
    const [row] = await run`select value from app_meta where key = ${PAGES_FINGERPRINT_KEY}`;
    if (row && String(row.value) === fingerprint) return 0;
  }
  for (const doc of docs) await writeDocument(run, doc);
  await run`delete from bss_search_doc where source = 'page'
    and not (ref_id = any (string_to_array(${docs.map((d) => d.refId).join(',')}, ',')::int[]))`;
  await run`insert into app_meta (key, value) values (${PAGES_FINGERPRINT_KEY}, ${fingerprint})
    on conflict (key) do update set value = excluded.value, updated_at = now()`;
  return docs.length;
}

/** Every record of a source, indexed again; documents of records gone or unsearchable removed. Count written. */
export async function indexSource(run, source, { pages } = {}) {
  if (source === 'page') return syncPages(run, pages, { force: true });
  const entries = await readerOf(source)(run, ALL);
  let written = 0;
  for (const { doc } of entries) {
    if (!doc) continue;
    await writeDocument(run, doc);
    written += 1;
  }
  const keep = entries.filter((e) => e.doc).map((e) => e.refId);
  // One text parameter, not an array: drizzle's sql would expand an array into a list of values.
  await run`delete from bss_search_doc where source = ${source}
    and not (ref_id = any (string_to_array(${keep.join(',')}, ',')::int[]))`;
  return written;
}

/** app_meta key: the INDEX_FINGERPRINT (format and vocabulary) the whole index was last built with. */
export const INDEX_FINGERPRINT_KEY = 'search_index_fingerprint';

/** The fingerprint the index was last rebuilt with, or null (never, or before fingerprints). */
export async function indexFingerprint(run) {
  const [row] = await run`select value from app_meta where key = ${INDEX_FINGERPRINT_KEY}`;
  return row ? String(row.value) : null;
}

/**
 * The whole index rebuilt from the records and the pages: { content: n, project: n, … }. It records
 * the fingerprint it was built with: in one transaction (the seed, `npm run search:reindex`),
 * searches see the new vectors and the new fingerprint together.
 */
export async function rebuildIndex(run, { pages } = {}) {
  const counts = {};
  for (const source of SOURCES) counts[source] = await indexSource(run, source, { pages });
  await run`delete from bss_search_doc where source <> all (string_to_array(${SOURCES.join(',')}, ','))`;
  await run`insert into app_meta (key, value) values (${INDEX_FINGERPRINT_KEY}, ${INDEX_FINGERPRINT})
    on conflict (key) do update set value = excluded.value, updated_at = now()`;
  return counts;
}

/**
 * Records to index again: changed since indexed, or new. A content without a document counts only
 * when it is published in a searched column (the subtrees of KIND_BY_COLUMN, walked in SQL), so the
 * company pages and legal texts, which never get one, are not read again on every pass.
 */
const STALE_SQL = {
  content: (run) => run`with recursive searched(key) as (
      select key from bpc_column where key = any (string_to_array(${Object.keys(KIND_BY_COLUMN).join(',')}, ','))
      union
      select c.key from bpc_column c join searched s on c.parent_key = s.key
    )
    select c.id from bpc_content c left join bss_search_doc d on d.source = 'content' and d.ref_id = c.id
    where d.id is null and c.status = 'published' and c.column_key in (select key from searched)
      or d.id is not null and d.source_updated_at is distinct from c.updated_at`,
  project: (run) => run`select p.id from bdd_housing_project p left join bss_search_doc d on d.source = 'project' and d.ref_id = p.id
    where d.id is null or d.source_updated_at is distinct from p.updated_at`,
  commercial: (run) => run`select p.id from bdd_commercial_project p left join bss_search_doc d on d.source = 'commercial' and d.ref_id = p.id
    where d.id is null or d.source_updated_at is distinct from p.updated_at`,
  shop: (run) => run`select s.id from bdd_shop s left join bss_search_doc d on d.source = 'shop' and d.ref_id = s.id
    where d.id is null or d.source_updated_at is distinct from s.updated_at`,
  job: (run) => run`select j.id from brc_job_post j left join bss_search_doc d on d.source = 'job' and d.ref_id = j.id
    where d.id is null or d.source_updated_at is distinct from j.updated_at`,
  questionnaire: (run) => run`select q.id from bqn_questionnaire q left join bss_search_doc d on d.source = 'questionnaire' and d.ref_id = q.id
    where d.id is null and q.published or d.id is not null and d.source_updated_at is distinct from q.updated_at`,
  question: (run) => run`select q.id from bcs_question q left join bss_search_doc d on d.source = 'question' and d.ref_id = q.id
    where d.id is null and q.published or d.id is not null and d.source_updated_at is distinct from q.updated_at`,
};

const GONE_SQL = {
  content: (run) => run`select d.ref_id as id from bss_search_doc d where d.source = 'content' and not exists (select 1 from bpc_content c where c.id = d.ref_id)`,
  project: (run) => run`select d.ref_id as id from bss_search_doc d where d.source = 'project' and not exists (select 1 from bdd_housing_project p where p.id = d.ref_id)`,
  commercial: (run) => run`select d.ref_id as id from bss_search_doc d where d.source = 'commercial' and not exists (select 1 from bdd_commercial_project p where p.id = d.ref_id)`,
  shop: (run) => run`select d.ref_id as id from bss_search_doc d where d.source = 'shop' and not exists (select 1 from bdd_shop s where s.id = d.ref_id)`,
  job: (run) => run`select d.ref_id as id from bss_search_doc d where d.source = 'job' and not exists (select 1 from brc_job_post j where j.id = d.ref_id)`,
  questionnaire: (run) => run`select d.ref_id as id from bss_search_doc d where d.source = 'questionnaire' and not exists (select 1 from bqn_questionnaire q where q.id = d.ref_id)`,
  question: (run) => run`select d.ref_id as id from bss_search_doc d where d.source = 'question' and not exists (select 1 from bcs_question q where q.id = d.ref_id)`,
};

/** Documents of a source whose record is gone (a commercial project's shops, deleted with it). */
export async function removeGone(run, source) {
  for (const { id } of await GONE_SQL[source](run)) await removeDocument(run, source, id);
}

/**
 * Catches up with edits made outside the portal (an operator's SQL, another tool): records changed
 * since they were indexed (updated_at differs), new ones, deleted ones, and the pages when what
 * they are built from changed. Bounded per call (the pages count as one).
 */
export async function syncStale(run, limit = 200, { pages } = {}) {
  let done = 0;
  for (const source of RECORD_SOURCES) {
    const stale = [...(await STALE_SQL[source](run)), ...(await GONE_SQL[source](run))];
    for (const { id } of stale) {
      if (done >= limit) return done;
      await indexRecord(run, source, id);
      done += 1;
    }
  }
  if ((await syncPages(run, pages)) > 0) done += 1;
  return done;
}
