-- The console's filters read indexes, not the whole table (issue #26 parts 6 and 7).
-- The article list's title filter: the title's two-character pieces, lower-cased, in a GIN index. A
-- keyword of two characters or more is in a title only if its pieces are, so the index finds the
-- candidates and ILIKE confirms them. pg_trgm would need three characters, and most Chinese keywords
-- staff type are two (通知, 公示, 配租): docs/decisions/0099-title-filter-bigram-index.md. No extension,
-- so PGlite and a PostgreSQL role without CREATE on the database run the same migration.
CREATE FUNCTION "bpc_title_bigrams"("t" text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(substr(s.l, i, 2)), '{}') FROM (SELECT lower(t) AS l) s, generate_series(1, char_length(t) - 1) AS i
$$;--> statement-breakpoint
CREATE INDEX "bpc_content_title_bigram_idx" ON "bpc_content" USING gin (bpc_title_bigrams("title"));--> statement-breakpoint
CREATE INDEX "bps_audit_log_action_idx" ON "bps_audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "bps_audit_log_role_idx" ON "bps_audit_log" USING btree ("role","at");