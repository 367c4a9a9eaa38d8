import Markdown, { type Components } from 'react-markdown';
import { safeLinkUrl } from '@/lib/safe-url';
import { cn } from '@/lib/cn';

/**
 * Untrusted Markdown (a model's or a link's words, issue 55 item 7; decision 040) as React
 * elements, never as HTML: markup in it is shown as the text it is, a link is a link only to an
 * http(s) address and opens in a new tab with `rel="noopener noreferrer"` (any other address is
 * shown as text beside its words), and a picture is never loaded (its words and address are shown).
 * Nothing in it runs or is fetched by itself; no `innerHTML`, so Trusted Types is untouched.
 * Import it lazily: react-markdown's pipeline is the heavy part of any page that shows answers.
 */
export function SafeMarkdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={cn('safe-markdown flex flex-col gap-2 break-words', className)}>
      <Markdown
        remarkPlugins={[htmlAsText]}
        components={components}
        // Addresses pass as written: the components below decide what may become one.
        urlTransform={(url) => url}
      >
        {children}
      </Markdown>
    </div>
  );
}

interface TreeNode {
  type: string;
  value?: string;
  children?: TreeNode[];
}

/** A remark step: every HTML node (a tag, a comment) becomes a text node of its own source. */
function htmlAsText() {
  const walk = (node: TreeNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(walk);
  };
  return walk;
}

const linkClass = 'font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300';

const components: Components = {
  a({ href, children }) {
    const safe = safeLinkUrl(href);
    if (safe === null)
      return (
        <span>
          {children}
          {href ? <span className="text-muted"> ‹{href}›</span> : null}
        </span>
      );
    return (
      <a href={safe} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {children}
      </a>
    );
  },
  img({ alt, src }) {
    return (
      <span className="text-muted">
        [{alt || 'image'}]{typeof src === 'string' && src !== '' ? ` ‹${src}›` : ''}
      </span>
    );
  },
  p: ({ children }) => <p className="leading-relaxed">{children}</p>,
  ul: ({ children }) => <ul className="list-disc pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="list-decimal pl-5">{children}</ol>,
  pre: ({ children }) => (
    <pre className="overflow-x-auto rounded-md bg-well p-2 text-xs">{children}</pre>
  ),
  code: ({ children }) => <code className="font-mono text-[0.9em]">{children}</code>,
  h1: ({ children }) => <p className="font-semibold">{children}</p>,
  h2: ({ children }) => <p className="font-semibold">{children}</p>,
  h3: ({ children }) => <p className="font-semibold">{children}</p>,
};
