/**
 * The live interview's events as the log records them: one line per message of the protocol, with the
 * interview's id and the event's kind, never its text (answers, transcripts, corrections) nor its
 * token. What happens many times a second — audio chunks, running transcripts, typing — is at debug;
 * the rest is at info.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ClientMessage, ServerMessage } from '../../openapi/live-protocol';

export interface LiveEvent {
  level: 'info' | 'debug';
  /** `client.<type>` or `server.<type>` (`server.role` also says whose message and whether final). */
  event: string;
  /** Fields without text: a status's name and code, whose message a role message is. */
  fields: Record<string, string | number | boolean>;
}

/** What is logged of a message the candidate's client sent. */
export function clientEvent(message: ClientMessage): LiveEvent {
  const event = `client.${message.type}`;
  if (message.type === 'audio_chunk') return { level: 'debug', event, fields: { seq: message.seq } };
  if (message.type === 'start') return { level: 'info', event, fields: { jobId: message.data.jobId } };
  return { level: 'info', event, fields: {} };
}

/** What is logged of a message sent to the candidate. */
export function serverEvent(message: ServerMessage): LiveEvent {
  const event = `server.${message.type}`;
  switch (message.type) {
    case 'role':
      return {
        level: message.isFinal ? 'info' : 'debug',
        event,
        fields: { from: message.role === 'USER' ? 'candidate' : 'panel', final: message.isFinal, audio: message.audio !== undefined },
      };
    case 'status':
      return { level: 'info', event, fields: { status: message.status, code: message.code } };
    case 'typing':
      return { level: 'debug', event, fields: {} };
    case 'inactivity_warning':
      return { level: 'info', event, fields: { secondsRemaining: message.secondsRemaining } };
    default:
      return { level: 'info', event, fields: {} };
  }
}

/** Writes one live event line (`interview`: the client's uid of the interview, when known). */
export function logLiveEvent(log: FastifyBaseLogger, interview: string | undefined, { level, event, fields }: LiveEvent): void {
  log[level]({ interview, event, ...fields }, 'live event');
}
