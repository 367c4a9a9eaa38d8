import { describe, expect, it } from 'vitest';
import { MIDI_MAX_NOTES, MidiReadError, pitchName, readMidi, writeMidi } from './midi';

const chunk = (id: string, body: number[]) => [
  ...[...id].map((c) => c.charCodeAt(0)),
  (body.length >>> 24) & 0xff,
  (body.length >>> 16) & 0xff,
  (body.length >>> 8) & 0xff,
  body.length & 0xff,
  ...body,
];
const header = (format: number, tracks: number, division: number) =>
  chunk('MThd', [0, format, 0, tracks, division >> 8, division & 0xff]);

describe('readMidi', () => {
  it('reads back what writeMidi wrote, in seconds', () => {
    const notes = [
      { pitch: 64, start: 0, end: 0.5, velocity: 90, channel: 0 },
      { pitch: 67, start: 0.5, end: 1.25, velocity: 70, channel: 0 },
      { pitch: 40, start: 0, end: 2, velocity: 60, channel: 1 },
    ];
    const song = readMidi(writeMidi(notes));
    expect(song.tracks).toBe(1);
    expect(song.durationSeconds).toBeCloseTo(2, 3);
    expect(song.notes.map((n) => [n.pitch, n.start, n.end, n.velocity, n.channel])).toEqual([
      [40, 0, 2, 60, 1],
      [64, 0, 0.5, 90, 0],
      [67, 0.5, 1.25, 70, 0],
    ]);
  });

  it('follows running status, note-on at velocity 0 as note-off, tempo changes and format 1', () => {
    // Track 0: tempo 60 bpm (1,000,000 µs a quarter) at tick 0, then 120 bpm at tick 96.
    // prettier-ignore
    const tempo = chunk('MTrk', [
      0x00, 0xff, 0x51, 0x03, 0x0f, 0x42, 0x40,
      0x60, 0xff, 0x51, 0x03, 0x07, 0xa1, 0x20,
      0x00, 0xff, 0x2f, 0x00,
    ]);
    // Track 1, 96 ticks a quarter: C4 on at 0, off (on, velocity 0, running status) at 96;
    // E4 from 96 to 192, a program change between (one data byte), a text event skipped.
    // prettier-ignore
    const notes = chunk('MTrk', [
      0x00, 0x90, 60, 100,
      0x60, 60, 0,
      0x00, 0xc0, 5,
      0x00, 0xff, 0x01, 0x02, 0x68, 0x69,
      0x00, 0x90, 64, 80,
      0x60, 0x80, 64, 0,
      0x00, 0xff, 0x2f, 0x00,
    ]);
    const song = readMidi(Uint8Array.from([...header(1, 2, 96), ...tempo, ...notes]));
    expect(song.tracks).toBe(2);
    expect(song.notes).toEqual([
      { pitch: 60, start: 0, end: 1, velocity: 100, channel: 0, track: 1 },
      { pitch: 64, start: 1, end: 1.5, velocity: 80, channel: 0, track: 1 },
    ]);
  });

  it('ends a note left open with its track, and reads SMPTE time', () => {
    // 25 frames × 40 ticks a frame = 1000 ticks a second (division 0xE728).
    const track = chunk('MTrk', [0x00, 0x91, 72, 50, 0x87, 0x68, 0xff, 0x2f, 0x00]);
    const song = readMidi(Uint8Array.from([...header(0, 1, 0xe728), ...track]));
    expect(song.notes).toEqual([
      { pitch: 72, start: 0, end: 1, velocity: 50, channel: 1, track: 0 },
    ]);
  });

  it('refuses what is not a MIDI file, or runs past its end, with a reason', () => {
    const bad = [
      new TextEncoder().encode('<html>not found</html>'),
      Uint8Array.from([...header(0, 1, 96), ...chunk('MTrk', [0x00, 0x90, 60]).slice(0, 10)]),
      Uint8Array.from([...header(0, 1, 96), ...chunk('MTrk', [0x00, 0x90, 60])]),
      Uint8Array.from([...header(2, 1, 96)]),
      Uint8Array.from([...header(0, 1, 0)]),
    ];
    for (const bytes of bad) expect(() => readMidi(bytes)).toThrow(MidiReadError);
  });

  it('refuses a file of more notes than it would draw', () => {
    const many = Array.from({ length: MIDI_MAX_NOTES + 1 }, (_, i) => ({
      pitch: 60,
      start: i * 0.01,
      end: i * 0.01 + 0.005,
      velocity: 64,
      channel: 0,
    }));
    expect(() => readMidi(writeMidi(many))).toThrow(/too many notes/);
  });
});

describe('pitchName', () => {
  it('names pitches with middle C as C4', () => {
    expect([60, 61, 69, 21, 108].map(pitchName)).toEqual(['C4', 'C♯4', 'A4', 'A0', 'C8']);
  });
});
