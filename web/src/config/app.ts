export const APP_NAME = "Seekers' Circle";

/**
 * The Virtual Self Program's header. The specification attributes the programme to a doctor
 * without naming one; the host's name belongs here, in this one place.
 */
export const VIRTUAL_SELF_PROGRAM = {
  title: 'Virtual Self Program',
  attribution: 'Personalized meditation guidance, offered one to one by a doctor',
} as const;
