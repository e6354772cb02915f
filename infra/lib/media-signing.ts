/**
 * The key media URLs are signed with (functions/lib/media-signing.ts; docs/decisions.md "Media
 * follows the access of what it belongs to"). A small function run once by CloudFormation makes an
 * RSA key pair with node:crypto, keeps the private key in a Secrets Manager secret and hands back
 * only the public key, which becomes CloudFront's public key and the one key of the key group that
 * /media/* trusts. A later deploy finds the key in the secret and hands back the same public key, so
 * the pair never changes unless the secret is replaced. The groups that show media read the secret
 * at run time; the private key is in neither the template nor any environment.
 */
import { CustomResource, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { KeyGroup, PublicKey } from 'aws-cdk-lib/aws-cloudfront';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { MEDIA_SIGNING_ENV } from '../../functions/lib/config.ts';
import { LOG_RETENTION } from './api-function.ts';

/**
 * CloudFormation's custom resource protocol by hand (the answer PUT to ResponseURL), so the one
 * function needs no provider framework beside it. A failure's reason is the error's name only.
 */
const KEY_MAKER = `
const { createPrivateKey, createPublicKey, generateKeyPairSync } = require('node:crypto');
const { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } = require('@aws-sdk/client-secrets-manager');
const secrets = new SecretsManagerClient({});
const spki = (key) => createPublicKey(key).export({ type: 'spki', format: 'pem' });
async function publicKeyIn(SecretId) {
  const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId }));
  try { return spki(createPrivateKey(SecretString)); } catch {}
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await secrets.send(new PutSecretValueCommand({ SecretId, SecretString: privateKey.export({ type: 'pkcs8', format: 'pem' }) }));
  return spki(privateKey);
}
exports.handler = async (event) => {
  const answer = { Status: 'SUCCESS', PhysicalResourceId: event.PhysicalResourceId || 'media-signing-key', StackId: event.StackId, RequestId: event.RequestId, LogicalResourceId: event.LogicalResourceId, Data: {} };
  try {
    if (event.RequestType !== 'Delete') answer.Data.PublicKey = await publicKeyIn(event.ResourceProperties.SecretId);
  } catch (error) {
    Object.assign(answer, { Status: 'FAILED', Reason: String(error && error.name) });
  }
  await fetch(event.ResponseURL, { method: 'PUT', body: JSON.stringify(answer), headers: { 'content-type': '' } });
};
`;

export interface MediaSigningProps {
  /** A new value runs the key maker again, which makes a new pair if the secret no longer holds a key. */
  readonly generation: number;
}

export class MediaSigning extends Construct {
  readonly keyGroup: KeyGroup;
  private readonly secret: Secret;
  private readonly publicKey: PublicKey;

  constructor(scope: Construct, id: string, props: MediaSigningProps) {
    super(scope, id);
    this.secret = new Secret(this, 'PrivateKey', {
      description: 'The RSA private key (PEM) media URLs are signed with; its public key is in the CloudFront key group /media/* trusts',
      // Nothing outlives the stack that a new key would break: every URL lives two hours at most.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const logGroup = new LogGroup(this, 'KeyMakerLogs', { retention: LOG_RETENTION, removalPolicy: RemovalPolicy.DESTROY });
    const role = new Role(this, 'KeyMakerRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: 'Makes the media signing key pair' });
    logGroup.grantWrite(role);
    const keyMaker = new LambdaFunction(this, 'KeyMaker', {
      description: 'Makes the media signing key pair once, keeps the private key in its secret, answers the public key',
      runtime: Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: Code.fromInline(KEY_MAKER),
      role,
      logGroup,
      timeout: Duration.seconds(30),
    });
    this.secret.grantRead(keyMaker);
    this.secret.grantWrite(keyMaker);
    const pair = new CustomResource(this, 'KeyPair', { serviceToken: keyMaker.functionArn, properties: { SecretId: this.secret.secretArn, Generation: props.generation } });
    this.publicKey = new PublicKey(this, 'PublicKey', {
      encodedKey: pair.getAttString('PublicKey'),
      comment: 'Checks the signature of media URLs (the private key is in Secrets Manager)',
    });
    this.keyGroup = new KeyGroup(this, 'KeyGroup', { items: [this.publicKey], comment: 'The keys /media/* URLs may be signed with' });

    NagSuppressions.addResourceSuppressions(this.secret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Not rotated automatically: a new key must reach the key group and the functions together; replacing the secret and deploying does that (docs/deploying.md). A URL signed with it lives two hours at most and opens only the one object it names.',
      },
    ]);
    NagSuppressions.addResourceSuppressions(keyMaker, [
      {
        id: 'AwsSolutions-L1',
        reason: 'Pinned to Node.js 22, the version the project runs and tests on locally, as every function of the stack.',
      },
    ]);
  }

  /** What a group that shows media needs: the secret's ARN and the key pair's id, and reading that one secret. */
  grantSigning(fn: LambdaFunction): void {
    this.secret.grantRead(fn);
    fn.addEnvironment(MEDIA_SIGNING_ENV.secretId, this.secret.secretArn);
    fn.addEnvironment(MEDIA_SIGNING_ENV.keyPairId, this.publicKey.publicKeyId);
  }
}
