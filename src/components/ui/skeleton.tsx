import { cn } from '@/lib/cn';

/**
 * A placeholder shape while something loads. Decorative: the region that holds skeletons says
 * "Loading…" once (aria-busy and a status text), not every shape. It pulses only once the wait
 * has lasted a second (`--animate-skeleton`, src/index.css).
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-skeleton rounded-lg bg-zinc-200 dark:bg-zinc-800', className)}
    />
  );
}
