/// <reference lib="webworker" />
// Sets up, off the main thread, the number and date formats the studio's first screens use (see
// intl-warm.ts): the locale data this loads is cached for the whole page, workers included.
self.onmessage = (event: MessageEvent<string>) => {
  const locale = event.data;
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
  new Intl.NumberFormat(locale).format(1234.5);
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    1234.5,
  );
  new Date(0).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  self.postMessage('warm');
};
