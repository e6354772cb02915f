/**
 * Login access: the Cognito user an address signs in as. An admin's approval creates it (Cognito
 * sends the invitation); erasing an account deletes it, which also ends every refresh token it
 * holds. Locally the same calls reach the Cognito stand-in (local/cognito-idp.ts, COGNITO_ENDPOINT)
 * over the local sign-in provider's accounts. The Cognito client loads only when it is needed.
 */
import { optionalEnv } from '../config.ts';

/** The pool the local stand-in answers for. (COGNITO_USER_POOL_ID stays unset locally: it also chooses Cognito's token verifier.) */
export const STAND_IN_USER_POOL_ID = 'us-east-1_local';

/** Read when first needed: the local stack imports this file (for the pool id) before it sets the environment. */
function settings() {
  const endpoint = optionalEnv('COGNITO_ENDPOINT');
  return { endpoint, userPoolId: optionalEnv('COGNITO_USER_POOL_ID') ?? (endpoint ? STAND_IN_USER_POOL_ID : undefined) };
}

async function cognito(endpoint: string | undefined) {
  const sdk = await import('@aws-sdk/client-cognito-identity-provider');
  return { sdk, client: new sdk.CognitoIdentityProviderClient(endpoint ? { endpoint } : {}) };
}

export async function grantLoginAccess(email: string): Promise<void> {
  const { endpoint, userPoolId } = settings();
  if (!userPoolId) return;
  const { sdk, client } = await cognito(endpoint);
  try {
    await client.send(
      new sdk.AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
        DesiredDeliveryMediums: ['EMAIL'],
      }),
    );
  } catch (error) {
    // Already has an account (signed up before, or an earlier approval): access is there.
    if (!(error instanceof sdk.UsernameExistsException)) throw error;
  }
}

/** Deletes the sign-in account of an erased member; one already gone is fine (a repeated step). */
export async function removeLoginAccess(email: string): Promise<void> {
  const { endpoint, userPoolId } = settings();
  if (!userPoolId) return;
  const { sdk, client } = await cognito(endpoint);
  try {
    await client.send(new sdk.AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: email }));
  } catch (error) {
    if (!(error instanceof sdk.UserNotFoundException)) throw error;
  }
}
