import { z } from 'zod';
import { menuItemSchema } from '@darts/core/contract/site';
import { isProxyEntry } from '#server/http/clientAddress';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const menuSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value || value.trim() === '') return [];
    try {
      const parsed = z.array(menuItemSchema).safeParse(JSON.parse(value));
      if (parsed.success) return parsed.data;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'must be a JSON list of {"text": "...", "url": "..."} items' });
    return z.NEVER;
  });

/**
 * The proxies whose X-Forwarded-For is believed (fastify's trustProxy): a comma list of addresses,
 * CIDR ranges and loopback/linklocal/uniquelocal; unset trusts nobody (docs/decisions/038).
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const entries = (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyEntry(entry));
    if (bad.length === 0) return entries.length ? entries : undefined;
    ctx.addIssue({
      code: 'custom',
      message: `must be a comma list of the proxies' addresses or CIDR ranges (e.g. 10.0.0.0/8, ::1, loopback); not ${bad.join(', ')}`,
    });
    return z.NEVER;
  });

/** METRICS_PORT, said in words: the line starts with the setting's name. */
const PORT_MESSAGE = {
  message: 'must be the metrics port, a whole number from 1 to 65535 (0: any free port)',
};

/** Every setting the server reads from the environment, validated once at start. */
const LIMIT_MESSAGE = { message: 'must be a whole number from 1 to 100000' };
/** Requests (or attempts) allowed in a window, from 1 to 100000. */
const requestLimit = (fallback: number) =>
  z.coerce
    .number(LIMIT_MESSAGE)
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(100000, LIMIT_MESSAGE)
    .default(fallback);

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^(postgres|postgresql):\/\/|^sqlite:/, {
        message:
          'must be a postgres:// URL, or sqlite:<file path>; leave it unset for an SQLite file in DATA_DIR',
      })
      .optional(),
  ),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, { message: 'must be a redis:// or rediss:// URL' })
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(
    z.url({ message: 'must be an absolute URL such as https://darts.example.org' }).optional(),
  ),
  ADMIN_EMAIL: optionalText.pipe(z.email({ message: 'must be an email address' }).optional()),
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(8, { message: 'must be at least 8 characters' }).optional(),
  ),
  ADMIN_NAME: z.string().trim().min(1).default('Administrator'),
  SEED: z.enum(['demo', 'none'], { message: 'must be "demo" or "none"' }).default('demo'),
  SITE_NAME: z.string().trim().min(1).default('Darts League'),
  SITE_EMAIL: optionalText.pipe(z.email({ message: 'must be an email address' }).optional()),
  SITE_FACEBOOK: optionalText.pipe(z.url({ message: 'must be a URL' }).optional()),
  SITE_TWITTER: optionalText.pipe(z.url({ message: 'must be a URL' }).optional()),
  SITE_WEBSITE: optionalText.pipe(z.url({ message: 'must be a URL' }).optional()),
  SITE_CUSTODIANS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  SITE_MENU_BEFORE: menuSchema,
  SITE_MENU_AFTER: menuSchema,
  FRAME_ANCESTORS: z.string().trim().default("'self'"),
  WEB_DIST: optionalText,
  /** Sign-in and sign-up attempts allowed per minute from one address. */
  SIGN_IN_LIMIT_PER_MINUTE: requestLimit(10),
  /** Device sign-in codes one address may ask for every 10 minutes (decision 051). */
  DEVICE_CODES_PER_TEN_MINUTES: requestLimit(10),
  /** Requests to the public read API (/api/v1) one address may make per minute without a key (decision 058). */
  OPEN_API_PER_MINUTE: requestLimit(60),
  /** Requests to the public read API one API key may make per minute. */
  API_KEY_PER_MINUTE: requestLimit(1200),
  /** The mail server for reminders (`smtp://user:pass@host:587`, `smtps://...`); unset: reminders are only logged (decision 060). */
  SMTP_URL: optionalText,
  /** The sender of reminder mails. */
  MAIL_FROM: z.string().trim().default('Darts League <reminders@darts-league.invalid>'),
  /** Hours after a fixture's end before its captains are reminded of an unsaved or disagreeing card. */
  REMINDER_UNSAVED_HOURS: requestLimit(12),
  /** The hour (the league's local time, Europe/London as the calendar feed) the secretaries' daily digest goes from. */
  REMINDER_DIGEST_HOUR: z.coerce
    .number({ message: 'must be an hour from 0 to 23' })
    .int({ message: 'must be an hour from 0 to 23' })
    .min(0, { message: 'must be an hour from 0 to 23' })
    .max(23, { message: 'must be an hour from 0 to 23' })
    .default(9),
  /** The bearer token /metrics asks for; unset: /metrics is off (404) (decision 061). */
  METRICS_TOKEN: optionalText,
  /** A port of its own answering only GET /metrics (no token unless METRICS_TOKEN is set); unset: none (decision 061). */
  METRICS_PORT: optionalText.pipe(
    z.coerce
      .number<string | undefined>(PORT_MESSAGE)
      .int(PORT_MESSAGE)
      .min(0, PORT_MESSAGE)
      .max(65535, PORT_MESSAGE)
      .optional(),
  ),
  /** The interface the metrics port listens on: this machine only unless the operator chooses otherwise. */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  TRUST_PROXY: trustProxySchema,
  /** Memory the cached division data answers may hold, in MB (least recently used go first). */
  DIVISION_DATA_CACHE_MB: z.coerce
    .number({ message: 'must be a number of MB from 0.1 to 4096' })
    .min(0.1, { message: 'must be a number of MB from 0.1 to 4096' })
    .max(4096, { message: 'must be a number of MB from 0.1 to 4096' })
    .default(32),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BUILD_BRANCH: optionalText,
  BUILD_VERSION: optionalText,
  BUILD_DATE: optionalText,
  BUILD_PR_NAME: optionalText,
  BUILD_PR_NUMBER: optionalText,
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError listing every bad value, one per line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) {
    const config = parsed.data;
    if ((config.ADMIN_EMAIL === undefined) !== (config.ADMIN_PASSWORD === undefined)) {
      throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    }
    if (config.METRICS_PORT && config.METRICS_PORT === config.PORT) {
      throw new ConfigError(
        `Invalid configuration:\n  METRICS_PORT: must differ from PORT (${config.PORT}): the metrics port is a second listener of its own`,
      );
    }
    return config;
  }
  const lines = parsed.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** A configuration for tests and tools: defaults plus overrides, never the process environment. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({ SEED: 'none', LOG_LEVEL: 'silent', ...overrides });
}
