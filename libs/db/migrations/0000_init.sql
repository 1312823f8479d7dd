CREATE TABLE "country_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" smallint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"friendly_name" text NOT NULL,
	"map_id" text NOT NULL,
	CONSTRAINT "country_state_countryId_code_unique" UNIQUE("country_id","code"),
	CONSTRAINT "country_state_countryId_friendlyName_unique" UNIQUE("country_id","friendly_name")
);
--> statement-breakpoint
CREATE TABLE "postal_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" smallint NOT NULL,
	"zip_code" text NOT NULL,
	"place" text NOT NULL,
	"state_id" integer,
	"county" text,
	"community" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "postal_code_countryId_zipCode_place_unique" UNIQUE("country_id","zip_code","place")
);
--> statement-breakpoint
ALTER TABLE "postal_code" ADD CONSTRAINT "postal_code_state_id_country_state_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."country_state"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postal_code_country_id_zip_code_index" ON "postal_code" USING btree ("country_id","zip_code");