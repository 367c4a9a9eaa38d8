import { Fragment, type ReactNode } from 'react';
import { captionPieces } from '../finish/caption-breaks';
import type { CaptionStyle } from '../finish/caption-style';
import { CAPTION_FONT_FAMILY, captionLayout } from '../finish/captions';
import { filmDimensions, type FilmAspect } from '../finish/framing';

/**
 * The preview's picture framed to the film's shape (issue 42), with the caption of the moment
 * where the export puts it: the same size relative to the picture, the same margins and place, a
 * dark band behind each line or a dark outline round the type (the caption style, `captionLayout`). The video inside fills the frame, placed by `previewFit`.
 */
export function FilmFrame({
  aspect,
  caption,
  captionStyle,
  children,
}: {
  aspect: FilmAspect;
  caption: string | null;
  captionStyle: CaptionStyle;
  children: ReactNode;
}) {
  // The proportions only: any size gives the same percentages.
  const { width, height } = filmDimensions(aspect, '1080p');
  const layout = captionLayout(width, height, captionStyle);
  // The same place as `captionTop` gives the export: from the top, centred, or from the bottom.
  const place =
    layout.position === 'top'
      ? { top: `${(layout.top / height) * 100}%` }
      : layout.position === 'middle'
        ? { top: '50%', transform: 'translateY(-50%)' }
        : { bottom: `${(layout.bottom / height) * 100}%` };
  return (
    <div
      className="@container relative mx-auto overflow-hidden rounded-md bg-black"
      data-film-aspect={aspect}
      style={{
        aspectRatio: `${width} / ${height}`,
        // A vertical film stays within the window's height.
        width: `min(100%, calc(70vh * ${width / height}))`,
      }}
    >
      {children}
      {caption === null ? null : (
        <p
          className="pointer-events-none absolute inset-x-0 text-center font-semibold break-keep text-white"
          data-film-caption=""
          data-caption-position={layout.position}
          style={{
            ...place,
            paddingInline: `${((width - layout.maxWidth) / 2 / width) * 100}%`,
            fontSize: `${(layout.fontSize / width) * 100}cqw`,
            lineHeight: layout.lineHeight / layout.fontSize,
            fontFamily: CAPTION_FONT_FAMILY,
            lineBreak: 'strict',
          }}
        >
          <span
            className={
              layout.look === 'box'
                ? 'bg-black/60 box-decoration-clone px-[0.35em] whitespace-pre-line'
                : 'px-[0.35em] whitespace-pre-line'
            }
            style={
              layout.look === 'outline'
                ? {
                    WebkitTextStroke: '0.16em rgba(0, 0, 0, 0.9)',
                    paintOrder: 'stroke fill',
                  }
                : undefined
            }
          >
            <CaptionText text={caption} />
          </span>
        </p>
      )}
    </div>
  );
}

/**
 * A caption's words with a break allowed only where the export breaks (`captionPieces`): the
 * paragraph keeps CJK words whole (`word-break: keep-all`) and a `<wbr>` marks each place between
 * pieces, so the preview never shows "灯 / 笼" either.
 */
function CaptionText({ text }: { text: string }) {
  return text.split('\n').map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? '\n' : null}
      {captionPieces(line).map((piece, at, pieces) => (
        <Fragment key={at}>
          {/* A space breaks a line by itself: a mark only between pieces that touch. */}
          {at > 0 && !/\s$/u.test(pieces[at - 1] ?? '') && !/^\s/u.test(piece) ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </Fragment>
  ));
}
