/**
 * The grievance contact the Community Guidelines page publishes (docs/deploying.md,
 * `grievanceOfficer*`). The deployment's settings are checked here once for both sides: the synth
 * (infra/lib/config.ts) refuses what cannot work and hands the contact on as one JSON variable,
 * which the function reads back through the same check when it loads.
 */
import type { GrievanceContact } from '#shared/types/community.ts';
import { GRIEVANCE_CONTACT_ENV, optionalEnv } from './config.ts';

/**
 * The response times an operator commits to: by default, and at most, what India's IT Rules 2021
 * (rule 3(2)) ask of an intermediary. A promise slower than that is not one to publish.
 */
export const GRIEVANCE_TIMES = { acknowledgeWithinHours: 24, resolveWithinDays: 15 } as const;

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;
const TEXT_MAX = 200;

type Field = keyof GrievanceContact;
export type GrievanceFields = { readonly [F in Field]?: string | number };

export class GrievanceContactError extends Error {
  constructor(
    readonly field: Field,
    readonly problem: string,
  ) {
    super(`${field} ${problem}`);
  }
}

function text(fields: GrievanceFields, field: Field): string | undefined {
  const value = fields[field];
  if (value === undefined) return undefined;
  const trimmed = String(value).trim();
  if (trimmed.length > TEXT_MAX) throw new GrievanceContactError(field, `must be at most ${TEXT_MAX} characters`);
  return trimmed || undefined;
}

function time(fields: GrievanceFields, field: keyof typeof GRIEVANCE_TIMES, unit: string): number {
  const raw = text(fields, field);
  if (raw === undefined) return GRIEVANCE_TIMES[field];
  const value = Number(raw);
  const max = GRIEVANCE_TIMES[field];
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new GrievanceContactError(field, `must be a whole number of ${unit} from 1 to ${max}, got "${raw}"`);
  }
  return value;
}

/** The contact the fields describe; a missing name or address, or a time past the rules', throws naming the field. */
export function checkGrievanceContact(fields: GrievanceFields): GrievanceContact {
  const name = text(fields, 'name');
  if (!name) throw new GrievanceContactError('name', 'is required: the person or desk that answers complaints');
  const email = text(fields, 'email')?.toLowerCase();
  if (!email || !EMAIL.test(email)) throw new GrievanceContactError('email', `must be an e-mail address, got "${email ?? ''}"`);
  const postalAddress = text(fields, 'postalAddress');
  const phone = text(fields, 'phone');
  return {
    name,
    email,
    ...(postalAddress && { postalAddress }),
    ...(phone && { phone }),
    acknowledgeWithinHours: time(fields, 'acknowledgeWithinHours', 'hours'),
    resolveWithinDays: time(fields, 'resolveWithinDays', 'days'),
  };
}

function fromEnv(): GrievanceContact | null {
  const setting = optionalEnv(GRIEVANCE_CONTACT_ENV);
  if (!setting) return null;
  const parsed: unknown = JSON.parse(setting);
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${GRIEVANCE_CONTACT_ENV} must be a JSON object`);
  return checkGrievanceContact(parsed as GrievanceFields);
}

/** Null where the deployment named no one (the synth warned): the page says so rather than invent a contact. */
export const GRIEVANCE_CONTACT = fromEnv();
