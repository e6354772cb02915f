/**
 * The Community Guidelines page's contact: the deployment's setting checked as the synth checks it
 * (infra/lib/config.ts calls the same function), and the route that hands it to anyone, signed out.
 */
import { describe, expect, it } from 'vitest';
import type { CommunityContact } from '#shared/types/community.ts';
import { LOCAL_GRIEVANCE_CONTACT } from '../stand-ins/local-settings.ts';
import { CARE_LINES } from '../lib/config.ts';
import { checkGrievanceContact, GRIEVANCE_TIMES, GrievanceContactError } from '../lib/grievance-contact.ts';
import { accountIn } from '../testing/personas.ts';

describe('the grievance contact setting', () => {
  it('takes a name and an address, trims them, and promises the IT Rules’ times unless told faster ones', () => {
    expect(checkGrievanceContact({ name: ' Asha Rao, Grievance Officer ', email: ' Grievance@Example.org ' })).toEqual({
      name: 'Asha Rao, Grievance Officer',
      email: 'grievance@example.org',
      acknowledgeWithinHours: GRIEVANCE_TIMES.acknowledgeWithinHours,
      resolveWithinDays: GRIEVANCE_TIMES.resolveWithinDays,
    });
    expect(GRIEVANCE_TIMES).toEqual({ acknowledgeWithinHours: 24, resolveWithinDays: 15 });
    expect(
      checkGrievanceContact({ name: 'Desk', email: 'desk@example.org', postalAddress: '12 MG Road, Pune 411001', phone: '+91 20 5555 0100', acknowledgeWithinHours: '12', resolveWithinDays: 7 }),
    ).toEqual({ name: 'Desk', email: 'desk@example.org', postalAddress: '12 MG Road, Pune 411001', phone: '+91 20 5555 0100', acknowledgeWithinHours: 12, resolveWithinDays: 7 });
  });

  it.each([
    [{ email: 'desk@example.org' }, 'name'],
    [{ name: '  ', email: 'desk@example.org' }, 'name'],
    [{ name: 'Desk' }, 'email'],
    [{ name: 'Desk', email: 'desk' }, 'email'],
    [{ name: 'x'.repeat(201), email: 'desk@example.org' }, 'name'],
    [{ name: 'Desk', email: 'desk@example.org', acknowledgeWithinHours: '48' }, 'acknowledgeWithinHours'],
    [{ name: 'Desk', email: 'desk@example.org', acknowledgeWithinHours: '0' }, 'acknowledgeWithinHours'],
    [{ name: 'Desk', email: 'desk@example.org', resolveWithinDays: '30' }, 'resolveWithinDays'],
    [{ name: 'Desk', email: 'desk@example.org', resolveWithinDays: '1.5' }, 'resolveWithinDays'],
  ] as const)('refuses %j, naming %s', (fields, field) => {
    let thrown: unknown;
    try {
      checkGrievanceContact(fields);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(GrievanceContactError);
    expect((thrown as GrievanceContactError).field).toBe(field);
  });
});

describe('GET /api/community/contact', () => {
  it('gives anyone, signed out, the deployment’s contact and help lines (locally: the demo desk)', async () => {
    const { client } = await accountIn('signedOut');
    const response = await client.send('GET', '/api/community/contact');
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({
      grievance: LOCAL_GRIEVANCE_CONTACT,
      helplines: CARE_LINES.helplines,
      emergencyNumber: CARE_LINES.emergencyNumber,
    } satisfies CommunityContact);
  });
});
