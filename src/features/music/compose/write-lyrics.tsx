import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control';
import { Field } from '@/components/ui/field';
import { useGatewayConnection } from '@/gateway/connection';
import { describeError } from '@/gateway/errors';
import { intlLocale } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import {
  LYRICS_IDEA_MAX,
  clearPendingLyrics,
  lyricsTaskQuery,
  readPendingLyrics,
  savePendingLyrics,
  startLyrics,
  zLyricsIdea,
  type PendingLyrics,
} from './lyrics';
import type { MusicFormInput } from '@/features/music/schema';

/**
 * "Write lyrics": a short idea in, the Lyrics and Title fields filled. It never starts a song —
 * it sits inside the music form, so Enter in its box is kept from submitting that form.
 */
export function WriteLyrics() {
  const t = useT();
  const connection = useGatewayConnection();
  const gateway = connection.client.baseUrl;
  const { setValue } = useFormContext<MusicFormInput>();
  const ideaId = useId();
  // What an earlier page left open: a task to follow on, or a request whose answer never came.
  const [left] = useState(() => readPendingLyrics(gateway));
  const [open, setOpen] = useState(left !== null);
  const [idea, setIdea] = useState('');
  const [ideaError, setIdeaError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingLyrics | null>(left?.id != null ? left : null);
  const [unanswered, setUnanswered] = useState(
    left !== null && left.id === null ? left.idea : null,
  );
  const [sending, setSending] = useState(false);
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  // Said once, here: the idea is not sent again by itself, and the next visit starts clean.
  useEffect(() => {
    if (left !== null && left.id === null) clearPendingLyrics();
  }, [left]);

  const task = useQuery({
    ...lyricsTaskQuery(connection, pending?.id ?? ''),
    enabled: pending?.id != null,
  });
  const outcome = pending === null ? undefined : task.data;
  const finished = outcome !== undefined && outcome.state !== 'waiting';

  // The written text goes into the form (react-hook-form's store) once, and the kept id is let go.
  useEffect(() => {
    if (outcome === undefined || outcome.state === 'waiting') return;
    if (outcome.state === 'done') {
      setValue('mode', 'lyrics', { shouldDirty: true });
      setValue('lyrics', outcome.text, { shouldDirty: true, shouldValidate: true });
      if (outcome.title !== '')
        setValue('title', outcome.title, { shouldDirty: true, shouldValidate: true });
    }
    clearPendingLyrics();
  }, [outcome, setValue]);
  const failure = sendFailure ?? (outcome?.state === 'failed' ? outcome.message : null);

  async function write() {
    if (inFlight.current) return;
    const parsed = zLyricsIdea.safeParse(idea);
    if (!parsed.success) {
      setIdeaError(parsed.error.issues[0]?.message ?? t('music.lyrics.idea.required'));
      return;
    }
    inFlight.current = true;
    setIdeaError(null);
    setSendFailure(null);
    setUnanswered(null);
    setSending(true);
    // Recorded before it leaves: a page closed before the answer knows a request went out.
    savePendingLyrics({ id: null, gateway, idea: parsed.data });
    try {
      const id = await startLyrics(connection, parsed.data);
      const next = { id, gateway, idea: parsed.data };
      savePendingLyrics(next);
      setPending(next);
    } catch (error) {
      clearPendingLyrics();
      setPending(null);
      setSendFailure(describeError(error));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const busy = sending || (pending !== null && !finished);
  const describedBy = ideaError ? `${ideaId}-error` : `${ideaId}-hint`;
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        className="self-start"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {t('music.lyrics.write')}
      </Button>
      {open ? (
        <div
          role="group"
          aria-label={t('music.lyrics.write')}
          className="flex flex-col gap-2 rounded-md border border-zinc-200 bg-zinc-50 p-3 dark:border-zinc-800 dark:bg-zinc-950"
        >
          <Field
            id={ideaId}
            label={t('music.lyrics.idea')}
            hint={t('music.lyrics.idea.hint', {
              max: LYRICS_IDEA_MAX.toLocaleString(intlLocale()),
            })}
            error={ideaError ?? undefined}
          >
            <input
              id={ideaId}
              value={idea}
              aria-describedby={describedBy}
              aria-invalid={ideaError !== null}
              className={controlClass}
              placeholder={t('music.lyrics.idea.placeholder')}
              onChange={(e) => setIdea(e.currentTarget.value)}
              onKeyDown={(e) => {
                // Enter here writes lyrics; it must never submit the song form around it.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void write();
                }
              }}
            />
          </Field>
          <Button
            variant="secondary"
            className="self-start"
            disabled={busy}
            onClick={() => void write()}
          >
            {busy ? t('music.lyrics.writing') : t('music.lyrics.writeThem')}
          </Button>
          {pending !== null && !finished ? (
            <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
              {t('music.lyrics.writingFor', { idea: pending.idea })}
            </p>
          ) : outcome?.state === 'done' ? (
            <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
              {t('music.lyrics.written')}
            </p>
          ) : null}
          {unanswered !== null ? (
            <Alert tone="warning" title={t('music.lyrics.unanswered')}>
              {t('music.lyrics.unanswered.detail', { idea: unanswered })}
            </Alert>
          ) : null}
          {failure !== null ? (
            <Alert tone="danger" title={t('music.lyrics.notWritten')} live>
              {failure}
            </Alert>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
