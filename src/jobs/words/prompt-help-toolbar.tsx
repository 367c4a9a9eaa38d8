import { Languages, Maximize2, Minimize2, WandSparkles, type LucideIcon } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { promptAsks, type PromptAsk } from './prompt-asks';

const askIcons: Record<PromptAsk, LucideIcon> = {
  improve: WandSparkles,
  expand: Maximize2,
  shorter: Minimize2,
  translate: Languages,
};

const keySteps: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The four asks of prompt help as one toolbar (WAI-ARIA's pattern): one tab stop in the form, the
 * arrow keys (and Home / End) move between the asks, so a keyboard goes from the field to the next
 * field with one Tab more, not four. An ask under way stays focusable, marked unavailable.
 */
export function PromptHelpToolbar({
  label,
  busy,
  onAsk,
}: {
  label: string;
  /** The ask whose answer is streaming, if any. */
  busy: PromptAsk | null;
  onAsk: (kind: PromptAsk) => void;
}) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = keySteps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = step(current, promptAsks.length);
    setCurrent(next);
    buttons.current[next]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="-mx-1 flex flex-wrap items-center gap-1"
    >
      {promptAsks.map((kind, index) => {
        const Icon = askIcons[kind];
        const unavailable = busy === kind;
        return (
          <Button
            key={kind}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            variant="ghost"
            tabIndex={index === current ? 0 : -1}
            aria-disabled={unavailable || undefined}
            className="gap-1.5 px-2 py-1 text-xs aria-disabled:cursor-progress aria-disabled:opacity-60"
            onFocus={() => setCurrent(index)}
            onClick={() => {
              if (!unavailable) onAsk(kind);
            }}
          >
            <Icon aria-hidden="true" focusable="false" className="size-3.5 shrink-0" />
            {t(`promptHelp.${kind}`)}
          </Button>
        );
      })}
    </div>
  );
}
