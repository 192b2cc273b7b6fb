/** @jest-environment node */
import { SaxesParser } from 'saxes';
import { addColumns, addContent, describeEachDatabase, day } from '@/lib/cms/test-fixtures';
import { getEnv } from '@/lib/env';
import { newsList } from '@/lib/templates/news-list';
import { GET as atomGET } from '@/app/feeds/[column]/atom.xml/route';
import { GET as rssGET } from '@/app/feeds/[column]/rss.xml/route';
import { GET as projectAtomGET } from '@/app/feeds/projects/[type]/atom.xml/route';
import { GET as projectRssGET } from '@/app/feeds/projects/[type]/rss.xml/route';
import { housingProjects } from '@/lib/db/schema';
import { FEED_ITEMS } from './feeds';

/** A strictly parsed XML element tree (saxes, the parser jsdom ships with: any well-formedness or namespace error throws). */
type El = { name: string; uri: string; attrs: Record<string, string>; children: El[]; text: string };

function parseXml(xml: string): El {
  const parser = new SaxesParser({ xmlns: true });
  const stack: El[] = [];
  let root: El | undefined;
  parser.on('error', (e) => {
    throw e;
  });
  parser.on('opentag', (tag) => {
    const attrs: Record<string, string> = {};
    for (const [k, a] of Object.entries(tag.attributes)) attrs[k] = typeof a === 'string' ? a : a.value;
    const el: El = { name: tag.local ?? tag.name, uri: tag.uri ?? '', attrs, children: [], text: '' };
    stack[stack.length - 1]?.children.push(el);
    stack.push(el);
    root ??= el;
  });
  parser.on('text', (t) => {
    const top = stack[stack.length - 1];
    if (top) top.text += t;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}

/** Children of that local name in the parent's own namespace (RSS's atom:link is not its <link>). */
const kids = (el: El, name: string) => el.children.filter((c) => c.name === name && c.uri === el.uri);
const one = (el: El, name: string) => {
  const found = kids(el, name);
  if (found.length !== 1) throw new Error(`expected one <${name}> in <${el.name}>, found ${found.length}`);
  return found[0]!;
};

const HOSTILE = `关于<script>alert("x")</script> & "租金" 调整的'通知' ]]> \u0001`;
const ATOM_NS = 'http://www.w3.org/2005/Atom';
const RFC822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const get = (handler: typeof rssGET, column: string) => handler(new Request(`http://localhost/feeds/${column}/x.xml`), { params: Promise.resolve({ column }) });

describeEachDatabase('column feeds', (database) => {
  beforeAll(async () => {
    const db = database().db;
    await addColumns(db, [
      { key: 'tzgg', label: '通知公告', route: '/t3/news_list' },
      { key: 'kongl', label: '空栏目', route: '/t1/news_list' },
    ]);
    for (let i = 0; i < FEED_ITEMS + 3; i++) await addContent(db, { columnKey: 'tzgg', title: `通知 ${i}`, summary: `摘要 ${i}`, publishAt: day(i) });
    await addContent(db, { columnKey: 'tzgg', title: HOSTILE, summary: HOSTILE, publishAt: day(100) });
    await addContent(db, { columnKey: 'tzgg', title: '未发布的草稿', status: 'draft', publishAt: day(200) });
  });

  test('a column’s RSS 2.0 feed parses strictly and has the required channel and item elements, newest first, absolute URLs', async () => {
    const res = await get(rssGET, 'tzgg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const rss = parseXml(await res.text());
    expect(rss.name).toBe('rss');
    expect(rss.attrs.version).toBe('2.0');
    const channel = one(rss, 'channel');
    for (const required of ['title', 'link', 'description']) expect(one(channel, required).text.trim()).not.toBe('');
    expect(one(channel, 'title').text).toContain('通知公告');
    const self = channel.children.find((c) => c.name === 'link' && c.uri === ATOM_NS);
    expect(self?.attrs.rel).toBe('self');
    expect(self?.attrs.href).toBe(`${getEnv().SITE_URL.replace(/\/+$/, '')}/feeds/tzgg/rss.xml`);
    const items = kids(channel, 'item');
    expect(items).toHaveLength(FEED_ITEMS);
    for (const item of items) {
      expect(one(item, 'title').text).not.toBe('');
      expect(one(item, 'link').text.startsWith(getEnv().SITE_URL.replace(/\/+$/, ''))).toBe(true);
      expect(one(item, 'link').text).toMatch(/contentId=\d+/);
      expect(one(item, 'guid').text).toBe(one(item, 'link').text);
      expect(one(item, 'pubDate').text).toMatch(RFC822);
    }
    expect(one(items[1]!, 'title').text).toBe(`通知 ${FEED_ITEMS + 2}`);
    expect(items.some((i) => one(i, 'title').text === '未发布的草稿')).toBe(false);
  });

  test('a column’s Atom feed parses strictly and has the required feed and entry elements', async () => {
    const res = await get(atomGET, 'tzgg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const feed = parseXml(await res.text());
    expect(feed.name).toBe('feed');
    expect(feed.uri).toBe(ATOM_NS);
    for (const required of ['id', 'title', 'updated']) expect(one(feed, required).text.trim()).not.toBe('');
    expect(one(feed, 'updated').text).toMatch(RFC3339);
    expect(one(one(feed, 'author'), 'name').text).not.toBe('');
    expect(kids(feed, 'link').map((l) => l.attrs.rel).sort()).toEqual(['alternate', 'self']);
    const entries = kids(feed, 'entry');
    expect(entries).toHaveLength(FEED_ITEMS);
    const ids = new Set<string>();
    for (const entry of entries) {
      ids.add(one(entry, 'id').text);
      expect(one(entry, 'title').text).not.toBe('');
      expect(one(entry, 'updated').text).toMatch(RFC3339);
      expect(one(entry, 'link').attrs.href).toMatch(/^https?:\/\/.+contentId=\d+/);
    }
    expect(ids.size).toBe(FEED_ITEMS);
  });

  test('a hostile title comes out escaped: the feeds still parse and read back the exact text, control characters dropped', async () => {
    const expected = HOSTILE.replace('\u0001', '');
    const rssText = await (await get(rssGET, 'tzgg')).text();
    expect(rssText).not.toContain('<script>');
    const first = kids(one(parseXml(rssText), 'channel'), 'item')[0]!;
    expect(one(first, 'title').text).toBe(expected);
    expect(one(first, 'description').text).toBe(expected);
    const entry = kids(parseXml(await (await get(atomGET, 'tzgg')).text()), 'entry')[0]!;
    expect(one(entry, 'title').text).toBe(expected);
  });

  test('an unknown column, an empty column or a malformed key answers 404', async () => {
    for (const column of ['nosuchcolumn', 'kongl', '../etc', '']) {
      expect((await get(rssGET, column)).status).toBe(404);
      expect((await get(atomGET, column)).status).toBe(404);
    }
  });

  test('the list page names its feeds with <link rel="alternate"> in its metadata, an empty list none', async () => {
    const req = { routePath: '/t3/news_list', template: 'news-list' as const, routeTitle: '通知公告', searchParams: {} };
    const meta = await newsList.metadata(req, await newsList.load(req));
    const types = meta.alternates?.types as Record<string, { url: string; title: string }[]> | undefined;
    const base = getEnv().SITE_URL.replace(/\/+$/, '');
    expect(types?.['application/rss+xml']?.[0]?.url).toBe(`${base}/feeds/tzgg/rss.xml`);
    expect(types?.['application/atom+xml']?.[0]?.url).toBe(`${base}/feeds/tzgg/atom.xml`);
    expect(meta.alternates?.canonical).toBeTruthy();

    const empty = { routePath: '/t1/news_list', template: 'news-list' as const, routeTitle: '空栏目', searchParams: { col1: 'kongl' } };
    const emptyMeta = await newsList.metadata(empty, await newsList.load(empty));
    expect(emptyMeta.alternates?.types).toBeUndefined();
  });

  test('projects by business type: the type’s newest shown projects, strictly valid RSS and Atom; other types and unknown codes 404', async () => {
    const db = database().db;
    const base = { district: '北湖区', address: '和园路 1 号', lng: 120, lat: 30, status: 'onsale' as const, homesTotal: 10, homesAvailable: 4 };
    await db.insert(housingProjects).values([
      { ...base, name: '和园 <公租房> & 一期', businessType: 'gzf', publishedAt: day(10) },
      { ...base, name: '安和里', businessType: 'gzf', publishedAt: day(20) },
      { ...base, name: '隐藏项目', businessType: 'gzf', publishedAt: day(30), hidden: true },
      { ...base, name: '共有产权一号', businessType: 'gycq', publishedAt: day(5) },
    ]);
    const type = (t: string) => ({ params: Promise.resolve({ type: t }) });
    const rssRes = await projectRssGET(new Request('http://localhost/feeds/projects/gzf/rss.xml'), type('gzf'));
    expect(rssRes.status).toBe(200);
    const channel = one(parseXml(await rssRes.text()), 'channel');
    for (const required of ['title', 'link', 'description']) expect(one(channel, required).text.trim()).not.toBe('');
    const items = kids(channel, 'item');
    expect(items.map((i) => one(i, 'title').text)).toEqual(['安和里', '和园 <公租房> & 一期']);
    expect(one(items[0]!, 'link').text).toMatch(/^https?:\/\/[^/]+\/t1\/projectDetail\?projectId=\d+$/);
    expect(one(items[0]!, 'pubDate').text).toMatch(RFC822);

    const atomRes = await projectAtomGET(new Request('http://localhost/feeds/projects/gzf/atom.xml'), type('gzf'));
    const feed = parseXml(await atomRes.text());
    expect(feed.uri).toBe(ATOM_NS);
    expect(kids(feed, 'entry')).toHaveLength(2);

    for (const t of ['psx', 'nope', '']) expect((await projectRssGET(new Request('http://localhost/x'), type(t))).status).toBe(404);
  });
});
