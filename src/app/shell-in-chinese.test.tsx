import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsStore } from '@/gateway/settings';
import { activateLocale } from '@/i18n/i18n';
import { withFreshLedger } from '@/testing/ledger';
import { App } from './app';
import { pageFor } from './abouts';
import { loadGeneratorBody, loadPageRoute } from './route-chunks';
import { ShortcutSheet } from './shortcut-sheet';

/** The shell in Chinese: the page's title, the skip link, the header, the banner and the shortcut sheet. */
withFreshLedger();

beforeEach(async () => {
  // jsdom has no modal dialogs: opening one sets its open attribute, which is all this test reads.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('nothing may be sent'))),
  );
  await activateLocale('zh');
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  window.location.hash = '';
  localStorage.clear();
  sessionStorage.clear();
  settingsStore.init({});
  await activateLocale('en');
});

// Pages are lazy chunks: rendering inside an awaited act lets them load and their effects (the
// page's title) run, as they do in a browser.
// Pages are lazy chunks: rendering inside an awaited act lets them load and their effects (the
// page's title) run, as they do in a browser.
const renderApp = () =>
  act(async () => {
    render(
      <App queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })} />,
    );
    const settings = pageFor('settings');
    await Promise.all([loadGeneratorBody(), settings && loadPageRoute(settings)]);
  });

describe('the shell in Chinese', () => {
  it('names the page, the header and the demo banner in Chinese', async () => {
    window.location.hash = '#/settings';
    await renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: '设置' })).toBeInTheDocument();
    expect(document.title).toBe('设置 · Media Studio');
    expect(screen.getByRole('link', { name: '跳到主要内容' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: '网关：演示网关' })).toHaveAttribute(
      'title',
      '在设置中更改网关',
    );
    expect(within(header).getByRole('group', { name: '主题' })).toBeInTheDocument();
    expect(within(header).getByRole('radio', { name: '跟随系统' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      '演示网关：任务在此浏览器中使用示例媒体运行',
    );
    expect(screen.getByRole('link', { name: '连接真实网关' })).toBeInTheDocument();
  });

  it('shows a generator page with its recent jobs and follow-by-id in Chinese', async () => {
    window.location.hash = '#/video';
    await renderApp();
    expect(await screen.findByRole('heading', { level: 2, name: '视频任务' })).toBeInTheDocument();
    expect(document.title).toBe('视频 · Media Studio');
    expect(await screen.findByText('还没有任务。结果会显示在这里和作品库中。')).toBeInTheDocument();
    expect(screen.getByText('按 ID 跟踪已有任务')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '跟踪' })).toBeInTheDocument();
  });

  it('opens the shortcut sheet in Chinese', async () => {
    render(<ShortcutSheet />);
    await userEvent.setup({ delay: null }).keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: '键盘快捷键' });
    expect(within(sheet).getByRole('heading', { name: '任意页面' })).toBeInTheDocument();
    expect(within(sheet).getByRole('heading', { name: '作品库' })).toBeInTheDocument();
    expect(within(sheet).getByText('显示这些快捷键')).toBeInTheDocument();
    expect(sheet.textContent).not.toMatch(/Keyboard shortcuts|Everywhere|Show these shortcuts/);
  });
});
