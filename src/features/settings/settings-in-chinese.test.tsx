import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { judgeConnection } from '@/gateway/connection-verdict';
import { balanceProblem } from '@/gateway/balance';
import { GatewayError } from '@/gateway/errors';
import { settingsStore } from '@/gateway/settings';

import { withFreshLedger } from '@/testing/ledger';
import { inChineseWithNothingSent } from '@/testing/in-chinese';
import { renderWithQuery } from '@/testing/render';
import { assumedPaths } from '@/testing/studio-generators';
import { SettingsPage } from './settings-page';

/** Settings in Chinese: headings, fields, buttons and a bad value's message, with nothing sent. */
withFreshLedger();

const fetchSpy = inChineseWithNothingSent(() => settingsStore.init({}));

const english =
  /Settings|Connection|Gateway|Test connection|Save settings|Notifications|Copies kept|Advanced|Profile name|Balance/;

describe('Settings in Chinese', () => {
  it('shows its headings, fields and buttons in Chinese, and no English heading or button is left', () => {
    renderWithQuery(<SettingsPage assumedPaths={assumedPaths} />);
    expect(screen.getByRole('heading', { level: 1, name: '设置' })).toBeInTheDocument();
    for (const name of ['网关配置', '连接', '保存在此浏览器中的副本', '通知']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    for (const name of ['测试连接', '保存设置', '添加配置', '恢复默认路径']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('网关地址')).toBeInTheDocument();
    expect(screen.getByLabelText('API 密钥')).toBeInTheDocument();
    expect(screen.getByLabelText('配置名称')).toBeInTheDocument();
    expect(screen.getByLabelText('余额订阅路径')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '网关设置' })).toBeInTheDocument();
    // The demo's name in the "in use" line, in Chinese too.
    expect(screen.getAllByText('演示网关').length).toBeGreaterThan(0);
    for (const el of [...screen.getAllByRole('heading'), ...screen.getAllByRole('button')]) {
      expect(el.textContent ?? '').not.toMatch(english);
    }
  });

  it('says a bad gateway address and a bad path in Chinese next to their fields, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<SettingsPage assumedPaths={assumedPaths} />);
    await user.type(screen.getByLabelText('网关地址'), 'not a url');
    const clip = screen.getByLabelText('Clip 查询路径');
    await user.clear(clip);
    await user.type(clip, 'v1/clip');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByLabelText('网关地址')).toHaveAccessibleDescription(
      /请输入网关的基础地址/,
    );
    expect(screen.getByLabelText('Clip 查询路径')).toHaveAccessibleDescription(
      /Clip 查询路径必须以“\/”开头。/,
    );
    expect(fetchSpy()).not.toHaveBeenCalled();
  });

  it('names the first profile in Chinese while it keeps its default name', () => {
    renderWithQuery(<SettingsPage assumedPaths={assumedPaths} />);
    expect(screen.getByLabelText('使用的网关配置')).toHaveDisplayValue(/^主配置 — 演示网关$/);
    expect(screen.getByLabelText('配置名称')).toHaveValue('主配置');
    expect(screen.queryByText(/\bMain\b/)).not.toBeInTheDocument();
  });

  it('names a new profile in Chinese', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<SettingsPage assumedPaths={assumedPaths} />);
    await user.click(screen.getByRole('button', { name: '添加配置' }));
    expect(await screen.findByText(/^已添加“网关 2”/)).toBeInTheDocument();
    expect(fetchSpy()).not.toHaveBeenCalled();
  });

  it('judges a connection and explains a missing balance in Chinese', () => {
    const report = judgeConnection({
      pageOrigin: 'http://localhost:4000',
      gatewayUrl: 'https://gateway.example.com',
      keySet: true,
      reach: 'unreachable',
      query: 'failed',
      queryPath: '/v1/videos/x',
      balance: null,
      balancePath: null,
    });
    expect(report.checks.map((c) => c.title)).toEqual([
      '安全页面与安全网关',
      '网关可访问',
      '允许此页面访问（CORS）',
      '以 API 形式响应',
      '密钥已接受',
      '路径存在',
      '余额',
    ]);
    expect(report.verdict).toMatch(/^网关可访问：gateway\.example\.com 没有响应/);
    expect(balanceProblem(new GatewayError(404, 'nope', ''), '/v1/billing').reason).toBe(
      '此网关不响应余额查询（/v1/billing 返回 404）。',
    );
  });
});
