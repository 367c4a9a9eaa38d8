import { cn } from '@/lib/cn';
import { hrefFor } from '@/lib/hash-route';
import { generators } from './registry';

const linkClass = 'block rounded-md px-3 py-2 text-sm font-medium hover:bg-zinc-200 dark:hover:bg-zinc-800';

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
    <nav aria-label="Studio" className="flex flex-col gap-4">
      <ul className="flex flex-row flex-wrap gap-1 md:flex-col">{generators.map((g) => item(g.path, g.label))}</ul>
      <ul className="flex flex-row flex-wrap gap-1 border-t border-zinc-200 pt-4 md:flex-col dark:border-zinc-800">
        {item('library', 'Library')}
        {item('settings', 'Settings')}
      </ul>
    </nav>
  );
}
