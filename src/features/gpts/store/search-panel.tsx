import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ExternalLink, MessageCircle } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { formFields } from '@/components/ui/form/form-fields';
import type { GatewayConnection } from '@/gateway/connection';
import { useT } from '@/i18n/use-t';
import { RequestOutcome } from '@/jobs/ui/request-outcome';
import { safeLinkUrl } from '@/lib/safe-url';
import { useCancellable } from '@/lib/use-cancellable';
import { UnsafeUrlNote } from '../unsafe-url-note';
import { searchGpts } from './store-api';
import type { StoreRead } from './store-read';
import type { GptSummary } from './store-schema';
import { zSearchForm, type SearchFormInput, type SearchFormValues } from './store-forms';

const { TextField } = formFields<SearchFormInput>();

/** One result: every word as text, its link only to a web address. */
function ResultRow({
  gpt,
  onDetails,
  onTalk,
}: {
  gpt: GptSummary;
  onDetails: (id: string) => void;
  onTalk: (gpt: { id: string; name: string }) => void;
}) {
  const t = useT();
  const link = safeLinkUrl(gpt.link);
  return (
    <li className="flex flex-col gap-2 rounded-md border border-line p-3">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h4 className="text-sm font-semibold break-words">{gpt.title}</h4>
          <code className="text-xs text-muted select-all">{gpt.id}</code>
        </div>
        {link !== null ? (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex shrink-0 items-center gap-1 text-sm text-indigo-700 underline dark:text-indigo-300"
          >
            {t('gpts.search.open')}
            <ExternalLink aria-hidden="true" focusable="false" className="size-3.5" />
          </a>
        ) : null}
      </div>
      {gpt.description !== null ? (
        <p className="text-sm break-words whitespace-pre-wrap">{gpt.description}</p>
      ) : null}
      {gpt.link !== null && link === null ? (
        <UnsafeUrlNote what={t('gpts.linkNotOpened')} url={gpt.link} />
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => onTalk({ id: gpt.id, name: gpt.title })}>
          <MessageCircle aria-hidden="true" focusable="false" className="size-4" />
          {t('gpts.talk.start', { name: gpt.title })}
        </Button>
        <Button variant="ghost" onClick={() => onDetails(gpt.id)}>
          {t('gpts.search.details', { name: gpt.title })}
        </Button>
      </div>
    </li>
  );
}

/**
 * Find GPTs by a word (issue 55 item 4), in the format the profile chooses: one request, with its
 * progress and Cancel; each result offers a conversation and its details.
 */
export function SearchPanel({
  connection,
  onDetails,
  onTalk,
}: {
  connection: GatewayConnection;
  onDetails: (id: string) => void;
  onTalk: (gpt: { id: string; name: string }) => void;
}) {
  const t = useT();
  const request = useCancellable<{ keyword: string; read: StoreRead<GptSummary> }>();
  const form = useForm<SearchFormInput, unknown, SearchFormValues>({
    resolver: zodResolver(zSearchForm),
    defaultValues: { keyword: '' },
  });
  const search = ({ keyword }: SearchFormValues) =>
    void request.run(async (signal) => ({
      keyword,
      read: await searchGpts(connection, keyword, signal),
    }));
  return (
    <div className="flex flex-col gap-3">
      <Form form={form} idPrefix="gpts-search" onValid={search} className="gap-2">
        <TextField
          name="keyword"
          label={t('gpts.search.keyword')}
          hint={t('gpts.search.keyword.hint')}
          autoComplete="off"
          type="search"
        />
        <Button type="submit" className="self-start" disabled={request.state.phase === 'working'}>
          {t('gpts.search.submit')}
        </Button>
      </Form>
      <RequestOutcome
        state={request.state}
        working={t('gpts.store.working')}
        failed={t('gpts.search.failed')}
        onCancel={request.cancel}
        done={({ keyword, read }) =>
          read.ok ? (
            <div className="flex flex-col gap-2">
              <p role="status" className="text-sm">
                {t('gpts.search.count', { count: read.items.length, keyword })}
              </p>
              {read.skipped > 0 ? (
                <p className="text-xs text-amber-800 dark:text-amber-300">
                  {t('gpts.search.skipped', { count: read.skipped })}
                </p>
              ) : null}
              {read.items.length > 0 ? (
                <ul aria-label={t('gpts.search.results')} className="flex flex-col gap-2">
                  {read.items.map((gpt) => (
                    <ResultRow key={gpt.id} gpt={gpt} onDetails={onDetails} onTalk={onTalk} />
                  ))}
                </ul>
              ) : null}
            </div>
          ) : (
            <Alert tone="danger" title={t('gpts.search.failed')} live>
              {read.problem}
            </Alert>
          )
        }
      />
    </div>
  );
}
