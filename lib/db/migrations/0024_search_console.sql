CREATE TABLE "bss_search_best_bet" (
	"id" serial PRIMARY KEY NOT NULL,
	"query_key" text NOT NULL,
	"doc_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bss_search_best_bet_query_ck" CHECK (char_length("bss_search_best_bet"."query_key") between 1 and 50),
	CONSTRAINT "bss_search_best_bet_doc_ck" CHECK (char_length("bss_search_best_bet"."doc_key") between 3 and 300)
);
--> statement-breakpoint
CREATE TABLE "bss_search_synonym" (
	"id" serial PRIMARY KEY NOT NULL,
	"words" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bss_search_synonym_words_ck" CHECK (char_length("bss_search_synonym"."words") between 3 and 200)
);
--> statement-breakpoint
CREATE TABLE "bss_search_week_stat" (
	"week" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"zero_results" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"demo" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bss_search_week_stat_week_query_pk" PRIMARY KEY("week","query"),
	CONSTRAINT "bss_search_week_stat_query_ck" CHECK (char_length("bss_search_week_stat"."query") between 1 and 50)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bss_search_best_bet_query_doc_uq" ON "bss_search_best_bet" USING btree ("query_key","doc_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bss_search_synonym_words_uq" ON "bss_search_synonym" USING btree ("words");