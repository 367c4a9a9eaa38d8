import type { DemoDeclaration } from '@/gateway/demo/routes';
import { assumedPaths } from './paths';
import { tuneRoutes } from './demo/tune';
import { tuneRestyleRoutes } from './demo/tune-restyle';
import { tuneTimingRoutes } from './demo/tune-timing';
import { tuneUploadRoutes } from './demo/tune-upload';
import { CONVERT_KIND, tuneConvertRoutes } from './demo/tune-convert';

/**
 * Music's demo (found by the app and the demo HTTP server in this folder, decision 025): songs and
 * lyrics (`demo/tune.ts`), covers, sections and personas (`tune-restyle.ts`), timed lyrics
 * (`tune-timing.ts`), audio uploads (`tune-upload.ts`) and a take's WAV and MIDI (`tune-convert.ts`).
 */
export const demo: DemoDeclaration = {
  kind: 'music',
  routes: [
    ...tuneRoutes,
    ...tuneRestyleRoutes,
    ...tuneTimingRoutes,
    ...tuneUploadRoutes,
    ...tuneConvertRoutes,
  ],
  prices: {
    tune: 10,
    lyrics: 2,
    // Making a persona is a paid call too (issue 26).
    persona: 5,
    // An upload is stored and processed; its clip is counted as a song (tune) as well.
    upload: 5,
    // A take's WAV or MIDI (issue 56).
    [CONVERT_KIND]: 1,
  },
  // A take's WAV or MIDI carries its song's words: listed, it would pass for the song.
  unlisted: ['persona', 'upload', CONVERT_KIND],
  starts: { method: 'POST', path: assumedPaths.tuneCreatePath.default },
};
