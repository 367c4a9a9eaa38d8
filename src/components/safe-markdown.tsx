import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { useT } from '@/i18n/use-t';
import { safeLinkUrl } from '@/lib/safe-url';

/** The little of a Markdown tree this file touches: a node's kind, its text, its children. */
interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

/**
 * Raw HTML in an answer becomes plain text (issue 55): `<script>` and `<img onerror>` are shown as
 * the characters they are, so a person sees what the model or the link said, and none of it is
 * markup. Without this, react-markdown would drop them silently (it never renders raw HTML: there
 * is no rehype-raw here, and there must never be).
 */
function htmlAsText() {
  const walk = (node: MarkdownNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(walk);
  };
  return (tree: MarkdownNode) => walk(tree);
}

const plugins = [htmlAsText];

/** Addresses reach the components as written; each decides (`safeLinkUrl`) what may be a link. */
const keepUrl = (url: string) => url;

function AnswerLink({ href, children }: ComponentProps<'a'>) {
  const t = useT();
  const safe = safeLinkUrl(href);
  if (safe === null)
    return (
      <span>
        {children}{' '}
        <span className="text-xs break-all text-zinc-500 dark:text-zinc-400">
          ({t('markdown.linkNotOpened', { url: href ?? '' })})
        </span>
      </span>
    );
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      className="text-indigo-700 underline dark:text-indigo-300"
    >
      {children}
    </a>
  );
}

/** A picture in an answer is never loaded by itself: it is offered as a link a person may open. */
function AnswerPicture({ src, alt }: ComponentProps<'img'>) {
  const t = useT();
  const name = alt?.trim() || (typeof src === 'string' ? src : '');
  const safe = safeLinkUrl(src);
  if (safe === null)
    return <span className="text-zinc-500">{t('markdown.pictureNotLoaded', { name })}</span>;
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      className="text-indigo-700 underline dark:text-indigo-300"
    >
      {t('markdown.picture', { name })}
    </a>
  );
}

const components: Components = { a: AnswerLink, img: AnswerPicture };

/**
 * Untrusted Markdown (a model's answer, a link's summary) rendered safely: React elements only,
 * never HTML (raw HTML is shown as text), links only to http(s) and opened with
 * `rel="noopener noreferrer"`, pictures never fetched on their own. Trusted Types stay enforced:
 * nothing here writes markup.
 */
export function SafeMarkdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={className ?? 'markdown'}>
      <Markdown remarkPlugins={plugins} components={components} urlTransform={keepUrl}>
        {children}
      </Markdown>
    </div>
  );
}
