/**
 * Keeps a question a shortcut opened in view while focus stays in it. Focusing it scrolls it into
 * view once, but what loads above it afterwards (a result's player taking its height) pushes it
 * back out of the dialog's or the page's view — and Enter would then confirm something unseen.
 * So it is shown again each time the content around it changes size, until focus leaves it or
 * the caller stops (the question is answered). Returns the stop.
 */
export function keepInView(element: HTMLElement): () => void {
  const show = () => {
    if (element.isConnected) element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  show();
  // The dialog's content, or the page's, grows and shrinks as its parts load.
  const around = element.closest('dialog')?.firstElementChild ?? document.body;
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(show);
  observer?.observe(around);
  const stop = () => {
    observer?.disconnect();
    element.removeEventListener('focusout', left);
  };
  function left(event: FocusEvent) {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !element.contains(next)) stop();
  }
  element.addEventListener('focusout', left);
  return stop;
}
