CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(60) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"hint" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "api_tokens_hash_length" CHECK (length("api_tokens"."token_hash") = 64)
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" varchar(20) NOT NULL,
	"file_name" varchar(200),
	"status" varchar(12) DEFAULT 'running' NOT NULL,
	"workouts" integer DEFAULT 0 NOT NULL,
	"exercises" integer DEFAULT 0 NOT NULL,
	"sets" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"from_day" date,
	"to_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "body_weights" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "routines" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "imports_user_idx" ON "imports" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "body_weights" ADD CONSTRAINT "body_weights_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines" ADD CONSTRAINT "routines_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "body_weights_import_idx" ON "body_weights" USING btree ("import_id") WHERE "body_weights"."import_id" is not null;--> statement-breakpoint
CREATE INDEX "goals_import_idx" ON "goals" USING btree ("import_id") WHERE "goals"."import_id" is not null;--> statement-breakpoint
CREATE INDEX "workouts_import_idx" ON "workouts" USING btree ("import_id") WHERE "workouts"."import_id" is not null;--> statement-breakpoint
CREATE INDEX "routines_import_idx" ON "routines" USING btree ("import_id") WHERE "routines"."import_id" is not null;