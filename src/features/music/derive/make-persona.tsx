import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { ActionPanel } from '@/components/ui/action-panel';
import { ActionIcon } from '@/jobs/ui/action-icon';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { formFields } from '@/components/ui/form/form-fields';
import { useGatewayConnection } from '@/gateway/connection';
import { GatewayError, describeError, isCertainlyNotSent } from '@/gateway/errors';
import { intlLocale } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { putPersona, removePersona, type Persona } from '@/features/music/persona/personas';
import type { Job } from '@/jobs/job';
import { randomId } from '@/lib/id';
import { hrefFor } from '@/lib/hash-route';
import { MUSIC_KIND } from '@/features/music/api';
import { musicAbout } from '@/features/music/about';
import {
  PERSONA_DESCRIPTION_MAX,
  PERSONA_NAME_MAX,
  personaSchema,
  requestPersona,
  toPersonaRequest,
  type PersonaFormInput,
  type PersonaFormValues,
} from './persona';

const { TextField, TextareaField } = formFields<PersonaFormInput>();

type Outcome =
  | { kind: 'made'; name: string }
  | { kind: 'refused'; message: string }
  | { kind: 'unclear'; message: string };

/**
 * "Make a persona" beside a finished take: a name and a description, then one paid POST. The
 * persona is written to the studio before the request leaves and its id the moment it arrives, so
 * a reload in between leaves an honest "not confirmed" entry rather than nothing; a second click
 * (or Enter) while it is out, or after it is made, sends nothing.
 */
export function MakePersona({ job, clipId, title }: { job: Job; clipId: string; title: string }) {
  const t = useT();
  const connection = useGatewayConnection();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The guard a re-render cannot lag behind: set before the first await of a submit.
  const inFlight = useRef(false);
  const made = outcome?.kind === 'made';
  const form = useForm<PersonaFormInput, unknown, PersonaFormValues>({
    resolver: zodResolver(personaSchema()),
  });
  const count = (n: number) => n.toLocaleString(intlLocale());

  async function make(values: PersonaFormValues) {
    if (inFlight.current || made) return;
    inFlight.current = true;
    setSending(true);
    setOutcome(null);
    const persona: Persona = {
      id: randomId(),
      remoteId: null,
      name: values.name,
      description: values.description,
      kind: MUSIC_KIND,
      gateway: connection.client.baseUrl,
      rootClipId: clipId,
      jobId: job.id,
      sourceTitle: title,
      createdAt: Date.now(),
    };
    try {
      await putPersona(persona);
      const answer = await requestPersona(connection, toPersonaRequest(clipId, values));
      await putPersona({ ...persona, remoteId: answer.id });
      setOutcome({ kind: 'made', name: values.name });
    } catch (error) {
      // A refusal made nothing: the entry goes. A lost answer may have made one: it stays, said.
      const nothingMade = error instanceof GatewayError || isCertainlyNotSent(error);
      if (nothingMade) await removePersona(persona.id).catch(() => undefined);
      setOutcome({
        kind: nothingMade ? 'refused' : 'unclear',
        message: describeError(error),
      });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <ActionPanel
      label={
        <>
          <ActionIcon name="sparkles" />
          {t('music.persona.make')}
        </>
      }
      open={open}
      onOpenChange={(next) => {
        if (next) {
          form.reset({ name: title, description: '' });
          if (!made) setOutcome(null);
        }
        setOpen(next);
      }}
    >
      <Form
        form={form}
        idPrefix={`persona-${job.id}-${clipId}`}
        onValid={(values) => void make(values)}
        aria-label={t('music.persona.formTitle', { title })}
        className="gap-3"
      >
        <h3 className="text-sm font-semibold">{t('music.persona.formTitle', { title })}</h3>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">{t('music.persona.sends')}</p>
        <TextField
          name="name"
          label={t('music.persona.name')}
          hint={t('music.persona.name.hint', { max: count(PERSONA_NAME_MAX) })}
          required
        />
        <TextareaField
          name="description"
          label={t('music.persona.description')}
          hint={t('music.persona.description.hint', { max: count(PERSONA_DESCRIPTION_MAX) })}
          rows={2}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={sending || made}>
            {sending ? t('derive.sending') : t('music.persona.submit')}
          </Button>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t('form.cancel')}
          </Button>
        </div>
        {outcome?.kind === 'made' ? (
          <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
            {t('music.persona.made', { name: outcome.name })}{' '}
            <a
              className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
              href={hrefFor(`/${musicAbout.path}`)}
            >
              {t('music.persona.openForm')}
            </a>
          </p>
        ) : outcome !== null ? (
          <Alert
            tone={outcome.kind === 'refused' ? 'danger' : 'warning'}
            title={t(
              outcome.kind === 'refused' ? 'music.persona.refused' : 'music.persona.unclear',
            )}
            live
          >
            {outcome.message}
          </Alert>
        ) : null}
      </Form>
    </ActionPanel>
  );
}
