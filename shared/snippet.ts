/** The start of a text, cut at `max` characters with an ellipsis when longer: notifications and pop-ups. */
export const snippet = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);
