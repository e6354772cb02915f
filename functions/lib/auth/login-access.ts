/**
 * Giving an email login access. In AWS that means a Cognito user, created by the admin's approval,
 * with Cognito sending the invitation; locally any email may sign in, so there is nothing to do.
 * The Cognito client loads only when an approval happens.
 */
import { optionalEnv } from '../config.ts';

const userPoolId = optionalEnv('COGNITO_USER_POOL_ID');

export async function grantLoginAccess(email: string): Promise<void> {
  if (!userPoolId) return;
  const { AdminCreateUserCommand, CognitoIdentityProviderClient, UsernameExistsException } = await import(
    '@aws-sdk/client-cognito-identity-provider'
  );
  try {
    await new CognitoIdentityProviderClient({}).send(
      new AdminCreateUserCommand({
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
    if (!(error instanceof UsernameExistsException)) throw error;
  }
}
