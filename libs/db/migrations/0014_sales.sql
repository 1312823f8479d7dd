CREATE TABLE "dealer_commission" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by_user_id" integer,
	CONSTRAINT "dealer_commission_rate" CHECK ("dealer_commission"."rate_basis_points" between 0 and 3000)
);
--> statement-breakpoint
ALTER TABLE "dealer_commission" ADD CONSTRAINT "dealer_commission_dealer_id_dealer_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_commission" ADD CONSTRAINT "dealer_commission_changed_by_user_id_user_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_commission_dealer_id_valid_from_index" ON "dealer_commission" USING btree ("dealer_id","valid_from");