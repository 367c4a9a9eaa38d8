import { cn } from '@/lib/cn';
import { coverShape } from '@/jobs/posters/poster-rules';

/**
 * The cover of a song the gateway gave no picture (issue 40 item 3, decision 033): bars like a
 * waveform and a colour, both from the song's id alone (`coverShape`), so it is the same on every
 * device and after an import without decoding the audio or storing a thing. SVG attributes, not
 * a style attribute, so the Content-Security-Policy's `style-src 'self'` holds.
 */
export function GeneratedCover({ seed, className }: { seed: string; className?: string }) {
  const { hue, bars } = coverShape(seed);
  const width = bars.length * 4;
  return (
    <svg
      viewBox={`0 0 ${width} 40`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-result-picture="generated"
      className={cn('block', className)}
    >
      <rect width={width} height="40" fill={`hsl(${hue} 45% 28%)`} />
      {bars.map((bar, i) => {
        const h = bar * 30;
        return (
          <rect
            key={i}
            x={i * 4 + 1}
            y={20 - h / 2}
            width="2"
            height={h}
            rx="1"
            fill={`hsl(${(hue + 40) % 360} 85% 78%)`}
          />
        );
      })}
    </svg>
  );
}
