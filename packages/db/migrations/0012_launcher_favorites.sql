CREATE TABLE "launcher_favorites" (
	"tenant_id" text NOT NULL,
	"suite_user_id" text NOT NULL,
	"app_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launcher_favorites_tenant_id_suite_user_id_app_id_pk" PRIMARY KEY("tenant_id","suite_user_id","app_id")
);
--> statement-breakpoint
ALTER TABLE "launcher_favorites" ADD CONSTRAINT "launcher_favorites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_favorites" ADD CONSTRAINT "launcher_favorites_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;