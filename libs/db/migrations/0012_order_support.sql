CREATE TABLE "order_note" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"author_user_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_note_text_length" CHECK (char_length("order_note"."text") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "order_note" ADD CONSTRAINT "order_note_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_note" ADD CONSTRAINT "order_note_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_note_order_id_id_index" ON "order_note" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_placed_at_id_index" ON "order" USING btree ("placed_at","id");--> statement-breakpoint
CREATE INDEX "order_dealer_id_placed_at_id_index" ON "order" USING btree ("dealer_id","placed_at","id");--> statement-breakpoint
CREATE INDEX "order_status_placed_at_id_index" ON "order" USING btree ("status","placed_at","id");--> statement-breakpoint
CREATE INDEX "order_country_id_placed_at_id_index" ON "order" USING btree ("country_id","placed_at","id");--> statement-breakpoint
CREATE INDEX "order_zip_code_placed_at_id_index" ON "order" USING btree (("delivery_address"->>'zipCode'),"placed_at","id");