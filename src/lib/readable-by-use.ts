/**
 * `promise`, marked once fulfilled as React marks a promise it has watched settle (`status`,
 * `value`): a `use` of it after that reads the value at once instead of suspending for a
 * microtask. For a promise made outside React that many draws read (config.json's, a page's own
 * part). A rejection is left unmarked: `use` then sees it as React always does.
 */
export function readableByUse<T>(promise: Promise<T>): Promise<T> {
  const marked: Promise<T> = promise.then((value) => {
    Reflect.set(marked, 'status', 'fulfilled');
    Reflect.set(marked, 'value', value);
    return value;
  });
  return marked;
}
