import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GatewayClient } from '@/gateway/client';
import { useJobConnection } from '@/gateway/connection';
import { fetchResultBlob } from '@/gateway/media-fetch';
import { zTaskEnvelope } from '@/gateway/schemas/task-envelope';
import type { Job } from '@/jobs/job';
import { useDemoFile } from '@/jobs/ui/demo-file';
import { safeMediaUrl } from '@/lib/safe-url';
import { readMidi, writeMidi, type MidiNote, type MidiSong } from './midi';
import { conversionNotes } from './normalise';

/** A MIDI job's file: its bytes (what Download .mid saves) and its notes (what the card draws). */
export interface MidiFile {
  bytes: Uint8Array<ArrayBuffer>;
  song: MidiSong;
}

/** Where the notes are: the file's link (its `midi` field), or notes the gateway answered instead. */
export function midiLinkOf(job: Pick<Job, 'fields'>): string | null {
  return safeMediaUrl(job.fields.midi);
}

/** Notes answered in place of a file, made into the file Download saves (a format-0 .mid). */
export function notesFile(job: Pick<Job, 'raw'>): MidiFile | null {
  const envelope = zTaskEnvelope.safeParse(job.raw);
  const answer = envelope.success ? conversionNotes(envelope.data) : null;
  if (answer === null) return null;
  const notes: Omit<MidiNote, 'track'>[] = answer.instruments.flatMap((instrument, index) =>
    instrument.notes.map((note) => ({ ...note, channel: index % 16 })),
  );
  const bytes = writeMidi(notes);
  return { bytes, song: readMidi(bytes) };
}

/**
 * The file at its link, read once per page (it never changes): through the media layer — no key,
 * no cookies, and the in-page demo's kept bytes for its `blob:` address (`useDemoFile`). The
 * reader throws `MidiReadError` for what it cannot draw; a host that refuses says so.
 */
function midiFileQuery(link: string, kept: Blob | undefined, client: GatewayClient) {
  // The key names the file, never the client (its API key): a media host is asked without it.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['midi-file', link, kept === undefined ? 'link' : 'kept'] as const,
    queryFn: async ({ signal }): Promise<MidiFile> => {
      let blob = kept;
      if (blob === undefined) {
        const answer = await fetchResultBlob({ url: link, viaGateway: false }, { client, signal });
        if (!answer.ok) throw new Error(answer.message);
        blob = answer.blob;
      }
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return { bytes, song: readMidi(bytes) };
    },
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
  });
}

export function useMidiFile(job: Job) {
  const { client } = useJobConnection(job);
  const link = midiLinkOf(job);
  const demo = useDemoFile(link);
  const read = useQuery({
    ...midiFileQuery(link ?? '', demo.blob, client),
    enabled: link !== null && !demo.pending,
  });
  if (link === null) {
    // No link: the notes the gateway answered, or nothing to draw.
    const file = notesFile(job);
    return { file, error: null, pending: false };
  }
  return { file: read.data ?? null, error: read.error, pending: read.isPending };
}
