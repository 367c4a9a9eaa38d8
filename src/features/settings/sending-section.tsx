import { useId } from 'react';
import { useCreatesOutliveReload } from '@/gateway/create-relay';
import { useGatewayConnection } from '@/gateway/connection';
import { QueueCapField } from '@/jobs/queue/queue-cap-field';
import { useT } from '@/i18n/use-t';
import { settingsCard } from './card-class';

/**
 * How the active profile's jobs leave the studio, in a card of its own (issue 54): **Jobs at once**
 * (the queue, decision 031) and whether a create outlives a reload of this page — sent by the
 * studio's service worker where one controls the page (decision 039), else by the page, said
 * plainly; the demo in the page keeps its own tasks.
 */
export function SendingSection() {
  const t = useT();
  const id = useId();
  const demo = useGatewayConnection().isDemo;
  const relayed = useCreatesOutliveReload();
  const relay = demo ? 'demo' : relayed ? 'worker' : 'page';
  return (
    <section aria-labelledby={`${id}-title`} className={settingsCard}>
      <h2 id={`${id}-title`} className="text-section-title">
        {t('settings.sending.title')}
      </h2>
      <QueueCapField />
      <p data-create-relay={relay} className="border-t border-line pt-4 text-sm text-muted">
        {relay === 'demo'
          ? t('settings.sending.relay.demo')
          : relay === 'worker'
            ? t('settings.sending.relay.worker')
            : t('settings.sending.relay.page')}
      </p>
    </section>
  );
}
