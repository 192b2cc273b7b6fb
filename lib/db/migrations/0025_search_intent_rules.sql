CREATE TABLE "bss_search_intent_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"triggers" text[] NOT NULL,
	"with_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"boosts" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bss_search_intent_rule_name_uq" ON "bss_search_intent_rule" USING btree ("name");--> statement-breakpoint
-- Intent before words (issue #27 part 2): the ranking takes one more argument, `boosts`, a jsonb of
-- result kind -> factor, the product of the factors of the intent rules a query matched
-- (bss_search_intent_rule, matched in lib/search/intent.ts). A result's relevance is multiplied by
-- its kind's factor (1 when absent); everything else is the function of 0019_search_pages_and_kinds,
-- one round trip as before. Titles still weigh more than bodies (rank_tsv: weights A and B).
DROP FUNCTION bss_search_page(tsquery, tsquery, tsquery, text, timestamptz, timestamptz, boolean, integer, integer, integer, integer);--> statement-breakpoint
CREATE FUNCTION bss_search_page(
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
      SELECT u.id, ts_rank(d.rank_tsv, q_rank) * coalesce((boosts ->> u.kind)::real, 1) AS r, u.published_at
      FROM unnest(body_ids, body_kinds, body_dates) AS u(id, kind, published_at) JOIN bss_search_doc d ON d.id = u.id
      WHERE want_kind IS NULL OR u.kind = want_kind
      ORDER BY r DESC, u.published_at DESC, u.id DESC LIMIT take OFFSET skip) p;
  ELSIF matched <= cap THEN
    -- One kind of more than cap matches of all kinds: its own matches, read again.
    WITH m AS MATERIALIZED (SELECT d.id, d.kind, d.published_at, d.rank_tsv FROM bss_search_match_q d WHERE d.tsv @@ q)
    SELECT coalesce(array_agg(p.id ORDER BY p.r DESC, p.published_at DESC, p.id DESC), '{}') INTO ids FROM (
      SELECT m.id, ts_rank(m.rank_tsv, q_rank) * coalesce((boosts ->> m.kind)::real, 1) AS r, m.published_at FROM m
      WHERE m.published_at <= now() AND (from_at IS NULL OR m.published_at >= from_at) AND (before_at IS NULL OR m.published_at < before_at)
        AND (want_kind IS NULL OR m.kind = want_kind)
      ORDER BY r DESC, m.published_at DESC, m.id DESC LIMIT take OFFSET skip) p;
  ELSE
    -- The window: the newest title matches, read by the titles' statement.
    SELECT coalesce(array_agg(w.id ORDER BY ts_rank(d.rank_tsv, q_rank) * coalesce((boosts ->> d.kind)::real, 1) DESC, d.published_at DESC, w.id DESC), '{}') INTO ranked
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
-- The behaviour asked for in issue #27 part 2, as reviewable data (lib/search/intent.ts matches them;
-- the console /admin/search-rules edits them). Classes of questions, never one query.
INSERT INTO bss_search_intent_rule (name, triggers, with_words, boosts, note) VALUES
  ('办事问句：怎么办、要什么材料',
   ARRAY['怎么申请', '如何申请', '怎样申请', '怎么办理', '如何办理', '怎样办理', '怎么报名', '如何报名', '需要什么材料', '要什么材料', '申请材料', '所需材料', '申请条件', '什么条件', '条件是什么', '办理流程', '申请流程', '怎么办', '手续'],
   '{}',
   '{"guide": 1.6, "service": 1.4}',
   '问怎么办事、要什么材料、什么条件：办事指南和在线办理（表单）排在前面。'),
  ('地名或户型 + 住房词',
   ARRAY['一居室', '两居室', '二居室', '三居室', '一室', '两室', '三室', '户型', '小区', '附近', '地铁', '区'],
   ARRAY['房', '公寓', '住房', '房源', '租'],
   '{"project": 1.6}',
   '地名、户型（两居室）和住房词一起出现：住房项目排在前面。'),
  ('商铺出租、招租',
   ARRAY['出租', '招租', '承租', '租赁', '租铺'],
   ARRAY['商铺', '铺面', '门面', '店铺', '门店', '商业'],
   '{"shop": 1.5, "commercial": 1.4}',
   '出租、招租和商铺一起出现：商铺和商业项目排在前面。');
