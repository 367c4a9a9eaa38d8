import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { zMedia } from '@/jobs/job';
import { addMissingJobs } from '@/jobs/ledger/create-writes';
import { childSentence, sourceSentence } from '@/jobs/lineage';
import { testJob } from '@/testing/jobs';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { LibraryPage } from './library-page';
import { setViewMode } from '@/features/gallery/grid/view-mode';
import { KindsProvider } from '@/features/gallery/job/kinds-provider';

/**
 * The library in Chinese: the find bar, the tiles and cards, the selection bar and its delete
 * question, the empty states. The English names are asserted by the library's own tests.
 */
withFreshLedger();

const kinds = { video: { label: '视频' } };

const finished = (id: string, prompt: string, createdAt: number) =>
  testJob({
    id,
    prompt,
    remoteIds: [`task-${id}`],
    createdAt,
    updatedAt: createdAt,
    changedAt: createdAt,
    media: [zMedia.parse({ kind: 'video', url: `https://cdn.example/${id}.mp4` })],
  });

function goTo(hash: string) {
  act(() => {
    window.history.pushState(null, '', hash);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

/** No English sentence (two words or more of Latin letters) in what a person reads or hears. */
function expectNoEnglish(texts: readonly string[]) {
  for (const text of texts) expect(text, text).not.toMatch(/[A-Za-z]{2,}\s+[A-Za-z]{2,}/);
}

const names = (role: 'button' | 'heading' | 'checkbox' | 'combobox' | 'link') =>
  screen.queryAllByRole(role).map((el) => el.getAttribute('aria-label') ?? el.textContent ?? '');

beforeEach(async () => {
  await activateLocale('zh');
});

afterEach(async () => {
  cleanup();
  goTo('#/');
  localStorage.clear();
  await activateLocale('en');
});

describe('the library in Chinese', () => {
  it('an empty library says so, and offers the first video', async () => {
    goTo('#/library');
    renderWithQuery(
      <KindsProvider kinds={kinds}>
        <LibraryPage />
      </KindsProvider>,
    );
    expect(await screen.findByRole('heading', { name: '作品库还是空的' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '作品库' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '生成你的第一个视频' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出作品库' })).toBeInTheDocument();
  });

  it('the find bar, the grid of tiles, the selection bar and its delete question', async () => {
    await addMissingJobs([finished('a', 'a red boat', 1_000), finished('b', 'a blue boat', 2_000)]);
    goTo('#/library');
    renderWithQuery(
      <KindsProvider kinds={kinds}>
        <LibraryPage />
      </KindsProvider>,
    );
    expect(await screen.findByText('2 个结果')).toBeInTheDocument();
    // The count shows from the first screen; "select all" only once the whole ledger is read.
    expect(await screen.findByRole('checkbox', { name: '全选' })).toBeInTheDocument();

    const find = screen.getByRole('search', { name: '查找任务' });
    expect(within(find).getByRole('searchbox', { name: '搜索' })).toBeInTheDocument();
    for (const label of ['生成器', '状态', '日期', '排序'])
      expect(within(find).getByRole('combobox', { name: label })).toBeInTheDocument();
    expect(within(find).getByRole('checkbox', { name: '仅显示收藏' })).toBeInTheDocument();
    expect(within(find).getByRole('option', { name: '最新优先' })).toBeInTheDocument();
    expect(within(find).getByRole('option', { name: '最近 7 天' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '网格' })).toBeChecked();

    const tiles = screen.getAllByRole('article', { name: '视频任务' });
    expect(tiles).toHaveLength(2);
    const first = tiles[0] as HTMLElement;
    expect(within(first).getByRole('button', { name: '打开：a blue boat' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: '收藏' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: '下载' })).toBeInTheDocument();
    expectNoEnglish(
      [...names('button'), ...names('heading'), ...names('checkbox'), ...names('combobox')].filter(
        (n) => !n.includes('boat'),
      ),
    );

    await userEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    const bar = screen.getByRole('region', { name: '已选内容' });
    expect(bar).toHaveTextContent('已选择 2 个');
    for (const name of [
      '收藏所选',
      '保存副本',
      '导出所选',
      '下载为 zip',
      '对比',
      '删除所选…',
      '取消选择',
    ])
      expect(within(bar).getByRole('button', { name })).toBeInTheDocument();
    // jsdom has no modal dialogs: opening one only sets `open`, which is all this question needs.
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
    });
    await userEvent.click(within(bar).getByRole('button', { name: '删除所选…' }));
    const question = await screen.findByRole('dialog', { name: '删除 2 个任务？' });
    expect(within(question).getByRole('button', { name: '删除 2 个任务' })).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: '取消' })).toBeInTheDocument();
  });

  it('the list of cards: its actions and the Remove question', async () => {
    await addMissingJobs([finished('a', 'a red boat', 1_000)]);
    setViewMode('list');
    goTo('#/library');
    renderWithQuery(
      <KindsProvider kinds={kinds}>
        <LibraryPage />
      </KindsProvider>,
    );
    const card = await screen.findByRole('article', { name: '视频任务' });
    expect(within(card).getByText('已完成')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '在此浏览器中保存副本' })).toBeInTheDocument();
    expect(within(card).getByText('原始记录')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: '移除…' }));
    expect(within(card).getByText('从作品库中移除？')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '移除' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '保留' })).toBeInTheDocument();
    expectNoEnglish(names('button').filter((n) => !n.includes('boat')));
  });

  it('a search that finds nothing says so and offers to clear the filters', async () => {
    await addMissingJobs([finished('a', 'a red boat', 1_000)]);
    goTo('#/library?q=kite');
    renderWithQuery(
      <KindsProvider kinds={kinds}>
        <LibraryPage />
      </KindsProvider>,
    );
    expect(await screen.findByRole('heading', { name: '没有匹配的任务' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '清除筛选' })).toBeInTheDocument();
    expect(screen.getByText('0 个结果')).toBeInTheDocument();
  });

  it('lineage sentences put the name where Chinese wants it', () => {
    expect(
      sourceSentence({ relation: 'remix', jobId: null, remoteId: 'x', at: null }, '纸船'),
    ).toBe('“纸船”的重混');
    const child = finished('c', 'night boat', 3_000);
    expect(
      childSentence({
        ...child,
        source: { relation: 'continue', jobId: 'a', remoteId: null, at: 72 },
      }),
    ).toBe('从 1:12 处续写：“night boat”');
  });
});
