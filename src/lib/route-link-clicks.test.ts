// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routeLinkClicks } from './hash-route';

function link(id: string, href: string, target = ''): HTMLAnchorElement {
  const a = document.createElement('a');
  a.id = id;
  a.href = href;
  a.target = target;
  a.textContent = id;
  return a;
}

describe('routeLinkClicks', () => {
  let stop: () => void;
  let heard: string[];
  const onHash = () => heard.push(window.location.hash);
  beforeEach(() => {
    window.history.replaceState(null, '', '#/video');
    heard = [];
    window.addEventListener('hashchange', onHash);
    stop = routeLinkClicks();
    document.body.replaceChildren(
      link('clip', '#/clip'),
      link('tab', '#/music', '_blank'),
      link('out', 'https://example.com/'),
    );
  });
  afterEach(() => {
    stop();
    window.removeEventListener('hashchange', onHash);
  });
  const click = (id: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    document.getElementById(id)?.dispatchEvent(event);
    return event;
  };

  it('a page link changes the route within the click', () => {
    const event = click('clip');
    expect(event.defaultPrevented).toBe(true);
    expect(window.location.hash).toBe('#/clip');
    expect(heard).toEqual(['#/clip']);
  });

  it('a new tab, a modifier click or another site is left to the browser', () => {
    expect(click('tab').defaultPrevented).toBe(false);
    expect(click('clip', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click('clip', { button: 1 }).defaultPrevented).toBe(false);
    expect(click('out').defaultPrevented).toBe(false);
    expect(heard).toEqual([]);
  });
});
