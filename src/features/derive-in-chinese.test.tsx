import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { JobAction } from '@/jobs/job-view';
import { childSentence, sourceSentence } from '@/jobs/lineage';
import { recordPrompt } from '@/jobs/forms/prompt-history';
import { testJob } from '@/testing/jobs';
import { withFreshLedger } from '@/testing/ledger';
import { inChineseWithNothingSent } from '@/testing/in-chinese';
import { renderWithQuery } from '@/testing/render';
import { ExtendPanel } from './clip/extend-panel';
import { continueSchema } from '@/features/music/derive/derive';
import { MusicForm } from './music/music-form';
import { RemixPanel } from './video/remix-panel';
import { VideoForm } from './video/video-form';

/**
 * What was added after the first translation pass, in Chinese: variations, presets, the prompt
 * history, the derive forms (remix, extend) with their messages, Write lyrics and lineage words.
 */
withFreshLedger();

const fetchSpy = inChineseWithNothingSent();

const setupUser = () => userEvent.setup({ delay: null });
const action = (id: JobAction['id']): JobAction => ({ id, label: id, icon: 'sparkles' });

describe('the additions in Chinese', () => {
  it('variations, presets and their messages', async () => {
    const user = setupUser();
    renderWithQuery(<VideoForm />);
    const variations = await screen.findByRole('group', { name: '变体' });
    expect(variations).toHaveAccessibleDescription('一个请求。');
    await user.click(screen.getByRole('radio', { name: '3' }));
    expect(variations).toHaveAccessibleDescription('3 个请求，依次发送。');

    await user.click(screen.getByRole('button', { name: '预设' }));
    // The presets are read from IndexedDB when the panel opens (the button is busy meanwhile).
    expect(await screen.findByText('还没有预设。填好表单后点击“存为预设”。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '存为预设' }));
    // The name box comes with its first use.
    await user.click(await screen.findByRole('button', { name: '保存预设' }));
    await waitFor(() =>
      expect(screen.getByLabelText('预设名称')).toHaveAccessibleDescription('请为预设命名。'),
    );
    await user.type(screen.getByLabelText('预设名称'), '夜景');
    await user.click(screen.getByRole('button', { name: '保存预设' }));
    expect(await screen.findByText('已保存预设“夜景”。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^预设/ }));
    expect(screen.getByRole('list', { name: '预设' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重命名 夜景' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除 夜景' })).toBeInTheDocument();
    expect(fetchSpy()).not.toHaveBeenCalled();
  });

  it('the prompt history of the music form: its search box, toggle and remove button', async () => {
    await recordPrompt('music.lyrics', '[Verse]\n街灯低语');
    const user = setupUser();
    renderWithQuery(<MusicForm />);
    const search = await screen.findByRole('combobox', { name: '之前的歌词' });
    expect(search).toHaveAttribute('placeholder', '搜索 1 条历史提示词');
    await user.click(screen.getByRole('button', { name: '显示之前的歌词' }));
    expect(screen.getByText('按 Shift+Delete 可将高亮的提示词从历史中移除。')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /街灯低语/ }));
    expect(screen.getByText('字段中已填入一条之前的提示词。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '从历史中移除' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '写歌词' })).toBeInTheDocument();
  });

  it('Write lyrics: its field, hint and an empty idea refused in Chinese', async () => {
    const user = setupUser();
    renderWithQuery(<MusicForm />);
    await user.click(await screen.findByRole('button', { name: '写歌词' }));
    const idea = screen.getByLabelText('歌曲构想');
    expect(idea).toHaveAttribute('placeholder', '开往大海的夜车');
    await user.click(screen.getByRole('button', { name: '写出歌词' }));
    await waitFor(() => expect(idea).toHaveAccessibleDescription('请为歌曲写一个简短的构想。'));
    expect(fetchSpy()).not.toHaveBeenCalled();
  });

  it('Remix: its form in Chinese, an empty prompt refused in Chinese with nothing sent', async () => {
    const user = setupUser();
    const job = testJob({ prompt: '纸船' });
    renderWithQuery(<RemixPanel job={job} actions={[action('remix')]} />);
    await user.click(screen.getByRole('button', { name: '重混' }));
    const form = screen.getByRole('form', { name: '重混此视频' });
    expect(screen.getByRole('heading', { name: '重混此视频' })).toBeInTheDocument();
    const prompt = screen.getByLabelText('重混提示词');
    expect(prompt).toHaveAccessibleDescription(
      '要改变什么；模型、时长和尺寸沿用原视频。最多 4,000 个字符。',
    );
    await user.clear(prompt);
    await user.click(screen.getByRole('button', { name: '开始重混' }));
    await waitFor(() => expect(form).toHaveTextContent('请写出重混要改变的内容。'));
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(fetchSpy()).not.toHaveBeenCalled();
  });

  it('Extend: its form in Chinese', async () => {
    const user = setupUser();
    const job = testJob({ kind: 'clip', prompt: '蜂鸟' });
    renderWithQuery(<ExtendPanel job={job} actions={[action('extend')]} />);
    await user.click(screen.getByRole('button', { name: '延长' }));
    expect(screen.getByRole('form', { name: '延长此片段' })).toBeInTheDocument();
    for (const label of [
      '延长提示词',
      '延长部分的画面比例',
      '为延长部分扩写提示词',
      '循环延长部分',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开始延长' })).toBeInTheDocument();
  });

  it('Continue from here: its messages in Chinese', () => {
    const result = continueSchema(60).safeParse({
      continueAt: 75,
      lyrics: ' ',
      tags: '',
      title: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      '续写起点必须是 0 到 60 之间的秒数（片段的长度）。',
      '请写出接下来的歌词。',
    ]);
  });

  it('lineage sentences', () => {
    expect(sourceSentence({ jobId: 'a', relation: 'remix', remoteId: 't', at: null }, '纸船')).toBe(
      '“纸船”的重混',
    );
    expect(
      sourceSentence({ jobId: 'a', relation: 'continue', remoteId: 't', at: 72 }, '街灯'),
    ).toBe('从 1:12 处续写自“街灯”');
    const child = testJob({
      prompt: '夜里的纸船',
      source: { jobId: 'a', relation: 'stems', remoteId: 't', at: null },
    });
    expect(childSentence(child)).toBe('分离音轨：“夜里的纸船”');
  });
});
