CREATE TABLE "idempotency_key" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"response_status" smallint,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_delivery_point" (
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"address" jsonb NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "order_delivery_point_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "order_draft" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"quote_id" uuid NOT NULL,
	"delivery_address" jsonb,
	"invoice_address" jsonb,
	"company_name" text,
	"delivery_points" jsonb,
	"invoice_per_point" boolean DEFAULT false NOT NULL,
	"payment" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" integer,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_quote" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" smallint NOT NULL,
	"product_group_id" smallint NOT NULL,
	"dealer_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"configuration" jsonb NOT NULL,
	"price" jsonb NOT NULL,
	"payment_option_ids" integer[] NOT NULL,
	"monthly_rate_count" smallint,
	"held_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"country_id" smallint NOT NULL,
	"product_group_id" smallint NOT NULL,
	"dealer_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"quote_id" uuid NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"gross_total" integer NOT NULL,
	"price" jsonb NOT NULL,
	"configuration" jsonb NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"invoice_address" jsonb,
	"company_name" text,
	"invoice_per_point" boolean DEFAULT false NOT NULL,
	"payment" jsonb NOT NULL,
	"payment_status" text NOT NULL,
	"payment_reference" text,
	"delivery_date" date,
	"decline_reason" text,
	"delivered_amount" integer,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_orderNumber_unique" UNIQUE("order_number"),
	CONSTRAINT "order_status" CHECK ("order"."status" in ('placed', 'confirmed', 'declined', 'delivered', 'rated', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_delivery_point" ADD CONSTRAINT "order_delivery_point_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_draft" ADD CONSTRAINT "order_draft_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_draft" ADD CONSTRAINT "order_draft_quote_id_order_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."order_quote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_quote" ADD CONSTRAINT "order_quote_dealer_id_dealer_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_quote" ADD CONSTRAINT "order_quote_branch_id_dealer_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."dealer_branch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_dealer_id_dealer_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_branch_id_dealer_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."dealer_branch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_key_created_at_index" ON "idempotency_key" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_event_order_id_index" ON "order_event" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_quote_created_at_index" ON "order_quote" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_user_id_index" ON "order" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_dealer_id_status_index" ON "order" USING btree ("dealer_id","status");