/**
 * The functions' one logger: Powertools for AWS Lambda's Logger, one JSON object per line. Nothing
 * is attached to it per invocation: handler.ts writes the Lambda request id into each line it logs,
 * because locally one process serves many requests at once and shared keys would mix them; each
 * function's own log group says which function wrote a line. The level comes from
 * POWERTOOLS_LOG_LEVEL (INFO in AWS, WARN under `npm start` unless set).
 *
 * What a line may carry: route templates (`GET /api/posts/{id}`, never the path with its ids),
 * statuses, timings, error names and codes. Never an email, a name, a member id, a cookie, a post's
 * or message's text, or a URL a member gave: the people who trust us with their inner life must
 * not appear in CloudWatch. functions/lib/logging.test.ts checks it against a whole run's lines.
 */
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: 'seekers-circle' });
