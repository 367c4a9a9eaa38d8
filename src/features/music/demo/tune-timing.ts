import { isUuid } from '@/lib/id';
import { routePattern } from '@/gateway/path';
import { assumedPaths } from '../paths';
import type { DemoEngine, DemoTask } from '@/gateway/demo/engine';
import { hostilise } from '@/gateway/demo/hostile';
import { json, type DemoResponse, type DemoRoute, type RouteContext } from '@/gateway/demo/http';
import { SAMPLE_DURATION_SECONDS, clipRecord } from './tune-clip';

/**
 * `GET /tune/act/timing/{clip_id}` (issue 26, item 8; assumed path `tuneTimingPath`): a finished
 * song's lyrics aligned word by word, and its waveform. The words are the clip's own lyrics, sung
 * through the sample's length (a line's share of the time follows its length, with a breath between
 * lines), in the aligner's manner: a section's name and the line break ride on the next sung word
 * ("[Chorus]\nSing "). The sample songs are steady tones whose measured level is flat, so the
 * waveform is a song-like envelope at that level — swells, a beat, a fade — the same for a clip
 * every time. Alignment takes a moment, as a real one does.
 *
 * Scenario tags (in the song's lyrics, style or title): [no-timing] answers 404 (a gateway without
 * the operation for it), [timing-502] a 502; [hostile] sends every word as markup.
 * A clip not finished yet answers 400, an unknown one 404.
 */

export const TIMING_DELAY_MS = 700;
/** Points of waveform over the song, as aligners send a fixed number whatever the length. */
export const WAVEFORM_POINTS = 200;

const detail = (status: number, message: string): DemoResponse => json(status, { detail: message });

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A number from 0 to 1 that is the same for the same seed and step (no Math.random: stable). */
export function noise(seed: number, step: number): number {
  const x = Math.sin(seed * 12.9898 + step * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

export function seedOf(id: string): number {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) % 100_003;
  return h;
}

/** A song-like envelope over the sample's length: a rise, phrase swells, a beat, a fade. */
export function demoWaveform(id: string, seconds = SAMPLE_DURATION_SECONDS): number[] {
  const seed = seedOf(id);
  return Array.from({ length: WAVEFORM_POINTS }, (_, i) => {
    const at = ((i + 0.5) / WAVEFORM_POINTS) * seconds;
    const rise = Math.min(1, at / 0.4);
    const fade = Math.min(1, (seconds - at) / 0.6);
    const swell = 0.55 + 0.25 * Math.sin((at / seconds) * Math.PI * 2.5 + (seed % 7));
    const beat = Math.exp(-((at * 2) % 1) * 5);
    const level = rise * fade * (swell + 0.3 * beat + 0.15 * noise(seed, i));
    return Math.round(Math.min(1, Math.max(0, level)) * 1000) / 1000;
  });
}

interface DemoWord {
  word: string;
  start_s: number;
  end_s: number;
  success: boolean;
  p_align: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The lyrics' sung words spread over the song: each line its share, a breath between lines. */
export function demoAlignedWords(
  lyrics: string,
  seconds = SAMPLE_DURATION_SECONDS,
  seed = 1,
): DemoWord[] {
  const lines: { words: string[]; heading: string }[] = [];
  let heading = '';
  for (const raw of lyrics.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (/^\[[^\]]*\]$/.test(line)) {
      heading += `${line}\n`;
      continue;
    }
    lines.push({ words: line.split(/\s+/), heading });
    heading = '';
  }
  if (lines.length === 0) return [];
  const first = 0.4;
  const breath = 0.25;
  const singing = Math.max(0.5, seconds - first - 0.3 - breath * (lines.length - 1));
  const letters = lines.reduce((sum, line) => sum + line.words.join('').length, 0);
  const words: DemoWord[] = [];
  let at = first;
  lines.forEach((line, l) => {
    const lineLetters = line.words.join('').length;
    const lineSeconds = singing * (lineLetters / Math.max(1, letters));
    line.words.forEach((w, i) => {
      const length = lineSeconds * (w.length / Math.max(1, lineLetters));
      const last = i === line.words.length - 1;
      words.push({
        word: `${i === 0 ? line.heading : ''}${w}${last ? '\n' : ' '}`,
        start_s: round2(at),
        end_s: round2(at + length * 0.9),
        success: true,
        p_align: round2(0.72 + 0.27 * noise(seed, words.length)),
      });
      at += length;
    });
    if (l < lines.length - 1) at += breath;
  });
  return words;
}

function scenarioText(task: DemoTask): string {
  const body = task.input;
  return [body.prompt, body.tags, body.title, body.gpt_description_prompt].map(str).join(' ');
}

function lyricsOf(engine: DemoEngine, task: DemoTask): string {
  const record = clipRecord(engine, task);
  const metadata = record.metadata;
  return typeof metadata === 'object' && metadata !== null && 'prompt' in metadata
    ? str(metadata.prompt)
    : '';
}

function timing(ctx: RouteContext): DemoResponse {
  const id = decodeURIComponent(ctx.params[0] ?? '');
  if (!isUuid(id)) return detail(400, `Invalid clip id: ${id}`);
  const task = ctx.engine.get('tune', id.toLowerCase());
  if (task === undefined) return detail(404, 'Not found');
  const text = scenarioText(task).toLowerCase();
  if (text.includes('[no-timing]')) return detail(404, 'Not found');
  if (text.includes('[timing-502]'))
    return { ...detail(502, 'Bad gateway: the aligner did not answer'), delayMs: TIMING_DELAY_MS };
  if (ctx.engine.phase(task).phase !== 'succeeded') return detail(400, 'Clip is not complete yet');
  // Stripped of the scenario tags, as a person would not sing them.
  const lyrics = lyricsOf(ctx.engine, task).replace(/\[[a-z0-9-]+\]/gi, (tag) =>
    /^\[(verse|chorus|bridge|intro|outro|pre-chorus|hook)/i.test(tag) ? tag : '',
  );
  const answer = {
    aligned_words: demoAlignedWords(lyrics, SAMPLE_DURATION_SECONDS, seedOf(task.id)),
    waveform_data: demoWaveform(task.id),
    hoot_cer: 0.12,
    is_streamed: false,
  };
  const body = task.scenario.hostile
    ? {
        ...answer,
        aligned_words: answer.aligned_words.map((w) => ({ ...w, ...hostilise({ word: w.word }) })),
      }
    : answer;
  return { ...json(200, body), delayMs: TIMING_DELAY_MS };
}

export const tuneTimingRoutes: DemoRoute[] = [
  { method: 'GET', pattern: routePattern(assumedPaths.tuneTimingPath.default), handle: timing },
];
