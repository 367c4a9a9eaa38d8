import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import { t } from '@/i18n/i18n';
import { isImageLink } from '@/jobs/forms/image-link';
import { useGeneratorFormAids } from '@/jobs/ui/generator-context';
import { measureAudioAt } from '@/lib/measure-audio';
import { naturalSize } from '@/lib/measure-image';
import { formatClock } from '@/lib/time';
import type { AudioLength, AvatarFormInput, PortraitSize } from './schema';

/** What the browser read of a link: a picture's pixels, or a sound's length. */
type Reading = { width: number; height: number } | { seconds: number };
type Measured = 'portrait' | 'audio';

/** A link's picture size or sound length, read once per page (null: this browser could not). */
const measureQuery = (field: Measured, link: string) =>
  queryOptions({
    queryKey: ['avatar-measure', field, link] as const,
    queryFn: async (): Promise<Reading | null> => {
      if (field === 'portrait') return naturalSize(link).catch(() => null);
      const seconds = await measureAudioAt(link);
      return seconds === null || !Number.isFinite(seconds) ? null : { seconds };
    },
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: false,
  });

/** The link the field holds now, when it is one the browser may open. */
function linkIn(form: UseFormReturn<AvatarFormInput>, field: Measured): string | null {
  const text = form.getValues(field).trim();
  return isImageLink(text) ? text : null;
}

/** Whether the form already holds a measurement of this link (a pick or a file knew it). */
function knows(form: UseFormReturn<AvatarFormInput>, field: Measured, link: string): boolean {
  const known = form.getValues(field === 'portrait' ? 'portraitSize' : 'audioLength');
  return known !== null && known.of === link;
}

/** A reading, written into the form's values beside the link it belongs to. */
function keep(form: UseFormReturn<AvatarFormInput>, link: string, reading: Reading) {
  if ('width' in reading) form.setValue('portraitSize', { ...reading, of: link });
  else form.setValue('audioLength', { seconds: reading.seconds, of: link });
}

/**
 * The portrait's size or the sound's length for the link the form holds now, measured in the
 * browser: what the form's schema checks its limits against (`portraitSize`, `audioLength`). A
 * measurement is a value the form sends nothing without, so it is written into the form's values
 * as it arrives, naming the link it belongs to (the limits' message then shows at once); a value a
 * pick or a file already knew is not measured again. Generate waits for a read under way (a
 * moment), and refuses a link this browser cannot open, saying so at the field.
 */
function useMeasured(field: Measured) {
  const form = useFormContext<AvatarFormInput>();
  const queryClient = useQueryClient();
  const raw = useWatch<AvatarFormInput, Measured>({ name: field });
  const known = useWatch<AvatarFormInput, 'portraitSize' | 'audioLength'>({
    name: field === 'portrait' ? 'portraitSize' : 'audioLength',
  });
  const text = raw.trim();
  const target = isImageLink(text) ? text : null;
  const measured = known !== null && known.of === target;
  const query = useQuery({
    ...measureQuery(field, target ?? ''),
    enabled: target !== null && !measured,
  });
  const reading = query.data;

  useEffect(() => {
    if (target === null || reading === undefined || reading === null) return;
    if (knows(form, field, target)) return;
    keep(form, target, reading);
    void form.trigger(field);
  }, [form, field, target, reading]);

  const hold = useGeneratorFormAids()?.holdGenerate;
  useEffect(
    () =>
      hold?.(field, () => {
        // Read live, not from a render: Generate may come before the next one.
        const link = linkIn(form, field);
        if (link === null || knows(form, field, link)) return null;
        const options = measureQuery(field, link);
        const read = queryClient.getQueryData(options.queryKey);
        if (read === undefined)
          return queryClient.fetchQuery(options).then((value) => {
            if (value !== null && !knows(form, field, link)) keep(form, link, value);
          });
        if (read === null)
          return field === 'portrait'
            ? t('avatar.portrait.unreadable')
            : t('avatar.audio.unreadable');
        keep(form, link, read);
        return null;
      }),
    [hold, field, form, queryClient],
  );
  const pending = target !== null && !measured && query.isPending;
  const unreadable = target !== null && !measured && reading === null;
  return { target, known: measured ? known : null, reading: pending, unreadable };
}

/** What the field says of its link: being read, not readable, or what was read. */
function said(
  read: { reading: boolean; unreadable: boolean },
  field: Measured,
  known: string | null,
) {
  if (read.reading)
    return field === 'portrait' ? t('avatar.portrait.measuring') : t('avatar.audio.measuring');
  if (read.unreadable)
    return field === 'portrait' ? t('avatar.portrait.unreadable') : t('avatar.audio.unreadable');
  return known;
}

export function useMeasuredPortrait() {
  const read = useMeasured('portrait');
  const size = read.known as PortraitSize | null;
  const known =
    size === null ? null : t('avatar.portrait.size', { width: size.width, height: size.height });
  return { target: read.target, said: said(read, 'portrait', known) };
}

export function useMeasuredSound() {
  const read = useMeasured('audio');
  const length = read.known as AudioLength | null;
  const known =
    length === null ? null : t('avatar.audio.length', { length: formatClock(length.seconds) });
  return { target: read.target, said: said(read, 'audio', known) };
}
