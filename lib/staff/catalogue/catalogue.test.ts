/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { addColumns, addContent, closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { auditLog, banners, columns, commercialProjects, companyIntroduce, housingProjects, housingUnitTypes, jobPosts, questionnaireQuestions, questionnaires, questionnaireSections, shops, subsidiaries, webSkins } from '@/lib/db/schema';
import { parseQuestionText } from '@/lib/validation/catalogue';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { getColumnTree, listColumns } from '@/lib/cms/columns';
import { getMourningSetting, isMourningMode, listWebSkins, loadSkinSchedule, skinStateAt } from '@/lib/background/web-skins';
import { invalidate } from '@/lib/cache/invalidate';
import { TAGS } from '@/lib/cache';
import { POST as postSkin } from '@/app/admin/api/skin/route';
import { withAudit, type AuditActor } from '../audit';
import { STAFF_COOKIE } from '../cookie';
import { roleCan, STAFF_ROLE_CODES, type StaffRole } from '../roles';
import { CATALOGUE } from './registry';
import { postCatalogue } from './routes';
import { deleteCatalogueEntry, getCatalogueEntry, listCatalogue, saveCatalogueEntry, setCatalogueState } from './service';
import { CATALOGUE_SCHEMAS } from '@/lib/validation/catalogue';
import { storeContentFile } from '@/lib/cms/content-files';
import { makeImage } from '@/lib/recruitment/test-files';
import { CATALOGUE_IN_USE } from './definition';
import { searchSite } from '@/lib/search/search';
import { signedInStaffToken } from '../test-sessions';

// The cache tags expire through next/cache, which needs a running Next server: here we check the
// handlers name the right tags, after their change committed.
jest.mock('@/lib/cache/invalidate', () => ({ invalidate: jest.fn() }));
const invalidated = invalidate as jest.MockedFunction<typeof invalidate>;

const REVIEWER: AuditActor = { staffId: null, login: 'reviewer-test', role: 'reviewer', address: '10.0.0.9' };
const HOUR = 3600_000;


describe('the mourning schedule (pure)', () => {
  const row = (over: Partial<Parameters<typeof skinStateAt>[0][number]>) => ({ webSkinId: '2', name: '哀悼', webSkinStatus: '1', activeFrom: null, activeUntil: null, ...over });
  const colour = { webSkinId: '1', name: '默认', webSkinStatus: '1', activeFrom: null, activeUntil: null };
  const t = Date.parse('2026-12-13T00:00:00Z');

  it('is grey inside the window and in colour before and after it, with the next switch named', () => {
    const rows = [row({ activeFrom: new Date(t).toISOString(), activeUntil: new Date(t + 24 * HOUR).toISOString() }), colour];
    expect(skinStateAt(rows, t - 1000)).toEqual({ mourning: false, nextSwitchAt: t });
    expect(skinStateAt(rows, t)).toEqual({ mourning: true, nextSwitchAt: t + 24 * HOUR });
    expect(skinStateAt(rows, t + 24 * HOUR)).toEqual({ mourning: false, nextSwitchAt: null });
  });

  it('is grey from now on with no switch ahead when turned on without a window, and never when disabled', () => {
    expect(skinStateAt([row({}), colour], t)).toEqual({ mourning: true, nextSwitchAt: null });
    expect(skinStateAt([row({ webSkinStatus: '0', activeFrom: new Date(t + HOUR).toISOString() }), colour], t)).toEqual({ mourning: false, nextSwitchAt: null });
  });
});

describe.each(testTargets().map((t) => [t.name, t] as const))('the catalogue editor on %s', (_driver, target) => {
  let handle: TestDatabase | undefined;
  const db = () => handle!.db;
  const tokens = {} as Record<StaffRole, string>;
  /** A banner's picture, uploaded as the console's upload stores it. */
  let picture = '';

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    await addColumns(db(), [{ key: 'home', label: '首页', route: '/home' }, { key: 'news', label: '新闻中心' }, { key: 'gsyw', label: '公司要闻', parentKey: 'news' }, { key: 'about', label: '关于我们' }]);
    picture = (await storeContentFile(null, 'image', 'banner.png', await makeImage('png', 96, 32))).url;
    // One signed-in member of staff per role, through password and TOTP as in the console.
    for (const role of STAFF_ROLE_CODES) tokens[role] = await signedInStaffToken(role, 'cat', '目录测试');
  });
  afterAll(() => closeServiceDatabase(handle));
  beforeEach(() => invalidated.mockClear());

  const post = (path: string, role: StaffRole | null, body: unknown, plain = false) =>
    new Request(`http://portal.test${path}`, {
      method: 'POST',
      headers: {
        ...(role ? { cookie: `${STAFF_COOKIE}=${tokens[role]}` } : {}),
        origin: 'http://portal.test',
        host: 'portal.test',
        'content-type': plain ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      body: plain ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
    });
  const catalogue = (role: StaffRole | null, entity: string, id: string, op: string, body: unknown, plain = false) =>
    postCatalogue(post(`/admin/api/catalogue/${entity}/${id}/${op}`, role, body, plain), { entity, id, op });
  const auditOf = (entity: string, id: number | string) => db().select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id)))).orderBy(auditLog.id);

  describe('mourning mode', () => {
    it('turns the site grey now and back to colour, audited, with the skin tag expired', async () => {
      expect(await isMourningMode()).toBe(false);
      const on = await postSkin(post('/admin/api/skin', 'admin', { mode: 'now', from: '', until: '' }));
      expect(on.status).toBe(200);
      expect(invalidated).toHaveBeenCalledWith([TAGS.skin]);
      expect(await isMourningMode()).toBe(true);
      expect((await listWebSkins('1'))[0]?.webSkinId).toBe('2');
      expect(await getMourningSetting()).toEqual({ mode: 'now', from: null, until: null });
      const off = await postSkin(post('/admin/api/skin', 'admin', { mode: 'off' }));
      expect(off.status).toBe(200);
      expect(await isMourningMode()).toBe(false);
      const rows = await auditOf('web_skin', '2');
      expect(rows.map((r) => r.action)).toEqual(['skin.mourning', 'skin.mourning']);
      expect(rows[0]!.changes.webSkinStatus).toEqual({ before: '0', after: '1' });
      expect(rows[1]!.changes.webSkinStatus).toEqual({ before: '1', after: '0' });
    });

    it('takes a window in Beijing time: grey only inside it, and the next switch is its start', async () => {
      const res = await postSkin(post('/admin/api/skin', 'admin', { mode: 'window', from: '2099-01-01T08:00', until: '2099-01-02T08:00' }));
      expect(res.status).toBe(200);
      expect(await getMourningSetting()).toEqual({ mode: 'window', from: '2099-01-01T00:00:00.000Z', until: '2099-01-02T00:00:00.000Z' });
      expect(await isMourningMode()).toBe(false);
      const schedule = await loadSkinSchedule();
      expect(skinStateAt(schedule, Date.parse('2099-01-01T00:00:00Z'))).toEqual({ mourning: true, nextSwitchAt: Date.parse('2099-01-02T00:00:00Z') });
      expect(skinStateAt(schedule, Date.now()).nextSwitchAt).toBe(Date.parse('2099-01-01T00:00:00Z'));
      await postSkin(post('/admin/api/skin', 'admin', { mode: 'off' }));
    });

    it('refuses an end before the start or in the past at the field, and changes nothing', async () => {
      const before = await db().select().from(webSkins).orderBy(webSkins.id);
      const backwards = await postSkin(post('/admin/api/skin', 'admin', { mode: 'window', from: '2099-01-02T08:00', until: '2099-01-01T08:00' }));
      expect(backwards.status).toBe(400);
      expect((await backwards.json()).data.fields).toEqual({ until: '结束时间须晚于开始时间' });
      const past = await postSkin(post('/admin/api/skin', 'admin', { mode: 'window', from: '2020-01-01T08:00', until: '2020-01-02T08:00' }));
      expect((await past.json()).data.fields).toEqual({ until: '结束时间须晚于现在' });
      const noTime = await postSkin(post('/admin/api/skin', 'admin', { mode: 'window', from: '', until: '明天' }));
      expect((await noTime.json()).data.fields).toEqual({ from: '请填写完整的日期和时间（年-月-日 时:分）', until: '请填写完整的日期和时间（年-月-日 时:分）' });
      const plain = await postSkin(post('/admin/api/skin', 'admin', { mode: 'window', from: 'x', until: '' }, true));
      expect(plain.status).toBe(303);
      expect(plain.headers.get('location')).toBe('/admin/skin?failed=invalid&fields=from,until');
      expect(await db().select().from(webSkins).orderBy(webSkins.id)).toEqual(before);
      expect(invalidated).not.toHaveBeenCalled();
    });

    it.each(STAFF_ROLE_CODES)('%s: may switch mourning mode only with settings.manage', async (role) => {
      const res = await postSkin(post('/admin/api/skin', role, { mode: 'off' }));
      expect(res.status).toBe(roleCan(role, 'settings.manage') ? 200 : 403);
      expect(role === 'admin').toBe(roleCan(role, 'settings.manage'));
    });

    it('sends a post without a console session to the sign-in and changes nothing', async () => {
      const res = await postSkin(post('/admin/api/skin', null, { mode: 'now' }, true));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/admin/login?failed=expired');
      expect(await isMourningMode()).toBe(false);
    });
  });

  describe('roles × catalogue writes', () => {
    it.each(STAFF_ROLE_CODES)('%s: may save, switch and delete catalogue entries only with catalogue.publish', async (role) => {
      const allowed = roleCan(role, 'catalogue.publish');
      expect(allowed).toBe(role === 'reviewer');
      const before = await db().select().from(banners);
      const created = await catalogue(role, 'banners', 'new', 'save', { title: `横幅${role}`, subtitle: '', columnKey: 'home', imageUrl: picture, linkUrl: '', sortOrder: '1', enabled: true });
      expect(created.status).toBe(allowed ? 200 : 403);
      if (!allowed) {
        expect(await db().select().from(banners)).toEqual(before);
        const [any] = await db().insert(banners).values({ columnKey: 'home', title: '别人的', imageUrl: '/x.jpg' }).returning();
        expect((await catalogue(role, 'banners', String(any!.id), 'state', { to: 'off' })).status).toBe(403);
        expect((await catalogue(role, 'banners', String(any!.id), 'delete', {})).status).toBe(403);
        expect((await getCatalogueEntry(CATALOGUE.banners, any!.id))?.enabled).toBe(true);
        expect(await auditOf('banner', any!.id)).toEqual([]);
        return;
      }
      const { id } = (await created.json()).data as { id: number };
      expect(invalidated).toHaveBeenLastCalledWith([TAGS.background]);
      expect((await catalogue(role, 'banners', String(id), 'state', { to: 'off' })).status).toBe(200);
      expect((await getCatalogueEntry(CATALOGUE.banners, id))?.enabled).toBe(false);
      const del = await catalogue(role, 'banners', String(id), 'delete', { confirm: '1' }, true);
      expect(del.status).toBe(303);
      expect(del.headers.get('location')).toBe('/admin/catalogue/banners?deleted=1');
      expect(await getCatalogueEntry(CATALOGUE.banners, id)).toBeNull();
      expect((await auditOf('banner', id)).map((r) => r.action)).toEqual(['catalogue.create', 'catalogue.update', 'catalogue.delete']);
    });

    it('answers 404 for an unknown entity, id or operation', async () => {
      expect((await catalogue('reviewer', 'staff', '1', 'save', {})).status).toBe(404);
      expect((await catalogue('reviewer', 'banners', '0', 'delete', {})).status).toBe(404);
      expect((await catalogue('reviewer', 'memorabilia', '1', 'state', { to: 'on' })).status).toBe(404);
      expect((await catalogue('reviewer', 'banners', 'new', 'drop', {})).status).toBe(404);
    });
  });

  describe('columns', () => {
    const def = CATALOGUE.columns;
    const idOf = async (key: string) => (await db().select({ id: columns.id }).from(columns).where(eq(columns.key, key)))[0]!.id;
    const form = (over: Record<string, unknown>) => ({ key: 'x', label: '栏目', parentKey: '', sortOrder: '0', route: '/t1/news_list', description: '', navHidden: false, ...over });

    it('adds a column under a parent at the next level, and the header menu and tree follow', async () => {
      const res = await catalogue('reviewer', 'columns', 'new', 'save', form({ key: 'hyzx', label: '行业资讯', parentKey: 'news', sortOrder: '5' }));
      expect(res.status).toBe(200);
      expect(invalidated).toHaveBeenLastCalledWith([TAGS.columns]);
      const tree = await getColumnTree();
      expect(tree.find((c) => c.key === 'news')?.children.map((c) => c.key)).toEqual(['gsyw', 'hyzx']);
      const [row] = await db().select().from(columns).where(eq(columns.key, 'hyzx'));
      expect(row).toMatchObject({ level: 2, label: '行业资讯', parentKey: 'news' });
      const [audit] = await auditOf('column', row!.id);
      expect(audit).toMatchObject({ action: 'catalogue.create', role: 'reviewer', changes: { key: { before: null, after: 'hyzx' }, label: { before: null, after: '行业资讯' } } });
    });

    it('renames and reorders a column, keeping its key, with the changed fields before and after', async () => {
      const id = await idOf('about');
      const res = await catalogue('reviewer', 'columns', String(id), 'save', form({ key: 'renamed-ignored', label: '走进我们', sortOrder: '-1', route: '/t1/news_list' }));
      expect(res.status).toBe(200);
      expect((await listColumns()).map((c) => c.label)).toEqual(['走进我们', '首页', '新闻中心']);
      const rows = await auditOf('column', id);
      expect(rows.at(-1)!.changes).toEqual({ label: { before: '关于我们', after: '走进我们' }, sortOrder: { before: 0, after: -1 } });
    });

    it('hides a column from the menu and shows it again', async () => {
      const id = await idOf('about');
      await catalogue('reviewer', 'columns', String(id), 'state', { to: 'off' });
      expect((await listColumns()).map((c) => c.key)).not.toContain('about');
      expect((await listCatalogue(def, { state: 'off' })).rows.map((r) => r.key)).toEqual(['about']);
      await catalogue('reviewer', 'columns', String(id), 'state', { to: 'on' });
      expect((await listColumns()).map((c) => c.key)).toContain('about');
    });

    it('moves a column with its subtree, and refuses a cycle, a fifth level or a taken key at the field, changing nothing', async () => {
      const newsId = await idOf('news');
      const moved = await catalogue('reviewer', 'columns', String(newsId), 'save', form({ key: 'news', label: '新闻中心', parentKey: 'about' }));
      expect(moved.status).toBe(200);
      const levels = Object.fromEntries((await db().select().from(columns)).map((c) => [c.key, c.level]));
      expect(levels).toMatchObject({ about: 1, news: 2, gsyw: 3, hyzx: 3 });
      const snapshot = await db().select().from(columns).orderBy(columns.id);
      const cycle = await catalogue('reviewer', 'columns', String(await idOf('about')), 'save', form({ key: 'about', label: '走进我们', parentKey: 'gsyw' }));
      expect(cycle.status).toBe(400);
      expect((await cycle.json()).data.fields).toEqual({ parentKey: '上级栏目不能是本栏目或它的下级栏目' });
      await addColumns(db(), [{ key: 'deep1' }, { key: 'deep2', parentKey: 'deep1' }, { key: 'deep3', parentKey: 'deep2' }]);
      // news would be on level 4, its children on level 5.
      const tooDeep = await catalogue('reviewer', 'columns', String(newsId), 'save', form({ key: 'news', label: '新闻中心', parentKey: 'deep3' }));
      expect((await tooDeep.json()).data.fields.parentKey).toMatch(/最多四级/);
      const taken = await catalogue('reviewer', 'columns', 'new', 'save', form({ key: 'news', label: '重复' }));
      expect((await taken.json()).data.fields).toEqual({ key: '该栏目标识已被使用，请换一个' });
      const bad = await catalogue('reviewer', 'columns', 'new', 'save', form({ key: '新 栏目', label: '', route: '/nowhere' }));
      expect(Object.keys((await bad.json()).data.fields).sort()).toEqual(['key', 'label', 'route']);
      expect(await db().select().from(columns).where(eq(columns.key, 'deep1'))).toHaveLength(1);
      expect((await db().select().from(columns).orderBy(columns.id)).filter((c) => !c.key.startsWith('deep'))).toEqual(snapshot);
    });

    it('refuses to delete a column with children or articles (saying why) and deletes an empty one', async () => {
      const withChild = await catalogue('reviewer', 'columns', String(await idOf('deep1')), 'delete', { confirm: '1' }, true);
      expect(withChild.status).toBe(303);
      expect(withChild.headers.get('location')).toBe('/admin/catalogue/columns?failed=inUse&why=childColumns');
      await addContent(db(), { columnKey: 'deep3', title: '一篇文章' });
      const withArticle = await catalogue('reviewer', 'columns', String(await idOf('deep3')), 'delete', {});
      expect(withArticle.status).toBe(409);
      expect((await withArticle.json()).msg).toMatch(/栏目下还有文章/);
      expect(await db().select().from(columns).where(eq(columns.key, 'deep3'))).toHaveLength(1);
      const id = await idOf('hyzx');
      expect((await catalogue('reviewer', 'columns', String(id), 'delete', {})).status).toBe(200);
      expect((await auditOf('column', id)).at(-1)).toMatchObject({ action: 'catalogue.delete', changes: { key: { before: 'hyzx', after: null } } });
    });
  });

  describe('every other entity: create, list, update, switch, delete — each audited', () => {
    const cases = {
      friendlyLinks: [{ name: '市政府', url: 'https://www.example.gov.cn', groupName: '政府网站', sortOrder: '1', enabled: true }, { name: '市人民政府' }, 'friendly_link', '市政府'],
      memorabilia: [{ eventDate: '2024-05-01', title: '公司成立', description: '', imageUrl: '' }, { title: '集团成立' }, 'memorabilia', '成立'],
      appVersions: [{ platform: 'android', versionCode: '21', versionName: '2.1.0', downloadUrl: '/app/2.1.apk', releaseNotes: '', forceUpdate: false }, { versionName: '2.1.1' }, 'app_version', '2.1.0'],
      jobPosts: [
        {
          title: '物业管理员',
          subsidiaryId: '',
          department: '物业部',
          place: '北湖区',
          headcount: '2',
          duties: '负责小区管理',
          education: 'college',
          major: '',
          experienceYears: '1',
          certificates: '',
          requirements: '',
          salaryMin: '5000',
          salaryMax: '8000',
          recruitType: 'social',
          deadline: '2099-12-31',
        },
        { title: '高级物业管理员' },
        'job_post',
        '物业',
      ],
    } as const;

    it.each(Object.entries(cases))('%s', async (key, [input, change, entity, keyword]) => {
      const def = CATALOGUE[key as keyof typeof cases];
      const parsed = CATALOGUE_SCHEMAS[def.key].parse(input) as Record<string, unknown>;
      const row = await saveCatalogueEntry(def, REVIEWER, null, parsed);
      expect((await listCatalogue(def, { q: keyword })).rows.map((r) => r.id)).toContain(row.id);
      expect((await listCatalogue(def, { q: '没有这样的词' })).rows).toEqual([]);
      const updated = await saveCatalogueEntry(def, REVIEWER, row.id, CATALOGUE_SCHEMAS[def.key].parse({ ...input, ...change }) as Record<string, unknown>);
      expect(def.titleOf(updated)).not.toBe(def.titleOf(row));
      expect(def.toForm(updated)).toMatchObject(change);
      if (def.toggle) {
        await setCatalogueState(def, REVIEWER, row.id, false);
        expect(def.toggle.isOn((await getCatalogueEntry(def, row.id))!, new Date())).toBe(false);
      }
      await deleteCatalogueEntry(def, REVIEWER, row.id);
      const trail = await auditOf(entity, row.id);
      expect(trail.map((r) => r.action)).toEqual(['catalogue.create', 'catalogue.update', ...(def.toggle ? ['catalogue.update'] : []), 'catalogue.delete']);
      const [field, value] = Object.entries(change)[0]!;
      expect(trail[1]!.changes[field]).toEqual({ before: (input as Record<string, unknown>)[field], after: value });
    });

    it('closes a job post: the state the public list reads changes, and a post with applications cannot be deleted', async () => {
      const def = CATALOGUE.jobPosts;
      const row = await saveCatalogueEntry(def, REVIEWER, null, CATALOGUE_SCHEMAS.jobPosts.parse(cases.jobPosts[0]) as Record<string, unknown>);
      expect(row.state).toBe('open');
      const res = await catalogue('reviewer', 'jobPosts', String(row.id), 'state', { to: 'off' });
      expect(res.status).toBe(200);
      expect(invalidated).toHaveBeenLastCalledWith([TAGS.jobPosts]);
      const [stored] = await db().select().from(jobPosts).where(eq(jobPosts.id, row.id));
      expect(stored!.state).toBe('ended');
    });

    it('refuses a duplicate app version, a salary range upside down and a javascript: link at the field', async () => {
      const v = cases.appVersions[0];
      await saveCatalogueEntry(CATALOGUE.appVersions, REVIEWER, null, CATALOGUE_SCHEMAS.appVersions.parse({ ...v, versionCode: '30' }) as Record<string, unknown>);
      const dup = await catalogue('reviewer', 'appVersions', 'new', 'save', { ...v, versionCode: '30' });
      expect((await dup.json()).data.fields).toEqual({ versionCode: '该平台已有此版本号' });
      const salary = await catalogue('reviewer', 'jobPosts', 'new', 'save', { ...cases.jobPosts[0], salaryMin: '9000', salaryMax: '100' });
      expect((await salary.json()).data.fields).toEqual({ salaryMax: '最低月薪不能大于最高月薪' });
      const link = await catalogue('reviewer', 'friendlyLinks', 'new', 'save', { ...cases.friendlyLinks[0], url: 'javascript:alert(1)' });
      expect((await link.json()).data.fields).toEqual({ url: '网址须为站内路径（以 / 开头）或以 http:// 、https:// 开头的网址' });
    });

    it('writes nothing, not even the audit row, when a change fails half-way', async () => {
      const before = await db().select().from(auditLog);
      await expect(
        withAudit(REVIEWER, async () => {
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      await expect(saveCatalogueEntry(CATALOGUE.banners, REVIEWER, null, { title: 't', subtitle: '', columnKey: 'nope', imageUrl: picture, linkUrl: '', sortOrder: 0, enabled: true })).rejects.toMatchObject({
        field: 'columnKey',
      });
      expect(await db().select().from(auditLog)).toHaveLength(before.length);
    });
  });

  describe('questionnaires, projects, shops and company pages', () => {
    const questionText = '单选：您对小区物业服务满意吗？*\n- 满意\n- 一般\n- 其他（请说明）\n\n简答：您的建议';
    const qForm = (over: Record<string, unknown> = {}) => ({
      title: '物业服务满意度调查',
      intro: '',
      mode: 'anonymous',
      opensAt: '2026-01-01T08:00',
      closesAt: '',
      resultsPublic: false,
      perAddressDailyLimit: '20',
      questions: questionText,
      ...over,
    });

    it('reads the question text, and says which question is wrong', () => {
      expect(parseQuestionText(questionText)).toEqual({
        questions: [
          { kind: 'single', title: '您对小区物业服务满意吗？', required: true, options: [{ label: '满意', isOther: false }, { label: '一般', isOther: false }, { label: '其他（请说明）', isOther: true }] },
          { kind: 'short_text', title: '您的建议', required: false, options: [] },
        ],
      });
      expect(parseQuestionText('单选：只有一个选项\n- 是')).toEqual({ error: '第 1 题是单选题，至少需要两个选项' });
      expect(parseQuestionText('简答：好\n\n问答：不对')).toEqual({ error: '第 2 题的第一行须为“题型：题目”，题型为 单选、多选、简答、详答 或 评分' });
      expect(parseQuestionText('  ')).toEqual({ error: '请至少填写一道题' });
    });

    it('creates a questionnaire with its questions, closes it, opens it again and makes its results public — audited', async () => {
      const res = await catalogue('reviewer', 'questionnaires', 'new', 'save', qForm());
      expect(res.status).toBe(200);
      const { id } = (await res.json()).data as { id: number };
      const [section] = await db().select().from(questionnaireSections).where(eq(questionnaireSections.questionnaireId, id));
      const questions = await db().select().from(questionnaireQuestions).where(eq(questionnaireQuestions.sectionId, section!.id)).orderBy(questionnaireQuestions.sortOrder);
      expect(questions.map((q) => [q.kind, q.title, q.required])).toEqual([
        ['single', '您对小区物业服务满意吗？', true],
        ['short_text', '您的建议', false],
      ]);
      const def = CATALOGUE.questionnaires;
      expect(def.toggle!.isOn((await getCatalogueEntry(def, id))!, new Date())).toBe(true);
      expect((await catalogue('reviewer', 'questionnaires', String(id), 'state', { to: 'off' })).status).toBe(200);
      const closed = (await getCatalogueEntry(def, id))!;
      expect(def.toggle!.isOn(closed, new Date())).toBe(false);
      expect((await listCatalogue(def, { state: 'off' })).rows.map((r) => r.id)).toContain(id);
      expect((await catalogue('reviewer', 'questionnaires', String(id), 'state', { to: 'on' })).status).toBe(200);
      expect(def.toggle!.isOn((await getCatalogueEntry(def, id))!, new Date())).toBe(true);
      // Editing keeps the questions and the way of answering; the results become public.
      const edit = await catalogue('reviewer', 'questionnaires', String(id), 'save', qForm({ mode: 'signed_in', resultsPublic: true, questions: '' }));
      expect(edit.status).toBe(200);
      const [stored] = await db().select().from(questionnaires).where(eq(questionnaires.id, id));
      expect(stored).toMatchObject({ mode: 'anonymous', resultsPublic: true });
      const trail = await auditOf('questionnaire', id);
      expect(trail.map((r) => r.action)).toEqual(['catalogue.create', 'catalogue.update', 'catalogue.update', 'catalogue.update']);
      expect(trail.at(-1)!.changes.resultsPublic).toEqual({ before: false, after: true });
    });

    it('refuses a questionnaire without questions, with a bad question or an end before its start, at the field', async () => {
      const count = (await db().select().from(questionnaires)).length;
      expect((await (await catalogue('reviewer', 'questionnaires', 'new', 'save', qForm({ questions: '' }))).json()).data.fields).toEqual({ questions: '请至少填写一道题' });
      expect((await (await catalogue('reviewer', 'questionnaires', 'new', 'save', qForm({ questions: '多选：选吧\n- 甲' }))).json()).data.fields).toEqual({ questions: '第 1 题是多选题，至少需要两个选项' });
      expect((await (await catalogue('reviewer', 'questionnaires', 'new', 'save', qForm({ closesAt: '2025-01-01T08:00' }))).json()).data.fields).toEqual({ closesAt: '结束时间须晚于开始时间' });
      expect(await db().select().from(questionnaires)).toHaveLength(count);
    });

    it('changes a project\'s status and registration window, keeps homes with unit types in step, and refuses bad figures', async () => {
      const [project] = await db()
        .insert(housingProjects)
        .values({ name: '和园', businessType: 'psx', district: '北湖区', address: '和园路 1 号', lng: 120, lat: 30, status: 'upcoming', homesTotal: 100, homesAvailable: 100 })
        .returning();
      const form = { ...CATALOGUE.housingProjects.toForm(project as never), status: 'onsale', registrationFirstDay: '2099-03-01', registrationLastDay: '2099-03-10' };
      expect((await catalogue('reviewer', 'housingProjects', String(project!.id), 'save', form)).status).toBe(200);
      expect(invalidated).toHaveBeenLastCalledWith([TAGS.projects]);
      const [saved] = await db().select().from(housingProjects).where(eq(housingProjects.id, project!.id));
      expect(saved).toMatchObject({ status: 'onsale', registrationFirstDay: '2099-03-01', registrationLastDay: '2099-03-10' });
      const bad = await catalogue('reviewer', 'housingProjects', String(project!.id), 'save', { ...form, homesAvailable: '101', registrationLastDay: '' });
      expect((await bad.json()).data.fields).toEqual({ homesAvailable: '可租（售）套数不能大于房源总套数', registrationLastDay: '意向登记开始日期和结束日期须同时填写或同时不填' });
      // Unit types: the project's totals follow them, and its own figures can no longer be typed.
      const [unit] = await db().insert(housingUnitTypes).values({ projectId: project!.id, layout: '两室一厅', bedrooms: 2, areaMin: 70, areaMax: 80, priceMin: 9000, priceMax: 9800, homesTotal: 60, homesAvailable: 40 }).returning();
      const unitForm = { ...CATALOGUE.unitTypes.toForm(unit as never), homesAvailable: '12' };
      expect((await catalogue('reviewer', 'unitTypes', String(unit!.id), 'save', unitForm)).status).toBe(200);
      const [summed] = await db().select().from(housingProjects).where(eq(housingProjects.id, project!.id));
      expect(summed).toMatchObject({ homesTotal: 60, homesAvailable: 12 });
      const typed = await catalogue('reviewer', 'housingProjects', String(project!.id), 'save', { ...form, homesTotal: '60', homesAvailable: '30' });
      expect((await typed.json()).data.fields).toEqual({ homesAvailable: '该项目的套数按户型合计，请在“户型”中修改各户型的套数' });
      expect((await auditOf('housing_unit_type', unit!.id))[0]!.changes).toEqual({ homesAvailable: { before: 40, after: 12 } });
      // The unit types' list names each one's project.
      const listed = await listCatalogue(CATALOGUE.unitTypes, { q: '两室一厅' });
      const names = await CATALOGUE.unitTypes.listNames!(listed.rows);
      expect(CATALOGUE.unitTypes.listColumns[0]!.value(listed.rows.find((r) => r.id === unit!.id)!, names)).toBe('和园');
      // A project with unit types is not deleted from under them: the reviewer is told why.
      const refused = await catalogue('reviewer', 'housingProjects', String(project!.id), 'delete', {});
      expect(refused.status).toBe(409);
      expect((await refused.json()).msg).toBe(CATALOGUE_IN_USE.projectUnitTypes);
    });

    it('sets a shop\'s status and rent in yuan (stored in fen), and edits a commercial project', async () => {
      const [cp] = await db().insert(commercialProjects).values({ name: '和园生活广场', district: '北湖区', address: '和园路 2 号', lng: 120, lat: 30 }).returning();
      const [shop] = await db().insert(shops).values({ commercialProjectId: cp!.id, unitNo: 'A-101', floor: 1, area: 50, rentFenPerSqmMonth: 8000, uses: ['retail'], status: 'leasing' }).returning();
      const shopForm = CATALOGUE.shops.toForm(shop as never);
      const res = await catalogue('reviewer', 'shops', String(shop!.id), 'save', { ...shopForm, status: 'leased', rentYuan: '85.50' });
      expect(res.status).toBe(200);
      const [saved] = await db().select().from(shops).where(eq(shops.id, shop!.id));
      expect(saved).toMatchObject({ status: 'leased', rentFenPerSqmMonth: 8550 });
      expect((await (await catalogue('reviewer', 'shops', String(shop!.id), 'save', { ...shopForm, status: 'sold', rentYuan: '1.234' })).json()).data.fields).toEqual({
        status: '请选择招租状态',
        rentYuan: '租金须为不超过 99999.99 的金额，最多两位小数',
      });
      const cpRes = await catalogue('reviewer', 'commercialProjects', String(cp!.id), 'save', { ...CATALOGUE.commercialProjects.toForm(cp as never), name: '和园生活广场（二期）' });
      expect(cpRes.status).toBe(200);
      expect((await auditOf('commercial_project', cp!.id))[0]!.changes.name).toEqual({ before: '和园生活广场', after: '和园生活广场（二期）' });
    });

    it('a change in the console is what the site search finds at once: a shop let, a commercial project renamed, a column renamed', async () => {
      const [cp] = await db().insert(commercialProjects).values({ name: '翠湖邻里中心', district: '云溪区', address: '翠湖路 8 号', lng: 120, lat: 30 }).returning();
      const [shop] = await db().insert(shops).values({ commercialProjectId: cp!.id, unitNo: 'B-208', floor: 2, area: 66, rentFenPerSqmMonth: 9000, uses: ['retail'], status: 'leasing' }).returning();
      const hit = async (query: string, key: string) => (await searchSite({ query })).records.find((r) => r.key === key);
      const snippet = (h: Awaited<ReturnType<typeof hit>>) => h?.snippetPieces.map((p) => p.text).join('');
      expect(await hit('翠湖邻里中心', `commercial:${cp!.id}`)).toBeUndefined();
      expect((await catalogue('reviewer', 'shops', String(shop!.id), 'save', { ...CATALOGUE.shops.toForm(shop as never), status: 'leased', rentYuan: '95' })).status).toBe(200);
      expect(snippet(await hit('翠湖邻里中心 B-208', `shop:${shop!.id}`))).toMatch(/^翠湖邻里中心 · 云溪区 · 2层 · 66㎡ · 租金 95 元\/㎡·月 · 已出租。/);
      expect(await hit('翠湖邻里中心', `commercial:${cp!.id}`)).toMatchObject({ kind: 'commercial', kindLabel: '商业项目' });
      const renamed = await catalogue('reviewer', 'commercialProjects', String(cp!.id), 'save', { ...CATALOGUE.commercialProjects.toForm(cp as never), name: '翠湖生活广场' });
      expect(renamed.status).toBe(200);
      expect(await hit('翠湖生活广场', `commercial:${cp!.id}`)).toMatchObject({ title: '翠湖生活广场' });
      expect(await hit('翠湖生活广场 B-208', `shop:${shop!.id}`)).toMatchObject({ kind: 'shop', title: '翠湖生活广场 B-208' });
      // A column's page is a result under its new name.
      const [about] = await db().select().from(columns).where(eq(columns.key, 'about'));
      expect((await catalogue('reviewer', 'columns', String(about!.id), 'save', { ...CATALOGUE.columns.toForm(about as never), label: '关于琥珀集团' })).status).toBe(200);
      expect((await searchSite({ query: '琥珀集团' })).records.map((r) => r.title)).toContain('关于琥珀集团');
    });

    it('edits the company record and a subsidiary, and refuses to delete a subsidiary that still has job posts', async () => {
      const [company] = await db().insert(companyIntroduce).values({ name: '安居集团' }).returning();
      const res = await catalogue('reviewer', 'company', String(company!.id), 'save', { ...CATALOGUE.company.toForm(company as never), serviceHotline: '12345', email: 'not-mail' });
      expect((await res.json()).data.fields).toEqual({ email: '电子邮箱格式不正确' });
      expect((await catalogue('reviewer', 'company', String(company!.id), 'save', { ...CATALOGUE.company.toForm(company as never), serviceHotline: '12345' })).status).toBe(200);
      expect(invalidated).toHaveBeenLastCalledWith([TAGS.company]);
      const created = await catalogue('reviewer', 'subsidiaries', 'new', 'save', { name: '安居物业公司', summary: '', address: '', phone: '', website: '', logoUrl: '', sortOrder: '1' });
      const { id } = (await created.json()).data as { id: number };
      const [post] = await db().insert(jobPosts).values({ title: '会计', subsidiaryId: id, department: '财务部', place: '北湖区', headcount: 1, duties: '记账', education: 'college', recruitType: 'social', publishedAt: new Date(), deadline: '2099-01-01' }).returning();
      const refused = await catalogue('reviewer', 'subsidiaries', String(id), 'delete', { confirm: '1' }, true);
      expect(refused.headers.get('location')).toBe('/admin/catalogue/subsidiaries?failed=inUse&why=subsidiaryPosts');
      expect(await db().select().from(subsidiaries).where(eq(subsidiaries.id, id))).toHaveLength(1);
      await db().delete(jobPosts).where(eq(jobPosts.id, post!.id));
      expect((await catalogue('reviewer', 'subsidiaries', String(id), 'delete', { confirm: '1' })).status).toBe(200);
    });
  });
});
