import { Bookmark, ChevronDown, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { deletePreset, renamePreset, savePreset, type Preset } from '@/jobs/forms/presets';
import { usePresets } from '@/jobs/forms/use-studio-store';

/** The name box, fetched when a preset is first saved or renamed (issue 57). */
const PresetNameInput = lazy(() =>
  import('./preset-name-input').then((m) => ({ default: m.PresetNameInput })),
);

type Open = 'list' | 'save' | null;

/**
 * A generator's presets above its form: "Presets" lists them (a name applies it to the form;
 * nothing is sent), each can be renamed or deleted; "Save as preset" keeps the form's values
 * under a name. A chosen file is never kept, only its absence said.
 */
export function PresetBar({
  kind,
  valuesToKeep,
  onApply,
}: {
  kind: string;
  /** The form's values as a preset keeps them, and whether a chosen file had to be left out. */
  valuesToKeep: () => { values: Record<string, unknown>; fileLeftOut: boolean };
  onApply: (preset: Preset) => void;
}) {
  const t = useT();
  const presets = usePresets(kind);
  const [open, setOpen] = useState<Open>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const listId = useId();
  const count = presets?.length ?? 0;

  return (
    <div className="flex flex-col gap-3 border-b border-zinc-200 pb-3 dark:border-zinc-800">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          aria-expanded={open === 'list'}
          aria-controls={listId}
          // Until the presets are read (the moment after a reload) the count says it is coming:
          // a "Presets" with no count would tell the person the presets they kept are gone.
          aria-busy={presets === undefined ? true : undefined}
          onClick={() => {
            setOpen(open === 'list' ? null : 'list');
            setSaid(null);
          }}
        >
          <Bookmark aria-hidden="true" className="size-4" />
          {t('form.presets')}
          {/* One badge, one width, from the painted shell on: "…" while the presets are read,
              then their count ("0" too), so nothing beside the button moves when they arrive
              (CLS 0, e2e/first-load.spec.ts). A count of none or "…" stays out of the name. */}
          <span
            aria-hidden={count > 0 ? undefined : true}
            className={cn(
              'min-w-7 rounded-full bg-zinc-100 px-1.5 text-center text-xs tabular-nums dark:bg-zinc-800',
              count > 0 ? null : 'text-zinc-600 dark:text-zinc-400',
            )}
          >
            {presets === undefined ? '…' : count}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={open === 'list' ? 'size-4 rotate-180' : 'size-4'}
          />
        </Button>
        <Button
          variant="ghost"
          aria-expanded={open === 'save'}
          onClick={() => {
            setOpen(open === 'save' ? null : 'save');
            setSaid(null);
          }}
        >
          {t('form.presets.saveAs')}
        </Button>
        {said !== null ? (
          <p role="status" className="text-xs text-zinc-600 dark:text-zinc-400">
            {said}
          </p>
        ) : null}
      </div>

      {open === 'save' ? (
        <Suspense fallback={null}>
          <PresetNameInput
            label={t('form.presets.name')}
            action={t('form.presets.save')}
            onCancel={() => setOpen(null)}
            onDone={async (name) => {
              const { values, fileLeftOut } = valuesToKeep();
              const { replaced } = await savePreset(kind, name, values);
              setOpen(null);
              setSaid(
                fileLeftOut
                  ? t(
                      replaced
                        ? 'form.presets.updatedFileLeftOut'
                        : 'form.presets.savedFileLeftOut',
                      { name },
                    )
                  : t(replaced ? 'form.presets.updated' : 'form.presets.saved', { name }),
              );
            }}
          />
        </Suspense>
      ) : null}

      {open === 'list' && presets !== undefined ? (
        <div id={listId}>
          {count === 0 ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('form.presets.empty')}</p>
          ) : (
            <ul
              aria-label={t('form.presets')}
              className="flex flex-col divide-y divide-zinc-100 rounded-md border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
            >
              {(presets ?? []).map((preset) => (
                <li key={preset.id} className="flex items-center gap-1 px-2 py-1">
                  {renaming === preset.id ? (
                    <div className="flex-1 py-1">
                      <Suspense fallback={null}>
                        <PresetNameInput
                          label={t('form.presets.newName', { name: preset.name })}
                          initial={preset.name}
                          action={t('form.presets.rename')}
                          onCancel={() => setRenaming(null)}
                          onDone={async (name) => {
                            await renamePreset(preset.id, name);
                            setRenaming(null);
                            setSaid(t('form.presets.renamed', { name }));
                          }}
                        />
                      </Suspense>
                    </div>
                  ) : (
                    <>
                      <button
                        type="button"
                        onClick={() => {
                          onApply(preset);
                          setOpen(null);
                          setSaid(t('form.presets.applied', { name: preset.name }));
                        }}
                        className="min-w-0 flex-1 truncate rounded px-2 py-1.5 text-left text-sm font-medium hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-zinc-800"
                      >
                        {preset.name}
                      </button>
                      <IconButton
                        icon={Pencil}
                        size="sm"
                        label={t('form.presets.renameOne', { name: preset.name })}
                        onClick={() => setRenaming(preset.id)}
                      />
                      <IconButton
                        icon={Trash2}
                        size="sm"
                        label={t('form.presets.deleteOne', { name: preset.name })}
                        onClick={() => {
                          void deletePreset(preset.id).then(() =>
                            setSaid(t('form.presets.deleted', { name: preset.name })),
                          );
                        }}
                      />
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
