import { getRoute, uncacheable } from '@/lib/api/route';
import { piecesToHtml, piecesToText } from '@/lib/search/highlight';
import { searchSite } from '@/lib/search/search';
import { siteSearchApiSchema } from '@/lib/validation/site-search';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Site search for programs: the parameters of /t1/search (keyword, kind, from, to, sort, pageNum)
 * plus pageSize (≤ 20). Answers are never stored in a shared cache: a query string is no cache key
 * strangers may multiply. Titles and snippets come as plain text and as HTML whose only markup is
 * our own <mark>. Matches are counted up to 1000: `capped` says there are more (total is then
 * 1000), `kindCountsCapped` that the per-kind counts stopped there and are lower bounds.
 */
export const GET = getRoute('cms.search', siteSearchApiSchema, async (q) => {
  const page = await searchSite({ query: q.keyword, kind: q.kind, from: q.from, to: q.to, sort: q.sort, pageNum: q.pageNum, pageSize: q.pageSize });
  return uncacheable({
    keyword: page.query,
    words: page.words,
    mode: page.mode,
    total: page.total,
    capped: page.capped,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
    pages: page.pages,
    kindCounts: page.kindCounts,
    kindCountsCapped: page.kindCountsCapped,
    records: page.records.map((r) => ({
      key: r.key,
      kind: r.kind,
      kindLabel: r.kindLabel,
      title: r.title,
      titleHtml: piecesToHtml(r.titlePieces),
      url: r.url,
      publishedAt: r.dated ? r.publishedAt : null,
      snippet: piecesToText(r.snippetPieces),
      snippetHtml: r.snippetHtml,
    })),
  });
});
