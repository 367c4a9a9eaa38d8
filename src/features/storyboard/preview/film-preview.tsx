import { Pause, Play } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import type { Job } from '@/jobs/job';
import { formatClock } from '@/lib/time';
import { cueAt, filmCues } from '../finish/captions';
import { FilmFrame } from './film-frame';
import { previewFit } from '../finish/framing';
import { useSongBlob } from '../board/song';
import type { Storyboard } from '../board/storyboard-db';
import {
  captionSpans,
  filmLength,
  locate,
  placeShots,
  songGainAt,
  songPosition,
  transitionAt,
} from '../board/timeline';
import { useShotBlobs } from '../board/use-media-blob';
import { duckEnvelope, envelopeAt, soundSpans } from '../finish/ducking';
import { useShotsSounding } from './use-shots-sounding';
import { useBlobSourceIn } from '@/lib/use-blob-source';
import { pageUrlFor } from '@/lib/object-url';

/** How far the song may drift from the pictures before it is put back in place, in seconds. */
const SONG_DRIFT = 0.25;

/**
 * The whole film in the page: one video element plays the shots in order, each from its in point
 * to its out point, and the song plays beside it, kept in step with the film's clock (placed again
 * when it drifts, silent before its offset, faded at the end). Seeking anywhere in the film finds
 * the shot and the moment in it (`locate`), across cuts.
 */
export function FilmPreview({
  board,
  jobOf,
}: {
  board: Storyboard;
  jobOf: (id: string) => Job | undefined;
}) {
  const t = useT();
  const id = useId();
  const blobs = useShotBlobs(board.shots, jobOf);
  const ready = blobs.length > 0 && blobs.every((b) => b.data !== undefined);
  const song = useSongBlob(board, jobOf);
  const audio = useRef<HTMLAudioElement>(null);
  useBlobSourceIn(audio, song.blob);
  const video = useRef<HTMLVideoElement>(null);
  const urls = useRef<string[]>([]);
  const shown = useRef({ index: -1, playing: false });
  const [clock, setClock] = useState({ at: 0, index: 0, playing: false });
  const film = filmLength(board.shots);
  const blobKey = blobs.map((b) => b.dataUpdatedAt).join(',');
  // The song ducked under the shots whose sound is heard, by the numbers the export mixes with.
  const sounding = useShotsSounding(
    blobs.map((b) => b.data),
    blobKey,
  );
  const duck = duckEnvelope(
    soundSpans(
      placeShots(board.shots),
      board.shots.map((s, i) => s.sound !== false && board.shotsVolume > 0 && sounding[i] === true),
    ),
    board.ducking,
  );
  // Everything the animation loop reads, current at each frame without restarting it.
  const latest = useRef({ board, film, duck });
  useEffect(() => {
    latest.current = { board, film, duck };
  }, [board, film, duck]);

  const pendingStart = useRef<(() => void) | null>(null);
  /** Shows a shot at a moment of its source, playing or not. */
  const show = (index: number, sourceSeconds: number, play: boolean) => {
    const element = video.current;
    const url = urls.current[index];
    if (element === null || url === undefined) return;
    const start = () => {
      pendingStart.current = null;
      element.currentTime = sourceSeconds;
      if (play) void element.play().catch(() => undefined);
    };
    // Only the latest request counts: one made while the source is still loading replaces the
    // one before it (else the earlier one, run on load, put the film back where it was).
    if (pendingStart.current !== null)
      element.removeEventListener('loadedmetadata', pendingStart.current);
    pendingStart.current = null;
    if (shown.current.index !== index) {
      shown.current.index = index;
      element.src = url;
      element.load();
    } else if (element.readyState >= HTMLMediaElement.HAVE_METADATA) {
      start();
      return;
    }
    pendingStart.current = start;
    element.addEventListener('loadedmetadata', start, { once: true });
  };

  useEffect(() => {
    if (!ready) return;
    const made = blobs.flatMap((b) => (b.data === undefined ? [] : [pageUrlFor(b.data)]));
    urls.current = made.map((m) => m.url);
    shown.current.index = -1;
    // Playing on across new sources; a paused film is shown by the effect below.
    const place = clock.playing ? locate(latest.current.board.shots, clock.at) : null;
    if (place !== null) show(place.index, place.sourceSeconds, true);
    return () => {
      made.forEach((m) => m.revoke());
      urls.current = [];
    };
    // The blobs change identity only when their data does: blobKey says when. show reads refs;
    // the clock is read as it stands when the sources change, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, blobKey]);

  // Paused, the preview holds the frame where the film's clock stands (its first frame, at first),
  // not a black box until Play, and follows an edit there (a new in point, another first shot).
  const still = clock.playing ? null : locate(board.shots, clock.at);
  const stillKey = still === null ? '' : `${still.index} ${still.sourceSeconds}`;
  useEffect(() => {
    if (ready && still !== null) show(still.index, still.sourceSeconds, false);
    // stillKey stands for still; show reads refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, blobKey, stillKey]);

  const syncSong = (filmSeconds: number, playing: boolean) => {
    const element = audio.current;
    const mix = latest.current.board.soundtrack;
    if (element === null || mix === null) return;
    const position = songPosition(mix, filmSeconds);
    const gain =
      songGainAt(mix, latest.current.film, filmSeconds) *
      envelopeAt(latest.current.duck, filmSeconds);
    element.volume = Math.min(1, Math.max(0, gain));
    element.dataset.songGain = gain.toFixed(3);
    if (position === null || !playing) {
      element.pause();
      if (position !== null) element.currentTime = position;
      return;
    }
    if (Math.abs(element.currentTime - position) > SONG_DRIFT) element.currentTime = position;
    if (element.paused) void element.play().catch(() => undefined);
  };

  useEffect(() => {
    if (!clock.playing) return;
    let frame = 0;
    const tick = () => {
      const element = video.current;
      const { board: now, film: length } = latest.current;
      const placed = placeShots(now.shots);
      const index = shown.current.index;
      const at = placed[index];
      if (element === null || at === undefined) return;
      element.volume = now.shotsVolume;
      element.muted = now.shots[index]?.sound === false;
      const source = element.currentTime;
      const filmSeconds = Math.min(at.end, at.start + Math.max(0, source - at.inSeconds));
      const next = placed[index + 1];
      if (source >= at.outSeconds - 0.02 || element.ended) {
        if (next === undefined) {
          element.pause();
          syncSong(length, false);
          setClock({ at: length, index, playing: false });
          return;
        }
        // Into the next shot where the film is: after a cross-fade's overlap, past its in point.
        show(index + 1, next.inSeconds + Math.max(0, at.end - next.start), true);
      }
      syncSong(filmSeconds, true);
      setClock({ at: filmSeconds, index, playing: true });
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
    // show and syncSong read refs only.
  }, [clock.playing]);

  // The picture at the clock's moment: a cross-fade's second shot, a dip's black (`transitionAt`).
  const placed = placeShots(board.shots);
  const look = transitionAt(placed, clock.at);
  const incomingIndex = look.layers.length > 1 ? (look.layers[1]?.index ?? null) : null;
  const incoming = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = incoming.current;
    if (element === null) return;
    const at = incomingIndex === null ? undefined : placed[incomingIndex];
    const url = incomingIndex === null ? undefined : urls.current[incomingIndex];
    if (at === undefined || url === undefined) {
      element.pause();
      return;
    }
    if (element.dataset.src !== url) {
      element.dataset.src = url;
      element.src = url;
    }
    const want = at.inSeconds + Math.max(0, clock.at - at.start);
    if (Math.abs(element.currentTime - want) > SONG_DRIFT) element.currentTime = want;
    if (clock.playing) void element.play().catch(() => undefined);
    else element.pause();
  });

  const seek = (filmSeconds: number, play: boolean) => {
    const place = locate(board.shots, filmSeconds);
    if (place === null) return;
    show(place.index, place.sourceSeconds, play);
    syncSong(filmSeconds, play);
    setClock({ at: filmSeconds, index: place.index, playing: play });
  };
  const toggle = () => {
    if (clock.playing) {
      video.current?.pause();
      syncSong(clock.at, false);
      setClock({ ...clock, playing: false });
    } else {
      seek(clock.at >= film - 0.05 ? 0 : clock.at, true);
    }
  };

  return (
    <section aria-labelledby="storyboard-preview" className="flex flex-col gap-3">
      <h2 id="storyboard-preview" className="text-lg font-semibold">
        {t('storyboard.preview.title')}
      </h2>
      <FilmFrame
        aspect={board.aspect}
        captionStyle={board.captionStyle}
        caption={
          cueAt(
            filmCues(
              captionSpans(placed),
              board.shots.map((s) => s.caption),
              board.shots.map((s) => s.cues),
            ),
            clock.at,
          )?.text ?? null
        }
      >
        <video
          ref={video}
          playsInline
          aria-label={t('storyboard.preview.film')}
          className="block size-full bg-black"
          style={previewFit(
            board.shots[clock.index]?.framing ?? 'fit',
            board.shots[clock.index]?.offset ?? 0,
          )}
        />
        {/* A cross-fade's incoming shot, over the one leaving, at `transitionAt`'s opacity. */}
        <video
          ref={incoming}
          muted
          playsInline
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 block size-full bg-black"
          style={{
            ...previewFit(
              board.shots[incomingIndex ?? 0]?.framing ?? 'fit',
              board.shots[incomingIndex ?? 0]?.offset ?? 0,
            ),
            opacity: incomingIndex === null ? 0 : (look.layers[1]?.opacity ?? 0),
          }}
        />
        {/* A dip to black. */}
        <div
          aria-hidden="true"
          data-film-dip={look.black > 0 ? '' : undefined}
          className="pointer-events-none absolute inset-0 bg-black"
          style={{ opacity: look.black }}
        />
      </FilmFrame>
      {song.blob === undefined ? null : <audio ref={audio} preload="auto" hidden />}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={!ready} onClick={toggle}>
          {clock.playing ? (
            <Pause aria-hidden="true" focusable="false" className="size-4" />
          ) : (
            <Play aria-hidden="true" focusable="false" className="size-4" />
          )}
          {clock.playing ? t('storyboard.preview.pause') : t('storyboard.preview.play')}
        </Button>
        <label htmlFor={`${id}-seek`} className="sr-only">
          {t('storyboard.preview.position')}
        </label>
        <input
          id={`${id}-seek`}
          type="range"
          min={0}
          max={Math.max(0.1, film)}
          step={0.1}
          disabled={!ready}
          value={Math.min(clock.at, film)}
          onChange={(e) => seek(e.target.valueAsNumber, clock.playing)}
          className="min-w-32 flex-1"
        />
        <span className="text-sm tabular-nums">
          {formatClock(clock.at)} / {formatClock(film)}
        </span>
      </div>
      <p className="text-sm text-muted" role="status">
        {board.shots.length === 0
          ? t('storyboard.preview.empty')
          : !ready
            ? t('storyboard.preview.loading')
            : t('storyboard.preview.shot', { n: clock.index + 1, count: board.shots.length })}
      </p>
    </section>
  );
}
