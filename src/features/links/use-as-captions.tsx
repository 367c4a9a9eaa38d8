import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { describedBy } from '@/components/ui/control';
import { useT } from '@/i18n/use-t';
import type { CaptionTarget, CaptionTargetLoader } from '@/jobs/caption-targets';
import type { Cue } from '@/lib/subtitles';

interface Choice {
  value: string;
  name: string;
  target: CaptionTarget;
  id: string;
}

/** Every target's things, asked again whenever the page comes back into view. */
const choicesQuery = (targets: readonly CaptionTargetLoader[]) =>
  queryOptions({
    queryKey: ['caption-targets'],
    queryFn: async (): Promise<{ label: string | null; choices: Choice[] }> => {
      const loaded = await Promise.all(targets.map((load) => load()));
      const choices = (
        await Promise.all(
          loaded.map(async (target, index) =>
            (await target.list()).map((thing) => ({
              value: `${index}:${thing.id}`,
              name: thing.name,
              target,
              id: thing.id,
            })),
          ),
        )
      ).flat();
      return { label: loaded[0]?.label ?? null, choices };
    },
  });

/**
 * **Use as captions** (issue 55): the link's timed lines laid on a storyboard's shots by the film's
 * time (the storyboard does the laying: `CaptionTarget`). It says how many lines went on how many
 * shots and how many had no place, and links to the storyboard.
 */
export function UseAsCaptions({
  lines,
  targets,
}: {
  lines: readonly Cue[];
  targets: readonly CaptionTargetLoader[];
}) {
  const t = useT();
  const fieldId = useId();
  const choices = useQuery(choicesQuery(targets));
  const [picked, setPicked] = useState<string | null>(null);
  const apply = useMutation({
    mutationFn: async (choice: Choice) => ({
      laid: await choice.target.apply(choice.id, lines),
      href: choice.target.href(choice.id),
    }),
  });
  const list = choices.data?.choices ?? [];
  if (choices.data !== undefined && list.length === 0)
    return <p className="text-sm text-muted">{t('links.captions.none')}</p>;
  const chosen = list.find((c) => c.value === picked) ?? list[0];
  const result = apply.data;
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-3">
      <h3 className="text-sm font-semibold">{t('links.captions.title')}</h3>
      <div className="flex flex-col gap-2">
        <Field
          id={fieldId}
          label={choices.data?.label ?? t('links.captions.target')}
          hint={t('links.captions.hint')}
        >
          <Select
            value={chosen?.value ?? ''}
            onChange={(event) => {
              setPicked(event.target.value);
              apply.reset();
            }}
            {...describedBy(fieldId, undefined)}
          >
            {list.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.name}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          variant="secondary"
          className="self-start"
          disabled={chosen === undefined || apply.isPending}
          onClick={() => {
            if (chosen !== undefined) apply.mutate(chosen);
          }}
        >
          {apply.isPending ? t('links.captions.working') : t('links.captions.use')}
        </Button>
      </div>
      {apply.isError ? (
        <Alert tone="danger" title={t('links.captions.failed')} live>
          {apply.error.message}
        </Alert>
      ) : null}
      {result !== undefined ? (
        result.laid === null ? (
          <p role="status" className="text-sm text-red-700 dark:text-red-400">
            {t('links.captions.gone')}
          </p>
        ) : (
          <div role="status" className="flex flex-col gap-1 text-sm">
            <p className="text-emerald-700 dark:text-emerald-400">
              {t('links.captions.laid', {
                laid: result.laid.laid,
                parts: result.laid.parts,
                name: result.laid.name,
              })}
            </p>
            {result.laid.leftOut > 0 ? (
              <p className="text-muted">
                {t('links.captions.leftOut', { count: result.laid.leftOut })}
              </p>
            ) : null}
            <a href={result.href} className="text-indigo-700 underline dark:text-indigo-300">
              {t('links.captions.open', { name: result.laid.name })}
            </a>
          </div>
        )
      ) : null}
    </div>
  );
}
