/**
 * Amazon Cognito's user-pool admin API, locally: the two calls the functions make through the AWS
 * SDK (functions/lib/auth/login-access.ts), answered over the same wire protocol (JSON 1.1, the
 * operation in X-Amz-Target, errors as `__type`) against the local sign-in provider's accounts.
 * - AdminCreateUser: an admin's approval gives an address login access (the account is made now).
 * - AdminDeleteUser: an erased member's sign-in account goes, with its grants and refresh tokens.
 * Loopback only, like the provider it speaks for.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { holdIdleSockets } from './listen.ts';
import type { LocalOidc } from './oidc.ts';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const MAX_BODY = 64 * 1024;

export interface CognitoStandIn {
  endpoint: string;
  close(): Promise<void>;
}

interface AdminUserRequest {
  UserPoolId?: unknown;
  Username?: unknown;
}

class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

async function readJson(req: IncomingMessage): Promise<AdminUserRequest> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new CognitoError('InvalidParameterException', 'Request too large.');
    chunks.push(chunk);
  }
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as AdminUserRequest;
  } catch {
    // Answered below, as Cognito answers a body it cannot read.
  }
  throw new CognitoError('InvalidParameterException', 'The request body is not a JSON object.');
}

function usernameOf(body: AdminUserRequest, poolId: string): string {
  if (body.UserPoolId !== poolId) throw new CognitoError('ResourceNotFoundException', 'User pool does not exist.');
  if (typeof body.Username !== 'string' || !body.Username) throw new CognitoError('InvalidParameterException', 'Username is required.');
  return body.Username.trim().toLowerCase();
}

export async function startCognitoStandIn(oidc: Pick<LocalOidc, 'accountFor' | 'hasAccount' | 'deleteAccount'>, poolId: string): Promise<CognitoStandIn> {
  const operations: Record<string, (body: AdminUserRequest) => object> = {
    AdminCreateUser: (body) => {
      const username = usernameOf(body, poolId);
      if (oidc.hasAccount(username)) throw new CognitoError('UsernameExistsException', 'An account with the given email already exists.');
      oidc.accountFor(username);
      return { User: { Username: username, Enabled: true, UserStatus: 'FORCE_CHANGE_PASSWORD' } };
    },
    AdminDeleteUser: (body) => {
      if (!oidc.deleteAccount(usernameOf(body, poolId))) throw new CognitoError('UserNotFoundException', 'User does not exist.');
      return {};
    },
  };

  const answer = (res: ServerResponse, status: number, body: object, errorType?: string) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', ...(errorType ? { 'x-amzn-errortype': errorType } : {}) });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    const target = String(req.headers['x-amz-target'] ?? '');
    const operation = target.startsWith(TARGET_PREFIX) ? operations[target.slice(TARGET_PREFIX.length)] : undefined;
    void (async () => {
      if (req.method !== 'POST' || !operation) throw new CognitoError('UnknownOperationException', 'Unknown operation.');
      answer(res, 200, operation(await readJson(req)));
    })().catch((error: unknown) => {
      const known = error instanceof CognitoError ? error : new CognitoError('InternalErrorException', 'Internal error.');
      answer(res, known.type === 'InternalErrorException' ? 500 : 400, { __type: known.type, message: known.message }, known.type);
    });
  });
  holdIdleSockets(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
