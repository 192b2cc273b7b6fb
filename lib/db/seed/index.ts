import { and, eq, sql } from 'drizzle-orm';
import { sanitizeBodyHtml } from '@/lib/html/sanitize';
import type { Db } from '../client';
import {
  appMeta,
  appVersions,
  banners,
  businessSegments,
  columns,
  companyIntroduce,
  contents,
  friendlyLinks,
  memorabilia,
  subsidiaries,
  webSkins,
} from '../schema';
import { DEMO_COLUMNS_CREATED, QUEUE_FIGURES_COLUMN, SEED_COLUMNS, type SeedColumn } from './columns';
import type { SeedContent } from './content-types';
import { BUSINESS_CONTENTS } from './contents-business';
import { COMPANY_CONTENTS, COMPANY_INTRODUCE, SUBSIDIARIES } from './contents-company';
import { DEMO_JOBSEEKER_PART } from './demo-jobseeker';
import { DEMO_CITIZEN_PART } from './demo-citizen';
import { DEMO_STAFF_PART } from './demo-staff';
import { DEMO_CASES_PART } from './demo-cases';
import { DEMO_QUESTIONS_PART } from './demo-questions';
import { DEMO_CORRECTION_PART } from './demo-correction';
import { DEMO_APPLICATIONS_PART } from './demo-applications';
import { seedJobPosts } from './jobs';
import { HELP_CONTENTS } from './contents-help';
import { LEGAL_CONTENTS } from './contents-legal';
import { NEWS_CONTENTS } from './contents-news';
import { NOTICE_CONTENTS } from './contents-notices';
import { PROJECT_CONTENTS } from './contents-projects';
import { RECRUIT_CONTENTS } from './contents-recruit';
import { MEMORABILIA } from './memorabilia';
import { seedProjects } from './projects';
import { seedQuestionnaires } from './questionnaires';
import { seedShops } from './shops';
import { APP_VERSIONS, BANNERS, BUSINESS_SEGMENTS, FRIENDLY_LINKS, WEB_SKINS } from './site';
import { DEMO_SEARCH_CONSOLE_PART } from './search-console';
import { correctDemoRecords, demoProjectIds, seedBodyHtml } from './demo-truth';
import { resolveProjectTokens } from '@/lib/business/action-links';
import { forgetIndexFingerprint, rebuildSearchIndex, searchIndexFingerprint } from '@/lib/search/index-documents';
import { INDEX_FINGERPRINT } from '@/lib/search/tokens.mjs';

/** Every demo content, in the order they are written. */
export const SEED_CONTENTS: readonly SeedContent[] = [
  ...NEWS_CONTENTS,
  ...NOTICE_CONTENTS,
  ...BUSINESS_CONTENTS,
  ...PROJECT_CONTENTS,
  ...COMPANY_CONTENTS,
  ...HELP_CONTENTS,
  ...RECRUIT_CONTENTS,
  ...LEGAL_CONTENTS,
];

/**
 * The demo data comes in parts, each written once per database under its own flag in app_meta, so
 * a database seeded before a part existed receives that part on its next start (and only that
 * part). Parts run in this order; a later part may read what an earlier one wrote.
 */
export type DemoPart = { flag: string; write: (db: Db) => Promise<void> };

export const DEMO_PARTS: readonly DemoPart[] = [
  {
    flag: 'demo_seeded',
    write: async (db) => {
      await insertColumns(db, SEED_COLUMNS, null, 1);
      await insertContents(db);
      await insertSiteData(db);
    },
  },
  { flag: 'demo_seeded_projects_v1', write: seedProjects },
  {
    // 资格自测 joined SEED_COLUMNS after databases had been seeded: add it to those (a no-op on new ones).
    flag: 'demo_seeded_columns_v2',
    write: async (db) => {
      await db
        .insert(columns)
        .values({
          key: 'zgzc',
          label: '资格自测',
          parentKey: 'dyyw',
          sortOrder: 5,
          level: 2,
          route: '/t1/self_check',
          description: '回答几个问题，了解可能符合哪些住房保障业务的条件（演示规则）',
          isDemo: true,
          createdAt: cityTime(DEMO_COLUMNS_CREATED),
        })
        .onConflictDoNothing();
    },
  },
  { flag: 'demo_seeded_shops_v1', write: seedShops },
  // Reads the housing projects: must come after the projects part.
  DEMO_CITIZEN_PART,
  // Reads the subsidiaries (by name) and unpublishes the old job articles: after the first part.
  { flag: 'demo_seeded_jobs_v1', write: (db) => seedJobPosts(db) },
  // The demo citizen's resume and applications: after the citizen and the jobs.
  DEMO_JOBSEEKER_PART,
  {
    // The demo apps' links point at their own platform's part of the demo download page (the app
    // page's fallback tells Android from iOS): applied to databases seeded before (a no-op on new ones).
    flag: 'demo_seeded_app_links_v2',
    write: async (db) => {
      for (const v of APP_VERSIONS) {
        await db
          .update(appVersions)
          .set({ downloadUrl: v.downloadUrl })
          .where(sql`${appVersions.platform} = ${v.platform} and ${appVersions.versionCode} = ${v.versionCode} and ${appVersions.isDemo}`);
      }
    },
  },
  // Adds a help-centre answer under 常见问题: after the first part.
  { flag: 'demo_seeded_questionnaires_v1', write: (db) => seedQuestionnaires(db) },
  // One demo member of staff per console role (README).
  DEMO_STAFF_PART,
  // The demo citizen's cases in every status, handled by demo.clerk: after the citizen, jobs and staff.
  DEMO_CASES_PART,
  {
    // 办件进度查询, 留言咨询 and the 消息中心 (issue #28) joined SEED_COLUMNS after databases had been seeded:
    // add them to those (a no-op on new ones).
    flag: 'demo_seeded_columns_v3',
    write: async (db) => {
      const at = cityTime(DEMO_COLUMNS_CREATED);
      const messages = '/t1/personalCenter/message_center/messages';
      await db
        .insert(columns)
        .values([
          { key: 'bjcx', label: '办件进度查询', parentKey: 'dyyw', sortOrder: 6, level: 2, route: '/t1/caseQuery', description: '凭受理编号和申请人姓名（或手机号后四位）查询办理进度，无需登录', isDemo: true, createdAt: at },
          { key: 'xxzx', label: '消息中心', parentKey: 'grzx', sortOrder: 5, level: 2, route: messages, description: '', isDemo: true, createdAt: at },
          { key: 'messages', label: '站内信', parentKey: 'xxzx', sortOrder: 0, level: 3, route: messages, description: '', isDemo: true, createdAt: at },
          { key: 'questions', label: '我的咨询', parentKey: 'xxzx', sortOrder: 1, level: 3, route: '/t1/personalCenter/message_center/questions', description: '', isDemo: true, createdAt: at },
          { key: 'bzzx_lyzx', label: '留言咨询', parentKey: 'bzzx', sortOrder: 2, level: 2, route: '/t1/consultation', description: '向我们留言咨询，查看公开的咨询答复和每月办理情况', isDemo: true, createdAt: at },
        ])
        .onConflictDoNothing();
    },
  },
  // Pinned results, synonym sets and weeks of statistics (issue #27 part 4): after the projects and contents.
  DEMO_SEARCH_CONSOLE_PART,
  // 留言咨询 of the demo citizen, answered by demo.clerk: after the cases part (the columns above name its pages).
  DEMO_QUESTIONS_PART,
  {
    // 我的数据 (issue #30) joined SEED_COLUMNS after databases had been seeded: add it to those (a no-op on new ones).
    flag: 'demo_seeded_columns_v4',
    write: async (db) => {
      const at = cityTime(DEMO_COLUMNS_CREATED);
      const myData = '/t1/personalCenter/privacy/my_data';
      await db
        .insert(columns)
        .values([
          { key: 'zhsj', label: '账号与数据', parentKey: 'grzx', sortOrder: 6, level: 2, route: myData, description: '', isDemo: true, createdAt: at },
          { key: 'my_data', label: '我的数据', parentKey: 'zhsj', sortOrder: 0, level: 3, route: myData, description: '', isDemo: true, createdAt: at },
        ])
        .onConflictDoNothing();
    },
  },
  {
    // 我的订阅 (issue #30 part 5) joined SEED_COLUMNS after databases had been seeded: add it to those (a no-op on new ones).
    flag: 'demo_seeded_columns_v5',
    write: async (db) => {
      const at = cityTime(DEMO_COLUMNS_CREATED);
      await db
        .insert(columns)
        .values([
          { key: 'my_subscriptions', label: '我的订阅', parentKey: 'xxzx', sortOrder: 2, level: 3, route: '/t1/personalCenter/message_center/subscriptions', description: '', isDemo: true, createdAt: at },
        ])
        .onConflictDoNothing();
    },
  },
  {
    // The demo accounts accepted the agreements in force when they were written (issue #30 part 3):
    // accounts with no consent at all get the versions in force, as of their creation.
    flag: 'demo_seeded_consents_v1',
    write: async (db) => {
      await db.execute(sql`insert into bpr_consent (user_id, agreement_key, version, via, accepted_at)
        select u.id, a.key, a.version, 'register', u.created_at from bpr_portal_user u cross join bpr_agreement a
        where not exists (select 1 from bpr_consent c where c.user_id = u.id)
        on conflict do nothing`);
    },
  },
  // One name per project, one set of contacts, notices linking to their actions (issue #29 part 4): last.
  {
    flag: 'demo_seeded_truth_v1',
    write: async (db) => {
      // 轮候配租情况 (issue #29 part 3) joined SEED_COLUMNS after databases had been seeded (a no-op on new ones).
      await db
        .insert(columns)
        .values({ ...QUEUE_FIGURES_COLUMN, parentKey: 'dyyw', sortOrder: 7, level: 2, isDemo: true, createdAt: cityTime(DEMO_COLUMNS_CREATED) })
        .onConflictDoNothing();
      await correctDemoRecords(db);
      await correctDemoContents(db);
    },
  },
  // The demo citizen's 保租房 application waiting for 补正 (issue #29 part 2): after the staff and the cases.
  DEMO_CORRECTION_PART,
  // Housing applications in every stage (issue #29): after the staff, the cases and the correction part.
  DEMO_APPLICATIONS_PART,
];

/**
 * Every demo content nobody edited (updated_at still its publishing time) gets its body as the seed
 * writes it now: project links with their ids, the contacts of lib/business/contact.ts.
 */
async function correctDemoContents(db: Db): Promise<void> {
  const ids = await demoProjectIds(db);
  for (const c of SEED_CONTENTS) {
    const bodyHtml = seedBodyHtml(c, ids);
    await db
      .update(contents)
      .set({ bodyHtml, summary: c.summary ?? summarize(bodyHtml) })
      .where(
        and(
          eq(contents.isDemo, true),
          eq(contents.columnKey, c.columnKey),
          eq(contents.title, c.title),
          sql`${contents.updatedAt} = ${contents.createdAt}`,
          sql`${contents.bodyHtml} <> ${bodyHtml}`,
        ),
      );
  }
}

/**
 * Writes each demo part not yet written to this database. Runs in one transaction under an advisory
 * lock, so several portal instances starting together on one PostgreSQL seed each part exactly once.
 * True when anything was written.
 */
export async function seedDemoContentOnce(db: Db, parts: readonly DemoPart[] = DEMO_PARTS): Promise<boolean> {
  const wrote = await seedParts(db, parts);
  // A search made while the seed ran read the fingerprint of the index before it.
  forgetIndexFingerprint(db);
  return wrote;
}

function seedParts(db: Db, parts: readonly DemoPart[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const t = tx as unknown as Db;
    let wrote = false;
    for (const part of parts) {
      const done = await tx.select().from(appMeta).where(eq(appMeta.key, part.flag));
      if (done.length > 0) continue;
      await part.write(t);
      await tx.insert(appMeta).values({ key: part.flag, value: new Date().toISOString() });
      wrote = true;
    }
    // Whatever a part wrote becomes searchable in the same transaction. The index is rebuilt, too,
    // when it was never built with fingerprints (a database seeded before search existed, or before
    // fingerprints) or with another vocabulary or index format: rebuildIndex records its own.
    if (wrote || (await searchIndexFingerprint(t)) !== INDEX_FINGERPRINT) await rebuildSearchIndex(t);
    return wrote;
  });
}

async function insertColumns(db: Db, nodes: SeedColumn[], parentKey: string | null, level: number): Promise<void> {
  if (level > 4) throw new Error('栏目层级不能超过四级');
  await db.insert(columns).values(
    nodes.map((n, i) => ({
      key: n.key,
      label: n.label,
      parentKey,
      sortOrder: i,
      level,
      route: n.route,
      specialKey: n.specialKey ?? null,
      navHidden: n.navHidden ?? false,
      description: n.description ?? '',
      isDemo: true,
      createdAt: cityTime(DEMO_COLUMNS_CREATED),
    })),
  );
  for (const n of nodes) if (n.children?.length) await insertColumns(db, n.children, n.key, level + 1);
}

async function insertContents(db: Db): Promise<void> {
  const ids = await demoProjectIds(db);
  await db.insert(contents).values(
    SEED_CONTENTS.map((c) => {
      const bodyHtml = seedBodyHtml(c, ids);
      const publishAt = cityTime(c.publishAt);
      const pinned = c.pinned ?? false;
      return {
        columnKey: c.columnKey,
        title: c.title,
        summary: c.summary ?? summarize(bodyHtml),
        bodyHtml,
        coverUrl: c.coverUrl ?? null,
        videoUrl: c.videoUrl ?? null,
        source: c.source ?? '',
        author: c.author ?? '',
        publishAt,
        pinned,
        attachments: c.attachments ? c.attachments.map((a) => ({ ...a })) : [],
        viewCount: c.viewCount ?? plausibleViews(c.title, publishAt, pinned),
        status: c.status ?? 'published',
        isDemo: true,
        createdAt: publishAt,
        updatedAt: publishAt,
      };
    }),
  );
}

async function insertSiteData(db: Db): Promise<void> {
  const ids = await demoProjectIds(db);
  await db.insert(banners).values(
    BANNERS.map((b, i) => ({ ...b, linkUrl: resolveProjectTokens(b.linkUrl, ids), sortOrder: i, enabled: true, isDemo: true })),
  );
  await db.insert(friendlyLinks).values(
    FRIENDLY_LINKS.map((l, i) => ({ ...l, sortOrder: i, enabled: true, isDemo: true })),
  );
  await db.insert(memorabilia).values(
    MEMORABILIA.map((m) => ({
      year: Number(m.eventDate.slice(0, 4)),
      eventDate: m.eventDate,
      title: m.title,
      description: m.description,
      imageUrl: m.imageUrl ?? null,
      isDemo: true,
    })),
  );
  await db.insert(businessSegments).values(
    BUSINESS_SEGMENTS.map((s, i) => ({ ...s, sortOrder: i, enabled: true, isDemo: true })),
  );
  await db.insert(companyIntroduce).values({
    ...COMPANY_INTRODUCE,
    bodyHtml: sanitizeBodyHtml(COMPANY_INTRODUCE.bodyHtml.trim()),
    isDemo: true,
  });
  await db.insert(subsidiaries).values(
    SUBSIDIARIES.map((s, i) => ({
      ...s,
      bodyHtml: sanitizeBodyHtml(s.bodyHtml.trim()),
      website: null,
      logoUrl: null,
      sortOrder: i,
      isDemo: true,
    })),
  );
  await db.insert(webSkins).values(WEB_SKINS.map((s) => ({ ...s, isDemo: true })));
  await db.insert(appVersions).values(
    APP_VERSIONS.map((v) => ({ ...v, publishedAt: cityTime(v.publishedAt), isDemo: true })),
  );
}

export { cityTime } from './time';
import { cityTime } from './time';

const SUMMARY_LENGTH = 110;

/** Plain-text lead of a body for list pages: whole sentences when they fit. */
export function summarize(html: string): string {
  const text = html
    .replace(/<(h[2-4]|figcaption|th)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_LENGTH);
  const end = Math.max(cut.lastIndexOf('。'), cut.lastIndexOf('；'));
  return end >= 40 ? cut.slice(0, end + 1) : `${cut}…`;
}

/** Fixed "today" of the demo data, so view counts do not depend on when the seed runs. */
const DEMO_NOW = Date.UTC(2026, 10, 21);

/** A stable, plausible view count: older and pinned contents have been read more. */
export function plausibleViews(title: string, publishAt: Date, pinned: boolean): number {
  let h = 2166136261;
  for (let i = 0; i < title.length; i++) h = Math.imul(h ^ title.charCodeAt(i), 16777619) >>> 0;
  const ageDays = Math.max(0, (DEMO_NOW - publishAt.getTime()) / 86_400_000);
  const perDay = 0.8 + (h % 17) / 10;
  const decayed = Math.sqrt(ageDays) * 40 * perDay;
  return Math.round(60 + (h % 240) + decayed + (pinned ? 900 + (h % 500) : 0));
}
