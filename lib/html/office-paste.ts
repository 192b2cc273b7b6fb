/**
 * HTML pasted from Word or WPS, reduced to its structure (issue #26 part 3): headings, lists and
 * tables kept; Office's conditional comments, <o:p>, <w:…>/<v:…> elements, mso classes and style
 * attributes dropped (the sanitizer then drops every attribute it does not list). Word writes a
 * list as paragraphs with `mso-list:lN levelM` and a typed-out marker inside
 * `<![if !supportLists]>…<![endif]>`: those become real <ol>/<ul> with nested levels.
 *
 * Pure string work (no DOM, no Node): the console's editor runs it on paste in the browser, and
 * the server runs it again before sanitising what is stored — the server is the authority.
 */

const LIST_PARAGRAPH = /<p\b([^>]*?\bstyle\s*=\s*(?:"[^"]*mso-list:\s*l\d+\s+level(\d)[^"]*"|'[^']*mso-list:\s*l\d+\s+level(\d)[^']*'))[^>]*>([\s\S]*?)<\/p>/gi;
/** The marker Word types out for a list item (kept only to tell ordered from bulleted). */
const SUPPORT_LISTS = /<!(?:--)?\[if !supportLists\](?:--)?>([\s\S]*?)<!(?:--)?\[endif\](?:--)?>/i;

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();

/** "1." "a)" "(一)" "一、" "i." → ordered; "·" "§" "o" "" → bulleted. */
function isOrderedMarker(marker: string): boolean {
  return /^(?:\(?[0-9a-zA-Z]{1,4}[.)、]|\(?[一二三四五六七八九十]+[)、）.]|（[一二三四五六七八九十]+）)/.test(marker.trim());
}

type Item = { level: number; ordered: boolean; html: string };

function renderList(items: Item[]): string {
  let out = '';
  const open: { level: number; tag: 'ol' | 'ul' }[] = [];
  for (const item of items) {
    while (open.length && open[open.length - 1]!.level > item.level) out += `</li></${open.pop()!.tag}>`;
    const top = open[open.length - 1];
    if (!top || top.level < item.level) {
      const tag = item.ordered ? 'ol' : 'ul';
      out += `<${tag}>`;
      open.push({ level: item.level, tag });
    } else {
      out += '</li>';
    }
    out += `<li>${item.html}`;
  }
  while (open.length) out += `</li></${open.pop()!.tag}>`;
  return out;
}

/** Consecutive Word list paragraphs → one nested list. */
function convertLists(html: string): string {
  const items: { start: number; end: number; item: Item }[] = [];
  for (const m of html.matchAll(LIST_PARAGRAPH)) {
    const level = Number(m[2] ?? m[3] ?? '1');
    let inner = m[4] ?? '';
    const marker = SUPPORT_LISTS.exec(inner);
    const ordered = marker ? isOrderedMarker(stripTags(marker[1] ?? '')) : false;
    inner = inner.replace(SUPPORT_LISTS, '');
    items.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, item: { level, ordered, html: inner.trim() } });
  }
  if (!items.length) return html;
  let out = '';
  let at = 0;
  let run: Item[] = [];
  let runEnd = 0;
  const flush = () => {
    if (run.length) out += renderList(run);
    run = [];
  };
  for (const { start, end, item } of items) {
    const between = html.slice(at, start);
    if (run.length && between.trim() !== '') flush();
    if (!run.length) out += between;
    run.push(item);
    runEnd = end;
    at = end;
  }
  flush();
  return out + html.slice(runEnd);
}

/** Word/WPS markup → plain structural HTML (still to be sanitised). Idempotent on ordinary HTML. */
/** Word/WPS markup → plain structural HTML (still to be sanitised). Idempotent on ordinary HTML. */
export function cleanOfficeHtml(html: string): string {
  let out = html
    // The clipboard's <head>: <xml> islands, styles, the title, meta and link elements.
    .replace(/<(xml|style|title)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(?:meta|link)\b[^>]*>/gi, '');
  out = convertLists(out)
    // Downlevel-hidden conditionals (Word: <!--[if …]>…<![endif]-->) carry VML and Office data.
    .replace(/<!--\[if[^\]]*\]>[\s\S]*?<!\[endif\]-->/gi, '')
    // Their revealed forms (<![if …]>, WPS's <!--[if …]-->) are markers around text: drop the markers.
    .replace(/<!(?:--)?\[(?:if [^\]]*|endif)\](?:--)?>/gi, '')
    // Office namespaces: <o:p>, <w:…>, <v:…>, <st1:…> — their text (a &nbsp; mostly) is kept.
    .replace(/<\/?(?:o|w|v|m|st1):[^>]*>/gi, '')
    // Spans only carry Office's fonts and colours (the allowlist keeps none of their attributes).
    .replace(/<\/?span\b[^>]*>/gi, '')
    // Headings: the article's title is the page's <h1>; Word's 1–6 become our 2–4.
    .replace(/<(\/?)h1(\s[^>]*)?>/gi, '<$1h2$2>')
    .replace(/<(\/?)h[56](\s[^>]*)?>/gi, '<$1h4$2>')
    // Word's "MsoTitle" / heading classes on paragraphs.
    .replace(/<p\b[^>]*class\s*=\s*["']?Mso(?:Title|Heading1)\b[^>]*>([\s\S]*?)<\/p>/gi, '<h2>$1</h2>')
    // Remaining comments.
    .replace(/<!--[\s\S]*?-->/g, '');
  return out;
}
