import { MusicForm } from './music-form';

export function MusicPage() {
  return <MusicForm />;
}
