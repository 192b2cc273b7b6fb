import { FAQJsonLd } from 'next-seo';
import { excerpt } from '@/lib/format';
import { trailQuery } from '@/lib/navigation/links';
import { toQueryString } from '@/lib/navigation/paths';
import type { QAData } from '@/lib/templates/qa';
import { Pagination } from '../Pagination';
import { QA } from '../QA';
import type { TemplateViewProps } from './types';

export function QaView({ req, data: { state, keyword, page, partial, items } }: TemplateViewProps<QAData>) {
  if (!page) return null;
  const linkQuery = trailQuery(state.nav.trail);
  return (
    <>
      {items.length > 0 ? <FAQJsonLd questions={items.map((q) => ({ question: q.question, answer: excerpt(q.answerHtml, 500) }))} /> : null}
      <QA items={items} total={page.total} keyword={keyword} partial={partial} action={req.routePath} hidden={linkQuery} resetHref={`${req.routePath}${toQueryString(linkQuery)}`} />
      <Pagination pageNum={page.pageNum} pages={page.pages} total={page.total} pathname={req.routePath} query={{ ...linkQuery, keyword: keyword || undefined }} />
    </>
  );
}
