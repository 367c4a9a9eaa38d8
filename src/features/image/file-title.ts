/** Words of a prompt kept in a numbered file title: the download name cuts at about 40 letters. */
const TITLE_WORDS_MAX = 30;

/**
 * The title a downloaded image is named by: the prompt's first words and, when one request made
 * several, the image's number — `image-a-lighthouse-at-dawn-2-<id>.png` — so the images of one job
 * never save under one name. Null for a single image: the prompt names it as it names any result.
 */
export function imageFileTitle(prompt: string, slot: number, count: number): string | null {
  if (count < 2) return null;
  const words = prompt
    .replace(/\[[^\]\n]{0,40}\]/gu, ' ')
    .trim()
    .split(/\s+/u);
  let head = '';
  for (const word of words) {
    const next = head === '' ? word : `${head} ${word}`;
    if (next.length > TITLE_WORDS_MAX) break;
    head = next;
  }
  if (head === '') head = (words[0] ?? '').slice(0, TITLE_WORDS_MAX);
  return `${head} ${slot + 1}`.trim();
}
