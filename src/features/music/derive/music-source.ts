// A leaf of derive/: derive.ts, create-clips.ts and infill.ts all read it without a circle
// between them (issue 39 item 4).
/** The clip a derived music job starts from: the studio's job (when held), the clip id, its title. */
export interface MusicSource {
  jobId: string | null;
  clipId: string;
  title: string | null;
  model: string | null;
  /** An uploaded clip (`metadata.type` `upload`): continued with `task: "upload_extend"`. */
  uploaded?: boolean;
}
