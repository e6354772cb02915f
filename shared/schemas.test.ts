import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './schemas.ts';
import { preRegistrationSchema } from './joining-schemas.ts';

const emailOf = (email: unknown) => {
  const result = preRegistrationSchema.shape.email.safeParse(email);
  return result.success ? { email: result.data } : { message: firstIssueMessage(result.error) };
};

describe('pre-registration email', () => {
  it.each(['a@', '@b.org', 'a b@c.org', 'a@b@c.org', 'nobody', '', '   ', 'a@b..org', 'a@-b.org', 'a@b-.org', 'a@b.org.', 'a@[127.0.0.1]', `a@${'b'.repeat(64)}.org`, 'å@b.org', 'a@bü.org', 42, null])(
    'refuses %j with the specification message',
    (email) => {
      expect(emailOf(email)).toEqual({ message: 'Please enter a valid email address' });
    },
  );

  it.each([
    ['a@b', 'a@b'],
    ['a@b.c', 'a@b.c'],
    ['  River.Walker+join@Example.ORG ', 'river.walker+join@example.org'],
    ["o'brien!#$%&*/=?^_`{|}~-@sub.example-host.org", "o'brien!#$%&*/=?^_`{|}~-@sub.example-host.org"],
    [`a@${'b'.repeat(63)}.org`, `a@${'b'.repeat(63)}.org`],
  ])('accepts what a browser accepts: %j', (email, stored) => {
    expect(emailOf(email)).toEqual({ email: stored });
  });

  it('refuses an address longer than 254 characters', () => {
    const long = `${'a'.repeat(64)}@${Array.from({ length: 4 }, () => 'b'.repeat(60)).join('.')}.org`;
    expect(long.length).toBeGreaterThan(254);
    expect(emailOf(long)).toEqual({ message: 'Please enter a valid email address' });
  });
});
