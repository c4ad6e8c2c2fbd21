import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SpeechRecognizer, SpeechSynthesizer } from '../../speech';

declare module 'fastify' {
  interface FastifyInstance {
    /** The speech engines of the live interview (null: typed answers / text-only replies). */
    speech: { recognizer: SpeechRecognizer | null; synthesizer: SpeechSynthesizer | null };
  }
}

export interface SpeechPluginOptions {
  /** Engines started once by the caller (they are slow to start); absent: none. */
  engines?: { recognizer: SpeechRecognizer | null; synthesizer: SpeechSynthesizer | null; close?: () => Promise<void> } | null;
  /** true: the app owns the engines and closes them (main.ts); false: the caller does. */
  close: boolean;
}

/** External layer: speech recognition and synthesis (server/speech). */
export const speechPlugin = fp(
  async (app: FastifyInstance, options: SpeechPluginOptions) => {
    const engines = options.engines ?? null;
    app.decorate('speech', { recognizer: engines?.recognizer ?? null, synthesizer: engines?.synthesizer ?? null });
    const close = engines?.close;
    if (options.close && close) app.addHook('onClose', async () => close());
  },
  { name: 'speech', fastify: '5.x' },
);
