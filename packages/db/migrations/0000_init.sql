CREATE TABLE "app_categories" (
	"app_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "app_categories_app_id_category_id_pk" PRIMARY KEY("app_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "app_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_tags" (
	"app_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "app_tags_app_id_tag_id_pk" PRIMARY KEY("app_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"integration_type" text NOT NULL,
	"primary_action_type" text DEFAULT 'none' NOT NULL,
	"app_provider_id" integer NOT NULL,
	"oauth_client_id" integer,
	"plan_id" integer,
	"sso_supported" boolean DEFAULT false NOT NULL,
	"installable" boolean DEFAULT true NOT NULL,
	"uninstallable" boolean DEFAULT true NOT NULL,
	"triable" boolean DEFAULT false NOT NULL,
	"suite_data_integration_only" boolean DEFAULT false NOT NULL,
	"suite_option_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_suite_option_with_subscription" boolean DEFAULT false NOT NULL,
	"url" text,
	"idp_app_url" text,
	"suite_idp_url" text,
	"suite_data_url" text,
	"video_id" text,
	"thumbnail_image" text,
	"thumbnail_alt" text,
	"logo_image" text,
	"lineup_image" text,
	"inquiry_action_type" text DEFAULT 'form' NOT NULL,
	"inquiry_url" text,
	"price" text,
	"price_caption" text,
	"additional_charge" text,
	"help_url" text,
	"contact_url" text,
	"terms_url" text,
	"demo_request_url" text,
	"suite_school_url" text,
	"document_url" text,
	"document_eyecatch_url" text,
	"service_url" text,
	"announcement" text,
	"idp_help" jsonb,
	"suite_data_help" jsonb,
	"usages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"supported_suite_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"connection" jsonb,
	"featured_position" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_voices" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "draft_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer,
	"app_provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"content" jsonb NOT NULL,
	"merged" boolean DEFAULT false NOT NULL,
	"change_request_status" text DEFAULT 'in_draft' NOT NULL,
	"notification_email" text,
	"login_url" text,
	"review_comment" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_apps" (
	"campaign_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	CONSTRAINT "campaign_apps_campaign_id_app_id_pk" PRIMARY KEY("campaign_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"benefits" text NOT NULL,
	"conditions" text NOT NULL,
	"image_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_apps" (
	"case_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	CONSTRAINT "case_apps_case_id_app_id_pk" PRIMARY KEY("case_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"company_size" text NOT NULL,
	"industry" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"image_url" text,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body_content" text NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_url" text NOT NULL,
	"image_url" text NOT NULL,
	"alt" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_apps" (
	"special_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "special_apps_special_id_app_id_pk" PRIMARY KEY("special_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "specials" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"hero_image_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"body_markdown" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "top_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_url" text NOT NULL,
	"image_url" text NOT NULL,
	"alt" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_provider_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_provider_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"url" text,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_provider_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_provider_id" integer NOT NULL,
	"provider" text DEFAULT 'email' NOT NULL,
	"uid" text NOT NULL,
	"allow_password_change" boolean DEFAULT true NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"email" text NOT NULL,
	"survey_answers" jsonb NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"account_kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"survey_area" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" integer NOT NULL,
	"suite_user_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" text
);
--> statement-breakpoint
CREATE TABLE "installations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" integer NOT NULL,
	"addon_id" text,
	"installed_by" text NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_names" jsonb NOT NULL,
	"operation_type" text NOT NULL,
	"suite_user_id" text NOT NULL,
	"email" text NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"message" text NOT NULL,
	"operated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_memberships" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tenant_memberships_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"subdomain" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"last_signed_in_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "app_categories" ADD CONSTRAINT "app_categories_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_categories" ADD CONSTRAINT "app_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_releases" ADD CONSTRAINT "app_releases_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_tags" ADD CONSTRAINT "app_tags_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_tags" ADD CONSTRAINT "app_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_app_provider_id_app_providers_id_fk" FOREIGN KEY ("app_provider_id") REFERENCES "public"."app_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_oauth_client_id_oauth_clients_id_fk" FOREIGN KEY ("oauth_client_id") REFERENCES "public"."oauth_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_voices" ADD CONSTRAINT "user_voices_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_apps" ADD CONSTRAINT "draft_apps_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_apps" ADD CONSTRAINT "draft_apps_app_provider_id_app_providers_id_fk" FOREIGN KEY ("app_provider_id") REFERENCES "public"."app_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_apps" ADD CONSTRAINT "campaign_apps_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_apps" ADD CONSTRAINT "campaign_apps_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_apps" ADD CONSTRAINT "case_apps_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_apps" ADD CONSTRAINT "case_apps_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_apps" ADD CONSTRAINT "special_apps_special_id_specials_id_fk" FOREIGN KEY ("special_id") REFERENCES "public"."specials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_apps" ADD CONSTRAINT "special_apps_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_provider_awards" ADD CONSTRAINT "app_provider_awards_app_provider_id_app_providers_id_fk" FOREIGN KEY ("app_provider_id") REFERENCES "public"."app_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD CONSTRAINT "oauth_clients_app_provider_id_app_providers_id_fk" FOREIGN KEY ("app_provider_id") REFERENCES "public"."app_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_users" ADD CONSTRAINT "provider_users_app_provider_id_app_providers_id_fk" FOREIGN KEY ("app_provider_id") REFERENCES "public"."app_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installations" ADD CONSTRAINT "installations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installations" ADD CONSTRAINT "installations_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD CONSTRAINT "operation_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_memberships" ADD CONSTRAINT "tenant_memberships_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_memberships" ADD CONSTRAINT "tenant_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_categories_category_idx" ON "app_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "app_releases_published_idx" ON "app_releases" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "apps_code_idx" ON "apps" USING btree ("code");--> statement-breakpoint
CREATE INDEX "apps_status_idx" ON "apps" USING btree ("status");--> statement-breakpoint
CREATE INDEX "apps_provider_idx" ON "apps" USING btree ("app_provider_id");--> statement-breakpoint
CREATE INDEX "apps_oauth_client_idx" ON "apps" USING btree ("oauth_client_id");--> statement-breakpoint
CREATE INDEX "user_voices_app_idx" ON "user_voices" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "draft_apps_provider_idx" ON "draft_apps" USING btree ("app_provider_id");--> statement-breakpoint
CREATE INDEX "draft_apps_app_idx" ON "draft_apps" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "campaign_apps_app_idx" ON "campaign_apps" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_versions_kind_version_idx" ON "terms_versions" USING btree ("kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_idempotency_idx" ON "jobs" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_clients_client_id_idx" ON "oauth_clients" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_users_email_idx" ON "provider_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "document_requests_app_idx" ON "document_requests" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_sessions_token_idx" ON "account_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_sessions_account_idx" ON "account_sessions" USING btree ("account_kind","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_token_idx" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_idx" ON "operators" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_idx" ON "tags" USING btree ("name");--> statement-breakpoint
CREATE INDEX "access_requests_tenant_idx" ON "access_requests" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "installations_tenant_app_idx" ON "installations" USING btree ("tenant_id","app_id");--> statement-breakpoint
CREATE INDEX "installations_app_idx" ON "installations" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "operation_logs_tenant_idx" ON "operation_logs" USING btree ("tenant_id","operated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_subdomain_idx" ON "tenants" USING btree ("subdomain");