/**
 * Makes a fresh VAPID key pair for Web Push and prints it with the command that stores it as the
 * Secrets Manager secret a deployment names in `webPushSecretName` (docs/deploying.md, "Web Push").
 * Usage: npm run web-push-keys -- [secret name]
 */
import webpush from 'web-push';

const DEFAULT_SECRET_NAME = 'seekers-circle/web-push';

const name = process.argv[2] ?? DEFAULT_SECRET_NAME;
// Secrets Manager's own rule for names, which also keeps the printed command safe to paste.
if (!/^[\w/+=.@-]{1,512}$/.test(name)) {
  console.error(`Not a Secrets Manager secret name: ${JSON.stringify(name)}`);
  process.exit(1);
}
const pair = JSON.stringify(webpush.generateVAPIDKeys());
// Single quotes for the shell: base64url and JSON punctuation hold none.
const command = `aws secretsmanager create-secret --name ${name} --description 'Web Push VAPID key pair' --secret-string '${pair}'`;

console.log(`VAPID key pair (keep the private key secret):\n${pair}\n\nStore it (then deploy with -c webPushSecretName=${name}):\n${command}`);
console.error('\nThe private key is in this output: clear the terminal afterwards, and keep the command out of shell history.');
