import { useT } from '@/i18n/use-t';
import { formatClock } from '@/lib/time';
import { pitchName, type MidiSong } from './midi';

const WIDTH = 640;
const HEIGHT = 180;
/** A range of at least an octave, so one held note is not a bar the whole height. */
const LEAST_RANGE = 12;
/** Each MIDI channel its colour (the drums' channel 10 among them). */
const CHANNEL_FILLS = [
  'fill-indigo-500 dark:fill-indigo-400',
  'fill-emerald-500 dark:fill-emerald-400',
  'fill-amber-500 dark:fill-amber-400',
  'fill-rose-500 dark:fill-rose-400',
  'fill-sky-500 dark:fill-sky-400',
  'fill-fuchsia-500 dark:fill-fuchsia-400',
];

/** The pitches shown: the notes' own range, widened to an octave around its middle. */
function pitchRange(song: MidiSong): { low: number; high: number } {
  const pitches = song.notes.map((n) => n.pitch);
  let low = Math.min(...pitches);
  let high = Math.max(...pitches);
  const missing = LEAST_RANGE - (high - low);
  if (missing > 0) {
    low = Math.max(0, low - Math.floor(missing / 2));
    high = Math.min(127, high + Math.ceil(missing / 2));
  }
  return { low, high };
}

/**
 * A picture of a MIDI file's notes (issue 56): time across, pitch up, one bar per note, a faint
 * line at each C. One image to assistive technology, named by what it shows (how many notes,
 * their range, how long). Drawn from the parsed file, never from markup in an answer.
 */
export function PianoRoll({ song, name }: { song: MidiSong; name: string }) {
  const t = useT();
  if (song.notes.length === 0)
    return <p className="text-sm text-muted">{t('music.convert.notesEmpty', { name })}</p>;
  const { low, high } = pitchRange(song);
  const rows = high - low + 1;
  const rowHeight = HEIGHT / rows;
  const seconds = Math.max(song.durationSeconds, 0.001);
  const x = (at: number) => (at / seconds) * WIDTH;
  const y = (pitch: number) => (high - pitch) * rowHeight;
  const length = formatClock(song.durationSeconds);
  const words = {
    count: song.notes.length,
    low: pitchName(low),
    high: pitchName(high),
    length,
  };
  const octaves = Array.from({ length: rows }, (_, i) => low + i).filter((p) => p % 12 === 0);
  return (
    <div className="flex flex-col gap-1">
      <svg
        role="img"
        aria-label={t('music.convert.notes', { name, ...words })}
        data-notes={song.notes.length}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full rounded-md border border-line bg-well"
      >
        {octaves.map((pitch) => (
          <line
            key={pitch}
            x1={0}
            x2={WIDTH}
            y1={y(pitch) + rowHeight}
            y2={y(pitch) + rowHeight}
            className="stroke-zinc-300 dark:stroke-zinc-700"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {song.notes.map((note, index) => (
          <rect
            key={index}
            data-note={note.pitch}
            x={x(note.start)}
            y={y(note.pitch) + rowHeight * 0.1}
            width={Math.max(2, x(note.end) - x(note.start))}
            height={Math.max(1.5, rowHeight * 0.8)}
            rx={Math.min(2, rowHeight * 0.3)}
            opacity={0.55 + (note.velocity / 127) * 0.45}
            className={CHANNEL_FILLS[note.channel % CHANNEL_FILLS.length]}
          />
        ))}
      </svg>
      <p aria-hidden="true" className="text-xs text-muted tabular-nums">
        {t('music.convert.notesSummary', words)}
      </p>
    </div>
  );
}
