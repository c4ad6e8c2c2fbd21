import { describe, expect, it } from 'vitest';
import { splitForSpeech, splitSentences } from '../../../server/speech/tts/sentences';

describe('splitSentences', () => {
  it('splits at sentence ends', () => {
    expect(splitSentences('Thanks for that. Could you tell me more? Great!  Let us move on…')).toEqual([
      'Thanks for that.',
      'Could you tell me more?',
      'Great!',
      'Let us move on…',
    ]);
  });

  it('does not split at abbreviations, titles, initials, decimals or dotted names', () => {
    expect(
      splitSentences(
        'Which tools, e.g. Jest or Vitest, did you use? Dr. Patel from the U.S. team will join. Latency went from 3.5 to 1.2 seconds. We used Node.js and Vue.js. I met J. Smith there.',
      ),
    ).toEqual([
      'Which tools, e.g. Jest or Vitest, did you use?',
      'Dr. Patel from the U.S. team will join.',
      'Latency went from 3.5 to 1.2 seconds.',
      'We used Node.js and Vue.js.',
      'I met J. Smith there.',
    ]);
    expect(splitSentences('It is i.e. the same, approx. five days, etc. and so on.')).toHaveLength(1);
  });

  it('keeps closing quotes and brackets with their sentence and splits at blank lines', () => {
    expect(splitSentences('She said "ship it." Then we did. (It worked.) Next\n\nNew paragraph')).toEqual([
      'She said "ship it."',
      'Then we did.',
      '(It worked.)',
      'Next',
      'New paragraph',
    ]);
  });

  it('returns nothing for empty text', () => {
    expect(splitSentences('   ')).toEqual([]);
  });
});

describe('splitForSpeech', () => {
  it('pairs short sentences and keeps long ones alone', () => {
    const reply =
      'Thanks. That makes sense. Tell me about a time you had to handle a difficult stakeholder and how you approached the conversation. What was the outcome?';
    expect(splitForSpeech(reply)).toEqual([
      'Thanks. That makes sense.',
      'Tell me about a time you had to handle a difficult stakeholder and how you approached the conversation.',
      'What was the outcome?',
    ]);
  });

  it('cuts a very long sentence at a clause boundary near its middle', () => {
    const long =
      'When you think about the migration from the legacy class components to hooks and strict TypeScript, which risks would you look at first, how would you sequence the work across the squad, and how would you keep the dashboard fast on older Chromebooks while it happens?';
    const pieces = splitForSpeech(long, { maxChars: 120 });
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((p) => p.length <= 120)).toBe(true);
    expect(pieces.join(' ')).toBe(long);
  });
});
