/**
 * Synthesizes the app the way `cdk synth` does (cdk.json's feature flags, cdk-nag on), into a
 * temporary directory outside the repository, so a bundle that loads from there cannot be
 * leaning on the repository's node_modules.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { createApp, type CreateAppOptions } from '../lib/app.ts';
import { repoRoot } from '../lib/paths.ts';

const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };

export interface SynthOptions {
  readonly context?: Record<string, unknown>;
  readonly stackProps?: CreateAppOptions['stackProps'];
  /** Run esbuild for every function (slow); otherwise CDK skips bundling. */
  readonly bundle?: boolean;
}

export interface NagFinding {
  readonly level: string;
  readonly path: string;
  readonly message: string;
}

export function synth(options: SynthOptions = {}) {
  const outdir = mkdtempSync(join(tmpdir(), 'seekers-cdk-'));
  const { app, stack, config } = createApp({
    outdir,
    context: {
      ...cdkJson.context,
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      ...options.context,
    },
    stackProps: options.stackProps,
  });
  const assembly: CloudAssembly = app.synth();
  const artifact = assembly.getStackArtifact(stack.artifactId);
  // Read from the assembly: Annotations.fromStack would synthesize (and bundle) all over again.
  const findings: NagFinding[] = artifact.messages
    .filter((m) => m.level === 'error' || m.level === 'warning')
    .map((m) => ({ level: m.level, path: m.id, message: String(m.entry.data) }));
  // The stack's own warnings about its settings (infra/lib/stack.ts), apart from cdk-nag's findings.
  const ownWarning = (finding: NagFinding) => finding.message.includes('[ack: seekers:');
  return {
    outdir,
    stack,
    config,
    template: Template.fromStack(stack),
    nagFindings: findings.filter((finding) => !ownWarning(finding)),
    ownWarnings: findings.filter(ownWarning).map((finding) => finding.message),
  };
}

type Resources = Record<string, { Type: string; Properties?: Record<string, any>; Metadata?: Record<string, any>; DeletionPolicy?: string }>;

/** The template's resources of one type, as [logicalId, resource] pairs. */
export function resourcesOf(template: Template, type: string) {
  return Object.entries(template.toJSON().Resources as Resources).filter(([, r]) => r.Type === type);
}

/** The logical id of the Lambda that serves a route group (its description names the group). */
export function functionIdOf(template: Template, group: string): string {
  const matches = resourcesOf(template, 'AWS::Lambda::Function').filter(
    ([, r]) => r.Properties?.Description === `Route group: ${group}`,
  );
  if (matches.length !== 1) throw new Error(`expected one Lambda for group ${group}, found ${matches.length}`);
  return matches[0]![0];
}

/** Every cdk-nag suppression recorded in the template's metadata. */
export function nagSuppressions(template: Template) {
  return Object.entries(template.toJSON().Resources as Resources).flatMap(([id, r]) =>
    ((r.Metadata?.cdk_nag?.rules_to_suppress ?? []) as { id: string; reason: string; applies_to?: unknown[] }[]).map(
      (s) => ({ resource: id, ...s }),
    ),
  );
}
