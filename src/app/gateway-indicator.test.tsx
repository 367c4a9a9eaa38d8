import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsStore } from '@/gateway/settings';
import { defaultPaths } from '@/testing/assumed-paths';
import { GatewayIndicator } from './gateway-indicator';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  settingsStore.init({});
});

describe('GatewayIndicator', () => {
  it('names the demo gateway while no gateway URL is set, and links to Settings', () => {
    render(<GatewayIndicator />);
    const link = screen.getByRole('link', { name: 'Gateway: Demo gateway' });
    expect(link).toHaveAttribute('href', '#/settings');
  });

  it('names the host of the gateway in use, and follows a change of settings', () => {
    render(<GatewayIndicator />);
    act(() =>
      settingsStore.save({
        gatewayUrl: 'https://gateway.example.com/',
        apiKey: 'sk-1',
        rememberKey: false,
        paths: defaultPaths,
      }),
    );
    const link = screen.getByRole('link', { name: 'Gateway: gateway.example.com' });
    expect(link).toHaveAttribute('href', '#/settings');
    expect(screen.queryByText('Demo gateway')).toBeNull();
    // Only the host: the key never shows, not even in the tooltip.
    expect(document.body.textContent).not.toContain('sk-1');
    expect(link.title).not.toContain('sk-1');
  });
});
