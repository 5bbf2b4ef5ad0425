/**
 * The mock's labels are English sample data; the ones the analytics dashboard knows are shown through
 * the strings of the active language, anything else as sent.
 */
const KNOWN: Record<string, string> = {
  New: 'new',
  Returning: 'returning',
  Female: 'female',
  Male: 'male',
  'Not stated': 'notStated',
  'Under 30': 'under30',
  '30 to 50': 'from30to50',
  'Over 50': 'over50',
  Spanish: 'spanish',
  English: 'english',
  Other: 'other',
};

/** The i18n key of a split's label, or null when the label is not one the dashboard knows. */
export function audienceLabelKey(label: string): string | null {
  const key = KNOWN[label];
  return key ? `dashboards.analytics.audience.labels.${key}` : null;
}
