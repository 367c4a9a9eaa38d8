import { useT } from '@/i18n/use-t';
import { safeMediaUrl } from '@/lib/safe-url';

/** The GPT's picture, only from an http(s) address; the card shows any other value as text. */
export function GptPicture({ url, name }: { url: string | null | undefined; name: string }) {
  const t = useT();
  const safe = safeMediaUrl(url);
  if (safe === null) return null;
  return (
    <img
      src={safe}
      alt={t('gpts.picture', { name })}
      width={64}
      height={64}
      loading="lazy"
      referrerPolicy="no-referrer"
      className="size-16 shrink-0 rounded-full bg-zinc-100 object-cover dark:bg-zinc-800"
    />
  );
}
