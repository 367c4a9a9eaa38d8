/// <reference types="vite/client" />
import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Dialog } from '@/components/ui/dialog';
import '@/index.css';

/**
 * The owned primitives mounted alone, for what jsdom cannot check (showModal, inert, focus
 * return). Built by e2e/primitives.spec.ts; never part of the app.
 */
function Harness() {
  const [open, setOpen] = useState(false);
  const [closes, setCloses] = useState(0);
  const [openerGone, setOpenerGone] = useState(false);
  const fallback = useRef<HTMLHeadingElement>(null);
  return (
    <main className="flex flex-col items-start gap-3 p-6">
      <h1 ref={fallback} tabIndex={-1}>
        Gallery
      </h1>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      {openerGone ? null : (
        <button
          type="button"
          onClick={() => {
            setOpen(true);
            setOpenerGone(true);
          }}
        >
          Open and re-render the opener away
        </button>
      )}
      <button type="button">After</button>
      <p>Closed {closes} times</p>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          setCloses((n) => n + 1);
        }}
        title="Video job"
        description="A paper boat on a pond"
        returnFocus={() => fallback.current}
      >
        <label htmlFor="note">Note</label>
        <input id="note" />
        <button type="button">Use these settings</button>
      </Dialog>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Harness />
    </StrictMode>,
  );
}
