/** True while React renders the painted shell: on the server at build time, or hydrating it. */
let painting = false;

/**
 * Called before React renders the painted shell (`static-shell.tsx`) or hydrates it (`main.tsx`):
 * the lazy parts then draw their fallbacks as plain markup, not as Suspense boundaries
 * (`LazyPart`).
 */
export function renderingPaintedShell(): void {
  painting = true;
}

/** Whether a part rendering now is part of the painted shell. */
export function paintingShell(): boolean {
  return painting;
}

/** Hydration has committed: every part opened from now on starts as itself. */
export function shellHydrated(): void {
  painting = false;
}
