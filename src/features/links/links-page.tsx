import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { formFields } from '@/components/ui/form/form-fields';
import { useGatewayConnection } from '@/gateway/connection';
import { useT } from '@/i18n/use-t';
import type { CaptionTargetLoader } from '@/jobs/caption-targets';
import { useCancellable } from '@/lib/use-cancellable';
import { linkSubtitles, summarizeLink } from './api';
import { AskSection } from './ask-section';
import { LinksHeading } from './links-heading';
import type { LinkReading, Read } from './read-answer';
import { LINK_EXAMPLE, zLinkForm, type LinkFormInput, type LinkFormValues } from './schema';
import { SubtitlesSection } from './subtitles-section';
import { SummarySection } from './summary-section';

const { TextField } = formFields<LinkFormInput>();

/**
 * From a link (issue 55): one link, and three things to ask about it — its summary, its subtitles,
 * questions. Each is one slow request with its own progress and Cancel; they may run side by side.
 * The link is checked before anything is sent; its problem is said under the field.
 */
export function LinksPage({ captionTargets }: { captionTargets: readonly CaptionTargetLoader[] }) {
  const t = useT();
  const connection = useGatewayConnection();
  const form = useForm<LinkFormInput, unknown, LinkFormValues>({
    resolver: zodResolver(zLinkForm),
    defaultValues: { url: '' },
  });
  const summary = useCancellable<Read<LinkReading>>();
  const subtitles = useCancellable<Read<LinkReading>>();
  const [asked, setAsked] = useState<{ summary: string | null; subtitles: string | null }>({
    summary: null,
    subtitles: null,
  });

  const summarize = ({ url }: LinkFormValues) => {
    setAsked((a) => ({ ...a, summary: url }));
    void summary.run((signal) => summarizeLink(connection, url, signal));
  };
  const getSubtitles = ({ url }: LinkFormValues) => {
    setAsked((a) => ({ ...a, subtitles: url }));
    void subtitles.run((signal) => linkSubtitles(connection, url, signal));
  };
  const currentLink = async () => {
    const ok = await form.trigger('url', { shouldFocus: true });
    return ok ? zLinkForm.parse(form.getValues()).url : null;
  };

  return (
    <section aria-labelledby="links-title" className="flex flex-col gap-section">
      <LinksHeading />
      <div className="rounded-card border border-line bg-surface p-card shadow-xs">
        <Form form={form} idPrefix="links" onValid={summarize} aria-label={t('links.form')}>
          <TextField
            name="url"
            type="url"
            label={t('links.url')}
            hint={t('links.url.hint', { example: LINK_EXAMPLE })}
            required
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit">{t('links.summarize')}</Button>
            <Button variant="secondary" onClick={() => void form.handleSubmit(getSubtitles)()}>
              {t('links.getSubtitles')}
            </Button>
          </div>
        </Form>
      </div>
      <div className="grid grid-cols-1 items-start gap-section lg:grid-cols-2">
        <SummarySection state={summary.state} url={asked.summary} onCancel={summary.cancel} />
        <SubtitlesSection
          state={subtitles.state}
          url={asked.subtitles}
          onCancel={subtitles.cancel}
          targets={captionTargets}
        />
      </div>
      <AskSection connection={connection} currentLink={currentLink} />
    </section>
  );
}
