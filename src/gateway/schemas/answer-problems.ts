/**
 * What the studio's own checks say about a gateway's answer that does not fit. The schemas carry
 * these English words as their zod messages (this module imports nothing, so the demo gateway's
 * Node server can load the schemas too); the client turns each into the studio's language when
 * it reports the answer (`describeAnswerProblem` in client.ts), the way the ledger names what it
 * could not save.
 */
export const answerProblems = {
  noId: 'the answer carries neither id nor task_id',
  notPikbTask: 'the answer is not a pikb task (it has neither id nor videos)',
  noClips: 'the answer holds no clips',
  idNotWhole: 'an id must be a whole number',
  idNegative: 'an id cannot be negative',
  idInexact: 'an id this large must arrive as an exact integer',
} as const;
