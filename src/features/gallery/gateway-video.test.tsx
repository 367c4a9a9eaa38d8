import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_GATEWAY } from '@/testing/demo-testbed';
import { renderWithQuery } from '@/testing/render';
import { GatewayVideo } from './gateway-video';
import { connectTestGateway, resetTestGateway } from '@/testing/gateway';

/** Object URLs made and revoked, in order: jsdom has neither function, so the test supplies both. */
let made: string[];
let revoked: string[];
const original = Object.getOwnPropertyDescriptors(URL);

beforeEach(() => {
  made = [];
  revoked = [];
  vi.stubGlobal('fetch', (url: string) =>
    Promise.resolve(new Response(`bytes of ${url}`, { headers: { 'Content-Type': 'video/mp4' } })),
  );
  URL.createObjectURL = () => {
    const url = `blob:${TEST_GATEWAY}/${made.length + 1}`;
    made.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  connectTestGateway();
});

afterEach(() => {
  for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
    const descriptor = original[name];
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
  }
  resetTestGateway();
});

describe('GatewayVideo', () => {
  it('plays the fetched bytes from an object URL, revoked when the video changes and when it goes', async () => {
    const view = renderWithQuery(<GatewayVideo path="/v1/videos/a/content" label="Result A" />);
    expect(await screen.findByLabelText('Result A')).toHaveAttribute('src', made[0]);
    expect(made).toHaveLength(1);
    expect(revoked).toEqual([]);

    view.rerender(<GatewayVideo path="/v1/videos/b/content" label="Result B" />);
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Result B')).toHaveAttribute('src', made[1]),
    );
    expect(made).toHaveLength(2);
    expect(revoked).toEqual([made[0]]);

    view.unmount();
    expect(revoked).toEqual(made);
  });
});
