import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  ghost:
    'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-zinc-50',
  secondary:
    'border border-zinc-300 bg-white text-zinc-700 shadow-xs hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800',
  /** Over media (a tile's poster): legible on any picture. */
  overlay: 'bg-zinc-950/60 text-white backdrop-blur-sm hover:bg-zinc-950/80',
} as const;

const sizes = { sm: 'size-8 [&_svg]:size-4', md: 'size-9 [&_svg]:size-5' } as const;

export type IconButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'aria-pressed' | 'children'
> & {
  icon: LucideIcon;
  /** The accessible name, also shown as the tooltip: an icon alone names nothing. */
  label: string;
  /** For toggles (the star): the pressed state is announced and drawn. */
  pressed?: boolean;
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

/** A button that shows only an icon, with a real accessible name and, for toggles, aria-pressed. */
export function IconButton({
  icon: Icon,
  label,
  pressed,
  variant = 'ghost',
  size = 'md',
  className,
  type = 'button',
  title,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      title={title ?? label}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-60',
        // A pressed toggle is filled, not only recoloured: the state never rests on colour alone.
        'aria-pressed:text-amber-600 aria-pressed:[&_svg]:fill-current dark:aria-pressed:text-amber-400',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" focusable="false" />
    </button>
  );
}
