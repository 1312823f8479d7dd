CREATE TABLE "cms_page_site" (
	"country_id" smallint NOT NULL,
	"path" text NOT NULL,
	"page_id" integer NOT NULL,
	CONSTRAINT "cms_page_site_country_id_path_pk" PRIMARY KEY("country_id","path")
);
--> statement-breakpoint
CREATE TABLE "cms_page" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"country_ids" smallint[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"title" text,
	"description" text,
	"body" text,
	"seo_title" text,
	"seo_description" text,
	"no_index" boolean DEFAULT false NOT NULL,
	"draft" jsonb,
	"scheduled_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_page_state_check" CHECK ("cms_page"."state" in ('draft', 'scheduled', 'published', 'unpublished'))
);
--> statement-breakpoint
CREATE TABLE "content_block" (
	"country_id" smallint NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "content_block_country_id_key_pk" PRIMARY KEY("country_id","key")
);
--> statement-breakpoint
CREATE TABLE "content_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "content_revision_entity_check" CHECK ("content_revision"."entity" in ('page', 'news')),
	CONSTRAINT "content_revision_action_check" CHECK ("content_revision"."action" in ('save', 'publish', 'restore'))
);
--> statement-breakpoint
CREATE TABLE "media_asset" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"width" integer,
	"height" integer,
	"alt_text" text,
	"title" text,
	"path" text NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "media_asset_sha256_unique" UNIQUE("sha256"),
	CONSTRAINT "media_asset_kind_check" CHECK ("media_asset"."kind" in ('image', 'pdf'))
);
--> statement-breakpoint
CREATE TABLE "media_folder" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_folder_parentId_name_unique" UNIQUE NULLS NOT DISTINCT("parent_id","name")
);
--> statement-breakpoint
CREATE TABLE "media_usage" (
	"asset_id" integer NOT NULL,
	"user" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "media_usage_asset_id_user_user_id_pk" PRIMARY KEY("asset_id","user","user_id")
);
--> statement-breakpoint
CREATE TABLE "site_notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_ids" smallint[] NOT NULL,
	"placement" text NOT NULL,
	"tone" text DEFAULT 'info' NOT NULL,
	"title" text,
	"message" text NOT NULL,
	"link_label" text,
	"link_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "site_notice_period_check" CHECK ("site_notice"."ends_at" is null or "site_notice"."ends_at" > "site_notice"."starts_at"),
	CONSTRAINT "site_notice_tone_check" CHECK ("site_notice"."tone" in ('info', 'success', 'warning'))
);
--> statement-breakpoint
ALTER TABLE "news_article" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "news_article" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "news_article" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_article" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "news_article" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_article" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_page_site" ADD CONSTRAINT "cms_page_site_page_id_cms_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page" ADD CONSTRAINT "cms_page_parent_id_cms_page_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cms_page"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_block" ADD CONSTRAINT "content_block_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revision" ADD CONSTRAINT "content_revision_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_asset" ADD CONSTRAINT "media_asset_folder_id_media_folder_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."media_folder"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_asset" ADD CONSTRAINT "media_asset_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_folder" ADD CONSTRAINT "media_folder_parent_id_media_folder_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media_folder"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_usage" ADD CONSTRAINT "media_usage_asset_id_media_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_asset"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_notice" ADD CONSTRAINT "site_notice_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_page_site_page_id_index" ON "cms_page_site" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "cms_page_parent_id_sort_order_index" ON "cms_page" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "cms_page_path_index" ON "cms_page" USING btree ("path");--> statement-breakpoint
CREATE INDEX "content_revision_entity_entity_id_id_index" ON "content_revision" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "media_asset_folder_id_created_at_index" ON "media_asset" USING btree ("folder_id","created_at");--> statement-breakpoint
CREATE INDEX "media_usage_user_user_id_index" ON "media_usage" USING btree ("user","user_id");--> statement-breakpoint
CREATE INDEX "site_notice_placement_active_starts_at_index" ON "site_notice" USING btree ("placement","active","starts_at");--> statement-breakpoint
ALTER TABLE "news_article" ADD CONSTRAINT "news_article_image_id_media_asset_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_asset"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_article" ADD CONSTRAINT "news_article_state_check" CHECK ("news_article"."state" in ('draft', 'scheduled', 'published', 'unpublished'));