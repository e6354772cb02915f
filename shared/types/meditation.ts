/** The Virtual Self Program registration. */

export const MEDITATION_STATUSES = ['pending', 'contacted', 'scheduled', 'completed', 'cancelled'] as const;
export type MeditationStatus = (typeof MEDITATION_STATUSES)[number];

export interface AvailabilitySlot {
  dateRange: string;
  timeRange: string;
}

export interface MeditationRegistration {
  id: string;
  name: string;
  availabilitySlots: AvailabilitySlot[];
  expectations: string | null;
  status: MeditationStatus;
  createdAt: string;
}
