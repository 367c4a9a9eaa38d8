import { useRef, useState } from 'react';
import { useGatewayConnection } from '@/gateway/connection';
import { autoAddBoard } from '@/jobs/boards/auto-add';
import { allCharacters } from '@/jobs/characters/characters';
import { mentionsIn } from '@/jobs/characters/mentions';
import { useImageInputs } from '@/jobs/frames/image-inputs';
import type { JobCreator } from '@/jobs/generator-types';

/**
 * A Generate whose prompt names characters (issue 56), in a form that can start from a picture:
 * instead of the create, the shot's record with its first-frame step (`startShot`), the video sent
 * later from its card. `tryStart` says whether it took the Generate; one in flight takes a second
 * press too (nothing twice).
 */
export function useCharacterShots(kind: string) {
  const connection = useGatewayConnection();
  const inputs = useImageInputs();
  const busy = useRef(false);
  const [state, setState] = useState<{
    pending: boolean;
    jobId: string | undefined;
    error: Error | null;
  }>({ pending: false, jobId: undefined, error: null });

  /** Whether it might take this Generate (an `@`, in a form that takes a picture); nothing is read. */
  function mayTake(values: Readonly<Record<string, unknown>>): boolean {
    const prompt = typeof values.prompt === 'string' ? values.prompt : '';
    return mentionsIn(prompt).length > 0 && inputs.some((i) => i.kind === kind && i.withPicture);
  }

  async function tryStart(
    values: Record<string, unknown>,
    creator: JobCreator<void>,
  ): Promise<boolean> {
    if (!mayTake(values)) return false;
    if (busy.current) return true;
    busy.current = true;
    try {
      // A shot's code (what it is made of, its first-frame step) comes with the first Generate
      // that names a character: a page whose prompts name none never loads it (issue 57).
      const [{ characterShot }, characters] = await Promise.all([
        import('@/jobs/characters/shot'),
        allCharacters(),
      ]);
      const shot = characterShot(kind, inputs, values, characters);
      if (shot === null) return false;
      setState({ pending: true, jobId: undefined, error: null });
      const board = autoAddBoard();
      const { startShot } = await import('@/jobs/characters/frame-step');
      const jobId = await startShot({
        connection,
        kind,
        input: shot.input,
        named: shot.named,
        values,
        summary: creator.summarize(),
        request: creator.describeRequest(undefined, connection.settings),
        boards: board === null ? [] : [board],
      });
      setState({ pending: false, jobId, error: null });
      return true;
    } catch (error) {
      setState({
        pending: false,
        jobId: undefined,
        error: error instanceof Error ? error : new Error(String(error)),
      });
      return true;
    } finally {
      busy.current = false;
    }
  }

  return {
    ...state,
    tryStart,
    mayTake,
    clear: () => setState({ pending: false, jobId: undefined, error: null }),
  };
}
