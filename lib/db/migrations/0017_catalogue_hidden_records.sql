ALTER TABLE "bdd_commercial_project" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bdd_housing_project" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bdd_shop" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;