CREATE TABLE "audit_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" text,
	"actor_kind" text NOT NULL,
	"actor_user_id" integer,
	"on_behalf_of_user_id" integer,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_event_at_index" ON "audit_event" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_event_entity_type_entity_id_at_index" ON "audit_event" USING btree ("entity_type","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_event_actor_user_id_at_index" ON "audit_event" USING btree ("actor_user_id","at");