import { RotateCcw, Square } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/i18n/use-t';
import { previewRow } from '@/jobs/batch/batch-rows';
import type { ShotMaker } from '@/jobs/page-about';
import { AnswerKeyHint, AnswerText } from '@/jobs/words/answer-text';
import { hasWords } from '@/jobs/words/growing-text';
import {
  answerStatusWords,
  answerTroubled,
  isAnswering,
  useChatAnswer,
} from '@/jobs/words/use-chat-answer';
import { cn } from '@/lib/cn';
import {
  ratioFor,
  readShots,
  scriptMessages,
  shotCells,
  zScriptAsk,
  type ScriptAsk,
} from './script-ask';
import { ScriptFields, type ScriptErrors, type ScriptValues } from './script-fields';
import { ScriptRows, type ShotRow, type ShotToMake } from './script-rows';

type Result = { kind: 'rows'; shots: ShotRow[] } | { kind: 'notJson'; reason: string };

/**
 * "Write shots from a script" (issue 55 item 3): the script and its numbers, the chat model's
 * answer as it streams (plain text, Stop keeps what came), then its shots as rows checked by the
 * chosen generator's own schema — or, for an answer that is not the JSON asked for, that said with
 * the answer shown, and nothing to make. Its own chunk, loaded when the button is first used.
 */
export default function ScriptDialog({
  open,
  onClose,
  makers,
  filmAspect,
  onMake,
}: {
  open: boolean;
  onClose: () => void;
  makers: readonly ShotMaker[];
  filmAspect: string;
  onMake: (shots: ShotToMake[]) => void;
}) {
  const t = useT();
  const first = makers[0];
  const [values, setValues] = useState<ScriptValues>(() => ({
    script: '',
    count: '3',
    kind: first?.kind ?? '',
    ratio: ratioFor(first, filmAspect),
  }));
  const [errors, setErrors] = useState<ScriptErrors>({});
  const { answer, ask, stop, clear, settings } = useChatAnswer();
  const [asked, setAsked] = useState<{ ask: ScriptAsk; maker: ShotMaker } | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  async function write() {
    const count = values.count.trim() === '' ? Number.NaN : Number(values.count);
    const checked = zScriptAsk.safeParse({ script: values.script, count });
    const maker = makers.find((m) => m.kind === values.kind);
    if (!checked.success || maker === undefined) {
      const found: ScriptErrors = {};
      for (const issue of checked.error?.issues ?? []) {
        const field = issue.path[0];
        if ((field === 'script' || field === 'count') && found[field] === undefined)
          found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    const scriptAsk: ScriptAsk = {
      ...checked.data,
      kind: maker.kind,
      ratio: maker.fields.ratio === undefined ? null : values.ratio,
    };
    setErrors({});
    setResult(null);
    setAsked({ ask: scriptAsk, maker });
    const text = await ask(scriptMessages(scriptAsk, maker, settings.paths));
    if (text === null) return;
    const read = readShots(text);
    setResult(
      read.ok
        ? {
            kind: 'rows',
            shots: read.shots.map((shot) => ({
              row: previewRow(maker.batch, shotCells(shot, maker, scriptAsk.ratio)),
              caption: shot.caption,
            })),
          }
        : { kind: 'notJson', reason: read.reason },
    );
  }

  function back() {
    clear();
    setResult(null);
    setAsked(null);
  }

  const answering = isAnswering(answer);
  const got = result?.kind === 'rows' ? result.shots.length : null;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={t('storyboard.script.title')}
      description={t('storyboard.script.description')}
    >
      {answer === null || asked === null ? (
        <ScriptFields
          values={values}
          errors={errors}
          makers={makers}
          filmAspect={filmAspect}
          onChange={setValues}
          onSubmit={() => void write()}
        />
      ) : (
        <div className="flex flex-col gap-3" data-script-state={answer.status}>
          <p
            role="status"
            className={cn(
              'text-sm',
              answerTroubled(answer) ? 'text-amber-800 dark:text-amber-200' : 'text-muted',
            )}
          >
            {answerStatusWords(answer, t('storyboard.script.done'))}
          </p>
          <AnswerKeyHint answer={answer} />
          {got !== null && got !== asked.ask.count ? (
            <p className="text-sm text-muted">
              {t('storyboard.script.countDiffers', { asked: asked.ask.count, got })}
            </p>
          ) : null}
          {result?.kind === 'notJson' ? (
            <Alert tone="danger" live>
              {t('storyboard.script.notJson', { reason: result.reason })}
            </Alert>
          ) : null}
          {result?.kind === 'rows' ? (
            <ScriptRows
              maker={asked.maker}
              shots={result.shots}
              onChange={(shots) => setResult({ kind: 'rows', shots })}
              onMake={onMake}
              onBack={back}
            />
          ) : (
            <>
              {hasWords(answer.text) || answering ? (
                <AnswerText answer={answer} className="max-h-80" />
              ) : null}
              <div className="flex flex-wrap justify-end gap-2">
                {answering ? (
                  <Button variant="secondary" className="gap-1.5" onClick={stop}>
                    <Square aria-hidden="true" focusable="false" className="size-3.5" />
                    {t('chat.answer.stop')}
                  </Button>
                ) : (
                  <>
                    <Button variant="secondary" onClick={back}>
                      {t('storyboard.script.back')}
                    </Button>
                    <Button className="gap-1.5" onClick={() => void write()}>
                      <RotateCcw aria-hidden="true" focusable="false" className="size-4" />
                      {t('storyboard.script.again')}
                    </Button>
                  </>
                )}
              </div>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
