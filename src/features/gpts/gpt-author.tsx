import { withSlots } from '@/i18n/slots';
import { useT } from '@/i18n/use-t';
import { Badge } from '@/components/ui/badge';
import type { GizmoAuthor } from '@/features/gpts/gateway-schema';
import { safeLinkUrl } from '@/lib/safe-url';
import { UnsafeUrlNote } from './unsafe-url-note';

/** Who made the GPT, linked only to an http(s) address, with the vendor's verified mark. */
export function GptAuthor({ author }: { author: GizmoAuthor | null | undefined }) {
  const t = useT();
  const name = author?.display_name?.trim();
  if (!author || !name) return null;
  const link = safeLinkUrl(author.link_to);
  const unsafeLink =
    link === null && typeof author.link_to === 'string' && author.link_to.trim() !== ''
      ? author.link_to
      : null;
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-600 dark:text-zinc-300">
        <span>
          {withSlots((m) => t('gpts.by', m), {
            name:
              link !== null ? (
                <a
                  className="text-indigo-700 underline dark:text-indigo-300"
                  href={link}
                  target="_blank"
                  rel="noreferrer noopener"
                >
                  {name}
                </a>
              ) : (
                <span className="font-medium">{name}</span>
              ),
          })}
        </span>
        {author.is_verified === true ? (
          <Badge tone="success">
            <span aria-hidden="true" className="mr-1">
              ✓
            </span>
            <span>{t('gpts.verified')}</span>
          </Badge>
        ) : null}
      </p>
      {unsafeLink !== null ? (
        <UnsafeUrlNote what={t('gpts.linkNotOpened')} url={unsafeLink} />
      ) : null}
    </>
  );
}
