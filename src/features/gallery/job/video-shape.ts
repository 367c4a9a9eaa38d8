import {
  createContext,
  useContext,
  useState,
  type CSSProperties,
  type SyntheticEvent,
} from 'react';

/** The tallest a player may be, as a share of the window's height: its controls stay in sight. */
export const PLAYER_MAX_HEIGHT = '55dvh';

/** The least a player fitted into its dialog keeps, in CSS pixels: smaller would not be watched. */
const FITTED_MIN_HEIGHT = 200;

/**
 * Players inside a box that scrolls (the Library's dialog) fit the room left below them when it
 * opens, so their controls show without scrolling (issue 54): a 9:16 film in a phone's dialog.
 */
export const FitPlayersInDialog = createContext(false);

/**
 * A player's box in its video's own shape (issue 54: a 9:16 film played in a 16:9 box, with its
 * controls below the fold of the Library's dialog): as wide as its column, but never taller than
 * `PLAYER_MAX_HEIGHT` nor `roomPx` (the room below it in its dialog), so a vertical video is as
 * tall as that and as wide as its shape makes it.
 */
export function videoBoxStyle(width: number, height: number, roomPx?: number): CSSProperties {
  const tallest =
    roomPx === undefined ? PLAYER_MAX_HEIGHT : `min(${PLAYER_MAX_HEIGHT}, ${roomPx}px)`;
  return {
    aspectRatio: `${width} / ${height}`,
    width: `min(100%, calc(${tallest} * ${width / height}))`,
  };
}

/** The room below `video` inside the dialog it sits in, to the dialog's padded foot; none outside one. */
function roomInDialog(video: HTMLVideoElement): number | undefined {
  const dialog = video.closest('dialog');
  if (dialog === null) return undefined;
  const top = video.getBoundingClientRect().top - dialog.getBoundingClientRect().top;
  const padding = parseFloat(getComputedStyle(dialog.firstElementChild ?? dialog).paddingBottom);
  const room = dialog.clientHeight - (top + dialog.scrollTop) - (padding || 0);
  return Math.max(FITTED_MIN_HEIGHT, Math.floor(room));
}

/**
 * The shape of the video a player plays, read from it once its size is known; 16:9 until then.
 * Spread `video` over the `<video>`; its own classes go in `className` after these.
 */
export function useVideoShape(): {
  video: {
    style: CSSProperties | undefined;
    onLoadedMetadata: (event: SyntheticEvent<HTMLVideoElement>) => void;
  };
  className: string;
} {
  const fit = useContext(FitPlayersInDialog);
  const [shape, setShape] = useState<{ width: number; height: number; room?: number } | null>(null);
  return {
    video: {
      style: shape === null ? undefined : videoBoxStyle(shape.width, shape.height, shape.room),
      onLoadedMetadata: (event) => {
        const video = event.currentTarget;
        const { videoWidth: width, videoHeight: height } = video;
        if (width > 0 && height > 0)
          setShape({ width, height, ...(fit ? { room: roomInDialog(video) } : {}) });
      },
    },
    className: shape === null ? 'aspect-video w-full' : 'mx-auto block',
  };
}
