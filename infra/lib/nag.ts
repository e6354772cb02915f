import { type CfnElement, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** How cdk-nag writes a resource's ARN in a finding (`<LogicalId.Arn>`), for exact `appliesTo` entries. */
export function nagArn(resource: IConstruct): string {
  const element = resource.node.defaultChild as CfnElement;
  return `<${Stack.of(resource).resolve(element.logicalId)}.Arn>`;
}

/** The object-level actions CDK's bucket grants (grantReadWrite, BucketDeployment) expand to. */
export const S3_OBJECT_ACTIONS = [
  'Action::s3:GetObject*',
  'Action::s3:GetBucket*',
  'Action::s3:List*',
  'Action::s3:DeleteObject*',
  'Action::s3:Abort*',
];
