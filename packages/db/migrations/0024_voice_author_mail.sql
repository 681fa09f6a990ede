ALTER TABLE "user_voices" ADD COLUMN "author_email" text;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "mail_locale" text;