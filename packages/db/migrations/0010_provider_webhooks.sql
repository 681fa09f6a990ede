CREATE TABLE "provider_webhooks" (
	"app_provider_id" integer PRIMARY KEY NOT NULL,
	"url" text,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"secret_rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_provider_id" integer NOT NULL,
	"event_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"app_code" text,
	"tenant_id" text,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_response_code" integer,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_webhooks" ADD CONSTRAINT "provider_webhooks_app_provider_id_app_providers_id_fk" FOREIGN KEY ("app_provider_id") REFERENCES "public"."app_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_app_provider_id_app_providers_id_fk" FOREIGN KEY ("app_provider_id") REFERENCES "public"."app_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_provider_idx" ON "webhook_deliveries" USING btree ("app_provider_id","created_at");