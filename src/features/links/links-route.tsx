import type { StudioParts } from '@/jobs/page-about';
import { LinksPage } from './links-page';

/** From a link, a chunk of its own: the storyboards its subtitles may caption come from the parts. */
export function LinksRoute({ parts }: { parts: StudioParts }) {
  return <LinksPage captionTargets={parts.captionTargets} />;
}
