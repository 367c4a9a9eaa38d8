import { t } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';

/**
 * How one shot gives way to the next (issue 54 item 10), chosen on the later shot: a cut (the
 * default, as every film was before), a cross-fade — the next shot starts that many seconds
 * before this one ends and fades in over it, so the film is that much shorter — or a dip to
 * black: the shot fades to black over the first half of its length and the next fades in from
 * black over the second, the cut in the middle, the film's length unchanged. What a frame shows
 * at a moment is `transitionAt` in `board/timeline.ts`, read by the preview and the export alike.
 */

export const TRANSITION_KINDS = ['cut', 'crossfade', 'dip'] as const;
export type TransitionKind = (typeof TRANSITION_KINDS)[number];

export const TRANSITION_SECONDS = { min: 0.25, max: 2, default: 0.5 } as const;

export interface Transition {
  kind: TransitionKind;
  seconds: number;
}

export const DEFAULT_TRANSITION: Transition = {
  kind: 'cut',
  seconds: TRANSITION_SECONDS.default,
};

const secondsMessage = () =>
  t('storyboard.transition.range', { min: TRANSITION_SECONDS.min, max: TRANSITION_SECONDS.max });

/** A transition's length as typed: the one place its limits and their message are said. */
export const zTransitionSeconds = lazySchema(() =>
  z
    .number({ error: secondsMessage })
    .check(
      z.gte(TRANSITION_SECONDS.min, { error: secondsMessage }),
      z.lte(TRANSITION_SECONDS.max, { error: secondsMessage }),
    ),
);

/** As stored with a shot (and read from the library file and a peer): older shots read as a cut. */
export const zTransition = lazySchema(() =>
  z.object({
    kind: z._default(z.catch(z.enum(TRANSITION_KINDS), 'cut'), 'cut'),
    seconds: z._default(
      z.catch(zTransitionSeconds, TRANSITION_SECONDS.default),
      TRANSITION_SECONDS.default,
    ),
  }),
);
