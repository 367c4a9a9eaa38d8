import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ModelWords } from '@/components/ui/model-words';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { formFields } from '@/components/ui/form/form-fields';
import type { GatewayConnection } from '@/gateway/connection';
import { useT } from '@/i18n/use-t';
import { useHeldWhilePressed } from '@/jobs/ui/pointer-presses';
import { useCancellable } from '@/lib/use-cancellable';
import { askAboutLink, toChatRequest } from './api';
import type { Read } from './read-answer';

import { LinkOutcome, LinkSection } from './link-section';
import { zQuestionForm, type QuestionFormInput, type QuestionFormValues } from './schema';

const { TextareaField } = formFields<QuestionFormInput>();

interface Turn {
  question: string;
  answer: string;
}

/**
 * **Ask** (issue 55): questions about the link, each sent with the ones before it and their
 * answers (`history`), so the gateway answers in the conversation. A new link starts a new
 * conversation; **Start over** empties it. Answers are Markdown, rendered safely.
 */
export function AskSection({
  connection,
  currentLink,
}: {
  connection: GatewayConnection;
  /** The link in the field above, checked (its error shown there when it is not one); null then. */
  currentLink: () => Promise<string | null>;
}) {
  const t = useT();
  const [talk, setTalk] = useState<{ url: string; turns: Turn[] } | null>(null);
  const request = useCancellable<Read<string>>();
  const form = useForm<QuestionFormInput, unknown, QuestionFormValues>({
    resolver: zodResolver(zQuestionForm),
    defaultValues: { question: '' },
  });

  async function ask({ question }: QuestionFormValues) {
    const url = await currentLink();
    if (url === null) return;
    const turns = talk?.url === url ? talk.turns : [];
    if (talk?.url !== url) setTalk({ url, turns });
    await request.run(async (signal) => {
      const read = await askAboutLink(connection, toChatRequest(url, question, turns), signal);
      if (read.ok) {
        setTalk({ url, turns: [...turns, { question, answer: read.value }] });
        form.reset({ question: '' });
      }
      return read;
    });
  }

  const working = request.state.phase === 'working';
  // An answer arrives on its own time, above the buttons: drawn between a press of Start over and
  // its release, it pushed the button from under the pointer and the click was lost. It waits for
  // the release instead (as the request's own line does, in RequestOutcome).
  const shown = useHeldWhilePressed(talk);
  return (
    <LinkSection id="links-ask" title={t('links.ask.title')}>
      {shown === null || shown.turns.length === 0 ? (
        <p className="text-sm text-muted">{t('links.ask.none')}</p>
      ) : (
        <>
          <p className="text-xs break-all text-muted">{t('links.ask.about', { url: shown.url })}</p>
          <ol aria-label={t('links.ask.history')} className="flex flex-col gap-3">
            {shown.turns.map((turn, index) => (
              <li key={index} className="flex flex-col gap-2">
                <div className="self-end rounded-lg bg-indigo-50 px-3 py-2 text-sm dark:bg-indigo-950">
                  <p className="text-xs font-medium text-muted">{t('links.ask.you')}</p>
                  <p className="break-words whitespace-pre-wrap">{turn.question}</p>
                </div>
                <div className="rounded-lg bg-well px-3 py-2">
                  <p className="text-xs font-medium text-muted">{t('links.ask.answer')}</p>
                  <ModelWords text={turn.answer} />
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
      <LinkOutcome
        state={
          request.state.phase === 'done' && request.state.value.ok
            ? { phase: 'idle' }
            : request.state
        }
        working={t('links.ask.working')}
        failed={t('links.ask.failed')}
        onCancel={request.cancel}
        done={() => null}
      />
      <Form form={form} idPrefix="links" onValid={ask} className="gap-2">
        <TextareaField
          name="question"
          label={t('links.ask.question')}
          hint={t('links.ask.hint')}
          rows={2}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={working}>
            {t('links.ask.send')}
          </Button>
          {shown !== null && shown.turns.length > 0 ? (
            <Button
              variant="ghost"
              onClick={() => {
                request.reset();
                setTalk(null);
              }}
            >
              {t('links.ask.startOver')}
            </Button>
          ) : null}
        </div>
      </Form>
    </LinkSection>
  );
}
