import { zodResolver } from '@hookform/resolvers/zod';
import { useImperativeHandle, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { formFields } from '@/components/ui/form/form-fields';
import type { GatewayConnection } from '@/gateway/connection';
import { useT } from '@/i18n/use-t';
import { RequestOutcome } from '@/jobs/ui/request-outcome';
import { useCancellable } from '@/lib/use-cancellable';
import { GptCard } from '../gpt-card';
import { gptName } from '../normalise';
import { detailsOfGpts } from './store-api';
import type { GptDetails, StoreRead } from './store-read';
import {
  IDS_EXAMPLE,
  zDetailsForm,
  type DetailsFormInput,
  type DetailsFormValues,
} from './store-forms';

const { TextField } = formFields<DetailsFormInput>();

/** What the store asks of this panel from a search result: the details of that one GPT. */
export interface DetailsAsk {
  detailsOf: (id: string) => void;
}

/**
 * Details of several GPTs at once (issue 55 item 4): ids comma-separated, one request in the chat
 * format (`batch-get-gpts`) or one `GET` each in the official format. Each GPT shows as the
 * lookup's card, or says why it has none; each offers a conversation.
 */
export function DetailsPanel({
  connection,
  onTalk,
  ref,
}: {
  connection: GatewayConnection;
  onTalk: (gpt: { id: string; name: string }) => void;
  ref?: Ref<DetailsAsk>;
}) {
  const t = useT();
  const request = useCancellable<StoreRead<GptDetails>>();
  const form = useForm<DetailsFormInput, unknown, DetailsFormValues>({
    resolver: zodResolver(zDetailsForm),
    defaultValues: { ids: '' },
  });
  const ask = ({ ids }: DetailsFormValues) =>
    void request.run((signal) => detailsOfGpts(connection, ids, signal));
  useImperativeHandle(ref, () => ({
    detailsOf: (id) => {
      form.setValue('ids', id);
      void form.handleSubmit(ask)();
    },
  }));
  return (
    <div className="flex flex-col gap-3">
      <Form form={form} idPrefix="gpts-details" onValid={ask} className="gap-2">
        <TextField
          name="ids"
          label={t('gpts.details.ids')}
          hint={t('gpts.details.ids.hint', { example: IDS_EXAMPLE })}
          placeholder={IDS_EXAMPLE}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" className="self-start" disabled={request.state.phase === 'working'}>
          {t('gpts.details.submit')}
        </Button>
      </Form>
      <RequestOutcome
        state={request.state}
        working={t('gpts.store.working')}
        failed={t('gpts.details.failed')}
        onCancel={request.cancel}
        done={(read) =>
          read.ok ? (
            <ul aria-label={t('gpts.details.results')} className="flex flex-col gap-3">
              {read.items.map((details, index) => (
                <li key={`${details.id}-${index}`} className="flex flex-col gap-2">
                  {details.ok ? (
                    <>
                      <GptCard
                        document={details.document}
                        label={t('gpts.details.result', { id: details.id })}
                      />
                      <Button
                        variant="secondary"
                        className="self-start"
                        onClick={() => onTalk({ id: details.id, name: gptName(details.document) })}
                      >
                        {t('gpts.talk.start', { name: gptName(details.document) })}
                      </Button>
                    </>
                  ) : (
                    <Alert tone="warning" title={t('gpts.details.none', { id: details.id })}>
                      {details.problem}
                    </Alert>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <Alert tone="danger" title={t('gpts.details.failed')} live>
              {read.problem}
            </Alert>
          )
        }
      />
    </div>
  );
}
