import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CAPTION_STYLE } from '../finish/caption-style';
import { FilmFrame } from './film-frame';

/** The runs of text between the places the caption may break (its `<wbr>`s and line ends). */
function breakable(container: HTMLElement): string[] {
  const caption = container.querySelector('[data-film-caption] span');
  if (caption === null) throw new Error('no caption shown');
  const runs: string[] = [''];
  for (const node of caption.childNodes) {
    if (node.nodeName === 'WBR') runs.push('');
    else runs[runs.length - 1] += node.textContent ?? '';
  }
  return runs;
}

describe('the preview’s caption (issue 54)', () => {
  it('may break only between words, as the export does: never inside 灯笼', () => {
    const { container } = render(
      <FilmFrame aspect="9:16" caption="红灯笼照亮了码头" captionStyle={DEFAULT_CAPTION_STYLE}>
        <video />
      </FilmFrame>,
    );
    expect(breakable(container)).toEqual(['红', '灯笼', '照亮', '了', '码头']);
    // No break but those: CJK words are kept whole by the paragraph's keep-all.
    expect(container.querySelector('[data-film-caption]')).toHaveClass('break-keep');
  });
});
