import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { controlClass, describedBy } from '@/components/ui/control';
import type { GeneratorModule, JobImporter } from '@/jobs/generator';
import { alreadyFollowedMessage, useFollowById } from '@/jobs/polling/use-follow-by-id';
import { describeError } from '@/gateway/errors';
import { useT } from '@/i18n/use-t';

/** Follow a task made elsewhere, or one whose create answer was lost: it joins the ledger. */
export function ImportById({
  generator,
  importer,
}: {
  generator: GeneratorModule;
  importer: JobImporter;
}) {
  const t = useT();
  const followIds = useFollowById(generator.kind);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const id = `import-${generator.kind}`;

  async function follow() {
    setDone(false);
    const parsed = importer.parse(value);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    try {
      const result = await followIds(parsed.ids, importer.summary(parsed.ids));
      if ('busy' in result) return;
      if (!result.added) {
        setError(alreadyFollowedMessage(result));
        return;
      }
      setError(null);
      setValue('');
      setDone(true);
    } catch (e) {
      setError(describeError(e));
    }
  }

  return (
    <details className="rounded-card border border-line bg-surface px-card py-3 shadow-xs">
      <summary className="cursor-pointer text-sm font-medium">{t('app.import.summary')}</summary>
      <form
        noValidate
        className="mt-3 flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void follow();
        }}
      >
        <Field id={id} label={importer.label} hint={importer.hint} error={error ?? undefined}>
          <input
            {...describedBy(id, error ?? undefined)}
            className={controlClass}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            spellCheck={false}
          />
        </Field>
        <div className="flex items-center gap-3">
          <Button type="submit" variant="secondary">
            {t('app.import.follow')}
          </Button>
          {done ? (
            <span role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
              {t('app.import.added')}
            </span>
          ) : null}
        </div>
      </form>
    </details>
  );
}
