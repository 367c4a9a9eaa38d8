import { useT } from '@/i18n/use-t';
import { useId, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { GptsDocument } from '@/features/gpts/gateway-schema';
import { safeLinkUrl, safeMediaUrl } from '@/lib/safe-url';
import { GptAuthor } from './gpt-author';
import { GptPicture } from './gpt-picture';
import { gptName } from './normalise';
import { conversationsText, dateText, fileNames, toolNames } from './present';
import { UnsafeUrlNote } from './unsafe-url-note';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-zinc-500 dark:text-zinc-400">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

function DateFact({ term, value }: { term: string; value: string | null | undefined }) {
  const date = dateText(value);
  if (date === null) return null;
  return (
    <Fact term={term}>
      {date.dateTime !== null ? <time dateTime={date.dateTime}>{date.text}</time> : date.text}
    </Fact>
  );
}

/**
 * A GPT's details as a card. Every string from the answer is rendered as React text (never as
 * markup), and every URL passes `safeLinkUrl`/`safeMediaUrl` before it is a link or an image.
 */
export function GptCard({ document, label }: { document: GptsDocument; label: string }) {
  const t = useT();
  const startersId = useId();
  const { gizmo } = document;
  const { display } = gizmo;
  const name = gptName(document);
  const starters = (display.prompt_starters ?? []).filter((s) => s.trim() !== '');
  const categories = (display.categories ?? []).filter((c) => c.trim() !== '');
  const tools = toolNames(document.tools);
  const files = fileNames(document.files);
  const conversations = conversationsText(document);
  const shortUrl = gizmo.short_url?.trim() ? gizmo.short_url.trim() : null;
  const shortLink = safeLinkUrl(shortUrl);
  const pictureUrl = display.profile_picture_url?.trim() ? display.profile_picture_url : null;

  return (
    <section
      aria-label={label}
      className="flex flex-col gap-3 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
    >
      <div className="flex items-start gap-3">
        <GptPicture url={pictureUrl} name={name} />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="text-base font-semibold break-words">{name}</h3>
          <GptAuthor author={gizmo.author} />
          {pictureUrl !== null && safeMediaUrl(pictureUrl) === null ? (
            <UnsafeUrlNote what={t('gpts.pictureNotShown')} url={pictureUrl} />
          ) : null}
        </div>
      </div>

      {display.description?.trim() ? (
        <p className="text-sm whitespace-pre-wrap">{display.description}</p>
      ) : null}

      {categories.length > 0 ? (
        <ul aria-label={t('gpts.categories')} className="flex flex-wrap gap-1">
          {categories.map((category, index) => (
            <li key={`${category}-${index}`}>
              <Badge>{category}</Badge>
            </li>
          ))}
        </ul>
      ) : null}

      {starters.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h4
            id={startersId}
            className="text-xs font-semibold text-zinc-500 dark:text-zinc-400 uppercase"
          >
            {t('gpts.starters')}
          </h4>
          <ul aria-labelledby={startersId} className="flex flex-col gap-1 text-sm">
            {starters.map((starter, index) => (
              <li
                key={`${starter}-${index}`}
                className="rounded bg-zinc-100 px-2 py-1 dark:bg-zinc-800"
              >
                {starter}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        <Fact term={t('gpts.id')}>
          <code className="select-all">{gizmo.id}</code>
        </Fact>
        {tools.length > 0 ? (
          <Fact term={t('gpts.tools')}>{tools.join(t('common.listSeparator'))}</Fact>
        ) : null}
        {conversations !== null ? (
          <Fact term={t('gpts.conversations')}>{conversations}</Fact>
        ) : null}
        <DateFact term={t('gpts.created')} value={gizmo.created_at} />
        <DateFact term={t('gpts.updated')} value={gizmo.updated_at} />
        {files.length > 0 ? (
          <Fact term={t('gpts.files')}>{files.join(t('common.listSeparator'))}</Fact>
        ) : null}
        {shortUrl !== null ? (
          <Fact term={t('gpts.shortUrl')}>
            {shortLink !== null ? (
              <a
                className="text-indigo-700 underline dark:text-indigo-300"
                href={shortLink}
                target="_blank"
                rel="noreferrer noopener"
              >
                {shortUrl}
              </a>
            ) : (
              <code className="break-words select-all">{shortUrl}</code>
            )}
          </Fact>
        ) : null}
      </dl>
    </section>
  );
}
