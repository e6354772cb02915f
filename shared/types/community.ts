/** What the community publishes about the people running it (the Community Guidelines page). */
import type { HelpLine } from './care.ts';

/**
 * The grievance contact a deployment names (docs/deploying.md, `grievanceOfficer*`): who answers
 * complaints, where to write, and the times the operator commits to (India's IT Rules 2021 ask
 * for an acknowledgement within 24 hours and a resolution within 15 days).
 */
export interface GrievanceContact {
  name: string;
  email: string;
  postalAddress?: string;
  phone?: string;
  acknowledgeWithinHours: number;
  resolveWithinDays: number;
}

export type { HelpLine };

/**
 * GET /api/community/contact, public: the grievance contact (null where the deployment has not
 * named one yet: the page says so rather than invent one) and the help lines the guide gives.
 */
export interface CommunityContact {
  grievance: GrievanceContact | null;
  helplines: HelpLine[];
  emergencyNumber: string;
}
