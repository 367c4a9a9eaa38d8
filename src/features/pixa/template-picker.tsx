import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Ban, ChevronDown, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control';
import { useGatewayConnection } from '@/gateway/connection';
import { describeError } from '@/gateway/errors';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import type { PixaFormInput } from './schema';
import { preferredLocales } from './normalise';
import {
  pixaTemplatesQuery,
  templateChoice,
  type TemplateChoice,
  type TemplateList,
} from './templates';
import { pixaPath } from './paths';

/**
 * Pixa's effect templates as pictures: a person chooses "Cozy Winter" by its look, not by a
 * number. The list is asked only when the picker is opened (once a session), and choosing one
 * writes its id into the Template ID box above, which stays for ids the list lacks.
 */
export function TemplatePicker() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const connection = useGatewayConnection();
  // Asked once opened; kept for the session, so a closed picker still names what was chosen.
  const query = useQuery({ ...pixaTemplatesQuery(connection), enabled: open });
  const selected = useWatch<PixaFormInput, 'templateId'>({ name: 'templateId' })?.trim() ?? '';
  const listed = query.data?.state === 'listed' ? query.data.templates : [];
  const chosen = listed.find((template) => template.template_id === selected);
  const chosenView = chosen === undefined ? null : templateChoice(chosen, preferredLocales());
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        className="self-start"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Sparkles aria-hidden className="size-4" />
        {t('pixa.templates.choose')}
        <ChevronDown
          aria-hidden
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </Button>
      {chosenView !== null ? (
        <p className="flex items-center gap-2 text-sm" data-chosen-template={chosenView.id}>
          {chosenView.thumbnail !== null ? (
            <img src={chosenView.thumbnail} alt="" className="size-8 rounded object-cover" />
          ) : null}
          {t('pixa.templates.chosen', { name: chosenView.name })}
        </p>
      ) : null}
      {open ? <TemplatePanel id={panelId} query={query} selected={selected} /> : null}
    </div>
  );
}

function TemplatePanel({
  id,
  query,
  selected,
}: {
  id: string;
  query: UseQueryResult<TemplateList>;
  selected: string;
}) {
  const t = useT();
  const connection = useGatewayConnection();
  const [search, setSearch] = useState('');
  const searchId = useId();

  let body;
  if (query.isPending) {
    body = (
      <p role="status" className="text-sm text-muted">
        {t('pixa.templates.loading')}
      </p>
    );
  } else if (query.isError) {
    body = (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-2 text-sm text-red-700 dark:text-red-400"
      >
        <span>{t('pixa.templates.failed', { reason: describeError(query.error) })}</span>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('pixa.templates.retry')}
        </Button>
      </div>
    );
  } else if (query.data.state === 'absent') {
    body = (
      <p className="text-sm text-muted">
        {t('pixa.templates.absent', {
          path: pixaPath(connection.settings.paths, 'pixaTemplatesPath'),
        })}
      </p>
    );
  } else {
    const locales = preferredLocales();
    const choices = query.data.templates.map((template) => templateChoice(template, locales));
    const wanted = search.trim().toLocaleLowerCase();
    const shown =
      wanted === ''
        ? choices
        : choices.filter(
            (c) => c.name.toLocaleLowerCase().includes(wanted) || c.id.includes(wanted),
          );
    body = (
      <>
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-medium">
            {t('pixa.templates.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            autoComplete="off"
            className={controlClass}
          />
        </div>
        <TemplateGrid choices={shown} selected={selected} />
        {shown.length === 0 ? (
          <p role="status" className="text-sm text-muted">
            {t('pixa.templates.noMatch', { search: search.trim() })}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <div id={id} className="flex flex-col gap-3 rounded-lg border border-line p-3">
      {body}
    </div>
  );
}

/**
 * One radio a template (and "None" first): arrow keys move through them as in any radio group, and
 * the chosen one is announced with its name.
 */
function TemplateGrid({
  choices,
  selected,
}: {
  choices: readonly TemplateChoice[];
  selected: string;
}) {
  const t = useT();
  const { setValue } = useFormContext<PixaFormInput>();
  const name = useId();
  const legendId = useId();
  const choose = (value: string) =>
    setValue('templateId', value, { shouldDirty: true, shouldValidate: true });
  // A radio group by role, as the locator contract names it (issue 38): one choice among many.
  return (
    <fieldset role="radiogroup" aria-labelledby={legendId}>
      <legend id={legendId} className="sr-only">
        {t('pixa.templates.legend')}
      </legend>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <li>
          <label className={tileClass}>
            <input
              type="radio"
              name={name}
              className="peer sr-only"
              checked={selected === ''}
              onChange={() => choose('')}
            />
            <span className={cn(frameClass, 'flex items-center justify-center text-muted')}>
              <Ban aria-hidden className="size-6" />
            </span>
            <span className="text-sm">{t('pixa.templates.none')}</span>
          </label>
        </li>
        {choices.map((choice) => (
          <li key={choice.id}>
            <TemplateTile
              choice={choice}
              name={name}
              checked={selected === choice.id}
              onChoose={() => choose(choice.id)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

const tileClass =
  'flex cursor-pointer flex-col gap-1 rounded-md p-1 has-[:checked]:bg-indigo-50 has-[:checked]:ring-2 has-[:checked]:ring-indigo-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500 dark:has-[:checked]:bg-indigo-950';
const frameClass = 'aspect-square w-full overflow-hidden rounded bg-zinc-100 dark:bg-zinc-800';

function stillPreferred(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
}

/** A template's picture; its preview video plays while the pointer or focus is on it. */
function TemplateTile({
  choice,
  name,
  checked,
  onChoose,
}: {
  choice: TemplateChoice;
  name: string;
  checked: boolean;
  onChoose: () => void;
}) {
  const [playing, setPlaying] = useState(false);
  const start = () => {
    if (choice.preview !== null && !stillPreferred()) setPlaying(true);
  };
  const stop = () => setPlaying(false);
  return (
    <label
      className={tileClass}
      onPointerEnter={start}
      onPointerLeave={stop}
      data-template-id={choice.id}
    >
      <input
        type="radio"
        name={name}
        className="peer sr-only"
        checked={checked}
        onChange={onChoose}
        onFocus={start}
        onBlur={stop}
      />
      <span className={frameClass}>
        {playing && choice.preview !== null ? (
          <video
            src={choice.preview}
            poster={choice.thumbnail ?? undefined}
            muted
            loop
            autoPlay
            playsInline
            aria-hidden
            className="size-full object-cover"
          />
        ) : choice.thumbnail !== null ? (
          <img src={choice.thumbnail} alt="" loading="lazy" className="size-full object-cover" />
        ) : null}
      </span>
      <span className="line-clamp-2 text-sm break-words">{choice.name}</span>
    </label>
  );
}
