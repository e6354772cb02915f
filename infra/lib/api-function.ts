/**
 * One route group's Lambda. Runtime, architecture, bundling, logging and the table binding are
 * fixed here once, so every group is built and wired the same way.
 */
import { join, resolve } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ApplicationLogLevel, Architecture, LoggingFormat, Runtime, SystemLogLevel } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { FUNCTION_BUNDLE_OPTIONS as esbuildOptions } from '../../functions/bundling.ts';
import { ADMIN_LOG_PK } from '../../functions/lib/db/schema.ts';
import type { DataAccess } from './group-needs.ts';
import { nagArn } from './nag.ts';
import { repoRoot } from './paths.ts';
import { type FunctionName, handlerFile } from '../../functions/route-handlers.ts';

/** The Node.js the functions are built for (esbuild's target) and tested on locally (package.json's `node`). */
export const FUNCTION_RUNTIME = Runtime.NODEJS_22_X;
/** API Gateway gives up on an integration after 30 s; the function must answer before that. */
const API_GATEWAY_LIMIT_SECONDS = 30;
export const LOG_RETENTION = RetentionDays.ONE_MONTH;

export interface ApiFunctionProps {
  /** The route group (or `streams`, the stream worker): its handler is functions/route-handlers.ts's handlerFile. */
  readonly group: FunctionName;
  /**
   * Who calls it. Default: the HTTP API, whose 30 s limit then bounds the timeout; the REST API's
   * streamed routes (streaming-api.ts) have no such limit.
   */
  readonly invokedBy?: 'api-gateway' | 'streaming-api' | 'table-stream';
  readonly table: ITable;
  readonly tableAccess: DataAccess;
  readonly environment: Readonly<Record<string, string>>;
  readonly timeoutSeconds: number;
  readonly memoryMb: number;
}

/**
 * The admin log is append-only even for a faulty handler: no function may update or delete an item
 * of its partition (a TransactWriteItems element is authorized as its own UpdateItem/DeleteItem),
 * nor batch-write one. New entries are conditional Puts, which never overwrite.
 */
const appendOnlyAdminLog = (table: ITable) =>
  new PolicyStatement({
    sid: 'AdminLogAppendOnly',
    effect: Effect.DENY,
    actions: ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:PartiQLUpdate', 'dynamodb:PartiQLDelete'],
    resources: [table.tableArn],
    conditions: { 'ForAnyValue:StringEquals': { 'dynamodb:LeadingKeys': [ADMIN_LOG_PK] } },
  });

export class ApiFunction extends NodejsFunction {
  readonly group: string;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    const invokedBy = props.invokedBy ?? 'api-gateway';
    if (invokedBy === 'api-gateway' && props.timeoutSeconds >= API_GATEWAY_LIMIT_SECONDS) {
      throw new Error(`Route group ${props.group}: timeout must stay below API Gateway's ${API_GATEWAY_LIMIT_SECONDS} s`);
    }
    // An explicit log group carries the retention, and a role of our own writes only to it
    // (instead of the managed AWSLambdaBasicExecutionRole, which may write to any log group).
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: invokedBy === 'table-stream' ? 'Stream worker' : `Route group ${props.group}`,
    });
    logGroup.grantWrite(role);

    super(scope, id, {
      description: invokedBy === 'table-stream' ? 'Stream worker: work that writes set going after their request' : `Route group: ${props.group}`,
      entry: join(repoRoot, handlerFile(props.group)),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      runtime: FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memoryMb,
      timeout: Duration.seconds(props.timeoutSeconds),
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      // Platform START/END/REPORT lines are INFO: skipping them halves the log volume, and the
      // same numbers are in the Lambda metrics.
      systemLogLevelV2: SystemLogLevel.WARN,
      environment: {
        ...props.environment,
        TABLE_NAME: props.table.tableName,
        NODE_OPTIONS: '--enable-source-maps',
        // functions/lib/logger.ts: one line per request at INFO; WARN keeps only the problems.
        POWERTOOLS_LOG_LEVEL: 'INFO',
      },
      // The esbuild settings are functions/bundling.ts's, so `npm run bench` measures exactly what
      // deploys; only the source maps and the packaging are added here.
      bundling: {
        format: OutputFormat.ESM,
        target: esbuildOptions.target,
        mainFields: [...esbuildOptions.mainFields],
        minify: esbuildOptions.minify,
        banner: esbuildOptions.banner.js,
        esbuildArgs: {
          '--legal-comments': esbuildOptions.legalComments,
          ...Object.fromEntries(
            Object.entries(esbuildOptions.alias).map(([from, to]) => [`--alias:${from}`, resolve(repoRoot, to)]),
          ),
        },
        sourceMap: true,
        sourcesContent: false,
        // The AWS SDK is bundled too: the code runs with the versions it was tested with, not
        // whatever the runtime ships.
        externalModules: [],
        // No Docker: esbuild from node_modules bundles on this machine, offline.
        forceDockerBundling: false,
      },
    });
    this.group = props.group;

    if (props.tableAccess === 'read-write') {
      props.table.grantReadWriteData(this);
      role.addToPolicy(appendOnlyAdminLog(props.table));
    } else props.table.grantReadData(this);

    NagSuppressions.addResourceSuppressions(this, [
      {
        id: 'AwsSolutions-L1',
        reason:
          'Pinned to Node.js 22, the version the project runs and tests on locally (package.json "node"); the runtime moves with it, never ahead of the tests.',
      },
    ]);
    NagSuppressions.addResourceSuppressions(
      role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'grantReadData/grantReadWriteData cover the table\'s global secondary indexes as <table>/index/*: the indexes of this one table, no other resource.',
          appliesTo: [`Resource::${nagArn(props.table)}/index/*`],
        },
      ],
      true,
    );
  }
}
