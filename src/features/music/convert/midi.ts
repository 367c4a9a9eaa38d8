/**
 * A small Standard MIDI File reader and writer (issue 56): enough to draw a song's notes and to
 * save notes a gateway answered as a `.mid`. No library does this in the studio's dependencies, and
 * the format is small: a header chunk, then track chunks of delta-timed events. Only notes and
 * tempo matter here; every other event is stepped over by its length. Bytes come from a gateway's
 * link and are untrusted: every length is checked against what is left, and a file too big to
 * draw is refused rather than read.
 */

export interface MidiNote {
  /** 0–127 (60 is middle C). */
  pitch: number;
  /** Seconds from the start. */
  start: number;
  end: number;
  /** 1–127. */
  velocity: number;
  channel: number;
  track: number;
}

export interface MidiSong {
  notes: MidiNote[];
  /** The end of the last note, in seconds. */
  durationSeconds: number;
  tracks: number;
}

/** Why a file could not be read, as the card says it (`music.convert.midi.<problem>`). */
export type MidiProblem = 'notMidi' | 'broken' | 'tooBig' | 'format';

export class MidiReadError extends Error {
  override readonly name = 'MidiReadError';
  constructor(
    readonly problem: MidiProblem,
    detail: string,
  ) {
    super(detail);
  }
}

/** More than this is not a song's notes to draw (and would be a slow picture). */
export const MIDI_MAX_BYTES = 2 * 1024 * 1024;
export const MIDI_MAX_NOTES = 20_000;

const MICROSECONDS_PER_QUARTER = 500_000;

class Reader {
  constructor(
    private readonly bytes: Uint8Array,
    public at = 0,
    private readonly end = bytes.length,
  ) {}
  left(): number {
    return this.end - this.at;
  }
  byte(): number {
    if (this.at >= this.end) throw new MidiReadError('broken', 'the file ends inside an event');
    return this.bytes[this.at++] ?? 0;
  }
  uint(n: number): number {
    let value = 0;
    for (let i = 0; i < n; i += 1) value = value * 256 + this.byte();
    return value;
  }
  text(n: number): string {
    let s = '';
    for (let i = 0; i < n; i += 1) s += String.fromCharCode(this.byte());
    return s;
  }
  /** A variable-length quantity: at most four bytes, seven bits each. */
  vlq(): number {
    let value = 0;
    for (let i = 0; i < 4; i += 1) {
      const b = this.byte();
      value = value * 128 + (b & 0x7f);
      if ((b & 0x80) === 0) return value;
    }
    throw new MidiReadError('broken', 'a length is longer than four bytes');
  }
  skip(n: number) {
    if (n > this.left())
      throw new MidiReadError('broken', 'a length runs past the end of its track');
    this.at += n;
  }
}

interface TickNote {
  pitch: number;
  startTick: number;
  endTick: number;
  velocity: number;
  channel: number;
  track: number;
}

interface Tempo {
  tick: number;
  microsPerQuarter: number;
}

/** One track's notes and tempo changes, in ticks. */
function readTrack(reader: Reader, track: number, notes: TickNote[], tempos: Tempo[]) {
  let tick = 0;
  let status = 0;
  const open = new Map<number, { startTick: number; velocity: number }>();
  const close = (key: number, endTick: number) => {
    const started = open.get(key);
    if (started === undefined) return;
    open.delete(key);
    if (notes.length >= MIDI_MAX_NOTES)
      throw new MidiReadError('tooBig', 'the file holds too many notes');
    notes.push({
      pitch: key & 0x7f,
      channel: key >> 7,
      startTick: started.startTick,
      endTick: Math.max(endTick, started.startTick),
      velocity: started.velocity,
      track,
    });
  };
  while (reader.left() > 0) {
    tick += reader.vlq();
    let first = reader.byte();
    if (first < 0x80) {
      // Running status: the byte read is the first data byte of the last status.
      if (status === 0) throw new MidiReadError('broken', 'an event has no status');
    } else {
      status = first;
      if (status >= 0xf0) {
        if (status === 0xff) {
          const type = reader.byte();
          const length = reader.vlq();
          if (type === 0x51 && length === 3)
            tempos.push({ tick, microsPerQuarter: reader.uint(3) });
          else if (type === 0x2f) {
            reader.skip(length);
            break;
          } else reader.skip(length);
        } else if (status === 0xf0 || status === 0xf7) reader.skip(reader.vlq());
        else throw new MidiReadError('broken', 'an unknown system event');
        // Meta and system events end running status.
        status = 0;
        continue;
      }
      first = reader.byte();
    }
    const kind = status & 0xf0;
    const channel = status & 0x0f;
    const key = (channel << 7) | (first & 0x7f);
    if (kind === 0xc0 || kind === 0xd0) continue;
    const second = reader.byte();
    if (kind === 0x90 && second > 0) {
      // A note struck again before its end ends the first.
      close(key, tick);
      open.set(key, { startTick: tick, velocity: second });
    } else if (kind === 0x80 || kind === 0x90) close(key, tick);
  }
  // A note never let go ends with its track.
  for (const key of [...open.keys()]) close(key, tick);
}

/** Ticks → seconds through the tempo map (120 bpm until the first tempo event). */
function clock(tempos: Tempo[], ticksPerQuarter: number) {
  const sorted = [...tempos].sort((a, b) => a.tick - b.tick);
  return (tick: number): number => {
    let seconds = 0;
    let lastTick = 0;
    let micros = MICROSECONDS_PER_QUARTER;
    for (const tempo of sorted) {
      if (tempo.tick >= tick) break;
      seconds += ((tempo.tick - lastTick) * micros) / ticksPerQuarter / 1e6;
      lastTick = tempo.tick;
      micros = tempo.microsPerQuarter;
    }
    return seconds + ((tick - lastTick) * micros) / ticksPerQuarter / 1e6;
  };
}

/** The notes of a Standard MIDI File (format 0 or 1), in seconds; throws `MidiReadError`. */
export function readMidi(bytes: Uint8Array): MidiSong {
  if (bytes.length > MIDI_MAX_BYTES)
    throw new MidiReadError('tooBig', 'the file is too big to draw');
  const reader = new Reader(bytes);
  if (bytes.length < 14 || reader.text(4) !== 'MThd')
    throw new MidiReadError('notMidi', 'the file is not a MIDI file');
  const headerLength = reader.uint(4);
  if (headerLength < 6) throw new MidiReadError('broken', 'the MIDI header is too short');
  const format = reader.uint(2);
  const trackCount = reader.uint(2);
  const division = reader.uint(2);
  reader.skip(headerLength - 6);
  if (format > 1) throw new MidiReadError('format', 'MIDI format 2 (separate songs) is not drawn');
  // SMPTE time (top bit set): frames per second × ticks per frame, as ticks per second.
  const smpte = (division & 0x8000) !== 0;
  const ticksPerSecond = smpte ? (256 - (division >> 8)) * (division & 0xff) : 0;
  if (!smpte && division === 0)
    throw new MidiReadError('broken', 'the MIDI header names no time division');
  const notes: TickNote[] = [];
  const tempos: Tempo[] = [];
  let tracks = 0;
  while (reader.left() >= 8 && tracks < trackCount) {
    const id = reader.text(4);
    const length = reader.uint(4);
    if (length > reader.left())
      throw new MidiReadError('broken', 'a track runs past the end of the file');
    if (id === 'MTrk') {
      readTrack(new Reader(bytes, reader.at, reader.at + length), tracks, notes, tempos);
      tracks += 1;
    }
    reader.skip(length);
  }
  const seconds = smpte ? (tick: number) => tick / ticksPerSecond : clock(tempos, division);
  const timed = notes
    .map(({ startTick, endTick, ...note }) => ({
      ...note,
      start: seconds(startTick),
      end: seconds(endTick),
    }))
    .sort((a, b) => a.start - b.start || a.pitch - b.pitch);
  return {
    notes: timed,
    durationSeconds: timed.reduce((end, note) => Math.max(end, note.end), 0),
    tracks,
  };
}

function vlqBytes(value: number): number[] {
  const out = [value & 0x7f];
  let rest = Math.floor(value / 128);
  while (rest > 0) {
    out.unshift((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  return out;
}

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** Ticks per quarter note the writer uses; at 120 bpm, 960 ticks a second. */
export const WRITE_TICKS_PER_QUARTER = 480;

/**
 * Notes (in seconds) as a format-0 Standard MIDI File at 120 bpm: what "Download .mid" saves when
 * a gateway answered notes rather than a file, and what the demo gateway serves.
 */
export function writeMidi(notes: readonly Omit<MidiNote, 'track'>[]): Uint8Array<ArrayBuffer> {
  const ticksPerSecond = (WRITE_TICKS_PER_QUARTER * 1e6) / MICROSECONDS_PER_QUARTER;
  const events: { tick: number; order: number; bytes: number[] }[] = [];
  for (const note of notes) {
    const channel = Math.min(15, Math.max(0, Math.round(note.channel)));
    const pitch = Math.min(127, Math.max(0, Math.round(note.pitch)));
    const velocity = Math.min(127, Math.max(1, Math.round(note.velocity)));
    const start = Math.max(0, Math.round(note.start * ticksPerSecond));
    const end = Math.max(start, Math.round(note.end * ticksPerSecond));
    // At one tick, every note off before any note on: a note ending where the next starts.
    events.push({ tick: start, order: 1, bytes: [0x90 | channel, pitch, velocity] });
    events.push({ tick: end, order: 0, bytes: [0x80 | channel, pitch, 0] });
  }
  events.sort((a, b) => a.tick - b.tick || a.order - b.order);
  const body: number[] = [0x00, 0xff, 0x51, 0x03, 0x07, 0xa1, 0x20];
  let last = 0;
  for (const event of events) {
    body.push(...vlqBytes(event.tick - last), ...event.bytes);
    last = event.tick;
  }
  body.push(0x00, 0xff, 0x2f, 0x00);
  const header = [
    0x4d,
    0x54,
    0x68,
    0x64,
    ...u32(6),
    0,
    0,
    0,
    1,
    WRITE_TICKS_PER_QUARTER >> 8,
    WRITE_TICKS_PER_QUARTER & 0xff,
  ];
  return Uint8Array.from([...header, 0x4d, 0x54, 0x72, 0x6b, ...u32(body.length), ...body]);
}

const NAMES = ['C', 'C♯', 'D', 'D♯', 'E', 'F', 'F♯', 'G', 'G♯', 'A', 'A♯', 'B'];

/** 60 → "C4" (scientific pitch, middle C = C4). */
export function pitchName(pitch: number): string {
  return `${NAMES[pitch % 12] ?? ''}${Math.floor(pitch / 12) - 1}`;
}
