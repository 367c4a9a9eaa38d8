import { queryOptions } from '@tanstack/react-query';
import type { GatewayConnection } from '@/gateway/connection';
import { GatewayError } from '@/gateway/errors';
import { zPixaTemplateList, type PixaTemplate } from '@/features/pixa/gateway-schema';
import { safeMediaUrl } from '@/lib/safe-url';
import { nonEmptyText } from '@/lib/text';
import { preferredLocales, templateName } from './normalise';
import { pixaPath } from './paths';

/** A template as the picker shows it: every URL checked, the name in the studio's language. */
export interface TemplateChoice {
  /** The exact digits: a template id can exceed 2^53 like every pixa id. */
  id: string;
  name: string;
  /** The still picture, or null when the gateway sent none we may load. */
  thumbnail: string | null;
  /** The preview that plays on hover or focus. */
  preview: string | null;
}

export function templateChoice(
  template: PixaTemplate,
  locales: readonly string[] = preferredLocales(),
): TemplateChoice {
  const id = template.template_id;
  return {
    id,
    name: templateName(template, locales) ?? nonEmptyText(template.template_name) ?? `#${id}`,
    thumbnail: safeMediaUrl(template.template_thumbnail_url),
    preview: safeMediaUrl(template.template_thumbnail_video_url),
  };
}

/**
 * What the list says: the templates, or that this gateway has no list at that path (404/405:
 * the Template ID box is then the only way), or another failure to show.
 */
export type TemplateList = { state: 'listed'; templates: PixaTemplate[] } | { state: 'absent' };

/** Keys name the gateway and the path, never the key. */
export const pixaTemplateKeys = {
  of: (baseUrl: string, path: string) => ['pixa-templates', baseUrl, path] as const,
};

/**
 * The effect templates, asked once a session per gateway and path (they change rarely, and the
 * picker opens often). Never retried on its own: Retry in the picker asks again.
 */
export function pixaTemplatesQuery(connection: GatewayConnection) {
  const path = pixaPath(connection.settings.paths, 'pixaTemplatesPath');
  return queryOptions({
    queryKey: pixaTemplateKeys.of(connection.client.baseUrl, path),
    queryFn: async ({ signal }): Promise<TemplateList> => {
      try {
        const templates = await connection.client.json({
          method: 'GET',
          path,
          schema: zPixaTemplateList,
          signal,
        });
        return { state: 'listed', templates };
      } catch (error) {
        if (error instanceof GatewayError && (error.status === 404 || error.status === 405))
          return { state: 'absent' };
        throw error;
      }
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    networkMode: connection.isDemo ? ('always' as const) : ('online' as const),
  });
}
