/// <reference types="vite/client" />
import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Sparkles, Star } from 'lucide-react';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { FilePicker } from '@/components/ui/file-picker';
import { IconButton } from '@/components/ui/icon-button';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import '@/index.css';

/**
 * The owned primitives mounted alone, for what jsdom cannot check (showModal, inert, focus
 * return). Built by e2e/primitives.spec.ts; never part of the app.
 */
function Harness() {
  const [open, setOpen] = useState(false);
  const [closes, setCloses] = useState(0);
  const [openerGone, setOpenerGone] = useState(false);
  const [starred, setStarred] = useState(false);
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
      <Field id="status" label="Status">
        <Select id="status" defaultValue="">
          <option value="">All statuses</option>
          <option value="failed">Failed</option>
        </Select>
      </Field>
      <Field id="frame" label="First frame" hint="At least 300×300 px">
        <FilePicker id="frame" accept="image/*" aria-describedby="frame-hint" />
      </Field>
      <IconButton
        icon={Star}
        label="Favourite"
        pressed={starred}
        onClick={() => setStarred(!starred)}
      />
      <div aria-busy="true" className="flex w-64 flex-col gap-2">
        <p role="status">Loading the library…</p>
        <Skeleton className="aspect-video w-full" />
      </div>
      <EmptyState icon={Sparkles} title="No jobs yet" action={<a href="#/video">Make a video</a>}>
        What you generate appears here.
      </EmptyState>
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
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
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
