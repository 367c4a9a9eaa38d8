import type { ComponentType } from 'react';
import type { DeriveProps, JobActionIconName, JobCreator } from './generator-types';
import type { Job } from './job';

/**
 * Something a generator can make from one of its finished results (issue 13: a remix, an
 * extension, a continued song, stems, a joined song), declared whole by the generator's module
 * (decision 025). The job view offers it, the card draws its form, the ledger keeps its `id` as
 * the derived job's `source.relation`, and lineage names it with its words.
 */
export interface DerivedOperation {
  /**
   * Its identity: the action's id and the `source.relation` a derived job stores in the ledger.
   * Never renamed — existing libraries read their lineage by it.
   */
  id: string;
  /** The button's name (the locator contract's words): a getter, read in the language of the moment. */
  readonly label: string;
  icon: JobActionIconName;
  /**
   * Which finished results offer it, beyond the common rule (finished, at the gateway in use, with
   * an id): "Join into one song" only on a continued song, no "Stems" on a stem.
   */
  offeredOn?: (job: Job) => boolean;
  /**
   * A job made by it is named by what it is ("Continuation: “Harbour”"), because it shares its
   * source's title; the words are its lineage's child message.
   */
  namesChild?: boolean;
  /**
   * Its form: a panel under the card's result, or `'result'` when the choice belongs to one
   * medium of the result (a song's clip) and the module's `Result` draws it there.
   */
  form: ComponentType<DeriveProps> | 'result';
  /** The request it sends: the creator for a source (one POST through the one create path). */
  request: (...args: never[]) => JobCreator<never>;
  /**
   * Its lineage words, named by its id (`lineageKeys`: lineage reads them by the relation a job
   * stores, with or without this declaration at hand): "Remix of “…”", "Remix: “…”", and the
   * variants for a source read from a time. Written out here so each is a message its module asks for.
   */
  lineage: { source: string; child: string; sourceAt?: string; childAt?: string };
}

/**
 * Its lineage words, by its id: `lineage.source.<id>` ("Remix of “…”") and `lineage.child.<id>`
 * ("Remix: “…”"), and optionally `…At` variants for a source read from a time. The module's
 * messages hold them; a test holds every declared operation to having them in every language.
 */
export function lineageKeys(id: string) {
  return {
    source: `lineage.source.${id}`,
    child: `lineage.child.${id}`,
    sourceAt: `lineage.source.${id}At`,
    childAt: `lineage.child.${id}At`,
  } as const;
}
