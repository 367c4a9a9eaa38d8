/** A Settings section's card: its border, ground and padding, one for every section drawn as one. */
export const settingsCard =
  'flex flex-col gap-4 rounded-card border border-line bg-surface p-card shadow-xs';
