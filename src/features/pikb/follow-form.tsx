import { withSlots } from '@/i18n/slots';
import { useT } from '@/i18n/use-t';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { formFields } from '@/components/ui/form/form-fields';
import { useGatewayConnection } from '@/gateway/connection';
import { describeError } from '@/gateway/errors';
import { alreadyFollowedMessage, useFollowById } from '@/jobs/polling/use-follow-by-id';
import { randomId } from '@/lib/id';
import { PIKB_KIND } from './api';
import {
  pikbFollowDefaults,
  zPikbFollowForm,
  type PikbFollowInput,
  type PikbFollowValues,
} from './schema';

const { TextField } = formFields<PikbFollowInput>();

/**
 * Follow a pikb task by id. The contract shows no way to create one, so this is the page's only
 * form: a valid id joins the ledger as an imported job and is polled like any other. Nothing is
 * sent from here: the first request is the poll.
 */
export function PikbFollowForm() {
  const t = useT();
  const { isDemo } = useGatewayConnection();
  const followIds = useFollowById(PIKB_KIND);
  const form = useForm<PikbFollowInput, unknown, PikbFollowValues>({
    resolver: zodResolver(zPikbFollowForm),
    defaultValues: pikbFollowDefaults,
  });
  const [followed, setFollowed] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  async function follow(values: PikbFollowValues) {
    setFollowed(null);
    setSaveError(null);
    try {
      // One follow for every generator: the duplicate check and the in-flight guard live there.
      const result = await followIds([values.taskId], { prompt: '', fields: {} });
      if ('busy' in result) return;
      if (!result.added) {
        form.setError('taskId', { type: 'duplicate', message: alreadyFollowedMessage(result) });
        return;
      }
      form.reset(pikbFollowDefaults);
      setFollowed(values.taskId);
    } catch (e) {
      setSaveError(describeError(e));
    }
  }

  return (
    <Form
      form={form}
      idPrefix="pikb"
      onValid={follow}
      onInvalid={() => setFollowed(null)}
      aria-label={t('pikb.form')}
    >
      <TextField
        name="taskId"
        label={t('follow.taskId')}
        hint={t('pikb.taskId.hint')}
        required
        spellCheck={false}
        autoComplete="off"
        placeholder="9b2f6c1e-4a7d-4e3b-8c5a-1f2e3d4c5b6a"
      />

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{t('pikb.follow')}</Button>
        {isDemo ? (
          <Button
            variant="secondary"
            onClick={() => {
              form.setValue('taskId', randomId(), { shouldDirty: true });
              form.clearErrors('taskId');
              setFollowed(null);
            }}
          >
            {t('pikb.sample')}
          </Button>
        ) : null}
      </div>

      {isDemo ? (
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          {withSlots((m) => t('pikb.demoNote', m), {
            unknown: <code>00000000-</code>,
            oneFailed: <code>fa11fa11-</code>,
            allFailed: <code>deadbeef-</code>,
          })}
        </p>
      ) : null}

      {followed ? (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {t('pikb.following', { id: followed })}
        </p>
      ) : null}
      {saveError ? (
        <Alert tone="danger" title={t('pikb.notAdded')} live>
          {saveError}
        </Alert>
      ) : null}
    </Form>
  );
}
