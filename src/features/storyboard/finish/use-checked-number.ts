import { useState } from 'react';
import type { z } from '@/lib/zod';

/**
 * A number box whose value is checked by a schema as it is typed (a transition's length, the
 * duck amount): a value the schema refuses stays in the box with the schema's message and is not
 * kept; a good one is handed on and the box shows the kept value again.
 */
export function useCheckedNumber(
  schema: z.ZodMiniType<number, number>,
  kept: number,
  onValid: (value: number) => void,
) {
  const [typed, setTyped] = useState<{ text: string; problem: string | null } | null>(null);
  return {
    text: typed?.text ?? String(kept),
    problem: typed?.problem ?? null,
    change(text: string) {
      const parsed = schema.safeParse(text.trim() === '' ? Number.NaN : Number(text));
      if (!parsed.success) {
        setTyped({ text, problem: parsed.error.issues[0]?.message ?? null });
        return;
      }
      setTyped(null);
      onValid(parsed.data);
    },
  };
}
