-- Site search in one round trip (issue #12 part 5): bss_search_page answers a search — the counts per
-- kind (capped), the partial fallback, the relevance window and the page's documents — in one call
-- instead of begin / set / two to five statements / commit. Being PL/pgSQL, its statements are
-- prepared once per connection (no planning per search). SET enable_seqscan = off holds for the
-- call only: a sequential scan would test `tsv @@ query` on every row, decompressing each TOASTed
-- vector. The rules are those of lib/search/search.ts and docs/decisions.md "Site search".
CREATE OR REPLACE FUNCTION bss_search_newest(
  q tsquery,
  want_kind text,
  from_at timestamptz,
  before_at timestamptz,
  broad boolean,
  except_ids integer[],
  skip integer,
  take integer
) RETURNS integer[]
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
AS $fn$
DECLARE
  ids integer[];
BEGIN
  IF broad THEN
    -- Planned for these very values (EXECUTE): a broad query walks the date index newest first and
    -- stops when the page is full; a plan cached for a narrow one would rank every match instead.
    EXECUTE 'SELECT coalesce(array_agg(x.id ORDER BY x.published_at DESC, x.id DESC), ''{}'') FROM (
        SELECT m.id, m.published_at FROM bss_search_doc m
        WHERE m.tsv @@ $1 AND m.published_at <= now() AND ($2::text IS NULL OR m.kind = $2)
          AND ($3::timestamptz IS NULL OR m.published_at >= $3) AND ($4::timestamptz IS NULL OR m.published_at < $4)
          AND NOT (m.id = ANY ($5))
        ORDER BY m.published_at DESC, m.id DESC LIMIT $7 OFFSET $6) x'
      INTO ids USING q, want_kind, from_at, before_at, except_ids, skip, take;
  ELSE
    WITH m AS MATERIALIZED (SELECT d.id, d.kind, d.published_at FROM bss_search_doc d WHERE d.tsv @@ q)
    SELECT coalesce(array_agg(x.id ORDER BY x.published_at DESC, x.id DESC), '{}') INTO ids FROM (
      SELECT m.id, m.published_at FROM m
      WHERE m.published_at <= now() AND (want_kind IS NULL OR m.kind = want_kind)
        AND (from_at IS NULL OR m.published_at >= from_at) AND (before_at IS NULL OR m.published_at < before_at)
        AND NOT (m.id = ANY (except_ids))
      ORDER BY m.published_at DESC, m.id DESC LIMIT take OFFSET skip) x;
  END IF;
  RETURN ids;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bss_search_page(
  q_all tsquery,
  q_any tsquery,
  q_rank tsquery,
  want_kind text,
  from_at timestamptz,
  before_at timestamptz,
  by_date boolean,
  skip integer,
  take integer,
  cap integer,
  rank_window integer
) RETURNS TABLE (part text, kind text, n integer, id integer, title text, url text, published_at timestamptz, body text)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
AS $fn$
#variable_conflict use_column
DECLARE
  q tsquery := q_all;
  search_mode text := 'all';
  kinds text[];
  counts integer[];
  counted integer;
  matched integer;
  total integer;
  ids integer[];
  ranked integer[];
  newest_titles integer[];
  titles_counted integer;
  more integer;
BEGIN
  LOOP
    -- Titles, summaries and keywords first: past the cap there, the body index is not read at all.
    -- Up to the cap the same rows give the relevance window (their newest), should it be needed.
    WITH m AS MATERIALIZED (SELECT d.id, d.kind, d.published_at FROM bss_search_doc d WHERE d.rank_tsv @@ q),
      v AS MATERIALIZED (
        SELECT m.id, m.kind, m.published_at FROM m
        WHERE m.published_at <= now() AND (from_at IS NULL OR m.published_at >= from_at) AND (before_at IS NULL OR m.published_at < before_at)
        LIMIT cap + 1),
      c AS MATERIALIZED (SELECT v.kind, count(*)::integer AS n FROM v GROUP BY v.kind)
    SELECT coalesce((SELECT array_agg(c.kind ORDER BY c.kind) FROM c), '{}'),
           coalesce((SELECT array_agg(c.n ORDER BY c.kind) FROM c), '{}'),
           (SELECT count(*)::integer FROM v),
           coalesce((SELECT array_agg(w.id ORDER BY w.published_at DESC, w.id DESC) FROM (
              SELECT v.id, v.published_at FROM v WHERE want_kind IS NULL OR v.kind = want_kind
              ORDER BY v.published_at DESC, v.id DESC LIMIT CASE WHEN by_date THEN 0 ELSE rank_window END) w), '{}')
      INTO kinds, counts, counted, newest_titles;
    titles_counted := counted;
    IF counted <= cap THEN
      WITH m AS MATERIALIZED (SELECT d.kind, d.published_at FROM bss_search_doc d WHERE d.tsv @@ q)
      SELECT coalesce(array_agg(c.kind), '{}'), coalesce(array_agg(c.n), '{}'), coalesce(sum(c.n), 0)
        INTO kinds, counts, counted
        FROM (SELECT s.kind, count(*)::integer AS n FROM (
                SELECT m.kind FROM m
                WHERE m.published_at <= now() AND (from_at IS NULL OR m.published_at >= from_at) AND (before_at IS NULL OR m.published_at < before_at)
                LIMIT cap + 1) s GROUP BY s.kind) c;
    END IF;
    EXIT WHEN counted > 0 OR q_any IS NULL OR search_mode = 'partial';
    search_mode := 'partial';
    q := q_any;
  END LOOP;

  IF want_kind IS NULL THEN
    matched := counted;
  ELSIF counted <= cap THEN
    matched := coalesce(counts[array_position(kinds, want_kind)], 0);
  ELSE
    WITH m AS MATERIALIZED (SELECT d.kind, d.published_at FROM bss_search_doc d WHERE d.rank_tsv @@ q)
    SELECT count(*)::integer INTO matched FROM (
      SELECT 1 FROM m WHERE m.kind = want_kind AND m.published_at <= now() AND (from_at IS NULL OR m.published_at >= from_at) AND (before_at IS NULL OR m.published_at < before_at)
      LIMIT cap + 1) s;
    IF matched <= cap THEN
      WITH m AS MATERIALIZED (SELECT d.kind, d.published_at FROM bss_search_doc d WHERE d.tsv @@ q)
      SELECT count(*)::integer INTO matched FROM (
        SELECT 1 FROM m WHERE m.kind = want_kind AND m.published_at <= now() AND (from_at IS NULL OR m.published_at >= from_at) AND (before_at IS NULL OR m.published_at < before_at)
        LIMIT cap + 1) s;
    END IF;
  END IF;

  RETURN QUERY SELECT 'mode'::text, search_mode, matched, NULL::integer, NULL::text, NULL::text, NULL::timestamptz, NULL::text;
  RETURN QUERY SELECT 'count'::text, c.k, c.c, NULL::integer, NULL::text, NULL::text, NULL::timestamptz, NULL::text FROM unnest(kinds, counts) AS c(k, c);

  total := least(matched, cap);
  IF total = 0 OR skip >= total THEN RETURN; END IF;

  IF by_date THEN
    ids := bss_search_newest(q, want_kind, from_at, before_at, matched > cap, '{}', skip, take);
  ELSIF matched <= cap THEN
    WITH m AS MATERIALIZED (SELECT d.id, d.kind, d.published_at, d.rank_tsv FROM bss_search_doc d WHERE d.tsv @@ q)
    SELECT coalesce(array_agg(p.id ORDER BY p.r DESC, p.published_at DESC, p.id DESC), '{}') INTO ids FROM (
      SELECT m.id, ts_rank(m.rank_tsv, q_rank) AS r, m.published_at FROM m
      WHERE m.published_at <= now() AND (from_at IS NULL OR m.published_at >= from_at) AND (before_at IS NULL OR m.published_at < before_at)
        AND (want_kind IS NULL OR m.kind = want_kind)
      ORDER BY r DESC, m.published_at DESC, m.id DESC LIMIT take OFFSET skip) p;
  ELSE
    -- The window: the newest title matches, all of which the count read when they were few.
    IF titles_counted > cap THEN
      WITH m AS MATERIALIZED (SELECT d.id, d.kind, d.published_at FROM bss_search_doc d WHERE d.rank_tsv @@ q)
      SELECT coalesce(array_agg(w.id ORDER BY w.published_at DESC, w.id DESC), '{}') INTO newest_titles FROM (
        SELECT m.id, m.published_at FROM m
        WHERE m.published_at <= now() AND (from_at IS NULL OR m.published_at >= from_at) AND (before_at IS NULL OR m.published_at < before_at)
          AND (want_kind IS NULL OR m.kind = want_kind)
        ORDER BY m.published_at DESC, m.id DESC LIMIT rank_window) w;
    END IF;
    SELECT coalesce(array_agg(w.id ORDER BY ts_rank(d.rank_tsv, q_rank) DESC, d.published_at DESC, w.id DESC), '{}') INTO ranked
      FROM unnest(newest_titles) AS w(id) JOIN bss_search_doc d ON d.id = w.id;
    ids := coalesce(ranked[skip + 1 : skip + take], '{}');
    more := take - cardinality(ids);
    IF more > 0 THEN
      ids := ids || bss_search_newest(q, want_kind, from_at, before_at, true, ranked, greatest(0, skip - cardinality(ranked)), more);
    END IF;
  END IF;

  RETURN QUERY SELECT 'hit'::text, d.kind, h.ord::integer, d.id, d.title, d.url, d.published_at, d.body
    FROM unnest(ids) WITH ORDINALITY AS h(doc_id, ord) JOIN bss_search_doc d ON d.id = h.doc_id ORDER BY h.ord;
END
$fn$;
