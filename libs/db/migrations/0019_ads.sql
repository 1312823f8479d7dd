CREATE TABLE "ad_campaign_advert" (
	"campaign_id" integer NOT NULL,
	"advert_id" integer NOT NULL,
	CONSTRAINT "ad_campaign_advert_campaign_id_advert_id_pk" PRIMARY KEY("campaign_id","advert_id")
);
--> statement-breakpoint
CREATE TABLE "ad_campaign_slot" (
	"campaign_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	CONSTRAINT "ad_campaign_slot_campaign_id_slot_id_pk" PRIMARY KEY("campaign_id","slot_id")
);
--> statement-breakpoint
CREATE TABLE "ad_campaign" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"campaign_type_id" smallint NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"country_ids" smallint[] NOT NULL,
	"zip_targets" text[] DEFAULT '{}'::text[] NOT NULL,
	"weight" integer NOT NULL,
	"daily_impression_cap" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ad_campaign_type_check" CHECK ("ad_campaign"."campaign_type_id" in (1, 2)),
	CONSTRAINT "ad_campaign_status_check" CHECK ("ad_campaign"."status" in ('draft', 'active', 'paused')),
	CONSTRAINT "ad_campaign_weight_check" CHECK ("ad_campaign"."weight" >= 0),
	CONSTRAINT "ad_campaign_period_check" CHECK ("ad_campaign"."ends_at" is null or "ad_campaign"."ends_at" > "ad_campaign"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "ad_daily_stat" (
	"day" date NOT NULL,
	"campaign_id" integer NOT NULL,
	"advert_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_daily_stat_day_campaign_id_advert_id_slot_id_pk" PRIMARY KEY("day","campaign_id","advert_id","slot_id")
);
--> statement-breakpoint
CREATE TABLE "ad_slot" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"slot_type_id" smallint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"applies_zip_filtering" boolean DEFAULT false NOT NULL,
	"country_ids" smallint[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ad_slot_key_unique" UNIQUE("key"),
	CONSTRAINT "ad_slot_type_check" CHECK ("ad_slot"."slot_type_id" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "ad_stylesheet" (
	"file_name" text PRIMARY KEY NOT NULL,
	"advert_id" integer NOT NULL,
	"css" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advert" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"advertiser" text NOT NULL,
	"html" text NOT NULL,
	"link_url" text,
	"styles_file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_campaign_advert" ADD CONSTRAINT "ad_campaign_advert_campaign_id_ad_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaign"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaign_advert" ADD CONSTRAINT "ad_campaign_advert_advert_id_advert_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."advert"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaign_slot" ADD CONSTRAINT "ad_campaign_slot_campaign_id_ad_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaign"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaign_slot" ADD CONSTRAINT "ad_campaign_slot_slot_id_ad_slot_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."ad_slot"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_daily_stat" ADD CONSTRAINT "ad_daily_stat_campaign_id_ad_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaign"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_daily_stat" ADD CONSTRAINT "ad_daily_stat_advert_id_advert_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."advert"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_daily_stat" ADD CONSTRAINT "ad_daily_stat_slot_id_ad_slot_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."ad_slot"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_stylesheet" ADD CONSTRAINT "ad_stylesheet_advert_id_advert_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."advert"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_campaign_advert_advert_id_index" ON "ad_campaign_advert" USING btree ("advert_id");--> statement-breakpoint
CREATE INDEX "ad_campaign_slot_slot_id_index" ON "ad_campaign_slot" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "ad_campaign_status_starts_at_index" ON "ad_campaign" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "ad_daily_stat_campaign_id_day_index" ON "ad_daily_stat" USING btree ("campaign_id","day");