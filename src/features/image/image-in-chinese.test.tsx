import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { imageInputs } from '@/testing/studio-generators';
import { peekHandoff } from '@/jobs/forms/form-handoff';
import { ImageInputsContext } from '@/jobs/frames/image-inputs';
import { inChineseWithNothingSent } from '@/testing/in-chinese';
import { testJob } from '@/testing/jobs';
import { withFreshLedger } from '@/testing/ledger';
import { withFreshCopies } from '@/testing/kept-copies';
import { renderWithQuery } from '@/testing/render';
import { ImageForm } from './image-form';
import { ImageResult } from './image-result';

/** The Image page and its results in Chinese, with nothing sent (the English ones: e2e/image.spec.ts). */
withFreshLedger();
withFreshCopies();
const fetchSpy = inChineseWithNothingSent();

describe('the Image page in Chinese', () => {
  it('labels, choices and the note are Chinese; an empty prompt is refused in Chinese, nothing sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<ImageForm />);
    expect(screen.getByRole('form', { name: '图片生成器' })).toBeInTheDocument();
    for (const label of ['模型', '尺寸', '张数'])
      expect(screen.getByLabelText(label)).toBeVisible();
    expect(screen.getByRole('option', { name: '1024×1792 — 竖版' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('张数'), '3');
    expect(screen.getByText(/一次请求生成 3 张图片/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '生成' }));
    expect(await screen.findByLabelText('提示词')).toHaveAccessibleDescription(/请填写提示词。/);
    expect(fetchSpy()).not.toHaveBeenCalled();
  });

  it('each picture of a result has its own menu, in Chinese, that hands the image over and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const job = testJob({
      kind: 'image',
      status: 'succeeded',
      prompt: '黎明的灯塔',
      media: [
        { kind: 'image', url: 'https://media.example/a.png?variation=1' },
        { kind: 'image', url: 'https://media.example/a.png?variation=2' },
      ],
    });
    // The image inputs every generator declares, as the app gives them to a page (issue 39).
    renderWithQuery(
      <ImageInputsContext.Provider value={imageInputs}>
        <ImageResult job={job} label="图片结果" />
      </ImageInputsContext.Provider>,
    );
    expect(await screen.findByText('第 2 张，共 2 张')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载第 2 张' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('将第 2 张用作首帧'));
    await user.click(screen.getAllByRole('button', { name: 'Clip — 结束图片' })[1] as HTMLElement);
    expect(peekHandoff('clip')?.recall.values).toMatchObject({
      imageEndUrl: 'https://media.example/a.png?variation=2',
    });
    expect(window.location.hash).toBe('#/clip');
    expect(fetchSpy()).not.toHaveBeenCalled();
  });
});
