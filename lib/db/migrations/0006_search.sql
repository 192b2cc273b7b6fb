CREATE TABLE "bss_search_doc" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"ref_id" integer NOT NULL,
	"kind" text NOT NULL,
	"column_key" text,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"source_updated_at" timestamp with time zone,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bss_search_doc_source_ck" CHECK ("bss_search_doc"."source" in ('content', 'project', 'commercial', 'shop', 'job')),
	CONSTRAINT "bss_search_doc_kind_ck" CHECK ("bss_search_doc"."kind" in ('notice', 'news', 'policy', 'guide', 'project', 'shop', 'job', 'faq'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bss_search_doc_source_uq" ON "bss_search_doc" USING btree ("source","ref_id");--> statement-breakpoint
CREATE INDEX "bss_search_doc_tsv_idx" ON "bss_search_doc" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "bss_search_doc_date_idx" ON "bss_search_doc" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "bss_search_doc_column_idx" ON "bss_search_doc" USING btree ("column_key");