import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { countText } from '@/components/ui/form/count-text';
import { OfflineError } from '@/gateway/errors';
import { describeHttpFailure } from '@/testing/http-failure';

import { jobView } from '@/jobs/job-view';
import { statusPresentation } from '@/jobs/status';
import { summaryFormats, summaryLines } from '@/jobs/summary-fields';
import { formatBytes } from '@/lib/bytes';
import { formatDuration, formatTime } from '@/lib/time';
import { testJob } from '@/testing/jobs';
import { withFreshLedger } from '@/testing/ledger';
import { inChineseWithNothingSent } from '@/testing/in-chinese';
import { renderWithQuery } from '@/testing/render';
import { generators } from '@/app/registry';
import { ClipForm } from './clip/clip-form';
import { clipGenerator } from './clip';
import { GptLookupForm } from './gpts/gpt-lookup-form';
import { MusicForm } from './music/music-form';
import { musicGenerator } from './music';
import { PikbPage } from './pikb/pikb-page';
import { PixaForm } from './pixa/pixa-form';
import { pixaGenerator } from './pixa';
import { VideoForm } from './video/video-form';
import { videoGenerator } from './video';

/**
 * Every generator's form in Chinese: its labels, and a Chinese message next to the field a bad
 * value is in, with nothing sent. The English forms are tested in each generator's own tests.
 */
withFreshLedger();

const fetchSpy = inChineseWithNothingSent();

const setupUser = () => userEvent.setup({ delay: null });

async function submitAndExpect(
  ui: ReactElement,
  fill: (user: ReturnType<typeof setupUser>) => Promise<void>,
  button: string,
  field: string,
  message: string,
) {
  const user = setupUser();
  renderWithQuery(ui);
  await fill(user);
  await user.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByLabelText(field)).toHaveAccessibleDescription(message);
  expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
  expect(fetchSpy()).not.toHaveBeenCalled();
}

describe('the generator forms in Chinese', () => {
  it('video: Chinese labels, and an empty prompt is refused in Chinese', async () => {
    await submitAndExpect(
      <VideoForm />,
      () => Promise.resolve(),
      '生成',
      '提示词',
      '请填写提示词。',
    );
    expect(screen.getByRole('form', { name: '视频生成器' })).toBeInTheDocument();
    for (const label of ['模型', '时长（秒）', '分辨率', '画面比例', '水印'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: '文生视频（videomodel-1.0-t2v）' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '清空' })).toBeInTheDocument();
  });

  it('video: seconds out of range are refused in Chinese', async () => {
    await submitAndExpect(
      <VideoForm />,
      async (user) => {
        await user.click(screen.getByLabelText('提示词'));
        await user.paste('纸船');
        await user.clear(screen.getByLabelText('时长（秒）'));
        await user.type(screen.getByLabelText('时长（秒）'), '99');
      },
      '生成',
      '时长（秒）',
      '时长必须是 3 到 15 之间的整数秒。',
    );
  });

  it('clip: a start image that is not a web address is refused in Chinese', async () => {
    await submitAndExpect(
      <ClipForm />,
      async (user) => {
        await user.click(screen.getByLabelText('提示词'));
        await user.paste('蜂鸟');
        await user.type(screen.getByLabelText('起始图片网址'), 'not a url');
      },
      '生成',
      '起始图片网址',
      '起始图片网址必须是以 http:// 或 https:// 开头的网址。',
    );
    expect(screen.getByLabelText('扩写提示词')).toBeChecked();
  });

  it('pixa: a seed that is not a whole number is refused in Chinese', async () => {
    await submitAndExpect(
      <PixaForm />,
      async (user) => {
        await user.click(screen.getByLabelText('提示词'));
        await user.paste('红狐');
        await user.type(screen.getByLabelText('随机种子'), 'abc');
      },
      '生成',
      '随机种子',
      '随机种子必须是 0 到 2,147,483,647 之间的整数，留空则随机。',
    );
    for (const label of ['模板 ID', '时长', '画质', '运动模式', '图片网址', '去除水印'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
  });

  it('pixa: the motion modes are named in Chinese, in the menu and on a card', () => {
    renderWithQuery(<PixaForm />);
    const modes = within(screen.getByLabelText('运动模式')).getAllByRole('option');
    expect(modes.map((o) => o.textContent)).toEqual(['普通', '快速']);
    expect(modes.map((o) => o.getAttribute('value'))).toEqual(['normal', 'fast']);
    expect(summaryLines({ motionMode: 'fast' }, pixaGenerator.summaryFields)).toEqual([
      { key: 'motionMode', label: '运动模式', text: '快速' },
    ]);
  });

  it('music: lyrics are asked for in Chinese, and the note under Generate is Chinese', async () => {
    await submitAndExpect(
      <MusicForm />,
      () => Promise.resolve(),
      '生成',
      '歌词',
      '请填写歌词，或勾选“纯音乐”。',
    );
    expect(screen.getByText('每次生成会产出两个片段。')).toBeInTheDocument();
    for (const label of ['模式', '风格标签', '标题', '纯音乐', '模型'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
  });

  it('pikb: a task id that is not a UUID is refused in Chinese', async () => {
    await submitAndExpect(
      <PikbPage />,
      (user) => user.type(screen.getByLabelText('任务 ID'), 'not-a-uuid'),
      '跟踪',
      '任务 ID',
      '任务 ID 是 UUID：按 8-4-4-4-12 分组的 32 位十六进制数字，例如 9b2f6c1e-4a7d-4e3b-8c5a-1f2e3d4c5b6a。',
    );
  });

  it('gpts: an id without "g-" is refused in Chinese', async () => {
    await submitAndExpect(
      <GptLookupForm />,
      (user) => user.type(screen.getByLabelText('GPT ID'), 'abc'),
      '查询',
      'GPT ID',
      'GPT ID 以“g-”开头，例如 g-2fkFE8rbu。',
    );
  });
});

describe('words said outside React, in Chinese', () => {
  it('generator names, summary labels and the importer follow the language when read', () => {
    expect(videoGenerator.label).toBe('视频');
    expect(musicGenerator.label).toBe('音乐');
    expect(clipGenerator.summaryFields.loop?.label).toBe('循环');
    expect(videoGenerator.importer?.label).toBe('任务 ID');
    expect(musicGenerator.importer?.summary(['a', 'b']).fields.imported).toBe('2 个片段');
  });

  it('status words, job actions and the result label', () => {
    expect(statusPresentation.queued.label).toBe('排队中');
    expect(statusPresentation.running.label).toBe('生成中');
    expect(statusPresentation.succeeded.label).toBe('已完成');
    expect(statusPresentation.failed.label).toBe('失败');
    const job = testJob({ status: 'failed', error: null, prompt: '纸船' });
    const view = jobView(job, {
      kindLabel: '视频',
      gateway: job.gateway,
      now: job.changedAt,
      pageStartedAt: 0,
      canPoll: true,
      canAttach: true,
    });
    expect(view.label).toBe('失败');
    expect(view.failure).toBe('网关报告了失败，但没有附带说明。');
    expect(view.resultLabel).toBe('视频结果：纸船');
    expect(view.actions.map((a) => a.label)).toContain('移除…');
  });

  it('formatters: counts, sizes, durations, dates and seconds', () => {
    expect(countText(12, 500)).toBe('12 / 500');
    expect(countText(4012, 4000)).toBe('超出 4,000 字上限 12 个字');
    expect(formatBytes(812)).toMatch(/^812\s?字节$/);
    expect(formatDuration(184)).toBe('3 分 4 秒');
    expect(summaryFormats.seconds(5)).toBe('5 秒');
    expect(formatTime(Date.UTC(2026, 0, 2, 3, 4))).toMatch(/2026年1月2日/);
  });

  it('the gateway failures the studio composes', () => {
    expect(describeHttpFailure(401, '{"error":{"message":"bad key"}}')).toBe(
      '网关不接受此 API 密钥（401）：bad key',
    );
    expect(describeHttpFailure(418, '')).toBe('网关返回了状态码 418。');
    expect(new OfflineError().message).toBe('当前处于离线状态：未发送任何内容。网络恢复后请重试。');
  });
});

/** Chinese writing: a label in the studio's Chinese has at least one Han character. */
const han = /\p{Script=Han}/u;

// Every generator the studio offers, from its registry (issue 39: no hand list of generators), so
// a new generator's form is held to Chinese here without an edit.
describe('every generator’s page in Chinese, from the registry', () => {
  it.each(generators.map((g) => [g.kind, g] as const))(
    '%s: its form, its fields and its submit button are named in Chinese; an empty form is refused in Chinese',
    async (kind, generator) => {
      const { Page } = generator;
      renderWithQuery(
        <Suspense fallback={null}>
          <Page />
        </Suspense>,
      );
      // A page may hold several forms (Image's Edit a picture under its own): each is held to it.
      await screen.findAllByRole('form');
      for (const form of screen.getAllByRole('form')) {
        expect(form.getAttribute('aria-label') ?? '').toMatch(han);
        // Some labels stay as written in every language ("GPT ID"): most are Chinese. A count
        // (Variations' 1–4) is no word in any language, so it is not counted either way: a form of
        // one field is held to it as a form of ten.
        const labels = [...form.querySelectorAll('label')]
          .map((label) => label.textContent.trim())
          .filter((text) => /\p{L}/u.test(text));
        expect(labels.filter((text) => han.test(text)).length).toBeGreaterThanOrEqual(
          Math.floor(labels.length / 2),
        );
        const submit = form.querySelector('button[type="submit"]');
        expect(submit?.textContent ?? '').toMatch(han);
        expect(fetchSpy()).not.toHaveBeenCalled();

        // Submitted as it opens (a required field empty: every form has one, e2e.json's
        // `a11y.required`), it is refused in Chinese beside the field, and nothing is sent.
        if (!(submit instanceof HTMLButtonElement)) throw new Error(`${kind}: no submit button`);
        await setupUser().click(submit);
        await waitFor(() => expect(form.querySelector('[aria-invalid="true"]')).not.toBeNull());
        const invalid = form.querySelector('[aria-invalid="true"]');
        if (invalid === null) throw new Error(`${kind}: no field said what is wrong`);
        expect(invalid).toHaveAccessibleDescription(han);
        expect(fetchSpy()).not.toHaveBeenCalled();
      }
    },
  );
});
