CREATE TABLE "branch_service_area" (
	"country_id" smallint NOT NULL,
	"zip_code" text NOT NULL,
	"branch_id" integer NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "branch_service_area_country_id_zip_code_branch_id_pk" PRIMARY KEY("country_id","zip_code","branch_id")
);
--> statement-breakpoint
CREATE TABLE "dealer_branch" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"country_id" smallint NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"delivery_radius_km" integer,
	"lead_time_days" smallint NOT NULL,
	"delivery_weekdays" smallint DEFAULT 31 NOT NULL,
	"payment_option_ids" integer[] NOT NULL,
	"monthly_rate_count" smallint,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" smallint NOT NULL,
	"name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"street" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"rating_average" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_revision" (
	"id" smallint PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"min_amount" integer NOT NULL,
	"max_amount" integer NOT NULL,
	"tiers" jsonb NOT NULL,
	"option_surcharges" jsonb NOT NULL,
	"extra_station_net_flat" integer NOT NULL,
	"small_quantity" jsonb,
	"climate_neutral_net_per100" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branch_service_area" ADD CONSTRAINT "branch_service_area_branch_id_dealer_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."dealer_branch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_branch" ADD CONSTRAINT "dealer_branch_dealer_id_dealer_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list" ADD CONSTRAINT "price_list_branch_id_dealer_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."dealer_branch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_service_area_branch_id_index" ON "branch_service_area" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "dealer_branch_dealer_id_index" ON "dealer_branch" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "dealer_branch_country_id_zip_code_index" ON "dealer_branch" USING btree ("country_id","zip_code");--> statement-breakpoint
CREATE INDEX "price_list_branch_id_product_id_valid_from_index" ON "price_list" USING btree ("branch_id","product_id","valid_from");