import { t } from '@/i18n/i18n';
import type { CaptionTarget } from '@/jobs/caption-targets';
import { hrefFor } from '@/lib/hash-route';
import { layLines } from './lay-lines';
import { listStoryboards, updateStoryboard } from './storyboard-db';

/**
 * The storyboards as a place for timed words (issue 55): From a link's **Use as captions** lays a
 * link's subtitles on a storyboard's shots by time, through this, without knowing the storyboard.
 */
export const storyboardCaptions: CaptionTarget = {
  get label() {
    return t('storyboard.label');
  },
  async list() {
    return (await listStoryboards()).map((board) => ({ id: board.id, name: board.name }));
  },
  async apply(id, lines) {
    let result: ReturnType<typeof layLines> | null = null;
    const saved = await updateStoryboard(id, (board) => {
      result = layLines(board.shots, lines);
      return { ...board, shots: result.shots };
    });
    if (saved === null || result === null) return null;
    const { laid, parts, leftOut } = result;
    return { name: saved.name, laid, parts, leftOut };
  },
  href: (id) => hrefFor('/storyboard', { board: id }),
};
