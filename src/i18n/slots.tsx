import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements inside it (a link in the middle of a sentence): the message
 * keeps the whole sentence, so each language puts the link where its word order wants it.
 * `message` gets a marker per slot to pass as that placeholder's value; the markers are then
 * replaced by the elements.
 */
export function withSlots(
  message: (marks: Record<string, string>) => string,
  slots: Record<string, ReactNode>,
): ReactNode {
  const marks = Object.fromEntries(Object.keys(slots).map((name) => [name, `\uE000${name}\uE000`]));
  const parts = message(marks).split(/\uE000(\w+)\uE000/);
  return parts.map((part, i) => (i % 2 === 0 ? part : <Fragment key={i}>{slots[part]}</Fragment>));
}
