import { GatewayError } from './errors';
import { taskRecordOf, type TaskEnvelope, type TaskSubmitted } from './schemas/task-envelope';

/**
 * A submit's task id, or the refusal it was: a 200 whose code says it failed made nothing, and is
 * refused in the gateway's own words as any HTTP refusal is (the job is "Not started").
 */
export function submittedTaskId(answer: TaskSubmitted): string {
  if ('refused' in answer)
    throw new GatewayError(200, answer.refused, JSON.stringify({ message: answer.refused }));
  return answer.id;
}

/**
 * A poll's envelope with a task in it. One whose code says it failed and holds no task is a poll
 * problem (said on the card, asked again with the usual back-off), never a failed job.
 */
export function answeredTask(answer: TaskEnvelope): TaskEnvelope {
  const refused = taskRecordOf(answer).refused;
  if (refused !== null) throw new GatewayError(200, refused, JSON.stringify(answer));
  return answer;
}
