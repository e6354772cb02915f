import { type CfnElement, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** How cdk-nag writes a resource's ARN in a finding (`<LogicalId.Arn>`), for exact `appliesTo` entries. */
export function nagArn(resource: IConstruct): string {
  const element = resource.node.defaultChild as CfnElement;
  return `<${Stack.of(resource).resolve(element.logicalId)}.Arn>`;
}
