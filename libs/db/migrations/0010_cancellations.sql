CREATE TABLE "order_cancellation_comment" (
	"order_id" integer NOT NULL,
	"side" text NOT NULL,
	"fk_user_id" integer NOT NULL,
	"comment" text NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_cancellation_comment_order_id_side_pk" PRIMARY KEY("order_id","side"),
	CONSTRAINT "order_cancellation_comment_side" CHECK ("order_cancellation_comment"."side" in ('customer', 'dealer'))
);
--> statement-breakpoint
CREATE TABLE "order_cancellation" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"is_booked" boolean DEFAULT false NOT NULL,
	"booked_as" text,
	"feedback_status" smallint DEFAULT 0 NOT NULL,
	"feedback_reason" text,
	"feedback_comment" text,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_cancellation_booked_as" CHECK ("order_cancellation"."booked_as" in ('withCommission', 'withoutCommission')),
	CONSTRAINT "order_cancellation_booked" CHECK ("order_cancellation"."is_booked" = ("order_cancellation"."booked_as" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_cancellation_comment" ADD CONSTRAINT "order_cancellation_comment_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellation_comment" ADD CONSTRAINT "order_cancellation_comment_fk_user_id_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellation_comment" ADD CONSTRAINT "order_cancellation_comment_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellation" ADD CONSTRAINT "order_cancellation_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellation" ADD CONSTRAINT "order_cancellation_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;