import { useT } from '@/i18n/use-t';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { hrefFor } from '@/lib/hash-route';
import { LanguageSwitch } from './language-switch';
import { generatorAbouts, pageAbouts } from './abouts';

// The current page is styled from its aria-current, not from a class of its own: every route then
// renders the same class names, so the painted shell can share one frame between routes and only
// move aria-current (scripts/prerender-shell.ts, public/shell.js).
const linkClass = cn(
  'group flex items-center gap-2 rounded-lg px-2.5 py-1.5 text-sm font-medium text-zinc-700 transition-colors hover:bg-well hover:text-zinc-900 md:px-3 md:py-2 dark:text-zinc-300 dark:hover:text-zinc-50',
  'aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-800 aria-[current=page]:hover:bg-indigo-100 aria-[current=page]:hover:text-indigo-900',
  'dark:aria-[current=page]:bg-indigo-950 dark:aria-[current=page]:text-indigo-100 dark:aria-[current=page]:hover:bg-indigo-900 dark:aria-[current=page]:hover:text-white',
);
const iconClass =
  'size-4 shrink-0 text-zinc-500 dark:text-zinc-400 group-aria-[current=page]:text-indigo-600 dark:group-aria-[current=page]:text-indigo-300';

export function Nav({ current }: { current: string }) {
  const t = useT();
  const item = (path: string, label: string, Icon: LucideIcon, about?: string) => {
    const aboutId = `nav-about-${path}`;
    return (
      <li key={path}>
        <a
          href={hrefFor(`/${path}`)}
          aria-current={current === path ? 'page' : undefined}
          aria-describedby={about === undefined ? undefined : aboutId}
          title={about}
          className={linkClass}
        >
          {/* Decorative: the word beside it is the link's name. */}
          <Icon aria-hidden="true" focusable="false" className={iconClass} />
          <span className="flex min-w-0 flex-col">
            {label}
            {/* What the page makes ("Pixa" alone says nothing): seen on wide screens, the link's
                description everywhere (hidden from its name, which stays the generator's). */}
            {about === undefined ? null : (
              <span
                id={aboutId}
                aria-hidden="true"
                className="hidden text-xs font-normal text-muted group-aria-[current=page]:text-inherit md:block"
              >
                {about}
              </span>
            )}
          </span>
        </a>
      </li>
    );
  };
  return (
    // On a phone both lists share rows (no divider), so the form starts higher on the screen.
    <nav
      aria-label={t('nav.studio')}
      className="flex flex-row flex-wrap gap-x-1 gap-y-1 md:flex-col md:gap-3"
    >
      <p
        className="hidden px-3 text-xs font-semibold tracking-wide text-muted uppercase md:block"
        aria-hidden="true"
      >
        {t('nav.create')}
      </p>
      <ul className="flex flex-row flex-wrap gap-1 md:flex-col md:gap-0.5">
        {generatorAbouts.map((g) => item(g.path, g.label, g.icon, g.tagline))}
      </ul>
      <ul className="flex flex-row flex-wrap gap-1 md:flex-col md:gap-0.5 md:border-t md:border-line md:pt-3">
        {pageAbouts.map((p) => item(p.path, p.label, p.icon))}
      </ul>
      <div className="md:border-t md:border-line md:pt-3">
        <LanguageSwitch />
      </div>
    </nav>
  );
}
