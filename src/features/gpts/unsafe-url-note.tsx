import { withSlots } from '@/i18n/slots';
import { useT } from '@/i18n/use-t';

/**
 * A URL from the answer that is not http(s): shown as text, so a person sees what the answer held
 * without the browser ever acting on it.
 */
export function UnsafeUrlNote({ what, url }: { what: string; url: string }) {
  const t = useT();
  return (
    <p className="text-xs break-all text-zinc-500 dark:text-zinc-400">
      {withSlots((m) => t('gpts.notWebAddress', { what, ...m }), { url: <span>{url}</span> })}
    </p>
  );
}
