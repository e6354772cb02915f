/**
 * The Cognito user pool (stateful: it holds every member's sign-in), its managed-login domain
 * and the web app's client.
 *
 * Nobody signs up here: by the specification login access is what an admin's approval of a join
 * request grants, so the admin route creates the Cognito user (AdminCreateUser) and Cognito
 * e-mails the invitation with a temporary password. Owning the address is thereby proven before
 * the first sign-in.
 */
import { Aws, Duration, Fn, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnManagedLoginBranding,
  FeaturePlan,
  ManagedLoginVersion,
  Mfa,
  OAuthScope,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  type UserPoolDomain,
  ClientAttributes,
} from 'aws-cdk-lib/aws-cognito';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

export interface UserDirectoryProps {
  /** Prefix of the managed-login domain (<prefix>.auth.<region>.amazoncognito.com). */
  readonly domainPrefix: string;
  /** https://<site>: the client's callback and logout URLs, and the link in the invitation. */
  readonly siteOrigin: string;
}

/** How long a member stays signed in without entering the password again (the session cookie's life). */
const REFRESH_TOKEN_DAYS = 30;

export class UserDirectory extends Construct {
  readonly userPool: UserPool;
  readonly domain: UserPoolDomain;
  readonly client: UserPoolClient;
  /** The OpenID Connect issuer the functions discover endpoints from. */
  readonly issuer: string;

  constructor(scope: Construct, id: string, props: UserDirectoryProps) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      userInvitation: {
        emailSubject: 'Your place in Seekers Circle',
        emailBody: [
          'Your request to join Seekers Circle has been approved.',
          `Sign in at ${props.siteOrigin} with this e-mail address and the temporary password {####} within 7 days; you will then choose your own password.`,
          // Cognito insists on {username}; with e-mail sign-in it may be the account's internal id.
          'Account reference: {username}',
        ].join('<br><br>'),
      },
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // A changed address stays unverified (and unused for sign-in) until its code is entered.
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(7),
      },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG2',
        reason: 'MFA is optional by design (the issue asks for optional MFA): members may enable a TOTP app; requiring it would shut out members of an anonymous community who have no second device.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'The Essentials plan (free up to 10,000 MAU) is deliberate: the Plus plan adds threat protection at $0.02 per MAU with no free tier. Change featurePlan here to PLUS when the budget allows.',
      },
    ]);

    this.domain = this.userPool.addDomain('Domain', {
      cognitoDomain: { domainPrefix: props.domainPrefix },
      managedLoginVersion: ManagedLoginVersion.NEWER_MANAGED_LOGIN,
    });

    this.issuer = `https://${this.userPool.userPoolProviderUrl}`;
    this.client = this.addWebClient(props.siteOrigin);
  }

  /** The web app's public client: authorization code with PKCE, no secret. */
  private addWebClient(siteOrigin: string): UserPoolClient {
    const attributes = new ClientAttributes().withStandardAttributes({
      email: true,
      emailVerified: true,
      givenName: true,
      familyName: true,
    });
    const client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userSrp: true },
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: [`${siteOrigin}/api/callback`],
        logoutUrls: [`${siteOrigin}/`],
      },
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      readAttributes: attributes,
      writeAttributes: new ClientAttributes().withStandardAttributes({ email: true, givenName: true, familyName: true }),
      preventUserExistenceErrors: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(REFRESH_TOKEN_DAYS),
      enableTokenRevocation: true,
    });
    // Managed login (v2) shows its pages only for a client that has a branding style.
    new CfnManagedLoginBranding(this, 'Branding', {
      userPoolId: this.userPool.userPoolId,
      clientId: client.userPoolClientId,
      useCognitoProvidedValues: true,
    });
    return client;
  }

  /** `<name>-<account id>`: unique per account and stack, and free of the words Cognito refuses. */
  static defaultDomainPrefix(stackName: string): string {
    const base = stackName.toLowerCase().replace(/[^a-z0-9-]/g, '-').replace(/aws|amazon|cognito/g, 'x').slice(0, 40);
    return Fn.join('-', [base, Aws.ACCOUNT_ID]);
  }
}
