import { t } from '@/i18n/i18n';
import { measureAudio } from '@/lib/measure-audio';
import { AUDIO_MAX_BYTES, audioFileTypes, audioLengthProblem } from './schema';

const MB = 1024 * 1024;

/** Why this file cannot be the sound, read before anything leaves: its type, bytes and length. */
export async function audioFileProblem(
  file: File,
  measure: (blob: Blob) => Promise<number | null> = measureAudio,
): Promise<{ problem: string } | { seconds: number }> {
  const name = file.name;
  if (!(audioFileTypes as readonly string[]).includes(file.type.toLowerCase()))
    return { problem: t('avatar.audio.fileType', { name }) };
  if (file.size > AUDIO_MAX_BYTES)
    return {
      problem: t('avatar.audio.fileTooBig', {
        name,
        size: (Math.ceil((file.size / MB) * 10) / 10).toFixed(1),
        max: AUDIO_MAX_BYTES / MB,
      }),
    };
  const seconds = file.size > 0 ? await measure(file) : null;
  if (seconds === null || !Number.isFinite(seconds))
    return { problem: t('avatar.audio.fileUnreadable', { name }) };
  const problem = audioLengthProblem(seconds);
  return problem === null ? { seconds } : { problem };
}
