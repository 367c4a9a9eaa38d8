import { useId, useState } from 'react';
import {
  notifySupport,
  setNotifyPreference,
  useNotifyPreference,
  type NotifySupport,
} from '@/lib/notify-preference';
import { useT } from '@/i18n/use-t';

function Answer({ support, on }: { support: NotifySupport; on: boolean }) {
  const t = useT();
  if (support === 'unsupported') return <>{t('settings.notify.unsupported')}</>;
  if (support === 'denied') return <>{t('settings.notify.denied')}</>;
  if (on && support === 'granted') return <>{t('settings.notify.on')}</>;
  return <>{t('settings.notify.off')}</>;
}

/**
 * The opt-in for desktop notifications. Ticking it is the only moment the studio asks the browser
 * for permission; a refusal is said plainly and leaves it off.
 */
export function NotificationsSection() {
  const t = useT();
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
      const answer =
        Notification.permission === 'default'
          ? await Notification.requestPermission()
          : Notification.permission;
      setSupport(answer);
      setNotifyPreference(answer === 'granted');
    } finally {
      setAsking(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('settings.notify.title')}
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
        {t('settings.notify.toggle')}
      </label>
      <p id={`${id}-answer`} role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
        {asking ? t('settings.notify.asking') : <Answer support={support} on={on} />}
      </p>
    </section>
  );
}
