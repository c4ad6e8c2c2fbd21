import { describe, expect, it } from 'vitest';
import { scenarios } from '../../../server/catalog/scenarios';
import { buildPlan, panelOf } from '../../../server/interviewer';
import { joinSpelledLetters, speechText, spokenReference } from '../../../server/speech/tts/speakable';

describe('speechText', () => {
  it('says versions as words', () => {
    expect(speechText('We moved to React 18 last year.')).toBe('We moved to React eighteen last year.');
    expect(speechText('Node.js 20.x and Python 3.12')).toBe('node J S twenty and Python three point twelve');
    expect(speechText('WCAG 2.1 AA and OAuth 2.0')).toBe('W cag two point one A A and oh auth two point oh');
    expect(speechText('Latency fell from 3.5 to 1.25 seconds.')).toBe('Latency fell from three point five to one point two five seconds.');
  });

  it('says amounts of money with their currency, and ranges between them', () => {
    expect(speechText('£48,000 – £60,000')).toBe('forty-eight thousand pounds to sixty thousand pounds');
    expect(speechText('€75,000 – €92,000 a year')).toBe('seventy-five thousand euros to ninety-two thousand euros a year');
    expect(speechText('$120k plus equity')).toBe('one hundred and twenty thousand dollars plus equity');
    expect(speechText('It costs $1 or $19.99.')).toBe('It costs one dollar or nineteen dollars ninety-nine.');
  });

  it('says ranges, counts, percentages and ordinals', () => {
    expect(speechText('3–5 years')).toBe('three to five years');
    expect(speechText('120–250 employees, 5+ years, 40% faster, the 3rd release, 1,400 schools')).toBe(
      'one hundred and twenty to two hundred and fifty employees, five or more years, forty percent faster, the third release, one thousand four hundred schools',
    );
    expect(speechText('In 2026 and 2005')).toBe('In twenty twenty-six and two thousand and five');
  });

  it('spells acronyms letter by letter and says the pronounceable ones as words', () => {
    expect(speechText('CI/CD on AWS with SQL')).toBe('C I C D on A W S with sequel');
    expect(speechText('Our APIs, the QA team, UI/UX and A/B tests')).toBe("Our A P I's, the Q A team, U I U X and A B tests");
    expect(speechText('REST or SOAP, JSON and the SOC 2 Type II report')).toBe('rest or soap, jason and the sock two Type two report');
    expect(speechText('I, a VP, use S3 and EC2.')).toBe('I, a V P, use S three and E C two.');
  });

  it('respells names the engines read wrongly, only as whole words', () => {
    expect(speechText('TypeScript, Kubernetes and PostgreSQL')).toBe('type script, koober netties and postgres Q L');
    expect(speechText('TypeScripts')).toBe('TypeScripts');
    expect(speechText('e.g. Vue.js, i.e. the app.')).toBe('for example view J S, that is the app.');
  });

  it('turns dashes used as pauses into commas and keeps the words', () => {
    expect(speechText('Fintech – accounting software — for small firms')).toBe('Fintech, accounting software, for small firms');
    expect(speechText('a design–engineering hand-off')).toBe('a design-engineering hand-off');
  });

  it('gives a recognizer reference with names as written and spelled acronyms joined', () => {
    expect(spokenReference('TypeScript on AWS with CI/CD, React 18')).toBe('TypeScript on AWS with CICD, React eighteen');
    expect(spokenReference('Our APIs')).toBe('Our APIs');
    expect(joinSpelledLetters('we used a w s and k8s')).toBe('we used aws and k8s');
  });
});

/** Every catalogue text the panel may say: welcomes, every plan item (three seeds), and the job's facts it answers from. */
function catalogueTexts(): string[] {
  const texts = new Set<string>();
  for (const scenario of scenarios) {
    for (const person of panelOf(scenario)) {
      if (person.welcomeMessage) texts.add(person.welcomeMessage);
      texts.add(`${person.name}, ${person.role}`);
    }
    for (const seed of ['a', 'b', 'c']) {
      for (const item of buildPlan(scenario, seed).items) {
        texts.add(item.text);
        if (item.alt) texts.add(item.alt);
      }
    }
    const company = typeof scenario.company === 'string' ? { name: scenario.company } : scenario.company;
    for (const fact of [
      scenario.position,
      company.name,
      company.industry ?? '',
      company.size ?? '',
      scenario.location,
      scenario.experience,
      scenario.salary,
      scenario.description,
      ...scenario.skills,
      ...scenario.requirements,
      ...scenario.responsibilities,
    ]) {
      if (fact) texts.add(fact);
    }
  }
  return [...texts];
}

describe('every catalogue text the panel speaks', () => {
  const texts = catalogueTexts();

  it('is a few thousand texts', () => {
    expect(texts.length).toBeGreaterThan(1000);
  });

  it('leaves nothing for a synthesizer to read symbol by symbol', () => {
    const problems: string[] = [];
    for (const text of texts) {
      const spoken = speechText(text);
      const left = [
        ...(spoken.match(/\d/g) ? ['a digit'] : []),
        ...(spoken.match(/[£€$¥₹%&/+#@–—]/g) ?? []).map((symbol) => `"${symbol}"`),
        ...(spoken.match(/\b[A-Z]{2,}s?\b/g) ?? []).map((acronym) => `the capitals "${acronym}"`),
        ...(spoken.match(/\.[a-z]{2,}\b/gi) ?? []).map((dotted) => `"${dotted}"`),
        ...(spoken.match(/\b(e\.g|i\.e|etc|vs)\./g) ?? []).map((abbreviation) => `"${abbreviation}"`),
      ];
      if (left.length) problems.push(`${text}\n  → ${spoken}\n  left: ${left.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps every plain word of the text', () => {
    for (const text of texts) {
      const spoken = speechText(text, { respell: false });
      // Plain words (four letters or more, lowercase after the first) are said as written.
      const words = (s: string) => s.split(/[^A-Za-z]+/).filter((w) => /^[A-Za-z][a-z]{3,}$/.test(w));
      const said = new Set(words(spoken).map((w) => w.toLowerCase()));
      for (const word of words(text)) expect(said, `"${word}" in: ${text}`).toContain(word.toLowerCase());
    }
  });
});
