/** The admin log is append-only in AWS too: every function role that may write is denied changing its partition. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LOG_PK } from '../../functions/lib/db/schema.ts';
import { resourcesOf, synth } from './synth.ts';

type Statement = { Sid?: string; Effect: string; Action: string | string[]; Condition?: Record<string, Record<string, unknown>> };

let roles: string[];
let statementsOf: (roleId: string) => Statement[];

beforeAll(() => {
  const { template } = synth();
  roles = resourcesOf(template, 'AWS::Lambda::Function')
    .map(([, fn]) => fn.Properties?.Role?.['Fn::GetAtt']?.[0] as string | undefined)
    .filter((id): id is string => id !== undefined && !id.includes('LogRetention') && !id.includes('CustomResource'));
  const policies = resourcesOf(template, 'AWS::IAM::Policy');
  statementsOf = (roleId) =>
    policies
      .filter(([, p]) => p.Properties!.Roles.some((r: { Ref: string }) => r.Ref === roleId))
      .flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as Statement[]);
}, 120_000);

describe('admin log guard', () => {
  it('denies every writing route group and the stream worker UpdateItem, DeleteItem and BatchWriteItem on ADMINLOG', () => {
    const allows = (roleId: string, action: string) =>
      statementsOf(roleId).some((s) => s.Effect === 'Allow' && [s.Action].flat().includes(action));
    const writers = roles.filter((id) => allows(id, 'dynamodb:UpdateItem'));
    expect(writers.length).toBeGreaterThan(5);
    for (const roleId of writers) {
      const deny = statementsOf(roleId).find((s) => s.Sid === 'AdminLogAppendOnly');
      expect(deny, roleId).toMatchObject({
        Effect: 'Deny',
        Action: expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']),
        Condition: { 'ForAnyValue:StringEquals': { 'dynamodb:LeadingKeys': [ADMIN_LOG_PK] } },
      });
    }
  });
});
