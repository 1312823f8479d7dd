CREATE TABLE "error_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"source" text NOT NULL,
	"message" text NOT NULL,
	"culprit" text,
	"status" text DEFAULT 'open' NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"occurrence_count" integer DEFAULT 0 NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "error_group_fingerprint_unique" UNIQUE("fingerprint"),
	CONSTRAINT "error_group_source_check" CHECK ("error_group"."source" in ('browser', 'api', 'web')),
	CONSTRAINT "error_group_status_check" CHECK ("error_group"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "error_occurrence" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"country_id" smallint,
	"url" text,
	"user_agent" text,
	"browser" text,
	"message" text NOT NULL,
	"stack" text,
	"frames" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"request_id" text,
	"http_method" text,
	"http_status" smallint
);
--> statement-breakpoint
ALTER TABLE "error_group" ADD CONSTRAINT "error_group_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_occurrence" ADD CONSTRAINT "error_occurrence_group_id_error_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."error_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_group_status_last_seen_at_id_index" ON "error_group" USING btree ("status","last_seen_at","id");--> statement-breakpoint
CREATE INDEX "error_group_status_occurrence_count_id_index" ON "error_group" USING btree ("status","occurrence_count","id");--> statement-breakpoint
CREATE INDEX "error_group_first_seen_at_index" ON "error_group" USING btree ("first_seen_at");--> statement-breakpoint
CREATE INDEX "error_occurrence_group_id_occurred_at_id_index" ON "error_occurrence" USING btree ("group_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "error_occurrence_received_at_index" ON "error_occurrence" USING btree ("received_at");