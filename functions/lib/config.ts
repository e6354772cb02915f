/**
 * Environment, read once when a module loads. A missing variable fails loudly and names itself,
 * instead of surfacing later as an undefined endpoint.
 */
import type { HelpLine } from '#shared/types/care.ts';

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`Missing environment variable ${name}`);
  }
  return value;
}

export const optionalEnv = (name: string): string | undefined => process.env[name] || undefined;

/**
 * A time limit in milliseconds from the environment, or its default (the one AWS runs with). Tests
 * that make a dependency hang set a short one, so the same give-up path runs without waiting out
 * the production limit (issue 32 §7).
 */
export function limitMs(name: string, fallback: number): number {
  const value = Number(optionalEnv(name) ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number of milliseconds`);
  return value;
}

/** The time limits the tests of a hanging dependency shorten (functions/stand-ins/faults.ts). */
export const TIME_LIMIT_ENV = {
  /** Each DynamoDB call's wait for an answer (functions/lib/db/client.ts). */
  dynamodbRequest: 'DYNAMODB_REQUEST_TIMEOUT_MS',
  /** YouTube's oEmbed answer (functions/posts/routes/youtube.ts). */
  oembed: 'YOUTUBE_OEMBED_TIMEOUT_MS',
} as const;

/** The comma-separated ADMIN_EMAILS list, normalised. */
export function adminEmails(): ReadonlySet<string> {
  return new Set(
    (process.env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * The secret header CloudFront adds to every /api request, which the functions require
 * (origin-verify.ts). In AWS they get the Secrets Manager secret's ARN and read the value; locally
 * the stack that plays CloudFront makes up a value at start and hands it over itself.
 */
export const ORIGIN_VERIFY = {
  header: 'x-origin-verify',
  secretArnEnv: 'ORIGIN_VERIFY_SECRET_ARN',
  valueEnv: 'ORIGIN_VERIFY_VALUE',
} as const;

/**
 * Link previews of the pages members link to (functions/posts/workflows/link-preview.ts). The
 * trusted origin is operator configuration for `npm start` and the tests only: the local page
 * stand-in's origin, exempt from the address rules on a first request (never on a redirect).
 * Unset in AWS, where every address is checked.
 */
export const LINK_PREVIEW_ENV = {
  trustedOrigin: 'LINK_PREVIEW_TRUSTED_ORIGIN',
} as const;

/**
 * Web Push's VAPID key pair, a JSON `{ publicKey, privateKey }` (functions/notifications/workflows/push.ts): in AWS
 * the name of the Secrets Manager secret that holds it, locally a key file made on first use.
 * With neither, push is off. The subject is the contact push services may write to.
 */
export const WEB_PUSH_ENV = {
  secretName: 'WEB_PUSH_SECRET_NAME',
  keyFile: 'WEB_PUSH_KEY_FILE',
  subject: 'WEB_PUSH_SUBJECT',
} as const;

/**
 * The AI guide's provider (functions/lib/ai/provider.ts). In AWS the key is a Secrets Manager
 * secret whose name the function gets; locally it may be given directly. The base URL points the
 * client at any server speaking OpenAI's API (the tests' stand-in). With no key, the offline guide.
 */
export const OPENAI_ENV = {
  key: 'OPENAI_API_KEY',
  keySecret: 'OPENAI_API_KEY_SECRET',
  baseUrl: 'OPENAI_BASE_URL',
  model: 'OPENAI_MODEL',
  speechModel: 'OPENAI_SPEECH_MODEL',
  transcriptionModel: 'OPENAI_TRANSCRIPTION_MODEL',
  timeoutMs: 'OPENAI_TIMEOUT_MS',
  /** The moderation check's own, shorter limit: past it the offline recogniser decides alone. */
  moderationTimeoutMs: 'OPENAI_MODERATION_TIMEOUT_MS',
} as const;

/** The Community Guidelines page's grievance contact, as JSON (functions/lib/grievance-contact.ts). */
export const GRIEVANCE_CONTACT_ENV = 'GRIEVANCE_CONTACT';

/** The AI guide's questions per member per UTC day (AI_GUIDE_DAILY_QUESTIONS). */
export const GUIDE_DAILY_QUESTIONS_ENV = 'AI_GUIDE_DAILY_QUESTIONS';

/**
 * The key media URLs are signed with (functions/lib/media-signing.ts): in AWS the ARN of the
 * Secrets Manager secret holding the RSA private key (PEM) and the id CloudFront knows its public
 * key by; locally a key file made on first use, whose public key the local server checks with.
 */
export const MEDIA_SIGNING_ENV = {
  secretId: 'MEDIA_SIGNING_SECRET_ID',
  keyPairId: 'MEDIA_SIGNING_KEY_PAIR_ID',
  keyFile: 'MEDIA_SIGNING_KEY_FILE',
} as const;

/**
 * The KMS key members' archives are encrypted with in S3 (SSE-KMS; functions/privacy/archive/bucket.ts).
 * Locally there is no KMS: the emulator keeps the zip as written, under DATA_DIR.
 */
export const ARCHIVE_KMS_KEY_ENV = 'ARCHIVES_KMS_KEY_ID';

/**
 * The help lines the guide's care answer gives (functions/lib/ai/care-answer.ts): CARE_HELPLINES
 * is `name: number, number; name: number`, CARE_EMERGENCY_NUMBER the emergency number. The
 * defaults are India's: Tele-MANAS, free day and night, and 112.
 */
export const CARE_ENV = { helplines: 'CARE_HELPLINES', emergencyNumber: 'CARE_EMERGENCY_NUMBER' } as const;

const DEFAULT_HELPLINES = 'Tele-MANAS: 14416, 1-800-891-4416';
const DEFAULT_EMERGENCY_NUMBER = '112';

/** `name: number, number; …` as help lines; a part without a name or a number is a mistake worth failing on. */
export function parseHelpLines(setting: string): HelpLine[] {
  return setting.split(';').map((part) => {
    const [name, numbers] = part.split(':').map((piece) => piece.trim());
    const list = (numbers ?? '').split(',').map((n) => n.trim()).filter(Boolean);
    if (!name || !list.length) throw new Error(`${CARE_ENV.helplines}: "${part.trim()}" is not "name: number, number"`);
    return { name, numbers: list };
  });
}

export const CARE_LINES = {
  helplines: parseHelpLines(optionalEnv(CARE_ENV.helplines) ?? DEFAULT_HELPLINES),
  emergencyNumber: optionalEnv(CARE_ENV.emergencyNumber) ?? DEFAULT_EMERGENCY_NUMBER,
} as const;
