/** The guide's answers for the day, and the member's stored exchanges, under one root. */
export const aiGuruKeys = {
  root: ['ai-guru'] as const,
  dailyWisdom: () => [...aiGuruKeys.root, 'daily-wisdom'] as const,
  personalized: () => [...aiGuruKeys.root, 'personalized'] as const,
  conversations: () => [...aiGuruKeys.root, 'conversations'] as const,
};
