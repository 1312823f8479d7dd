CREATE INDEX "user_email_prefix_idx" ON "user" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_last_name_prefix_idx" ON "user" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_first_name_prefix_idx" ON "user" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_roles_idx" ON "user" USING gin ("roles");