import { zodResolver } from '@hookform/resolvers/zod';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from '@/lib/zod';
import { Form } from '@/components/ui/form/form';
import { HandedImage, PendingValues } from '@/components/ui/form/form-aids';
import { clearDraft, restoreValues, saveDraft } from '@/jobs/forms/drafts';
import { takeHandoff, useHandoverCount } from '@/jobs/forms/form-handoff';
import type { JobCreator } from '../generator';
import type { Preset } from '@/jobs/forms/presets';
import { recordPrompt } from '@/jobs/forms/prompt-history';
import { prefetchCreatePath, useCreateJob } from '@/jobs/create/use-create-job';
import { chargeOfForm } from '@/jobs/account/charges';
import { CostLine } from './cost-line';
import { withValues } from '@/jobs/create/try-again';
import { useCharacterShots } from './characters/use-character-shots';
import { draftOf, formStart, lostFilesOf, shapeOf, stillLost } from './form-start';
import { GenerateBar } from './generate-bar';
import {
  GeneratorFormAids,
  historyScope,
  type GeneratorFormContext,
  type HoldReason,
} from './generator-context';
import { PresetBar } from './preset-bar';
import { RestoreNote } from './restore-note';
import { useShowNewJob } from './use-show-new-job';
import { VariationsChoice, type VariationCount } from './variations-choice';

/** Ctrl+Enter (Cmd+Enter on a Mac): generate from anywhere in the form, text fields included. */
function isGenerateShortcut(event: KeyboardEvent): boolean {
  return (
    event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
  );
}

/** What the foot of a generator form shows: the create in flight, and what became of it. */
export interface CreateState {
  isPending: boolean;
  error: Error | null;
  createdJobId: string | undefined;
  /** Empties the form and its draft ("Clear"). */
  onClear: () => void;
}

type GeneratorFormProps<TInput extends FieldValues, TOutput> = {
  schema: z.ZodMiniType<TOutput, TInput>;
  defaults: TInput;
  creator: JobCreator<TOutput>;
  'aria-label': string;
  /** Prefix of every field's id; the generator's kind unless given. */
  idPrefix?: string;
  /** A line under the Generate button (e.g. "Each generation makes two clips."). */
  note?: ReactNode;
  /** Replaces the Generate bar, for a form whose action is not "Generate" (a lookup). */
  foot?: (create: CreateState) => ReactNode;
  /**
   * Presets at the top of the form: every form with the Generate bar has them; a form with its own
   * foot has them when it generates (Image, issue 54), not when it looks something up (GPTs).
   */
  presets?: boolean;
  /** Values a draft cannot keep (a chosen file), by field → the name to ask for again. */
  unkept?: (values: TInput) => Partial<Record<string, string>>;
  children: ReactNode;
};

/**
 * Every generator form: the schema validates (its messages appear at their fields), a valid form is
 * created exactly once through `useCreateJob`, and the Generate bar sits at the foot. A feature's
 * form is only its field declarations. What every form has is added here once: it starts from a
 * job's settings handed to it ("Use these settings") or from its draft, keeps its unsent values as
 * a draft until Generate succeeds or "Clear", and brings the new job into view. A form that
 * generates (not a lookup with its own foot) also gets presets (Image, with a foot of its own,
 * asks for them), Variations and Ctrl/Cmd+Enter;
 * the prompts of the fields a `PromptHistory` is placed under are remembered at each Generate.
 */
export function GeneratorForm<TInput extends FieldValues, TOutput>(
  props: GeneratorFormProps<TInput, TOutput>,
) {
  // Settings handed over while the form is open (from a job card beside it) start it afresh.
  const handovers = useHandoverCount(props.creator.kind);
  // The schema is built on first use (decision 019), here: in this component, not in the body
  // beside useForm, so React, drawing the page in slices, can yield between the two.
  const [shape] = useState(() => shapeOf(props.schema));
  return <GeneratorFormBody key={handovers} {...props} shape={shape} />;
}

function GeneratorFormBody<TInput extends FieldValues, TOutput>({
  schema,
  defaults,
  creator,
  idPrefix = creator.kind,
  note,
  foot,
  presets = foot === undefined,
  unkept,
  children,
  shape,
  ...aria
}: GeneratorFormProps<TInput, TOutput> & { shape: ReturnType<typeof shapeOf> }) {
  const kind = creator.kind;
  const created = useCreateJob(creator);
  const { submit, outcome } = created;
  // A prompt naming characters starts its shot with a first-frame step instead (issue 56).
  const shots = useCharacterShots(kind);
  const viaShot = shots.pending || shots.jobId !== undefined || shots.error !== null;
  const isPending = created.isPending || shots.pending;
  const error = viaShot ? shots.error : created.error;
  const createdJobId = viaShot ? shots.jobId : created.createdJobId;
  const reset = () => {
    created.reset();
    shots.clear();
  };
  const [variations, setVariations] = useState<VariationCount>(1);
  const remembered = useRef(new Set<string>());
  const rememberField = useCallback((field: string) => {
    remembered.current.add(field);
    return () => {
      remembered.current.delete(field);
    };
  }, []);
  // By registration, not by field: two parts of one field (a link's upload and its measurement)
  // may each hold it.
  const holds = useRef(new Map<symbol, { field: string; reason: HoldReason }>());
  const holdGenerate = useCallback((field: string, reason: HoldReason) => {
    const key = Symbol(field);
    holds.current.set(key, { field, reason });
    return () => {
      holds.current.delete(key);
    };
  }, []);
  const [aids] = useState<GeneratorFormContext>(() => ({ kind, rememberField, holdGenerate }));
  // The first one given: a feature may pass a new function each render.
  const [fileNames] = useState(() => unkept);
  // Read once: the hand-off or draft the form opened with. React may call this twice; it only reads.
  const [start] = useState(() => formStart(kind, shape, defaults));
  const [pending, setPending] = useState(start.pending);
  // A file the draft or the job's record could not keep stays asked for by name — at its field
  // and in every later draft — until one is chosen again, the field is cleared or the form is.
  const [lostFiles, setLostFiles] = useState(() => lostFilesOf(start.gaps));
  const unkeptNow = useCallback(
    (values: TInput) => ({
      ...stillLost(lostFiles, values, defaults),
      ...(fileNames?.(values) ?? {}),
    }),
    [lostFiles, fileNames, defaults],
  );
  const [cleared, setCleared] = useState(false);
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues: start.values as DefaultValues<TInput>,
  });

  useEffect(() => {
    // Taken once mounted, so a reload later opens the draft, which these settings now replace.
    if ((start.from === 'handoff' || start.from === 'image') && takeHandoff(kind)) {
      const draft = draftOf(start.values, defaults, fileNames?.(start.values) ?? {});
      if (draft) saveDraft(kind, draft);
      else clearDraft(kind);
    }
  }, [kind, start, defaults, fileNames]);

  const draftFiles = useRef(unkeptNow);
  useEffect(() => {
    const save = (values: TInput) => {
      const draft = draftOf(values, defaults, unkeptNow(values));
      if (draft) saveDraft(kind, draft);
      else clearDraft(kind);
    };
    // A lost file dealt with (chosen again, or its field cleared) leaves the draft at once, not
    // at the next change.
    if (draftFiles.current !== unkeptNow) {
      draftFiles.current = unkeptNow;
      save(form.getValues());
    }
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => save(values),
    });
  }, [form, kind, defaults, unkeptNow]);

  useEffect(() => {
    if (createdJobId !== undefined) clearDraft(kind);
  }, [createdJobId, kind]);
  useShowNewJob(createdJobId);

  function clear() {
    form.reset(defaults);
    clearDraft(kind);
    setPending({});
    setLostFiles({});
    setCleared(true);
    reset();
  }

  async function generate(values: TOutput, waited = false) {
    // A field whose value is not ready (an upload under way or failed): nothing is sent, and
    // the field says why, as a schema's message would. A value read in a moment (a measured
    // link) is waited for once, then the form is checked again with it.
    let held = false;
    const reads: Promise<unknown>[] = [];
    for (const { field, reason } of holds.current.values()) {
      const why = reason();
      if (why === null) continue;
      if (typeof why !== 'string') {
        if (!waited) reads.push(why);
        continue;
      }
      form.setError(field as never, { type: 'held', message: why }, { shouldFocus: !held });
      held = true;
    }
    if (held) return;
    if (reads.length > 0) {
      void Promise.allSettled(reads).then(() =>
        form.handleSubmit(
          (checked) => generate(checked, true),
          () => reset(),
        )(),
      );
      return;
    }
    // Remembered when sent, whatever the gateway answers: a refused prompt is still one to reuse.
    if (!isPending) {
      for (const field of remembered.current) {
        const text: unknown = form.getValues(field as never);
        if (typeof text === 'string')
          void recordPrompt(historyScope(kind, field), text).catch(() => undefined);
      }
    }
    // A shot naming characters (Video, Clip, Pixa) is one job that first makes its frame.
    const raw = form.getValues() as Record<string, unknown>;
    if (!foot && shots.mayTake(raw) && (await shots.tryStart(raw, withValues(creator, values))))
      return;
    if (viaShot) shots.clear();
    submit(values, foot ? 1 : variations);
  }

  /** The form's values as a preset keeps them: a chosen file is left out (its field back at its default). */
  function valuesToKeep() {
    const values = form.getValues();
    const draft = draftOf(values, defaults, fileNames?.(values) ?? {});
    return {
      values: draft?.values ?? { ...defaults },
      fileLeftOut: draft !== null && Object.keys(draft.files).length > 0,
    };
  }

  function applyPreset(preset: Preset) {
    // Field by field against the schema, as a draft is: a preset from an older form cannot break this one.
    form.reset({ ...defaults, ...(shape ? restoreValues(shape, preset.values) : {}) });
    setPending({});
    setLostFiles({});
    setCleared(true);
    reset();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!isGenerateShortcut(event) || !(event.target instanceof Element)) return;
    const formElement = event.target.closest('form');
    if (formElement === null) return;
    event.preventDefault();
    // The same guarded path as the button: nothing while a create is in flight.
    if (!isPending) formElement.requestSubmit();
  }

  const create: CreateState = { isPending, error, createdJobId, onClear: clear };
  const settle = (name: string) => setPending(({ [name]: _settled, ...rest }) => rest);
  const settleLostFile = (name: string) =>
    setLostFiles((now) =>
      Object.fromEntries(Object.entries(now).filter(([field]) => field !== name)),
    );
  return (
    // Key events from every field bubble here; the form element itself takes no handler. The
    // form's first focus or press fetches what Generate runs (issue 57).
    <div
      onKeyDown={onKeyDown}
      onFocus={prefetchCreatePath}
      onPointerDown={prefetchCreatePath}
      className="contents"
    >
      <GeneratorFormAids.Provider value={aids}>
        {/* An invalid submit clears the last create's outcome: it no longer describes this form. */}
        <Form
          form={form}
          idPrefix={idPrefix}
          shape={shape}
          onValid={(values) => generate(values)}
          onInvalid={() => reset()}
          aria-label={aria['aria-label']}
        >
          {presets ? (
            <PresetBar kind={kind} valuesToKeep={valuesToKeep} onApply={applyPreset} />
          ) : null}
          <PendingValues.Provider value={{ values: pending, settle, lostFiles, settleLostFile }}>
            <HandedImage.Provider value={cleared ? null : (start.image ?? null)}>
              {children}
            </HandedImage.Provider>
          </PendingValues.Provider>
          {cleared || createdJobId !== undefined ? null : (
            <RestoreNote
              from={start.from}
              imageFrom={start.image?.from}
              gaps={start.gaps}
              startValues={start.values}
            />
          )}
          {foot ? (
            foot(create)
          ) : (
            <GenerateBar
              {...create}
              note={note}
              outcome={outcome}
              cost={<FormCost kind={kind} variations={variations} />}
            >
              <VariationsChoice value={variations} onChange={setVariations} disabled={isPending} />
            </GenerateBar>
          )}
        </Form>
      </GeneratorFormAids.Provider>
    </div>
  );
}

/**
 * What one Generate will cost: the form's charge as its values are now (its kind's `price.ts`),
 * once per variation (decision 048). Its own component: it follows every keystroke, the form does not.
 */
function FormCost({ kind, variations }: { kind: string; variations: VariationCount }) {
  const values: unknown = useWatch();
  const charge =
    typeof values === 'object' && values !== null
      ? chargeOfForm(kind, values as Record<string, unknown>)
      : null;
  return <CostLine charges={Array.from({ length: variations }, () => charge)} />;
}
