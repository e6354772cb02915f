/**
 * One error family for every route. Routes throw; only the outer handler turns errors into
 * answers, and nothing at 500 or above ever shows its message to the caller.
 */
import type { ErrorBody } from '#shared/types/api.ts';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** A 5xx whose message was written for the caller (what is missing here, not what broke): it is shown. */
  readonly expose: boolean;
  /** Headers the answer carries besides its body (a 429's Retry-After). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, code: string, message: string, options?: ErrorOptions & { expose?: boolean; headers?: Record<string, string> }) {
    super(message, options);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.expose = options?.expose ?? false;
    this.headers = options?.headers ?? {};
  }

  toJSON(): ErrorBody {
    const hidden = this.statusCode >= 500 && !this.expose;
    return { message: hidden ? 'Something went wrong. Please try again.' : this.message, code: this.code };
  }
}

export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, code, message);
export const unauthorized = (message = 'Unauthorized', code = 'unauthorized') => new HttpError(401, code, message);
export const forbidden = (message: string, code = 'forbidden') => new HttpError(403, code, message);
export const notFound = (message = 'Not found', code = 'not_found') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);
