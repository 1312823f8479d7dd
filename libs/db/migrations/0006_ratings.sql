CREATE TABLE "order_rating" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_rating_stars" CHECK ("order_rating"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "rating_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "rating_token_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "order_rating" ADD CONSTRAINT "order_rating_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rating" ADD CONSTRAINT "order_rating_dealer_id_dealer_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_token" ADD CONSTRAINT "rating_token_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_rating_dealer_id_created_at_index" ON "order_rating" USING btree ("dealer_id","created_at");