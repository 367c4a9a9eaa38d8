import { t } from '@/i18n/i18n';
import { measureAudio } from '@/lib/measure-audio';

/**
 * Why this file cannot be taken as a song, or null: it must be something this browser plays as
 * audio, or the song made of it is silent (a storyboard's soundtrack, an uploaded song's player).
 * Read before anything is sent or kept. `measure` is the browser's reading, injected for tests.
 */
export async function audioFileProblem(
  file: File,
  measure: (blob: Blob) => Promise<number | null> = measureAudio,
): Promise<string | null> {
  const seconds = file.size > 0 ? await measure(file) : null;
  return seconds === null ? t('audio.file.unreadable', { name: file.name }) : null;
}
