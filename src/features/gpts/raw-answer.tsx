import { useT } from '@/i18n/use-t';

/**
 * The text the gateway sent, exactly, folded away. A failed lookup always offers it: the message
 * says what went wrong, this shows what actually came.
 */
export function RawAnswer({ text }: { text: string }) {
  const t = useT();
  return (
    <details
      aria-label={t('gpts.raw')}
      className="rounded-md border border-zinc-200 p-2 text-xs dark:border-zinc-800"
    >
      <summary className="cursor-pointer font-medium">{t('gpts.raw')}</summary>
      {/* Focusable: a long answer scrolls inside its box, and the keyboard must reach that too. */}
      <pre
        tabIndex={0}
        className="mt-2 max-h-72 overflow-auto rounded bg-zinc-100 p-2 text-[11px] break-words whitespace-pre-wrap dark:bg-zinc-950"
      >
        {text === '' ? t('gpts.rawEmpty') : text}
      </pre>
    </details>
  );
}
