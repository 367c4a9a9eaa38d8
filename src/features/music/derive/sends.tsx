/** "Sends one paid request: …": what a derive form sends, said before it is sent. */
export function Sends({ children }: { children: string }) {
  return <p className="text-xs text-zinc-600 dark:text-zinc-400">{children}</p>;
}
