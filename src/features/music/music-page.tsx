import { MusicForm } from './music-form';
import { UploadAudio } from '@/features/music/upload/upload-audio';

/** The Music page's body: a new song from words, and a song from a file of one's own (issue 26). */
export function MusicPage() {
  return (
    <div className="flex flex-col gap-6">
      <MusicForm />
      <UploadAudio />
    </div>
  );
}
