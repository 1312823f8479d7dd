CREATE TABLE "order_export" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requested_by" integer NOT NULL,
	"filters" jsonb NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"file_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "order_export_status" CHECK ("order_export"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "order_export_format" CHECK ("order_export"."format" in ('csv', 'xlsx'))
);
--> statement-breakpoint
ALTER TABLE "order_export" ADD CONSTRAINT "order_export_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_export_requested_by_created_at_index" ON "order_export" USING btree ("requested_by","created_at");