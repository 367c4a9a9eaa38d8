import { pageDemoAnswers } from '@/gateway/settings';
import { isWebUrl, safeMediaUrl } from '@/lib/safe-url';

/**
 * An image link a form may send in place of a file (Clip's start and end images, Pixa's image):
 * an absolute http(s) address, or a `blob:` link this page made, which is what the page's own demo
 * gateway answers an upload with. The latter only while that demo answers: it is read at each
 * check, so a draft that kept one from the demo is refused once a gateway elsewhere is set (it
 * could not open it).
 */
export function isImageLink(value: string): boolean {
  return isWebUrl(value) || isPageBlob(value);
}

function isPageBlob(value: string): boolean {
  return value.startsWith('blob:') && pageDemoAnswers() && safeMediaUrl(value) !== null;
}
