CREATE TABLE "news_article" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" smallint NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"teaser" text NOT NULL,
	"content" text NOT NULL,
	"file_path" text,
	"image_alt" text,
	"author" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "news_article_countryId_slug_unique" UNIQUE("country_id","slug")
);
--> statement-breakpoint
CREATE INDEX "news_article_country_id_published_at_index" ON "news_article" USING btree ("country_id","published_at");