import type { StudioParts } from '@/jobs/page-about';
import { SettingsPage } from './settings-page';

/** Settings, a chunk of its own: Advanced draws a field for each path a generator assumes. */
export function SettingsRoute({ parts }: { parts: StudioParts }) {
  return <SettingsPage assumedPaths={parts.assumedPaths} />;
}
