// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale } from '../../../src/i18n';
import { buildReportDocument, type Report } from '../../../src/pdf/reportPdf';
import { renderPdf } from './support/renderPdf';
import { documentStrings as strings, NOW, popplerTool, REPORT_HEAD, usePdfFolder } from './support/reportFixtures';

/**
 * The report's PDF in the Russian UI: every character the document holds has a glyph in the font
 * the browser embeds (pdfmake's Roboto, the same files as its vfs_fonts), and the rendered file's text
 * holds the Russian headings and figures written the Russian way.
 */

const require = createRequire(import.meta.url);
interface FontkitFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
// pdfmake's own font reader (its dependency), resolved from pdfmake.
const fontkit = createRequire(require.resolve('pdfmake'))('fontkit') as { openSync(file: string): FontkitFont };
const FONTS = ['Roboto-Regular.ttf', 'Roboto-Medium.ttf', 'Roboto-Italic.ttf', 'Roboto-MediumItalic.ttf'].map((file) =>
  fontkit.openSync(require.resolve(`pdfmake/fonts/Roboto/${file}`)),
);

const item = (score: number, comment: string) => ({ score, comment, evidence: [] });

const REPORT: Report = {
  ...REPORT_HEAD,
  hardSkills: {
    score: 8,
    skills: [{ skill: 'React', score: 8.2, comment: 'Обсуждался в 2 ответах (140 слов).' }],
    recommendation: 'Добавьте результат в цифрах.',
  },
  softSkills: {
    score: 7,
    communication: item(8, 'Ответы в среднем по 70 слов.'),
    teamwork: item(7, 'Два ответа из трёх — о работе с другими.'),
    problemSolving: item(6, 'Нет сравнения вариантов.'),
    adaptability: item(7, 'Есть пример смены плана.'),
    leadership: item(5, 'Мало «я решил».'),
    recommendation: 'Слабее всего — лидерство.',
  },
  englishProficiency: {
    score: 8,
    vocabulary: item(8, 'MTLD 92,1.'),
    grammar: item(8, 'Одна ошибка.'),
    fluency: { score: 0, measured: false, comment: 'Не измерялось.', evidence: [] },
    comprehension: item(9, 'Все ответы по вопросу.'),
    recommendation: 'Говорите полными предложениями.',
  },
  additionalObservations: {
    strengths: ['Командная работа (8,0/10)'],
    areasForImprovement: ['Лидерство (5,0/10)'],
    behavioralIndicators: ['Привёл конкретный пример в 2 ответах из 3.'],
  },
  recommendations: [{ area: 'Лидерство', recommendation: 'Расскажите, что решили вы сами.', evidence: [] }],
  answerCoaching: [
    {
      question: 'How do you test hooks?',
      answer: { quote: 'I test them with renderHook', time: '2026-11-20T09:01:00.000Z' },
      words: 48,
      score: 7.2,
      verdict: 'answered',
      had: ['Конкретика: hook, renderHook'],
      lacked: ['результат в цифрах'],
      suggestion: 'Добавьте результат в цифрах.',
    },
  ],
  delivery: {
    mode: 'spoken',
    wordsPerMinute: 132,
    targetWordsPerMinute: { low: 120, high: 160 },
    fillersPer100Words: 2.5,
    fillerWords: [{ word: 'um', count: 3 }],
    longPauses: 2,
    lexicalDiversity: 92.1,
    grammarIssues: [{ sentence: 'he go to work', problem: 'go', message: 'Согласуйте глагол с подлежащим.', correction: 'he goes to work' }],
  },
  conversation: [
    { id: 'm1', role: 'Engineering Manager', sender: 'Alex Carter', text: 'How do you test hooks?', timestamp: '2026-11-20T09:00:30.000Z' },
    { id: 'm2', role: 'USER', text: 'I test them with renderHook.', timestamp: '2026-11-20T09:01:00.000Z' },
  ],
};

const pdftotext = popplerTool('pdftotext');

describe('report PDF in Russian', () => {
  const dir = usePdfFolder('jobtalk-pdf-ru-');
  beforeAll(() => changeLocale('ru'));
  afterAll(() => changeLocale('en'));

  it('uses only characters the embedded fonts have glyphs for', () => {
    const doc = buildReportDocument(REPORT, NOW);
    const text = strings(doc).join('\n');
    expect(text).toMatch(/[а-яё]/i);
    const missing = new Set<string>();
    for (const char of text) {
      if (char === '\n') continue;
      const codePoint = char.codePointAt(0)!;
      if (!FONTS.every((font) => font.hasGlyphForCodePoint(codePoint))) missing.add(`U+${codePoint.toString(16).padStart(4, '0')} ${char}`);
    }
    expect([...missing]).toEqual([]);
  });

  it('renders a file whose text holds the Russian headings and figures, not boxes', async () => {
    const buffer = await renderPdf(buildReportDocument(REPORT, NOW));
    const file = path.join(dir, 'ru.pdf');
    writeFileSync(file, buffer);
    if (!pdftotext) return void console.warn('pdftotext not installed: text check skipped');
    const text = execFileSync(pdftotext, ['-layout', file, '-'], { encoding: 'utf8' });
    for (const heading of ['Профессиональные навыки', 'Гибкие навыки', 'Английский язык', 'Подача', 'Темп речи', 'Грамматика']) {
      expect(text).toContain(heading);
    }
    // Figures written the Russian way, plural forms from Intl.PluralRules.
    expect(text).toContain('7,5/10');
    expect(text).toContain('132 слова в минуту');
    expect(text).toContain('2,5 на 100 слов');
    expect(text).toContain('92,1');
    // The candidate's words stay as said.
    expect(text).toContain('he go to work');
    // No replacement characters or empty boxes where a glyph was missing.
    expect(text).not.toMatch(/[\ufffd\u25a1\u25af]/);
  });
});
