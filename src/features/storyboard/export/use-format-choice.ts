import { useEffect, useState } from 'react';
import { chooseFormat, probeEncoders, type FilmFormat, type FormatChoice } from './formats';

/**
 * What an export would make here, asked of this browser's encoders at the film's size (undefined
 * while asking; null: nothing a film can be written in). Asked again when the size or the format
 * asked for changes.
 */
export function useFormatChoice(
  wanted: FilmFormat,
  width: number,
  height: number,
): FormatChoice | null | undefined {
  const [found, setFound] = useState<{ key: string; choice: FormatChoice | null } | null>(null);
  const key = `${wanted} ${width}x${height}`;
  useEffect(() => {
    let live = true;
    void probeEncoders(width, height).then((support) => {
      if (live) setFound({ key, choice: chooseFormat(wanted, support) });
    });
    return () => {
      live = false;
    };
  }, [key, wanted, width, height]);
  return found?.key === key ? found.choice : undefined;
}
