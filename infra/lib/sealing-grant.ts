/**
 * The message key's grants: each function may make or unwrap data keys only under the encryption
 * context names of the kinds of owner it handles (functions/lib/sealing.ts). One statement per
 * name: the context must carry that name (a condition on its value, which fails when it is absent)
 * and no other (kms:EncryptionContextKeys), so a function granted sessions' tokens cannot unwrap a
 * conversation's or a journal's key, however it builds its request.
 */
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { SealingContext } from '../../functions/lib/sealing.ts';

export type SealingAction = 'kms:GenerateDataKey' | 'kms:Decrypt';

export function grantSealing(grantee: IGrantable, key: IKey, contexts: readonly SealingContext[], actions: readonly SealingAction[]): void {
  for (const context of contexts) {
    Grant.addToPrincipal({
      grantee,
      actions: [...actions],
      resourceArns: [key.keyArn],
      conditions: {
        StringLike: { [`kms:EncryptionContext:${context}`]: '*' },
        'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': [context] },
      },
    });
  }
}
