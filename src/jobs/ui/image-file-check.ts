import { t } from '@/i18n/i18n';
import { measureImage, type ImageSize } from '@/lib/measure-image';

/**
 * What a generator takes as an image file, checked in the browser before any upload: its types,
 * its size in bytes, and — where the generator documents them — its pixels and shape.
 */
export interface ImageFileLimits {
  /** MIME types, e.g. `image/png`. */
  types: readonly string[];
  maxBytes: number;
  /** Least width and height in pixels; absent where nothing is documented. */
  minPx?: number;
  /** The widest shape either way (2.5 → from 1:2.5 to 2.5:1); absent where nothing is documented. */
  maxAspect?: number;
}

export type { ImageSize };

const MB = 1024 * 1024;

/** The type list as a person reads it: "PNG, JPEG or WebP". */
export function typeNames(types: readonly string[]): string {
  const names: Record<string, string> = { webp: 'WebP' };
  return types
    .map((type) => {
      const short = type.replace(/^image\//, '');
      return names[short] ?? short.toUpperCase();
    })
    .join(', ');
}

/**
 * Why this file cannot be sent under these limits, or null. Read before the upload (nothing
 * leaves for a file that breaks them): the type first, then the bytes, then the pixels (`size`
 * null: not measured yet, or not an image the browser can read).
 */
export function imageFileProblem(
  file: { name: string; type: string; size: number },
  size: ImageSize | null,
  limits: ImageFileLimits,
): string | null {
  if (!limits.types.includes(file.type.toLowerCase()))
    return t('frame.file.type', { name: file.name, types: typeNames(limits.types) });
  if (file.size > limits.maxBytes)
    return t('frame.file.tooBig', {
      name: file.name,
      // Rounded up: one byte over must not read as the limit itself.
      size: (Math.ceil((file.size / MB) * 10) / 10).toFixed(1),
      max: Math.round(limits.maxBytes / MB),
    });
  if (size === null) return t('frame.file.unreadable', { name: file.name });
  if (limits.minPx !== undefined && (size.width < limits.minPx || size.height < limits.minPx))
    return t('frame.file.tooSmall', {
      width: size.width,
      height: size.height,
      min: limits.minPx,
    });
  const aspect = size.width / size.height;
  if (
    limits.maxAspect !== undefined &&
    (aspect > limits.maxAspect || aspect < 1 / limits.maxAspect)
  )
    return t('frame.file.aspect', {
      width: size.width,
      height: size.height,
      max: limits.maxAspect,
    });
  return null;
}

/** The check in full: the type and bytes at once, the pixels once the browser has read them. */
export async function checkImageFile(file: File, limits: ImageFileLimits): Promise<string | null> {
  const early = imageFileProblem(
    file,
    { width: 1, height: 1 },
    {
      types: limits.types,
      maxBytes: limits.maxBytes,
    },
  );
  if (early !== null) return early;
  return imageFileProblem(file, await measureImage(file), limits);
}
