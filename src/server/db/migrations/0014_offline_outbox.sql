ALTER TABLE "body_weights" ADD COLUMN "idempotency_key" varchar(64);--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "idempotency_key" varchar(64);--> statement-breakpoint
ALTER TABLE "routines" ADD COLUMN "idempotency_key" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "body_weights_user_idempotency_key_idx" ON "body_weights" USING btree ("user_id","idempotency_key") WHERE "body_weights"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "goals_user_idempotency_key_idx" ON "goals" USING btree ("user_id","idempotency_key") WHERE "goals"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "routines_user_idempotency_key_idx" ON "routines" USING btree ("user_id","idempotency_key") WHERE "routines"."idempotency_key" is not null;