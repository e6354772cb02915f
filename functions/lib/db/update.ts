/**
 * An UpdateItem built from field values: what to set, add and remove, by attribute name. The
 * expression, its placeholders and their values are written here, once, so no caller writes an
 * update expression by hand (eslint.config.js refuses one outside functions/lib/db).
 *
 * The condition, where there is one, is the caller's own expression with its own placeholders
 * (`#count`, `:max`); the update's are generated (`#u0`, `:u0`) and never meet them.
 */
import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import type { TableKey } from './keys.ts';
import { TTL_ATTRIBUTE } from './schema.ts';

const FIELD = Symbol('field');

/** A value that is another attribute of the same item, as it was before the update (`stepsDone = stepsTotal`). */
export interface FieldValue {
  readonly [FIELD]: string;
}
export const fieldOf = (name: string): FieldValue => ({ [FIELD]: name });
const isField = (value: unknown): value is FieldValue => typeof value === 'object' && value !== null && FIELD in value;

export interface Changes {
  /** Attributes written as given; an entry whose value is `undefined` is left out. */
  set?: Readonly<Record<string, unknown>>;
  /** Numbers added to attributes (an absent one counts as 0); an entry of `undefined` is left out. */
  add?: Readonly<Record<string, number | undefined>>;
  /** Attributes removed from the item. */
  remove?: readonly string[];
}

/** A condition the update holds to: the caller's expression and the placeholders it uses. */
export interface Condition {
  if: string;
  names?: Readonly<Record<string, string>>;
  values?: Readonly<Record<string, unknown>>;
}

/** The body of an UpdateItem (a transaction's `Update` entry, or an UpdateCommand's input without its table). */
export interface UpdateBody {
  Key: TableKey | Record<string, unknown>;
  UpdateExpression: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

const nonEmpty = <T extends object>(record: T): T | undefined => (Object.keys(record).length > 0 ? record : undefined);

/** The UpdateItem that makes `changes` to the item at `key`, only where `condition` holds (a string when it has no placeholders). */
export function updateOf(key: UpdateBody['Key'], changes: Changes, condition?: Condition | string): UpdateBody {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const nameOf = (attribute: string) => {
    const placeholder = `#u${Object.keys(names).length}`;
    names[placeholder] = attribute;
    return placeholder;
  };
  const valueOf = (value: unknown) => {
    if (isField(value)) return nameOf(value[FIELD]);
    const placeholder = `:u${Object.keys(values).length}`;
    values[placeholder] = value;
    return placeholder;
  };
  const defined = (record: Readonly<Record<string, unknown>> = {}) => Object.entries(record).filter(([, value]) => value !== undefined);

  const set = defined(changes.set).map(([attribute, value]) => `${nameOf(attribute)} = ${valueOf(value)}`);
  const add = defined(changes.add).map(([attribute, value]) => `${nameOf(attribute)} ${valueOf(value)}`);
  const remove = (changes.remove ?? []).map(nameOf);
  const clauses = [
    set.length > 0 ? `SET ${set.join(', ')}` : '',
    add.length > 0 ? `ADD ${add.join(', ')}` : '',
    remove.length > 0 ? `REMOVE ${remove.join(', ')}` : '',
  ].filter(Boolean);
  if (clauses.length === 0) throw new Error('An update with nothing to change');

  const when = typeof condition === 'string' ? { if: condition } : condition;
  return {
    Key: key,
    UpdateExpression: clauses.join(' '),
    ...(when ? { ConditionExpression: when.if } : {}),
    ...(nonEmpty({ ...names, ...when?.names }) ? { ExpressionAttributeNames: { ...names, ...when?.names } } : {}),
    ...(nonEmpty({ ...values, ...when?.values }) ? { ExpressionAttributeValues: { ...values, ...when?.values } } : {}),
  };
}

/** Sends an update (its answer's `Attributes` when `returnValues` asks for them). A failed condition throws: see `updateIf`, `ifCondition`. */
export const update = (body: UpdateBody, returnValues?: UpdateCommandInput['ReturnValues']) =>
  db.send(new UpdateCommand({ TableName: tableName, ...body, ...(returnValues ? { ReturnValues: returnValues } : {}) }));

/**
 * One more on a counter that expires at `expiresAt` (epoch seconds), made only while the counter is
 * under `max`: an allowance for a day or a window (reports, invitation mails, the guide's questions,
 * rate limits). A failed condition means the allowance is spent.
 */
export const countWithin = (key: UpdateBody['Key'], counter: string, max: number, expiresAt: number): UpdateBody =>
  updateOf(
    key,
    { add: { [counter]: 1 }, set: { [TTL_ATTRIBUTE]: expiresAt } },
    { if: 'attribute_not_exists(#counter) OR #counter < :max', names: { '#counter': counter }, values: { ':max': max } },
  );
