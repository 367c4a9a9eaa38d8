import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FilePicker } from '@/components/ui/file-picker';
import { useGatewaySettings } from '@/gateway/settings';
import { describeError } from '@/gateway/errors';
import { exportLibrary, importLibrary } from '@/jobs/library-file';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { exportFileName, saveBlob } from '@/lib/save-file';

type Outcome = { tone: 'info' | 'danger'; text: string } | null;

/**
 * What an import did: the jobs added (and those already here), then the presets and prompts, then
 * what each feature's part added (music's personas, the storyboards, …), each a sentence.
 */
function importedText({
  added,
  skipped,
  presets,
  prompts,
  parts,
}: {
  added: number;
  skipped: number;
  presets?: number;
  prompts?: number;
  parts?: string[];
}): string {
  const jobs = skipped
    ? t('gallery.transfer.importedSkipped', { count: added, skipped })
    : t('gallery.transfer.imported', { count: added });
  return [
    jobs,
    presets ? t('gallery.transfer.presets', { count: presets }) : null,
    prompts ? t('gallery.transfer.prompts', { count: prompts }) : null,
    ...(parts ?? []),
  ]
    .filter((sentence) => sentence !== null)
    .join(' ');
}

/** Backup and move: the library out to a file (no key in it), and a file back in (checked first). */
export function LibraryTransfer() {
  const t = useT();
  const { apiKey } = useGatewaySettings();
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function download() {
    const text = await exportLibrary(apiKey);
    saveBlob(new Blob([text], { type: 'application/json' }), exportFileName('library', 'json'));
  }

  async function upload(file: File) {
    try {
      const result = await importLibrary(await file.text());
      setOutcome(
        result.ok
          ? {
              tone: 'info',
              text: importedText(result),
            }
          : { tone: 'danger', text: result.message },
      );
    } catch (error) {
      setOutcome({
        tone: 'danger',
        text: t('gallery.transfer.failed', { reason: describeError(error) }),
      });
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() =>
            void download().catch((e: unknown) =>
              setOutcome({ tone: 'danger', text: describeError(e) }),
            )
          }
        >
          {t('gallery.transfer.export')}
        </Button>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label htmlFor="library-import-file">{t('gallery.transfer.import')}</label>
          <FilePicker
            id="library-import-file"
            accept="application/json,.json"
            buttonText={t('gallery.transfer.choose')}
            fileName={null}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void upload(file);
            }}
          />
        </div>
      </div>
      {outcome ? (
        <Alert tone={outcome.tone} live>
          {outcome.text}
        </Alert>
      ) : null}
    </div>
  );
}
