/**
 * What differs per deployment, read once from CDK context (`-c key=value` or cdk.context.json).
 * Every setting is optional: without any, the stack deploys on the distribution's own
 * *.cloudfront.net address with no admins, no AI key, no alarm e-mail and no mail of its own.
 * docs/deploying.md lists the keys; a value that cannot work fails the synth with a message naming
 * the key.
 */
import { PriceClass } from 'aws-cdk-lib/aws-cloudfront';
import type { Node } from 'constructs';
import type { GrievanceContact } from '#shared/types/community.ts';
import { parseHelpLines } from '../../functions/lib/config.ts';
import { checkGrievanceContact, GrievanceContactError, type GrievanceFields } from '../../functions/lib/grievance-contact.ts';

export interface CustomDomain {
  readonly domainName: string;
  /** An ACM certificate in us-east-1 (CloudFront only reads certificates from there). */
  readonly certificateArn: string;
}

/** Where the functions' mail (circle invitations) comes from. */
export interface MailSender {
  /** The From address, e.g. circle@example.org. */
  readonly address: string;
  /** Its domain: the SES identity, verified and signed through DKIM records in its DNS. */
  readonly domain: string;
  /** A custom MAIL FROM (bounce) domain, a subdomain of `domain`, so that SPF aligns with the From. */
  readonly mailFromDomain?: string;
}

export interface DeploymentConfig {
  readonly stackName: string;
  readonly customDomain?: CustomDomain;
  readonly adminEmails: readonly string[];
  /** Name of a Secrets Manager secret whose plain-text value is the OpenAI API key. */
  readonly openAiSecretName?: string;
  readonly openAiModel?: string;
  /** The guide's questions (and journal reflections) per member per UTC day. Default: the functions' (50). */
  readonly aiGuideDailyQuestions?: number;
  /** One attempt's time limit for the OpenAI calls, in ms. Default: the functions' (12000). */
  readonly openAiTimeoutMs?: number;
  /** The help lines of the guide's care answer, `name: number, number; …`. Default: the functions' (Tele-MANAS). */
  readonly careHelplines?: string;
  /** The emergency number of the care answer. Default: the functions' (112). */
  readonly careEmergencyNumber?: string;
  /** Whom the Community Guidelines page names for complaints (`grievanceOfficer*`). None: the synth warns. */
  readonly grievanceContact?: GrievanceContact;
  /** Web Push (docs/web-push.md): a Secrets Manager secret whose value is the VAPID key pair's JSON. Without it push is off. */
  readonly webPushSecretName?: string;
  /** The VAPID contact push services see (mailto: or https:). Default: mailto: the mail sender, else a placeholder. */
  readonly webPushSubject?: string;
  readonly alarmEmail?: string;
  readonly mailSender?: MailSender;
  /** The CloudFront edges that serve the site (`priceClass`): by default India's too (docs/decisions.md "Served from India's edges"). */
  readonly priceClass: PriceClass;
  /** An AWS WAF web ACL (scope CLOUDFRONT, in us-east-1) to put in front of the distribution. */
  readonly webAclArn?: string;
  /** Instead of webAclArn: make a web ACL whose one rule blocks an address past this many /api requests in 5 minutes (infra/lib/waf.ts). */
  readonly webAclRateLimit?: number;
  /** Prefix of the Cognito managed-login domain; must be unique in the region. */
  readonly authDomainPrefix?: string;
  readonly apiRateLimit: number;
  readonly apiBurstLimit: number;
  /** Raised to make a new media signing key after the secret was emptied (docs/deploying.md, "Media"). Default: 1. */
  readonly mediaSigningKeyGeneration: number;
}

export const DEFAULTS = {
  stackName: 'SeekersCircle',
  // A member's open page makes about 0.1 requests/s; this allows ~1,000 open pages at once.
  apiRateLimit: 100,
  apiBurstLimit: 200,
  // India, the rest of Asia, the Middle East and Africa as well as North America and Europe.
  priceClass: PriceClass.PRICE_CLASS_200,
} as const;

/** CloudFront's price classes by the value the setting takes, which is CloudFront's own name. */
const PRICE_CLASSES: readonly PriceClass[] = Object.values(PriceClass);

const MAX_OPENAI_TIMEOUT_MS = 13_000;

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const STACK_NAME = /^[A-Za-z][A-Za-z0-9-]{0,127}$/;
const AUTH_PREFIX = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

class ConfigError extends Error {
  constructor(key: string, problem: string) {
    super(`Context value "${key}" ${problem} (see docs/deploying.md)`);
  }
}

function text(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw new ConfigError(key, 'must be a string');
  return String(value).trim() || undefined;
}

function positiveInt<F extends number | undefined>(node: Node, key: string, fallback: F): number | F {
  const raw = text(node, key);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new ConfigError(key, `must be a positive whole number, got "${raw}"`);
  return value;
}

function emailList(node: Node, key: string): string[] {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : String(value).split(',');
  const emails = items.map((e) => String(e).trim().toLowerCase()).filter(Boolean);
  const bad = emails.find((e) => !EMAIL.test(e));
  if (bad) throw new ConfigError(key, `contains "${bad}", which is not an e-mail address`);
  return [...new Set(emails)];
}

/** Each field of the grievance contact, by the context key that sets it. */
const GRIEVANCE_KEYS: { readonly [F in keyof GrievanceContact]-?: string } = {
  name: 'grievanceOfficerName',
  email: 'grievanceOfficerEmail',
  postalAddress: 'grievanceOfficerAddress',
  phone: 'grievanceOfficerPhone',
  acknowledgeWithinHours: 'grievanceAcknowledgeHours',
  resolveWithinDays: 'grievanceResolveDays',
};

/** Names for tests and documentation, never for mail (RFC 2606, RFC 6761): no one reads them. */
const RESERVED_DOMAIN = /\.(localhost|test|example|invalid|local)$/;

/** The contact the `grievanceOfficer*` keys describe, or none when not one of them is set. */
function grievanceContact(node: Node): GrievanceContact | undefined {
  const fields: { -readonly [F in keyof GrievanceFields]: GrievanceFields[F] } = {};
  for (const [field, key] of Object.entries(GRIEVANCE_KEYS) as [keyof GrievanceContact, string][]) fields[field] = text(node, key);
  if (Object.values(fields).every((value) => value === undefined)) return undefined;
  let contact: GrievanceContact;
  try {
    contact = checkGrievanceContact(fields);
  } catch (error) {
    if (error instanceof GrievanceContactError) throw new ConfigError(GRIEVANCE_KEYS[error.field], error.problem);
    throw error;
  }
  const domain = contact.email.split('@')[1]!;
  if (RESERVED_DOMAIN.test(domain)) throw new ConfigError(GRIEVANCE_KEYS.email, `must reach a person: "${domain}" is a name no mail is delivered to`);
  return contact;
}

export function readConfig(node: Node): DeploymentConfig {
  const stackName = text(node, 'stackName') ?? DEFAULTS.stackName;
  if (!STACK_NAME.test(stackName)) throw new ConfigError('stackName', 'must start with a letter and hold only letters, digits and hyphens');

  const domainName = text(node, 'domainName')?.toLowerCase();
  const certificateArn = text(node, 'certificateArn');
  if (domainName && !DOMAIN.test(domainName)) throw new ConfigError('domainName', `is not a host name: "${domainName}"`);
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new ConfigError(domainName ? 'certificateArn' : 'domainName', 'is required when the other of domainName/certificateArn is set');
  }
  if (certificateArn && !/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(certificateArn)) {
    throw new ConfigError('certificateArn', 'must be the ARN of an ACM certificate in us-east-1');
  }

  const alarmEmail = text(node, 'alarmEmail');
  if (alarmEmail && !EMAIL.test(alarmEmail)) throw new ConfigError('alarmEmail', `is not an e-mail address: "${alarmEmail}"`);

  const mailFrom = text(node, 'mailFrom')?.toLowerCase();
  if (mailFrom && !EMAIL.test(mailFrom)) throw new ConfigError('mailFrom', `is not an e-mail address: "${mailFrom}"`);
  const mailDomain = mailFrom?.split('@')[1];
  if (mailDomain && !DOMAIN.test(mailDomain)) throw new ConfigError('mailFrom', `has no domain SES can verify: "${mailDomain}"`);
  const mailFromDomain = text(node, 'mailFromDomain')?.toLowerCase();
  if (mailFromDomain && !mailDomain) throw new ConfigError('mailFromDomain', 'needs mailFrom');
  if (mailFromDomain && mailDomain && !(DOMAIN.test(mailFromDomain) && mailFromDomain.endsWith(`.${mailDomain}`))) {
    throw new ConfigError('mailFromDomain', `must be a subdomain of ${mailDomain}, got "${mailFromDomain}"`);
  }

  const webAclArn = text(node, 'webAclArn');
  if (webAclArn && !/^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\/[\w-]+\/[\w-]+$/.test(webAclArn)) {
    throw new ConfigError('webAclArn', 'must be the ARN of a WAF web ACL with scope CLOUDFRONT (arn:aws:wafv2:us-east-1:…:global/webacl/…)');
  }
  const webAclRateLimit = positiveInt(node, 'webAclRateLimit', undefined);
  // AWS WAF's own floor for a rate-based rule.
  if (webAclRateLimit !== undefined && webAclRateLimit < 10) throw new ConfigError('webAclRateLimit', 'must be at least 10 (requests in 5 minutes)');
  if (webAclRateLimit !== undefined && webAclArn) throw new ConfigError('webAclRateLimit', 'cannot be set with webAclArn: add a rate-based rule to that web ACL instead');

  const priceClass = (text(node, 'priceClass') ?? DEFAULTS.priceClass) as PriceClass;
  if (!PRICE_CLASSES.includes(priceClass)) throw new ConfigError('priceClass', `must be one of ${PRICE_CLASSES.join(', ')}, got "${priceClass}"`);

  const webPushSecretName = text(node, 'webPushSecretName');
  const webPushSubject = text(node, 'webPushSubject');
  if (webPushSubject && !/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(webPushSubject)) {
    throw new ConfigError('webPushSubject', `must be a mailto: address or an https: URL, got "${webPushSubject}"`);
  }
  if (webPushSubject && !webPushSecretName) throw new ConfigError('webPushSubject', 'needs webPushSecretName');

  const authDomainPrefix = text(node, 'authDomainPrefix');
  if (authDomainPrefix && (!AUTH_PREFIX.test(authDomainPrefix) || /aws|amazon|cognito/.test(authDomainPrefix))) {
    throw new ConfigError(
      'authDomainPrefix',
      'must be lower-case letters, digits and hyphens, and may not contain "aws", "amazon" or "cognito"',
    );
  }

  const careHelplines = text(node, 'careHelplines');
  if (careHelplines) {
    try {
      parseHelpLines(careHelplines);
    } catch {
      throw new ConfigError('careHelplines', 'must be "name: number, number; name: number"');
    }
  }

  // Two attempts and the client's back-off must fit the guide's 28 s function timeout (infra/lib/group-needs.ts).
  const openAiTimeoutMs = positiveInt(node, 'openAiTimeoutMs', undefined);
  if (openAiTimeoutMs !== undefined && openAiTimeoutMs > MAX_OPENAI_TIMEOUT_MS) {
    throw new ConfigError('openAiTimeoutMs', `must be at most ${MAX_OPENAI_TIMEOUT_MS}: two attempts must fit the guide's 28 s timeout`);
  }

  return {
    stackName,
    customDomain: domainName && certificateArn ? { domainName, certificateArn } : undefined,
    adminEmails: emailList(node, 'adminEmails'),
    openAiSecretName: text(node, 'openAiSecretName'),
    openAiModel: text(node, 'openAiModel'),
    aiGuideDailyQuestions: positiveInt(node, 'aiGuideDailyQuestions', undefined),
    openAiTimeoutMs,
    careHelplines,
    careEmergencyNumber: text(node, 'careEmergencyNumber'),
    grievanceContact: grievanceContact(node),
    webPushSecretName,
    webPushSubject,
    alarmEmail,
    mailSender: mailFrom && mailDomain ? { address: mailFrom, domain: mailDomain, mailFromDomain } : undefined,
    priceClass,
    webAclArn,
    webAclRateLimit,
    authDomainPrefix,
    apiRateLimit: positiveInt(node, 'apiRateLimit', DEFAULTS.apiRateLimit),
    apiBurstLimit: positiveInt(node, 'apiBurstLimit', DEFAULTS.apiBurstLimit),
    mediaSigningKeyGeneration: positiveInt(node, 'mediaSigningKeyGeneration', 1),
  };
}
