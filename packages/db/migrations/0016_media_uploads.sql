CREATE TABLE "media_uploads" (
	"app_provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_uploads_app_provider_id_name_pk" PRIMARY KEY("app_provider_id","name")
);
--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_app_provider_id_app_providers_id_fk" FOREIGN KEY ("app_provider_id") REFERENCES "public"."app_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_uploads_uploaded_at_idx" ON "media_uploads" USING btree ("uploaded_at");