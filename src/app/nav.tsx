import { cn } from '@/lib/cn';
import { hrefFor } from '@/lib/hash-route';
import { generators } from './registry';

const linkClass = 'block rounded-md px-2.5 py-1.5 text-sm font-medium hover:bg-zinc-200 md:px-3 md:py-2 dark:hover:bg-zinc-800';

export function Nav({ current }: { current: string }) {
  const item = (path: string, label: string) => (
    <li key={path}>
      <a
        href={hrefFor(`/${path}`)}
        aria-current={current === path ? 'page' : undefined}
        className={cn(linkClass, current === path && 'bg-zinc-200 dark:bg-zinc-800')}
      >
        {label}
      </a>
    </li>
  );
  return (
    // On a phone both lists share rows (no divider), so the form starts higher on the screen.
    <nav aria-label="Studio" className="flex flex-row flex-wrap gap-x-2 gap-y-1 md:flex-col md:gap-4">
      <ul className="flex flex-row flex-wrap gap-1 md:flex-col">{generators.map((g) => item(g.path, g.label))}</ul>
      <ul className="flex flex-row flex-wrap gap-1 md:flex-col md:border-t md:border-zinc-200 md:pt-4 md:dark:border-zinc-800">
        {item('library', 'Library')}
        {item('settings', 'Settings')}
      </ul>
    </nav>
  );
}
