import { VideoForm } from './video-form';

export function VideoPage() {
  return <VideoForm />;
}
