ALTER TABLE "user" DROP CONSTRAINT "user_email_unique";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "user_account_email_unique" ON "user" USING btree ("email") WHERE "user"."is_guest" = false;--> statement-breakpoint
CREATE INDEX "user_email_idx" ON "user" USING btree ("email");