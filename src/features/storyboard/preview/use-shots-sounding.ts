import { useEffect, useState } from 'react';
import { hasSound } from '../finish/shot-sound';

/**
 * Whether each shot has sound the film would mix (`hasSound`, the export's own test), in the
 * film's order; false until known. `key` changes when the blobs do (their queries' update times).
 */
export function useShotsSounding(blobs: readonly (Blob | undefined)[], key: string): boolean[] {
  const [known, setKnown] = useState<{ key: string; sounding: boolean[] }>({
    key: '',
    sounding: [],
  });
  useEffect(() => {
    let live = true;
    void Promise.all(
      blobs.map((blob) => (blob === undefined ? Promise.resolve(false) : hasSound(blob))),
    ).then((sounding) => {
      if (live) setKnown({ key, sounding });
    });
    return () => {
      live = false;
    };
    // The blobs change identity only when their data does: key says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return known.sounding;
}
