import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsStore } from '@/gateway/settings';
import { defaultPaths } from '@/testing/assumed-paths';
import { SendingSection } from './sending-section';

const navigatorWith = (extra: object) =>
  Object.defineProperties(
    navigator,
    Object.fromEntries(
      Object.entries(extra).map(([key, value]) => [key, { value, configurable: true }]),
    ),
  );

afterEach(() => {
  // What the test gave the browser goes with it.
  for (const key of ['serviceWorker', 'locks']) Reflect.deleteProperty(navigator, key);
  localStorage.clear();
  settingsStore.init({});
});

function useGateway() {
  act(() =>
    settingsStore.save({
      gatewayUrl: 'https://gateway.example.com',
      apiKey: 'sk-1',
      rememberKey: false,
      paths: defaultPaths,
    }),
  );
}

function relaySentence() {
  const card = screen.getByRole('region', { name: 'Sending jobs' });
  const sentence = card.querySelector('[data-create-relay]');
  if (!(sentence instanceof HTMLElement)) throw new Error('no relay sentence');
  return sentence;
}

/** Issue 54: Jobs at once in a card of its own, and whether a create outlives a reload here. */
describe('Settings → Sending jobs', () => {
  it('holds Jobs at once in its card', () => {
    render(<SendingSection />);
    const card = screen.getByRole('region', { name: 'Sending jobs' });
    expect(within(card).getByLabelText('Jobs at once')).toBeInTheDocument();
  });

  it('says a create is sent by the page, and lost to a reload, where no service worker runs', () => {
    render(<SendingSection />);
    useGateway();
    expect(relaySentence()).toHaveAttribute('data-create-relay', 'page');
    expect(relaySentence()).toHaveTextContent(/^Sent by the page: no service worker runs here/);
  });

  it('says a create is kept through a reload where the studio’s service worker controls the page, and follows a worker taking control', () => {
    const listeners = new Set<() => void>();
    const workers = {
      controller: null as object | null,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
    navigatorWith({ serviceWorker: workers, locks: { request: () => Promise.resolve() } });
    render(<SendingSection />);
    useGateway();
    expect(relaySentence()).toHaveAttribute('data-create-relay', 'page');
    // The first visit's worker installs, then claims the page.
    act(() => {
      workers.controller = {};
      for (const listener of listeners) listener();
    });
    expect(relaySentence()).toHaveAttribute('data-create-relay', 'worker');
    expect(relaySentence()).toHaveTextContent(/^Kept through a reload/);
  });

  it('says the demo in the page keeps its own tasks', () => {
    render(<SendingSection />);
    expect(relaySentence()).toHaveAttribute('data-create-relay', 'demo');
  });
});
