import { Brush, Eraser, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ErrorLine } from '@/components/ui/field';
import { useT } from '@/i18n/use-t';
import { maskPng, type MaskStroke } from './mask';
import type { EditPicture, ImageEditFormInput } from './schema';

/** The brush a painter starts with: about a twelfth of the picture's shorter side. */
const startSize = (picture: EditPicture) =>
  Math.max(8, Math.round(Math.min(picture.width, picture.height) / 12));

/** The strokes drawn on the overlay, in the picture's pixels (the canvas is the picture's size). */
function draw(canvas: HTMLCanvasElement | null, strokes: readonly MaskStroke[]) {
  const context = canvas?.getContext('2d');
  if (!canvas || !context) return;
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const stroke of strokes) {
    context.globalCompositeOperation = stroke.mode === 'paint' ? 'source-over' : 'destination-out';
    context.strokeStyle = '#ef4444';
    context.fillStyle = '#ef4444';
    context.lineWidth = stroke.size;
    const [first, ...rest] = stroke.points;
    if (first === undefined) continue;
    context.beginPath();
    if (rest.length === 0) {
      context.arc(first.x, first.y, stroke.size / 2, 0, Math.PI * 2);
      context.fill();
      continue;
    }
    context.moveTo(first.x, first.y);
    for (const point of rest) context.lineTo(point.x, point.y);
    context.stroke();
  }
  context.globalCompositeOperation = 'source-over';
}

/**
 * The mask, painted with the pointer over the first picture (issue 56): **Brush** marks what may
 * change, **Eraser** takes it back, **Brush size**, **Undo**, **Erase the whole mask**. Drawn on
 * a canvas of the picture's own size laid over it, so a stroke is in the picture's pixels; the
 * mask the form sends is made from the strokes (`mask.ts`: transparent where painted) each time
 * a stroke ends. Optional: without one the whole picture may change, and the form says so.
 */
export function MaskPainter({ picture }: { picture: EditPicture }) {
  const t = useT();
  const id = useId();
  const { setValue } = useFormContext<ImageEditFormInput>();
  const { errors } = useFormState<ImageEditFormInput>({ name: 'mask' });
  const canvas = useRef<HTMLCanvasElement>(null);
  const [strokes, setStrokes] = useState<MaskStroke[]>([]);
  const drawing = useRef<MaskStroke | null>(null);
  const [mode, setMode] = useState<MaskStroke['mode']>('paint');
  const [size, setSize] = useState(() => startSize(picture));
  const [share, setShare] = useState(0);
  const maxSize = Math.max(16, Math.round(Math.max(picture.width, picture.height) / 3));

  useEffect(() => {
    draw(canvas.current, strokes);
    let live = true;
    void maskPng(strokes, picture.width, picture.height).then((mask) => {
      if (!live) return;
      setShare(mask?.share ?? 0);
      setValue(
        'mask',
        mask === null ? null : { png: mask.png, width: mask.width, height: mask.height },
        { shouldDirty: strokes.length > 0, shouldValidate: strokes.length > 0 },
      );
    });
    return () => {
      live = false;
    };
  }, [strokes, picture.width, picture.height, setValue]);

  function pointAt(event: PointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * picture.width) / Math.max(1, box.width),
      y: ((event.clientY - box.top) * picture.height) / Math.max(1, box.height),
    };
  }

  function extend(event: PointerEvent<HTMLCanvasElement>) {
    const stroke = drawing.current;
    if (stroke === null) return;
    drawing.current = { ...stroke, points: [...stroke.points, pointAt(event)] };
    draw(canvas.current, [...strokes, drawing.current]);
  }

  function finish() {
    const stroke = drawing.current;
    drawing.current = null;
    if (stroke !== null) setStrokes((now) => [...now, stroke]);
  }

  const error = errors.mask?.message;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{t('image.edit.mask')}</legend>
      <div
        role="toolbar"
        aria-label={t('image.edit.mask.tools')}
        className="flex flex-wrap items-center gap-3"
      >
        {(['paint', 'erase'] as const).map((tool) => (
          <label key={tool} className="inline-flex items-center gap-1.5 text-sm">
            <input
              type="radio"
              name={`${id}-tool`}
              checked={mode === tool}
              onChange={() => setMode(tool)}
            />
            {tool === 'paint' ? (
              <Brush aria-hidden="true" focusable="false" className="size-4" />
            ) : (
              <Eraser aria-hidden="true" focusable="false" className="size-4" />
            )}
            {tool === 'paint' ? t('image.edit.mask.brush') : t('image.edit.mask.eraser')}
          </label>
        ))}
        <label htmlFor={`${id}-size`} className="inline-flex items-center gap-2 text-sm">
          {t('image.edit.mask.brushSize')}
          <input
            id={`${id}-size`}
            type="range"
            min={2}
            max={maxSize}
            value={size}
            onChange={(e) => setSize(Number(e.currentTarget.value))}
          />
          <span className="w-14 text-xs text-muted">{t('image.edit.mask.px', { size })}</span>
        </label>
        <Button
          variant="secondary"
          disabled={strokes.length === 0}
          onClick={() => setStrokes((s) => s.slice(0, -1))}
        >
          <Undo2 aria-hidden="true" focusable="false" className="size-4" />
          {t('image.edit.mask.undo')}
        </Button>
        <Button variant="ghost" disabled={strokes.length === 0} onClick={() => setStrokes([])}>
          <Trash2 aria-hidden="true" focusable="false" className="size-4" />
          {t('image.edit.mask.reset')}
        </Button>
      </div>
      <div className="flex justify-center">
        <div
          className="relative"
          style={{
            aspectRatio: `${picture.width} / ${picture.height}`,
            width: `min(100%, ${(24 * picture.width) / picture.height}rem)`,
          }}
        >
          <img src={picture.png} alt="" className="absolute inset-0 size-full rounded" />
          <canvas
            ref={canvas}
            width={picture.width}
            height={picture.height}
            aria-label={t('image.edit.mask.canvas', { name: picture.name })}
            role="img"
            data-testid="mask-canvas"
            className="absolute inset-0 size-full cursor-crosshair touch-none rounded opacity-55"
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId);
              drawing.current = { mode, size, points: [pointAt(event)] };
              draw(canvas.current, [...strokes, drawing.current]);
            }}
            onPointerMove={extend}
            onPointerUp={finish}
            onPointerCancel={finish}
          />
        </div>
      </div>
      <p role="status" className="text-xs text-muted">
        {share === 0
          ? t('image.edit.mask.none')
          : t('image.edit.mask.share', { percent: Math.max(1, Math.round(share * 100)) })}
      </p>
      {error ? (
        <ErrorLine>{error}</ErrorLine>
      ) : (
        <p className="text-xs text-muted">{t('image.edit.mask.hint')}</p>
      )}
    </fieldset>
  );
}
