import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useGatewayConnection } from '@/gateway/connection';
import { describeError } from '@/gateway/errors';
import { intlLocale } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { boostTags, zTagsToBoost } from './tags-boost';
import { TAGS_MAX, type MusicFormInput } from '@/features/music/schema';

/**
 * Beside Style tags: asks the gateway to expand them, and offers its words to put in the field.
 * Nothing is replaced until the person chooses "Use these tags"; nothing is created at all. Its
 * problems are said right under the field it serves.
 */
export function TagsBoost() {
  const t = useT();
  const connection = useGatewayConnection();
  const { getValues, setValue, setFocus } = useFormContext<MusicFormInput>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ title: string; text: string | null } | null>(null);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const inFlight = useRef(false);

  async function boost() {
    if (inFlight.current) return;
    setUsed(false);
    const parsed = zTagsToBoost.safeParse(getValues('tags'));
    if (!parsed.success) {
      setSuggestion(null);
      setProblem({ title: parsed.error.issues[0]?.message ?? '', text: null });
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    try {
      setSuggestion(await boostTags(connection, parsed.data));
    } catch (error) {
      setSuggestion(null);
      setProblem({ title: t('music.tags.boost.failed'), text: describeError(error) });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  function use(tags: string) {
    setValue('tags', tags, { shouldDirty: true, shouldValidate: true });
    setSuggestion(null);
    setUsed(true);
    setFocus('tags');
  }

  return (
    <div className="-mt-2 flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          className="self-start"
          disabled={busy}
          aria-describedby="music-tags-boost-hint"
          onClick={() => void boost()}
        >
          <Sparkles aria-hidden="true" focusable="false" className="size-4" />
          {busy ? t('music.tags.boost.working') : t('music.tags.boost')}
        </Button>
        <p id="music-tags-boost-hint" className="text-xs text-zinc-500 dark:text-zinc-400">
          {t('music.tags.boost.hint')}
        </p>
      </div>
      {problem !== null ? (
        <div role="alert" className="text-sm text-red-700 dark:text-red-400">
          <p className="font-medium">{problem.title}</p>
          {problem.text !== null ? <p className="break-words">{problem.text}</p> : null}
        </div>
      ) : null}
      {used ? (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {t('music.tags.boost.used')}
        </p>
      ) : null}
      {suggestion !== null ? (
        <div
          role="group"
          aria-label={t('music.tags.boost.suggested')}
          className="flex flex-col gap-2 rounded-md border border-indigo-200 bg-indigo-50 p-3 dark:border-indigo-900 dark:bg-indigo-950"
        >
          <p className="text-xs font-medium text-zinc-700 dark:text-zinc-300">
            {t('music.tags.boost.suggested')}
          </p>
          <p className="text-sm break-words">{suggestion}</p>
          {suggestion.length > TAGS_MAX ? (
            <p className="text-xs text-amber-800 dark:text-amber-300">
              {t('music.tags.boost.longer', { max: TAGS_MAX.toLocaleString(intlLocale()) })}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => use(suggestion)}>
              {t('music.tags.boost.use')}
            </Button>
            <Button variant="ghost" onClick={() => setSuggestion(null)}>
              {t('music.tags.boost.dismiss')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
