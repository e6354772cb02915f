/**
 * The SES identity the functions send mail through: the sending address's whole domain, verified
 * and DKIM-signed by three CNAME records (Easy DKIM), so that mail passes DMARC as the domain's own.
 * An address identity would be simpler to verify, but its mail is signed only as amazonses.com and
 * fails DMARC wherever the domain asks for alignment. The DNS records are stack outputs
 * (docs/deploying.md, "E-mail for circle invitations").
 */
import { CfnOutput, Stack } from 'aws-cdk-lib';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { MailSender } from './config.ts';

export class MailIdentity extends Construct {
  private readonly identity: EmailIdentity;
  readonly address: string;

  constructor(scope: Construct, id: string, sender: MailSender) {
    super(scope, id);
    this.address = sender.address;
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(sender.domain),
      mailFromDomain: sender.mailFromDomain,
    });
    const stack = Stack.of(this);
    this.identity.dkimRecords.forEach((record, i) => {
      new CfnOutput(stack, `MailDkimRecord${i + 1}`, { value: `${record.name} CNAME ${record.value}`, description: 'DNS record for DKIM' });
    });
    if (sender.mailFromDomain) {
      const record = (id: string, value: string) =>
        new CfnOutput(stack, id, { value: `${sender.mailFromDomain} ${value}`, description: 'DNS record for the MAIL FROM domain' });
      record('MailFromMxRecord', `MX 10 feedback-smtp.${stack.region}.amazonses.com`);
      record('MailFromSpfRecord', 'TXT "v=spf1 include:amazonses.com ~all"');
    }
  }

  /** ses:SendEmail through this identity, and only with the configured From address. */
  grantSend(grantee: IGrantable): Grant {
    return Grant.addToPrincipal({
      grantee,
      actions: ['ses:SendEmail'],
      resourceArns: [this.identity.emailIdentityArn],
      conditions: { StringEquals: { 'ses:FromAddress': this.address } },
    });
  }
}
