/**
 * A URL from the answer that is not http(s): shown as text, so a person sees what the answer held
 * without the browser ever acting on it.
 */
export function UnsafeUrlNote({ what, url }: { what: string; url: string }) {
  return (
    <p className="text-xs break-all text-zinc-500 dark:text-zinc-400">
      {what} (not a web address): <span>{url}</span>
    </p>
  );
}
