import { lazy, Suspense } from 'react';

// react-markdown and its unified pipeline (~35 KB gzip) are the heavy part of an answer: fetched
// once an answer is shown, never with a page (statically imported, they rode in the chunk every
// page shares).
const SafeMarkdown = lazy(() =>
  import('@/components/ui/safe-markdown').then((m) => ({ default: m.SafeMarkdown })),
);

const plain = 'leading-relaxed break-words whitespace-pre-wrap';

/**
 * A model's or a link's words (untrusted): plain text while they stream (each piece costs a few
 * characters, not a Markdown pass over the whole answer) and while the renderer loads, then
 * Markdown rendered safely (`SafeMarkdown`: no HTML, no scripts, nothing fetched).
 */
export function ModelWords({
  text,
  streaming = false,
  className = 'text-sm',
}: {
  text: string;
  streaming?: boolean;
  className?: string;
}) {
  const asText = <p className={`${plain} ${className}`}>{text}</p>;
  if (streaming) return asText;
  return (
    <Suspense fallback={asText}>
      <SafeMarkdown className={className}>{text}</SafeMarkdown>
    </Suspense>
  );
}
