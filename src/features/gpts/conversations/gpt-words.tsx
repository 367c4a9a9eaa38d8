import { lazy, Suspense } from 'react';

// react-markdown is the heavy part of an answer: fetched once an answer is shown, not with the page.
const SafeMarkdown = lazy(() =>
  import('@/components/ui/safe-markdown').then((m) => ({ default: m.SafeMarkdown })),
);

const plain = 'text-sm leading-relaxed break-words whitespace-pre-wrap';

/**
 * A GPT's words: plain text while they stream (each piece costs a few characters, not a Markdown
 * pass over the whole answer), Markdown rendered safely once the answer has ended.
 */
export function GptWords({ text, streaming }: { text: string; streaming: boolean }) {
  if (streaming) return <p className={plain}>{text}</p>;
  return (
    <Suspense fallback={<p className={plain}>{text}</p>}>
      <SafeMarkdown className="text-sm">{text}</SafeMarkdown>
    </Suspense>
  );
}
