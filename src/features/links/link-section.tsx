import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';

/** One of From a link's cards: a region named by its heading. */
export function LinkSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-card border border-line bg-surface p-card shadow-xs"
    >
      <h2 id={id} className="text-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Which link an answer is about (the field may hold another by now): as text, never a link. */
export function OfLink({ url }: { url: string | null }) {
  const t = useT();
  if (url === null) return null;
  return <p className="text-xs break-all text-muted">{t('links.of', { url })}</p>;
}
