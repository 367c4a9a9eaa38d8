import { useId, useState } from 'react';
import {
  notifySupport,
  setNotifyPreference,
  useNotifyPreference,
  type NotifySupport,
} from '@/lib/notify-preference';

function Answer({ support, on }: { support: NotifySupport; on: boolean }) {
  if (support === 'unsupported')
    return <>This browser cannot show desktop notifications; the tab’s title still counts results that finish while it is hidden.</>;
  if (support === 'denied')
    return <>The browser blocks notifications from the studio. Allow them in the site’s settings (the icon beside the address), then tick again.</>;
  if (on && support === 'granted')
    return <>On: a job that finishes or fails while this tab is hidden shows a notification; a click on it opens the job.</>;
  return <>Off. The tab’s title counts results that finish while it is hidden either way.</>;
}

/**
 * The opt-in for desktop notifications. Ticking it is the only moment the studio asks the browser
 * for permission; a refusal is said plainly and leaves it off.
 */
export function NotificationsSection() {
  const id = useId();
  const on = useNotifyPreference();
  // Re-read after an answer: the permission lives in the browser, not in React.
  const [support, setSupport] = useState(notifySupport);
  const [asking, setAsking] = useState(false);
  const checked = on && support === 'granted';

  async function change(wanted: boolean) {
    if (!wanted) {
      setNotifyPreference(false);
      return;
    }
    if (notifySupport() === 'unsupported') return;
    setAsking(true);
    try {
      const answer = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
      setSupport(answer);
      setNotifyPreference(answer === 'granted');
    } finally {
      setAsking(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Notifications
      </h2>
      <label htmlFor={id} className="flex items-center gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={support === 'unsupported' || asking}
          aria-describedby={`${id}-answer`}
          onChange={(e) => void change(e.currentTarget.checked)}
        />
        Notify me when a job finishes
      </label>
      <p id={`${id}-answer`} role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
        {asking ? 'Waiting for the browser’s answer…' : <Answer support={support} on={on} />}
      </p>
    </section>
  );
}
