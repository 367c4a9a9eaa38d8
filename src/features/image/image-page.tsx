import { useT } from '@/i18n/use-t';
import { ImageEditForm } from './edit/edit-form';
import { ImageForm } from './image-form';

/**
 * The Image page: pictures from a prompt, and under them **Edit a picture** (issue 56) — a
 * second form of its own, with its own words for every control, so no name on the page is
 * shared by the two (Prompt, Size, Generate, Clear belong to the first).
 */
export function ImagePage() {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <ImageForm />
      <section
        id="image-edit"
        aria-labelledby="image-edit-title"
        className="flex scroll-mt-20 flex-col gap-3 border-t border-line pt-6"
      >
        <div className="flex flex-col gap-1">
          <h2 id="image-edit-title" className="text-lg font-semibold">
            {t('image.edit.heading')}
          </h2>
          <p className="text-sm text-muted">{t('image.edit.intro')}</p>
        </div>
        <ImageEditForm />
      </section>
    </div>
  );
}
