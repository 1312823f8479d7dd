CREATE TABLE "price_factor_value" (
	"factor_id" smallint NOT NULL,
	"date" date NOT NULL,
	"value" integer NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "price_factor_value_factor_id_date_pk" PRIMARY KEY("factor_id","date")
);
--> statement-breakpoint
CREATE TABLE "price_factor" (
	"id" smallint PRIMARY KEY NOT NULL,
	"country_id" smallint,
	"name" text NOT NULL,
	"unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_snapshot" (
	"date" date NOT NULL,
	"country_id" smallint NOT NULL,
	"product_group_id" smallint NOT NULL,
	"scope" text NOT NULL,
	"scope_key" text NOT NULL,
	"average_gross_per100" integer NOT NULL,
	"min_gross_per100" integer NOT NULL,
	"max_gross_per100" integer NOT NULL,
	"offer_count" integer NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "price_snapshot_country_id_product_group_id_scope_scope_key_date_pk" PRIMARY KEY("country_id","product_group_id","scope","scope_key","date")
);
--> statement-breakpoint
ALTER TABLE "price_factor_value" ADD CONSTRAINT "price_factor_value_factor_id_price_factor_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."price_factor"("id") ON DELETE no action ON UPDATE no action;