import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control';
import { useT } from '@/i18n/use-t';
import { BatchRow } from '@/jobs/batch/batch-row';
import { countRows, withCell, type PreviewRow } from '@/jobs/batch/batch-rows';
import type { JobCreator } from '@/jobs/generator';
import type { ShotMaker } from '@/jobs/page-about';

/** A script's shot before it is made: its row (checked by its generator's form) and its caption. */
export interface ShotRow {
  row: PreviewRow;
  caption: string;
}

/** A shot ready to make: its create, and the caption it will carry in the storyboard. */
export interface ShotToMake {
  creator: JobCreator<void>;
  caption: string;
}

/**
 * The shots the model wrote, as a batch's rows (issue 41's machinery): each checked by the chosen
 * generator's own schema, a fault fixed in place (checked again at each keystroke) or the row
 * skipped, each caption editable; **Make N shots** for the good rows not skipped.
 */
export function ScriptRows({
  maker,
  shots,
  onChange,
  onMake,
  onBack,
}: {
  maker: ShotMaker;
  shots: readonly ShotRow[];
  onChange: (next: ShotRow[]) => void;
  onMake: (shots: ShotToMake[]) => void;
  onBack: () => void;
}) {
  const t = useT();
  const id = useId();
  const { good, bad, skipped } = countRows(shots.map((s) => s.row));
  const change = (index: number, next: (shot: ShotRow) => ShotRow) =>
    onChange(shots.map((shot, i) => (i === index ? next(shot) : shot)));

  function submit(event: FormEvent) {
    event.preventDefault();
    onMake(
      shots.flatMap(({ row, caption }) =>
        !row.skipped && row.check.ok
          ? [{ creator: row.check.creator, caption: caption.trim() }]
          : [],
      ),
    );
  }

  return (
    <form noValidate className="flex flex-col gap-3" onSubmit={submit}>
      <p role="status" className="text-sm text-muted">
        {t('storyboard.script.summary', { rows: shots.length, good, bad, skipped })}
      </p>
      <ol
        aria-label={t('storyboard.script.rows')}
        className="flex flex-col gap-2 sm:max-h-[50vh] sm:overflow-y-auto"
      >
        {shots.map((shot, index) => {
          const n = index + 1;
          return (
            <BatchRow
              key={index}
              form={maker.batch}
              row={shot.row}
              number={n}
              wrap
              onCell={(field, text) =>
                change(index, (s) => ({ ...s, row: withCell(maker.batch, s.row, field, text) }))
              }
              onSkip={(on) => change(index, (s) => ({ ...s, row: { ...s.row, skipped: on } }))}
            >
              <label className="flex flex-col gap-1">
                <span className="text-xs font-medium">
                  {t('storyboard.script.caption', { row: n })}
                </span>
                <input
                  id={`${id}-caption-${n}`}
                  type="text"
                  value={shot.caption}
                  maxLength={200}
                  onChange={(e) => {
                    const caption = e.currentTarget.value;
                    change(index, (s) => ({ ...s, caption }));
                  }}
                  className={controlClass}
                />
              </label>
            </BatchRow>
          );
        })}
      </ol>
      <div className="sticky bottom-0 flex flex-wrap justify-end gap-2 bg-white py-2 dark:bg-zinc-900">
        <Button variant="secondary" onClick={onBack}>
          {t('storyboard.script.back')}
        </Button>
        <Button type="submit" disabled={good === 0}>
          {t('storyboard.script.make', { count: good })}
        </Button>
      </div>
    </form>
  );
}
