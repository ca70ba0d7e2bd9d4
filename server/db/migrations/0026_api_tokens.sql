-- API tokens of a company (docs/decisions/0046): the secret is stored only as its SHA-256; the bucket
-- columns are the token's rate limit, kept on its row so that every server process on one PostgreSQL
-- counts the same calls. Written by hand.
CREATE TABLE "api_tokens" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "name" text NOT NULL,
  "scopes" text[] NOT NULL,
  "token_hash" text NOT NULL,
  "prefix" text NOT NULL,
  "created_by" integer NOT NULL REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone,
  "revoked_at" timestamp with time zone,
  "revoked_by" integer REFERENCES "users"("id"),
  "last_used_at" timestamp with time zone,
  "bucket_level" double precision NOT NULL,
  "bucket_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_idx" ON "api_tokens" ("token_hash");
--> statement-breakpoint
CREATE INDEX "api_tokens_company_idx" ON "api_tokens" ("company_id", "id");
--> statement-breakpoint
-- One row per call made with a token, refused ones included: the minimal audit of token use.
CREATE TABLE "api_token_calls" (
  "id" bigserial PRIMARY KEY,
  "token_id" integer NOT NULL REFERENCES "api_tokens"("id") ON DELETE CASCADE,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "method" text NOT NULL,
  "path" text NOT NULL,
  "status" smallint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "api_token_calls_token_idx" ON "api_token_calls" ("token_id", "id");
