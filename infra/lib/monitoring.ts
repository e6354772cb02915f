/**
 * Alarms and one dashboard: server errors at the API, Lambda errors and throttles per route
 * group, DynamoDB throttling. Alarms notify an SNS topic; docs/deploying.md says how to subscribe.
 */
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  type IAlarm,
  type IMetric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { ApiFunction } from './api-function.ts';

export interface MonitoringProps {
  readonly httpApi: HttpApi;
  readonly functions: readonly ApiFunction[];
  readonly table: ITable;
  /** Queues that receive work given up on: a single message is an alarm. */
  readonly deadLetterQueues?: readonly IQueue[];
  readonly alarmEmail?: string;
}

const PERIOD = Duration.minutes(5);
/** 5xx share of API responses that pages someone. */
const SERVER_ERROR_PERCENT = 5;
/** Below this many 5xx in a period the rate is noise (one failure out of three requests). */
const SERVER_ERROR_MIN_COUNT = 3;

export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  readonly alarms: IAlarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', { displayName: 'Seekers Circle alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    const api = props.httpApi;
    const serverErrorRate = new MathExpression({
      label: 'API 5xx %',
      expression: `IF(FILL(errors, 0) >= ${SERVER_ERROR_MIN_COUNT}, 100 * FILL(errors, 0) / FILL(requests, 1), 0)`,
      usingMetrics: {
        errors: api.metricServerError({ period: PERIOD, statistic: 'Sum' }),
        requests: api.metricCount({ period: PERIOD, statistic: 'Sum' }),
      },
      period: PERIOD,
    });
    this.alarm('ApiServerErrorRate', serverErrorRate, SERVER_ERROR_PERCENT, 2, 'API answers 5xx to 5% or more of requests');

    for (const fn of props.functions) {
      this.alarm(`${fn.node.id}Errors`, fn.metricErrors({ period: PERIOD, statistic: 'Sum' }), 1, 1,
        `Lambda of route group ${fn.group} failed (crash or timeout)`);
      this.alarm(`${fn.node.id}Throttles`, fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }), 1, 1,
        `Lambda of route group ${fn.group} was throttled (concurrency limit)`);
    }

    for (const [i, queue] of (props.deadLetterQueues ?? []).entries()) {
      this.alarm(`DeadLetters${i}`, queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }), 1, 1,
        'Work set going by a write was given up on after its retries (stream worker dead-letter queue)');
    }

    const tableThrottles = new MathExpression({
      label: 'DynamoDB throttled events',
      expression: 'FILL(reads, 0) + FILL(writes, 0)',
      usingMetrics: {
        reads: props.table.metric('ReadThrottleEvents', { period: PERIOD, statistic: 'Sum' }),
        writes: props.table.metric('WriteThrottleEvents', { period: PERIOD, statistic: 'Sum' }),
      },
      period: PERIOD,
    });
    this.alarm('TableThrottles', tableThrottles, 1, 1, 'DynamoDB throttled reads or writes');

    this.dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.hours(24) });
    const perFunction = (metric: (fn: ApiFunction) => IMetric) => props.functions.map(metric);
    this.dashboard.addWidgets(
      new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24 }),
      new GraphWidget({
        title: 'API requests and errors',
        left: [api.metricCount({ period: PERIOD, statistic: 'Sum' })],
        right: [api.metricClientError({ period: PERIOD, statistic: 'Sum' }), api.metricServerError({ period: PERIOD, statistic: 'Sum' })],
      }),
      new GraphWidget({
        title: 'API latency',
        left: [api.metricLatency({ period: PERIOD, statistic: 'p50' }), api.metricLatency({ period: PERIOD, statistic: 'p99' })],
      }),
      new GraphWidget({
        title: 'Lambda errors and throttles',
        left: perFunction((fn) => fn.metricErrors({ period: PERIOD, statistic: 'Sum', label: `${fn.group} errors` })),
        right: perFunction((fn) => fn.metricThrottles({ period: PERIOD, statistic: 'Sum', label: `${fn.group} throttles` })),
      }),
      new GraphWidget({
        title: 'Lambda duration p99',
        left: perFunction((fn) => fn.metricDuration({ period: PERIOD, statistic: 'p99', label: fn.group })),
      }),
      new GraphWidget({
        title: 'DynamoDB capacity consumed',
        left: [
          props.table.metricConsumedReadCapacityUnits({ period: PERIOD, statistic: 'Sum' }),
          props.table.metricConsumedWriteCapacityUnits({ period: PERIOD, statistic: 'Sum' }),
        ],
        right: [tableThrottles],
      }),
    );
  }

  private alarm(id: string, metric: IMetric, threshold: number, periods: number, description: string): void {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: periods,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
