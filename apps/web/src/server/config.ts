import "server-only";
import { parseDsn } from "@store/domain/monitoring";
import { parseRateLimit, type TRateLimit } from "@store/domain/rate-limit";
import { VOICE_REPORTS_RATE } from "@store/domain/voices/voice-limits";
import { z } from "zod";

const ZUrl = z.url({ protocol: /^https?$/ });
const ZBool = z.enum(["true", "false"]).transform((v) => v === "true");
/** An abuse limit written `count/window`, e.g. `5/1h` or `60/10m` (units s, m, h, d). */
const ZRateLimit = z.string().transform((text, ctx): TRateLimit => {
  const rule = parseRateLimit(text);
  if (!rule) {
    ctx.addIssue({ code: "custom", message: "must look like 5/1h: a count, '/', a number and s, m, h or d" });
    return z.NEVER;
  }
  return rule;
});

/**
 * `host:port, host:port`: hosts the pre-checks' link checker may fetch although they resolve to a
 * private or loopback address (tests, private deployments). Everything else private is refused.
 */
const ZHostPortList = z
  .string()
  .transform((text) =>
    text
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/, "each entry must be host:port")));

/** Every setting of the store. README.md lists them; .env.example too. */
const ZConfig = z.object({
  BASE_URL: ZUrl.default("http://localhost:3000"),
  STORE_NAME: z.string().min(1).default("HR Suite App Store"),
  SUITE_NAME: z.string().min(1).default("HR Suite"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  SEED_DEMO_DATA: ZBool.default(true),
  FLAG_ENVIRONMENT: z.enum(["development", "staging", "test", "production"]).default("development"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace"]).default("info"),
  SUITE_URL: ZUrl.default("http://localhost:3001"),
  OPERATING_COMPANY_URL: ZUrl.default("https://corp.hr-suite.example/"),
  PRIVACY_POLICY_URL: ZUrl.default("https://corp.hr-suite.example/privacy"),
  PARTNERS_DEVELOPER_URL: ZUrl.default("https://developers.hr-suite.example/"),
  HELP_ARTICLE_URL: ZUrl.default("https://support.hr-suite.example/articles/app-store"),
  HELP_URL: ZUrl.default("https://support.hr-suite.example/"),
  SCHOOL_URL: ZUrl.default("https://school.hr-suite.example/"),
  RELEASE_NOTES_URL: ZUrl.default("https://support.hr-suite.example/release-notes"),
  APP_REQUEST_FORM_URL: ZUrl.default("https://forms.hr-suite.example/app-request"),
  PARTNER_CONTACT_FORM_URL: ZUrl.default("https://forms.hr-suite.example/partner-contact"),
  CONTACT_FORM_URL: ZUrl.default("https://forms.hr-suite.example/contact"),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, "must look like GTM-XXXXXX")
    .optional(),
  /** The store's public origin for next-auth (callback URLs, secure cookies); BASE_URL when unset. */
  NEXTAUTH_URL: ZUrl.optional(),
  /** Seals the session cookie; unset outside production, the store makes one (session-secret.ts). */
  NEXTAUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SUITE_CLIENT_ID: z.string().min(1).default("hr-app-store"),
  SUITE_CLIENT_SECRET: z.string().min(1).default("hr-app-store-secret"),
  /**
   * The initial access token the parent service gave the store for registering providers' OAuth
   * clients (RFC 7591, issue 27).
   */
  SUITE_REGISTRATION_TOKEN: z.string().min(1).default("hr-app-store-registration-token"),
  /** Providers' redirect URIs may be http on localhost (development set-ups); otherwise https only. */
  INTEGRATION_ALLOW_LOOPBACK_HTTP: ZBool.default(false),
  /**
   * How long an install or uninstall call to the parent service may take before the store stops
   * waiting, answers 'in progress' and lets its background job confirm the outcome.
   */
  SUITE_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(10_000),
  /** Session polling in seconds; 0 turns it off (focus and reconnect still refetch). */
  SESSION_POLL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(0),
  /**
   * How long the parent service's last word on a session (user, current tenant, admin flag, tenant
   * state) is trusted before it is asked again; 0 asks on every request.
   */
  SESSION_REVALIDATE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Customer-experience tool: identity and view events are queued only when its key is set. */
  CX_TOOL_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{4,100}$/, "must be 4 to 100 letters, digits, '_' or '-'")
    .optional(),
  /** The tool's snippet; loaded only when CX_TOOL_KEY is set too. */
  CX_TOOL_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
  /** Outgoing mail server (smtp:// or smtps://); unset writes mail to a file outbox instead. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender of every mail the store sends. */
  MAIL_FROM: z.string().min(3).default("HR Suite App Store <no-reply@app-store.hr-suite.example>"),
  /** Folder of the file outbox when SMTP_URL is unset; next to the embedded database when unset. */
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  /**
   * Folder of uploaded images; `media` beside the embedded database's folder when unset. Several
   * web processes on different machines need it on a volume they share.
   */
  MEDIA_DIR: z.string().min(1).optional(),
  /** Where uploaded images are kept: the local folder (MEDIA_DIR), or a bucket behind the S3 API (S3_*). */
  MEDIA_STORAGE: z.enum(["local", "s3"]).default("local"),
  /** The bucket of uploaded images when MEDIA_STORAGE=s3 (required then). */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name: 3 to 63 lower-case letters, digits, '.' or '-'",
    )
    .optional(),
  /** An S3-compatible server (MinIO, Ceph, R2...); AWS's endpoint for S3_REGION when unset. */
  S3_ENDPOINT: ZUrl.optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, "must be a region name such as eu-central-1")
    .default("us-east-1"),
  /** The bucket user's keys, both or neither; neither leaves them to the SDK (AWS_* variables, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Addresses `endpoint/bucket/key` instead of `bucket.endpoint/key`; most S3-compatible servers need it. */
  S3_FORCE_PATH_STYLE: ZBool.default(false),
  /** How often the web process looks for due background jobs; 0 turns its worker off. */
  JOB_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /**
   * How many proxies in front of the store append to X-Forwarded-For; the client address is the
   * one the outermost trusted proxy saw. 0: the address of the connection itself.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Abuse limits, shared by every web process through the database. */
  RATE_LIMIT_DOCUMENT_REQUESTS_PER_ADDRESS: ZRateLimit.default(() => ({ limit: 5, windowSeconds: 3600 })),
  RATE_LIMIT_DOCUMENT_REQUESTS_PER_IP: ZRateLimit.default(() => ({ limit: 30, windowSeconds: 3600 })),
  RATE_LIMIT_CONTACT_REQUESTS_PER_ADDRESS: ZRateLimit.default(() => ({ limit: 5, windowSeconds: 3600 })),
  RATE_LIMIT_CONTACT_REQUESTS_PER_IP: ZRateLimit.default(() => ({ limit: 30, windowSeconds: 3600 })),
  RATE_LIMIT_CLIENT_LOGS_PER_IP: ZRateLimit.default(() => ({ limit: 120, windowSeconds: 600 })),
  RATE_LIMIT_SIGN_INS_PER_IP: ZRateLimit.default(() => ({ limit: 60, windowSeconds: 600 })),
  RATE_LIMIT_ACCOUNT_SIGN_INS_PER_IP: ZRateLimit.default(() => ({ limit: 30, windowSeconds: 600 })),
  /**
   * Sign-in attempts at one address of an audience, from any client, counted alike whether or not
   * it has an account; a password reset by mail clears the count (no lockout for the owner).
   */
  RATE_LIMIT_ACCOUNT_SIGN_INS_PER_ADDRESS: ZRateLimit.default(() => ({ limit: 10, windowSeconds: 900 })),
  RATE_LIMIT_PASSWORD_RESETS_PER_IP: ZRateLimit.default(() => ({ limit: 20, windowSeconds: 3600 })),
  RATE_LIMIT_PASSWORD_RESETS_PER_ADDRESS: ZRateLimit.default(() => ({ limit: 3, windowSeconds: 3600 })),
  RATE_LIMIT_IMAGE_UPLOADS_PER_IP: ZRateLimit.default(() => ({ limit: 60, windowSeconds: 600 })),
  /** Uploads one provider may make, from any address (each is decoded: see features/platform/media/server/image-queue.ts). */
  RATE_LIMIT_IMAGE_UPLOADS_PER_PROVIDER: ZRateLimit.default(() => ({ limit: 60, windowSeconds: 600 })),
  /** Pre-check runs one client address may ask for (each fetches the draft's links). */
  RATE_LIMIT_PRE_CHECKS_PER_IP: ZRateLimit.default(() => ({ limit: 30, windowSeconds: 600 })),
  RATE_LIMIT_ACCESS_REQUESTS_PER_USER: ZRateLimit.default(() => ({ limit: 10, windowSeconds: 3600 })),
  /**
   * Per provider and per client address: webhook test events and resends (each holds a delivery
   * worker up to its timeout), draft submits and withdrawals (each fetches links and mails),
   * draft creations.
   */
  RATE_LIMIT_WEBHOOK_SENDS_PER_PROVIDER: ZRateLimit.default(() => ({ limit: 10, windowSeconds: 600 })),
  RATE_LIMIT_WEBHOOK_SENDS_PER_IP: ZRateLimit.default(() => ({ limit: 30, windowSeconds: 600 })),
  RATE_LIMIT_CHANGE_REQUESTS_PER_PROVIDER: ZRateLimit.default(() => ({ limit: 20, windowSeconds: 3600 })),
  RATE_LIMIT_CHANGE_REQUESTS_PER_IP: ZRateLimit.default(() => ({ limit: 60, windowSeconds: 3600 })),
  RATE_LIMIT_DRAFT_CREATES_PER_PROVIDER: ZRateLimit.default(() => ({ limit: 30, windowSeconds: 3600 })),
  RATE_LIMIT_DRAFT_CREATES_PER_IP: ZRateLimit.default(() => ({ limit: 60, windowSeconds: 3600 })),
  /**
   * Runs of a user voice's automatic checks per tenant user, which the writing form asks for when the
   * author pauses typing (issue 28): a long voice written and reworked takes a few dozen.
   */
  RATE_LIMIT_VOICE_CHECKS_PER_USER: ZRateLimit.default(() => ({ limit: 120, windowSeconds: 600 })),
  /** Reports of user voices per reporter: a signed-in user or provider user, else a client address (issue 28). */
  RATE_LIMIT_VOICE_REPORTS_PER_REPORTER: ZRateLimit.default(() => VOICE_REPORTS_RATE),
  /** Private hosts the pre-checks may fetch links of (see ZHostPortList); none by default. */
  LINK_CHECK_ALLOWED_HOSTS: ZHostPortList.default([]),
  /** Private hosts providers' lifecycle webhooks may be sent to (see ZHostPortList); none by default. */
  WEBHOOK_ALLOWED_HOSTS: ZHostPortList.default([]),
  /** The first retry of a failed webhook delivery; later ones are 4, 20, 120 and 720 times it. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /**
   * The rule that pauses a webhook endpoint that keeps failing (features/platform/webhooks/
   * webhook-pause-rule.ts) is fixed; these replace its numbers for tests that cannot wait an hour.
   */
  WEBHOOK_PAUSE_AFTER_FAILURES: z.coerce.number().int().min(1).max(10_000).optional(),
  WEBHOOK_PAUSE_AFTER_FAILING_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(30 * 86_400_000)
    .optional(),
  /**
   * Error and performance reporting to a Sentry-compatible service (`https://key@host/project`);
   * off, with no reporting code in browsers, when unset. Browsers send through /monitoring.
   */
  SENTRY_DSN: z
    .url({ protocol: /^https?$/ })
    .refine((dsn) => parseDsn(dsn) !== null, "must look like https://key@host/123")
    .optional(),
  /** The share of page loads and navigations whose timing is reported (0 to 1). */
  SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  /** Bearer token that opens GET /metrics (Prometheus); the endpoint refuses everyone when unset. */
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
});

type TParsedConfig = z.infer<typeof ZConfig>;
export type TConfig = Omit<TParsedConfig, "NEXTAUTH_URL"> & { NEXTAUTH_URL: string };

/** Empty variables count as unset, as in most deployment tools. */
function presentEnv(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== "")) as Record<
    string,
    string
  >;
}

/** What the settings require of each other beyond their own values. */
function dependentSettingErrors(data: TParsedConfig): string[] {
  const lines: string[] = [];
  // NODE_ENV cannot decide this: `next start` always sets it to production, also for demos.
  if (data.FLAG_ENVIRONMENT === "production") {
    // Production runs several processes on one PostgreSQL and sends real mail (README).
    for (const name of ["NEXTAUTH_SECRET", "DATABASE_URL", "SMTP_URL"] as const) {
      if (!data[name]) lines.push(`  ${name}="": is required when FLAG_ENVIRONMENT=production`);
    }
  }
  if (data.MEDIA_STORAGE === "s3" && !data.S3_BUCKET) lines.push(`  S3_BUCKET="": is required when MEDIA_STORAGE=s3`);
  if (Boolean(data.S3_ACCESS_KEY_ID) !== Boolean(data.S3_SECRET_ACCESS_KEY)) {
    const missing = data.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    lines.push(`  ${missing}="": is required with the other of S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`);
  }
  return lines;
}

export function parseConfig(env: Record<string, string | undefined>): TConfig {
  const result = ZConfig.safeParse(presentEnv(env));
  const lines = result.success
    ? dependentSettingErrors(result.data)
    : result.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `  ${name}=${JSON.stringify(env[name] ?? "")}: ${issue.message}`;
      });
  if (!result.success || lines.length > 0) throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  const data = result.data;
  return { ...data, NEXTAUTH_URL: data.NEXTAUTH_URL ?? data.BASE_URL };
}

let cached: TConfig | undefined;

export function config(): TConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
