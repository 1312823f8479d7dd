CREATE TABLE "guide_comparison" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"guide_id" integer NOT NULL,
	"country_id" smallint NOT NULL,
	"building_type" text NOT NULL,
	"construction_class" text NOT NULL,
	"hot_water_by_oil" boolean NOT NULL,
	"kwh_per_square_metre" real NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_comparison_dedupeKey_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "guide_input" (
	"id" serial PRIMARY KEY NOT NULL,
	"guide_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"position" integer NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"help_text" text,
	"unit" text,
	"min" integer,
	"max" integer,
	"options" jsonb,
	CONSTRAINT "guide_input_key" UNIQUE("guide_id","key"),
	CONSTRAINT "guide_input_type" CHECK ("guide_input"."type" in ('choice', 'number', 'yesNo', 'postalCode'))
);
--> statement-breakpoint
CREATE TABLE "guide_step" (
	"id" serial PRIMARY KEY NOT NULL,
	"guide_id" integer NOT NULL,
	"order_weight" integer NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "guide_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "lead" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guide_id" integer NOT NULL,
	"country_id" smallint NOT NULL,
	"salutation" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"zip_code" text NOT NULL,
	"preferred_contact_time" text NOT NULL,
	"message" text,
	"answers" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"consent_text" text NOT NULL,
	"consent_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"idempotency_key" text,
	"transfer_status" text DEFAULT 'unconfirmed' NOT NULL,
	"transfer_attempts" integer DEFAULT 0 NOT NULL,
	"next_transfer_at" timestamp with time zone,
	"last_transfer_error" text,
	"partner_reference" text,
	"transferred_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_confirmTokenHash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "lead_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "lead_transfer_status" CHECK ("lead"."transfer_status" in ('unconfirmed', 'pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "guide_comparison" ADD CONSTRAINT "guide_comparison_guide_id_guide_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guide"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_input" ADD CONSTRAINT "guide_input_guide_id_guide_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guide"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_input" ADD CONSTRAINT "guide_input_step_id_guide_step_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."guide_step"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_step" ADD CONSTRAINT "guide_step_guide_id_guide_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guide"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_guide_id_guide_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guide"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_comparison_group_index" ON "guide_comparison" USING btree ("guide_id","building_type","construction_class","hot_water_by_oil","created_at","id");--> statement-breakpoint
CREATE INDEX "guide_input_step_id_position_index" ON "guide_input" USING btree ("step_id","position");--> statement-breakpoint
CREATE INDEX "guide_step_guide_id_order_weight_index" ON "guide_step" USING btree ("guide_id","order_weight");--> statement-breakpoint
CREATE INDEX "lead_created_at_index" ON "lead" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lead_transfer_status_next_transfer_at_index" ON "lead" USING btree ("transfer_status","next_transfer_at");