ALTER TABLE "bss_search_doc" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written (issue #27 part 2), re-appliable as is: a result's relevance is ts_rank on its title,
-- summary and keywords (rank_tsv, weights A and B) times
--  * its kind's factor from the matched intent rules (`boosts`, as in 0025_search_intent_rules);
--  * the factor of `boosts ->> 'closed'` once the record is no longer current (closes_at passed: a
--    leased shop, a full project, a job past its deadline, a closed questionnaire, a repealed policy);
--  * the factor of `boosts ->> 'old'` for a notice or a news item published over a year ago (a past
--    window, a past event);
--  * a title-length factor, 2 / (1 + length / 16): among results matching the same words in their
--    titles, the one whose title is mostly those words (保租房业务介绍) ranks above one that mentions
--    them in passing (a 30-character headline). Field-length normalisation as in BM25 (b = 0.5,
--    a typical title of 16 characters), capped at 64 characters.
-- The factors `closed` and `old` are data: an intent rule without trigger words applies to every
-- query (lib/search/intent.ts; the migration below seeds one, staff edit it in the console).
CREATE OR REPLACE FUNCTION bss_search_factor(boosts jsonb, kind text, title text, published_at timestamptz, closes_at timestamptz)
RETURNS real
LANGUAGE sql STABLE
AS $fn$
  SELECT (coalesce((boosts ->> kind)::real, 1)
    * CASE WHEN closes_at IS NOT NULL AND closes_at <= now() THEN coalesce((boosts ->> 'closed')::real, 1) ELSE 1 END
    * CASE WHEN kind IN ('notice', 'news') AND published_at < now() - interval '1 year' THEN coalesce((boosts ->> 'old')::real, 1) ELSE 1 END
    / (0.7 + 0.3 * least(char_length(title), 64) / 16.0))::real
$fn$;
--> statement-breakpoint
-- The function of 0025_search_intent_rules with every relevance branch ranking by bss_search_factor.
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
  rank_window integer,
  boosts jsonb
) RETURNS TABLE (part text, kind text, n integer, id integer, title text, url text, published_at timestamptz, body text, source text, ref_id integer)
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
  body_ids integer[];
  body_kinds text[];
  body_dates timestamptz[];
  more integer;
BEGIN
  LOOP
    -- Titles, summaries and keywords first: past the cap there, the body index is not read at all.
    -- Every title match once (a slim row each): the first cap + 1 are counted, and their newest
    -- are the relevance window, should it be needed.
    WITH m AS MATERIALIZED (
        SELECT d.id, d.kind, d.published_at FROM bss_search_match d
        WHERE d.rank_tsv @@ q AND d.published_at <= now() AND (from_at IS NULL OR d.published_at >= from_at) AND (before_at IS NULL OR d.published_at < before_at)),
      v AS MATERIALIZED (SELECT m.kind FROM m LIMIT cap + 1),
      c AS MATERIALIZED (SELECT v.kind, count(*)::integer AS n FROM v GROUP BY v.kind)
    SELECT coalesce((SELECT array_agg(c.kind ORDER BY c.kind) FROM c), '{}'),
           coalesce((SELECT array_agg(c.n ORDER BY c.kind) FROM c), '{}'),
           (SELECT count(*)::integer FROM v),
           coalesce((SELECT array_agg(w.id ORDER BY w.published_at DESC, w.id DESC) FROM (
              SELECT m.id, m.published_at FROM m WHERE want_kind IS NULL OR m.kind = want_kind
              ORDER BY m.published_at DESC, m.id DESC LIMIT CASE WHEN by_date THEN 0 ELSE rank_window END) w), '{}')
      INTO kinds, counts, counted, newest_titles;
    titles_counted := counted;
    IF counted <= cap THEN
      -- The first cap + 1 matches anywhere, counted per kind; kept, for when they are all of them.
      WITH m AS MATERIALIZED (SELECT d.id, d.kind, d.published_at FROM bss_search_match_q d WHERE d.tsv @@ q),
        v AS MATERIALIZED (
          SELECT m.id, m.kind, m.published_at FROM m
          WHERE m.published_at <= now() AND (from_at IS NULL OR m.published_at >= from_at) AND (before_at IS NULL OR m.published_at < before_at)
          LIMIT cap + 1),
        c AS MATERIALIZED (SELECT v.kind, count(*)::integer AS n FROM v GROUP BY v.kind)
      SELECT coalesce((SELECT array_agg(c.kind ORDER BY c.kind) FROM c), '{}'),
             coalesce((SELECT array_agg(c.n ORDER BY c.kind) FROM c), '{}'),
             (SELECT count(*)::integer FROM v),
             (SELECT array_agg(v.id) FROM v), (SELECT array_agg(v.kind) FROM v), (SELECT array_agg(v.published_at) FROM v)
        INTO kinds, counts, counted, body_ids, body_kinds, body_dates;
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
    WITH m AS MATERIALIZED (SELECT d.kind, d.published_at FROM bss_search_match d WHERE d.rank_tsv @@ q)
    SELECT count(*)::integer INTO matched FROM (
      SELECT 1 FROM m WHERE m.kind = want_kind AND m.published_at <= now() AND (from_at IS NULL OR m.published_at >= from_at) AND (before_at IS NULL OR m.published_at < before_at)
      LIMIT cap + 1) s;
    IF matched <= cap THEN
      WITH m AS MATERIALIZED (SELECT d.kind, d.published_at FROM bss_search_match_q d WHERE d.tsv @@ q)
      SELECT count(*)::integer INTO matched FROM (
        SELECT 1 FROM m WHERE m.kind = want_kind AND m.published_at <= now() AND (from_at IS NULL OR m.published_at >= from_at) AND (before_at IS NULL OR m.published_at < before_at)
        LIMIT cap + 1) s;
    END IF;
  END IF;

  RETURN QUERY SELECT 'mode'::text, search_mode, matched, NULL::integer, NULL::text, NULL::text, NULL::timestamptz, NULL::text, NULL::text, NULL::integer;
  RETURN QUERY SELECT 'count'::text, c.k, c.c, NULL::integer, NULL::text, NULL::text, NULL::timestamptz, NULL::text, NULL::text, NULL::integer FROM unnest(kinds, counts) AS c(k, c);

  total := least(matched, cap);
  IF total = 0 OR skip >= total THEN RETURN; END IF;

  IF by_date THEN
    ids := bss_search_newest(q, want_kind, from_at, before_at, matched > cap, '{}', skip, take);
  ELSIF counted <= cap THEN
    -- Every match is known (the count read them all): ranked on the rows' own title vectors.
    SELECT coalesce(array_agg(p.id ORDER BY p.r DESC, p.published_at DESC, p.id DESC), '{}') INTO ids FROM (
      SELECT u.id, ts_rank(d.rank_tsv, q_rank) * bss_search_factor(boosts, u.kind, d.title, u.published_at, d.closes_at) AS r, u.published_at
      FROM unnest(body_ids, body_kinds, body_dates) AS u(id, kind, published_at) JOIN bss_search_doc d ON d.id = u.id
      WHERE want_kind IS NULL OR u.kind = want_kind
      ORDER BY r DESC, u.published_at DESC, u.id DESC LIMIT take OFFSET skip) p;
  ELSIF matched <= cap THEN
    -- One kind of more than cap matches of all kinds: its own matches, read again.
    WITH m AS MATERIALIZED (SELECT d.id, d.kind, d.published_at, d.rank_tsv FROM bss_search_match_q d WHERE d.tsv @@ q)
    SELECT coalesce(array_agg(p.id ORDER BY p.r DESC, p.published_at DESC, p.id DESC), '{}') INTO ids FROM (
      SELECT m.id, ts_rank(m.rank_tsv, q_rank) * bss_search_factor(boosts, m.kind, d.title, m.published_at, d.closes_at) AS r, m.published_at
      FROM m JOIN bss_search_doc d ON d.id = m.id
      WHERE m.published_at <= now() AND (from_at IS NULL OR m.published_at >= from_at) AND (before_at IS NULL OR m.published_at < before_at)
        AND (want_kind IS NULL OR m.kind = want_kind)
      ORDER BY r DESC, m.published_at DESC, m.id DESC LIMIT take OFFSET skip) p;
  ELSE
    -- The window: the newest title matches, read by the titles' statement.
    SELECT coalesce(array_agg(w.id ORDER BY ts_rank(d.rank_tsv, q_rank) * bss_search_factor(boosts, d.kind, d.title, d.published_at, d.closes_at) DESC, d.published_at DESC, w.id DESC), '{}') INTO ranked
      FROM unnest(newest_titles) AS w(id) JOIN bss_search_doc d ON d.id = w.id;
    ids := coalesce(ranked[skip + 1 : skip + take], '{}');
    more := take - cardinality(ids);
    IF more > 0 THEN
      ids := ids || bss_search_newest(q, want_kind, from_at, before_at, true, ranked, greatest(0, skip - cardinality(ranked)), more);
    END IF;
  END IF;

  RETURN QUERY SELECT 'hit'::text, d.kind, h.ord::integer, d.id, d.title, d.url, d.published_at, d.body, d.source, d.ref_id
    FROM unnest(ids) WITH ORDINALITY AS h(doc_id, ord) JOIN bss_search_doc d ON d.id = h.doc_id ORDER BY h.ord;
END
$fn$;
--> statement-breakpoint
-- "A current or open record ranks above a closed or old one" as a rule (data, reviewed in the
-- console): no trigger words, so it applies to every query.
INSERT INTO bss_search_intent_rule (name, triggers, with_words, boosts, note) VALUES
  ('现行优先：已结束、往年的排后',
   '{}',
   '{}',
   '{"closed": 0.5, "old": 0.7}',
   '对每个查询都适用：已出租的商铺、已满租的项目、已截止的岗位、已结束的问卷、已废止的政策（已结束）和一年前的通知、新闻（往年）排在现行的后面。')
ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
-- The place rule names the city's districts too: "云溪 公租房" is a place with a housing word.
UPDATE bss_search_intent_rule SET triggers = triggers || ARRAY['云溪', '北湖', '澄江', '东港', '滨湖', '高新']
  WHERE name = '地名或户型 + 住房词' AND NOT (triggers @> ARRAY['云溪']);
