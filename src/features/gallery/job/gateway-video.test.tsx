import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '@/testing/eventually';
import { renderWithQuery } from '@/testing/render';
import { GatewayVideo } from './gateway-video';
import { connectTestGateway, resetTestGateway } from '@/testing/gateway';
import { stubObjectUrls } from '@/testing/object-urls';

const { made, revoked } = stubObjectUrls();

beforeEach(() => {
  vi.stubGlobal('fetch', (url: string) =>
    Promise.resolve(new Response(`bytes of ${url}`, { headers: { 'Content-Type': 'video/mp4' } })),
  );
  connectTestGateway();
});

afterEach(() => {
  resetTestGateway();
});

describe('GatewayVideo', () => {
  it('plays the fetched bytes from an object URL, revoked when the video changes and when it goes', async () => {
    const view = renderWithQuery(<GatewayVideo path="/v1/videos/a/content" label="Result A" />);
    expect(await screen.findByLabelText('Result A')).toHaveAttribute('src', made[0]);
    expect(made).toHaveLength(1);
    expect(revoked).toEqual([]);

    view.rerender(<GatewayVideo path="/v1/videos/b/content" label="Result B" />);
    await eventually(() =>
      expect(screen.getByLabelText('Result B')).toHaveAttribute('src', made[1]),
    );
    expect(made).toHaveLength(2);
    expect(revoked).toEqual([made[0]]);

    view.unmount();
    expect(revoked).toEqual(made);
  });
});
