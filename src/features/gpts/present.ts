import { intlLocale } from '@/i18n/i18n';
import { formatDate } from '@/lib/time';
import type { GptsDocument } from '@/features/gpts/gateway-schema';

/**
 * Small readings of the document for the card. Every value stays a string the card renders as
 * text; nothing here decides that a string is safe markup.
 */

/** "25K+" as the vendor writes it; a bare count is formatted; neither is null. */
export function conversationsText(document: GptsDocument): string | null {
  const metrics = document.gizmo.vanity_metrics;
  const label = metrics?.num_conversations_str?.trim();
  if (label) return label;
  const count = metrics?.num_conversations;
  if (typeof count === 'number' && Number.isFinite(count))
    return count.toLocaleString(intlLocale());
  if (typeof count === 'string' && count.trim() !== '') return count.trim();
  return null;
}

/** Tool entries are `{type: "browser"|"python"|…}` (shape not shown); bare strings are read too. */
export function toolNames(tools: readonly unknown[] | null | undefined): string[] {
  const names = (tools ?? []).flatMap((tool) => {
    if (typeof tool === 'string') return [tool];
    if (
      typeof tool === 'object' &&
      tool !== null &&
      'type' in tool &&
      typeof tool.type === 'string'
    )
      return [tool.type];
    return [];
  });
  return [...new Set(names.map((n) => n.trim()).filter((n) => n !== ''))];
}

/** Knowledge file names, where entries carry one. */
export function fileNames(files: readonly unknown[] | null | undefined): string[] {
  return (files ?? []).flatMap((file) =>
    typeof file === 'object' &&
    file !== null &&
    'name' in file &&
    typeof file.name === 'string' &&
    file.name.trim() !== ''
      ? [file.name.trim()]
      : [],
  );
}

/** An ISO timestamp as a date a person reads; text that is not a date is shown as it came. */
export function dateText(
  value: string | null | undefined,
): { text: string; dateTime: string | null } | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return { text: value, dateTime: null };
  return {
    text: formatDate(ms),
    dateTime: new Date(ms).toISOString(),
  };
}

/** The answer text a failed lookup kept: `{content}` from the creator, or the body of a refusal. */
export function failedAnswerText(raw: unknown): string | null {
  if (typeof raw === 'string') return raw;
  if (
    typeof raw === 'object' &&
    raw !== null &&
    'content' in raw &&
    typeof raw.content === 'string'
  )
    return raw.content;
  return null;
}
