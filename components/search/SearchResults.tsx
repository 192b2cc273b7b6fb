import { Pagination } from '@/components/templates/Pagination';
import { formatDate } from '@/lib/format';
import type { TextPiece } from '@/lib/search/highlight';
import { KIND_LABELS } from '@/lib/search/kinds';
import { SEARCH_COUNT_CAP, SEARCH_PAGE_MAX } from '@/lib/search/limits';
import type { SearchCorrection } from '@/lib/search/no-result';
import type { SearchPage } from '@/lib/search/search';
import type { SearchHelp } from '@/lib/templates/site-search';
import { QUERY_MAX } from '@/lib/search/tokens.mjs';
import { toQueryString } from '@/lib/navigation/paths';
import { KIND_OPTIONS, SITE_SEARCH_PATH, type SiteSearchRequest } from '@/lib/validation/site-search';
import { SEARCH_CLICK_PATH } from '@/lib/search/click-path';
import { SEARCH_TEXT as T } from './text';
import styles from './SearchResults.module.css';

export type SearchResultsProps = {
  request: SiteSearchRequest;
  result: SearchPage | null;
  correction?: SearchCorrection | null;
  help?: SearchHelp | null;
};

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** What a search that found nothing offers: the most-read guides and the hotline (issue #27 part 3). */
function NoResultHelp({ help }: { help: SearchHelp }) {
  if (help.guides.length === 0 && !help.hotline) return null;
  return (
    <section className={styles.help} aria-labelledby="search-help-title">
      <h2 id="search-help-title" className={styles.helpTitle}>
        {T.helpTitle}
      </h2>
      {help.guides.length > 0 ? (
        <>
          <h3 className={styles.helpSubtitle}>{T.helpGuides}</h3>
          <ul className={styles.helpList}>
            {help.guides.map((g) => (
              <li key={g.url}>
                <a href={g.url}>{g.title}</a> <span className={styles.helpViews}>{T.helpViews(g.viewCount)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {help.hotline ? (
        <p className={styles.helpHotline}>
          {T.helpHotline}
          <a href={telHref(help.hotline)}>{help.hotline}</a>
        </p>
      ) : null}
    </section>
  );
}

/** Text with the matched words in <mark>: React escapes every piece, we add only the marks. */
function Highlighted({ pieces }: { pieces: readonly TextPiece[] }) {
  return (
    <>
      {pieces.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

/** The results page: the full form (keyword, kind, dates, order), the kinds with their counts, the results, the pager. */
export function SearchResults({ request, result, correction = null, help = null }: SearchResultsProps) {
  const { typed, errors, input } = request;
  const keep = { keyword: input.query || undefined, from: input.from ?? undefined, to: input.to ?? undefined, sort: input.sort === 'date' ? 'date' : undefined, exact: request.exact ? '1' : undefined };
  const correctionHref = (query: string, exact?: boolean) => `${SITE_SEARCH_PATH}${toQueryString({ ...keep, keyword: query, kind: input.kind ?? undefined, exact: exact ? '1' : undefined })}`;
  const kindHref = (kind: string | null) => `${SITE_SEARCH_PATH}${toQueryString({ ...keep, kind: kind ?? undefined })}`;
  const describedBy = (name: string, hint?: string) => [hint, errors[name as keyof typeof errors] ? `search-${name}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const kindLabel = input.kind ? KIND_LABELS[input.kind] : null;
  const clickPing = input.query ? `${SEARCH_CLICK_PATH}${toQueryString({ keyword: input.query })}` : undefined;

  return (
    <div className={styles.page}>
      <form className={styles.form} method="get" action={SITE_SEARCH_PATH} role="search" aria-label={T.formLabel}>
        <div className={styles.keywordRow}>
          <label htmlFor="search-keyword" className={styles.label}>
            {T.keywordLabel}
          </label>
          <div className={styles.keywordControl}>
            <input
              id="search-keyword"
              className={styles.input}
              type="search"
              name="keyword"
              defaultValue={typed.keyword}
              maxLength={QUERY_MAX}
              enterKeyHint="search"
              autoComplete="off"
              aria-describedby={describedBy('keyword', 'search-keyword-hint')}
              aria-invalid={errors.keyword ? true : undefined}
            />
            <button type="submit" className={styles.submit}>
              {T.submit}
            </button>
          </div>
          <p id="search-keyword-hint" className={styles.hint}>
            {T.keywordHint}
          </p>
          <FieldError id="search-keyword-error" message={errors.keyword} />
        </div>
        <div className={styles.filters}>
          <div className={styles.control}>
            <label htmlFor="search-kind" className={styles.label}>
              {T.kindLabel}
            </label>
            <select id="search-kind" name="kind" className={styles.input} defaultValue={typed.kind}>
              <option value="">{T.allKinds}</option>
              {KIND_OPTIONS.map((o) => (
                <option key={o.code} value={o.code}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.control}>
            <label htmlFor="search-sort" className={styles.label}>
              {T.sortLabel}
            </label>
            <select id="search-sort" name="sort" className={styles.input} defaultValue={typed.sort}>
              <option value="relevance">{T.sortRelevance}</option>
              <option value="date">{T.sortDate}</option>
            </select>
          </div>
          <div className={`${styles.control} ${styles.date}`}>
            <label htmlFor="search-from" className={styles.label}>
              {T.fromLabel}
            </label>
            <input
              id="search-from"
              className={styles.input}
              type="date"
              name="from"
              min="2000-01-01"
              max="2099-12-31"
              defaultValue={typed.from}
              aria-describedby={describedBy('from')}
              aria-invalid={errors.from ? true : undefined}
            />
            <FieldError id="search-from-error" message={errors.from} />
          </div>
          <div className={`${styles.control} ${styles.date}`}>
            <label htmlFor="search-to" className={styles.label}>
              {T.toLabel}
            </label>
            <input
              id="search-to"
              className={styles.input}
              type="date"
              name="to"
              min="2000-01-01"
              max="2099-12-31"
              defaultValue={typed.to}
              aria-describedby={describedBy('to')}
              aria-invalid={errors.to ? true : undefined}
            />
            <FieldError id="search-to-error" message={errors.to} />
          </div>
        </div>
        {input.query || input.kind || input.from || input.to ? (
          <a className={styles.reset} href={SITE_SEARCH_PATH}>
            {T.reset}
          </a>
        ) : null}
      </form>

      {result === null ? (
        <div className={styles.prompt}>
          <p>{T.prompt}</p>
          <p>{T.promptExamples}</p>
        </div>
      ) : result.mode === 'empty' ? (
        <p className={styles.notice} role="status">
          {T.nothingToFind}
        </p>
      ) : (
        <>
          <nav className={styles.kinds} aria-label={T.kindsNav}>
            <ul className={styles.kindList}>
              <li>
                <a href={kindHref(null)} aria-current={input.kind === null ? 'page' : undefined}>
                  {T.allKinds}
                  {T.count(Math.min(SEARCH_COUNT_CAP, Object.values(result.kindCounts).reduce((a, b) => a + b, 0)), result.kindCountsCapped)}
                </a>
              </li>
              {KIND_OPTIONS.filter((o) => result.kindCounts[o.code] > 0 || o.code === input.kind).map((o) => (
                <li key={o.code}>
                  <a href={kindHref(o.code)} aria-current={input.kind === o.code ? 'page' : undefined}>
                    {o.label}
                    {T.count(result.kindCounts[o.code], result.kindCountsCapped)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {correction ? (
            <div className={styles.correction}>
              <p>
                {T.didYouMean}
                <a href={correctionHref(correction.query)} lang="zh-CN">
                  {correction.query}
                </a>
              </p>
              {correction.applied ? (
                <p className={styles.hint}>
                  {T.corrected(correction.original, correction.query)} <a href={correctionHref(correction.original, true)}>{T.searchAsTyped(correction.original)}</a>
                </p>
              ) : null}
            </div>
          ) : null}
          <p className={styles.summary} role="status">
            {kindLabel ? T.summaryKind(result.query, kindLabel, result.total, result.capped) : T.summary(result.query, result.total, result.capped)}
          </p>
          {result.mode === 'partial' && result.total > 0 ? <p className={styles.notice}>{T.partial}</p> : null}
          {result.records.length === 0 ? (
            <>
              <p className={styles.empty}>{kindLabel && Object.values(result.kindCounts).some((n) => n > 0) ? T.emptyKind(kindLabel) : T.empty}</p>
              {help ? <NoResultHelp help={help} /> : null}
            </>
          ) : (
            <ol className={styles.results} start={(result.pageNum - 1) * result.pageSize + 1}>
              {result.records.map((hit) => (
                <li key={hit.url} className={hit.pinned ? `${styles.hit} ${styles.pinned}` : styles.hit}>
                  <h2 className={styles.title}>
                    {hit.pinned ? <span className={styles.pinnedMark}>{T.pinned}</span> : null}
                    {/* Opening a result is counted for the query's week (hyperlink auditing: no script, no redirect, no identity). */}
                    <a href={hit.url} ping={clickPing}>
                      <Highlighted pieces={hit.titlePieces} />
                    </a>
                  </h2>
                  <p className={styles.snippet}>
                    <Highlighted pieces={hit.snippetPieces} />
                  </p>
                  <p className={styles.meta}>
                    <span className={styles.kind}>{hit.kindLabel}</span>
                    {hit.dated ? (
                      <span>
                        {T.published}
                        <time dateTime={hit.publishedAt}>{formatDate(hit.publishedAt)}</time>
                      </span>
                    ) : null}
                  </p>
                </li>
              ))}
            </ol>
          )}
          <Pagination
            pageNum={result.pageNum}
            pages={Math.min(result.pages, SEARCH_PAGE_MAX)}
            total={result.capped ? undefined : result.total}
            pathname={SITE_SEARCH_PATH}
            query={{ ...keep, kind: input.kind ?? undefined }}
          />
          {result.pages > SEARCH_PAGE_MAX ? <p className={styles.hint}>{T.depthNote(SEARCH_PAGE_MAX)}</p> : null}
        </>
      )}
    </div>
  );
}
