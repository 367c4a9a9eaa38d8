import { t } from '@/i18n/i18n';
import type { Cue } from '@/lib/subtitles';
import type { LinkAnswer } from './gateway-schema';
import { readSeconds, subtitleLines } from './subtitle-lines';

/** What From a link shows of a summary or subtitle answer. */
export interface LinkReading {
  title: string | null;
  /** Seconds, when the answer says. */
  duration: number | null;
  /** Markdown as the gateway wrote it (rendered safely), or null when it sent none. */
  summary: string | null;
  lines: Cue[];
  /** Lines that could not be read (no words, no start). */
  skipped: number;
}

export type Read<T> = { ok: true; value: T } | { ok: false; problem: string };

const text = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The answer's own fields over those of a `data` envelope: a relay may put either. */
function body(answer: LinkAnswer) {
  const inner = answer.data ?? {};
  return {
    success: answer.success ?? inner.success ?? null,
    summary: text(answer.summary) ?? text(inner.summary),
    answer: text(answer.answer) ?? text(inner.answer),
    detail: answer.detail ?? inner.detail ?? null,
    said: text(answer.message) ?? text(answer.msg) ?? text(inner.message) ?? text(inner.msg),
  };
}

/** `success: false`: the gateway's own words when it gave some. */
function refused(said: string | null): { ok: false; problem: string } {
  return {
    ok: false,
    problem: said === null ? t('links.answer.refused') : t('links.answer.refusedSaid', { said }),
  };
}

function reading(answer: LinkAnswer): LinkReading {
  const { summary, detail } = body(answer);
  const { lines, skipped } = subtitleLines(detail?.subtitlesArray ?? []);
  return {
    title: text(detail?.title),
    duration: readSeconds(detail?.duration),
    summary,
    lines,
    skipped,
  };
}

/** A summary answer: its Markdown is what was asked for; the lines come along when it has them. */
export function readSummary(answer: LinkAnswer): Read<LinkReading> {
  const { success, said } = body(answer);
  if (success === false) return refused(said);
  const value = reading(answer);
  if (value.summary === null) return { ok: false, problem: t('links.answer.noSummary') };
  return { ok: true, value };
}

/** A subtitle answer: at least one readable line, or it says why there is none. */
export function readSubtitles(answer: LinkAnswer): Read<LinkReading> {
  const { success, said } = body(answer);
  if (success === false) return refused(said);
  const value = reading(answer);
  if (value.lines.length === 0)
    return {
      ok: false,
      problem:
        value.skipped > 0
          ? t('links.answer.linesUnreadable', { count: value.skipped })
          : t('links.answer.noSubtitles'),
    };
  return { ok: true, value };
}

/** A chat answer: its words (Markdown, rendered safely). */
export function readChat(answer: LinkAnswer): Read<string> {
  const { success, said, answer: words } = body(answer);
  if (success === false) return refused(said);
  return words === null
    ? { ok: false, problem: t('links.answer.noAnswer') }
    : { ok: true, value: words };
}
