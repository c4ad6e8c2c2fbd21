import { describe, expect, it } from 'vitest';
import { scenarios } from '../../../server/catalog/scenarios';
import { createScriptedBrain } from '../../../server/interviewer/brains/scripted';
import { createInterviewer } from '../../../server/interviewer/engine';
import type { InterviewProgress, Utterance } from '../../../server/interviewer/types';
import { classifyTurn } from '../../../server/language/turns/classifier';

/**
 * Whole scripted conversations with the interviewer, turn by turn, the way candidates really speak:
 * typed (punctuation, capitals) and spoken (recognizer transcripts: lower case, no punctuation), native
 * and non-native English. Every turn names how a person on the panel would answer it, and the engine
 * (with the scripted brain) must answer that way: the kind of its utterances, and whether it stays on
 * the open question or moves on.
 */

type Reply =
  /** A substantive answer: on to the next plan item ('question' utterances), credited, not "let's move on". */
  | 'next'
  /** A pass, or "don't know" twice: on to the next item with a "no problem, let's move on". */
  | 'move_on'
  /** One follow-up for more detail or an example ('follow_up'), same item. */
  | 'follow_up'
  /** "I don't know": one follow-up from an easier angle ('follow_up', gap dont_know), same item. */
  | 'easier'
  /** "Could you repeat?": the open question again, word for word ('question'), same item. */
  | 'same_words'
  /** Other words for the question ('rephrase'), same item. */
  | 'rephrase'
  /** "Let me think": a short 'prompt', same item, the question unchanged. */
  | 'wait'
  /** Another language: a 'prompt' asking to go on in English, same item. */
  | 'english'
  /** Small talk: a short 'prompt' reply, then the question again ('question'), same item. */
  | 'social'
  /** A question to the panel: an 'answer' (then, mid-question, the open question again). */
  | 'panel_answer'
  /** "Yes, I have a question" at the candidate's questions: a 'prompt' to go ahead. */
  | 'go_ahead'
  /** The end: 'closing', finished (asked to stop mid-interview, or nothing more to ask at the end). */
  | 'closed';

interface Step {
  say: string;
  expect: Reply;
}

interface Conversation {
  name: string;
  scenario: string;
  seed: string;
  steps: Step[];
}

const conversations: Conversation[] = [
  // ───────────────────────────── Frontend Engineer, Sumlark Learning ─────────────────────────────
  {
    name: 'sumlark: native, typed, to the candidate questions',
    scenario: 'frontend-react-sumlark',
    seed: 'frontend-react-sumlark-1',
    steps: [
      {
        say: "Sure. I'm a frontend engineer with about six years of experience, the last three at an edtech company where I own the React and TypeScript side of a homework platform used by around 200 schools. Before that I built internal tools at a logistics firm. Sumlark appeals to me because I'd like my work to help teachers directly.",
        expect: 'next',
      },
      { say: 'Hmm, good one. Give me a moment to gather my thoughts.', expect: 'wait' },
      {
        say: 'On my current project we split the store by feature, with one slice per domain such as assignments, classes and users, and we keep server data in RTK Query instead of hand-written thunks. Selectors live next to their slice and are the only way components read state, so when we renamed the grading model last spring we changed three files instead of forty.',
        expect: 'next',
      },
      { say: 'Could you repeat the question, please?', expect: 'same_words' },
      { say: "Honestly, I can't think of a specific bug there.", expect: 'easier' },
      {
        say: 'Well, the closest thing was a z-index problem where a modal from one CSS module sat under a sticky header defined in another one. I tracked it down in the dev tools by checking the stacking contexts, and we fixed it by moving the layering values into shared variables.',
        expect: 'next',
      },
      {
        say: 'Last year I worked with our designer and two former teachers on a new grading view. Teachers told us in interviews that marking took too long, so we sat together twice a week, I built rough prototypes in React the same day, and they tried them with real classes. Average marking time dropped by about a third, and the teachers felt heard.',
        expect: 'next',
      },
      { say: 'Before I answer, can I ask how big the frontend team is at the moment?', expect: 'panel_answer' },
      {
        say: 'At my last job I built a progress report page for a school admin dashboard. The hard part was that the data came from four different services with very different loading times, so I used RTK Query with a separate loading state per panel and skeleton screens. The page felt much faster and support tickets about it went down.',
        expect: 'next',
      },
      {
        say: "A head teacher once emailed our CEO because report cards were printing with cut-off names the day before parents' evening. I called her that afternoon, reproduced the issue on her school's printers, shipped a print stylesheet fix that night and followed up the next morning. She ended up becoming one of our pilot schools.",
        expect: 'next',
      },
      {
        say: "I've written a lot of those. For example, in our assignment editor I wrote React Testing Library tests that type into the form, pick a due date and submit, and then look for the success message by its role rather than by class names. That caught a regression when someone swapped the button for a link, and it made the suite much less brittle.",
        expect: 'next',
      },
      { say: 'Skip please.', expect: 'move_on' },
      {
        say: 'Discriminated unions, mostly. We model request states as a union of loading, error and success, so the compiler forces every component to handle each case. I also lean on strict null checks, and when we moved our API client to generated types, the compiler showed us about sixty places that would have broken at runtime.',
        expect: 'next',
      },
      { say: 'Yes, what does a typical week look like for a frontend engineer on your team?', expect: 'panel_answer' },
      { say: 'And how would you measure success for this role in the first six months?', expect: 'panel_answer' },
      { say: "No, that's everything from me. Thanks a lot!", expect: 'closed' },
    ],
  },
  {
    name: 'sumlark: native, spoken, stops after a few questions',
    scenario: 'frontend-react-sumlark',
    seed: 'frontend-react-sumlark-2',
    steps: [
      {
        say: "hi yeah so um i'm a front end developer i've been doing react for about four years mostly at an agency where we built booking sites for hotels and then the last year at a startup doing a parent app in react native and typescript",
        expect: 'next',
      },
      { say: 'sorry what was that', expect: 'same_words' },
      { say: "i'd probably not use redux for everything", expect: 'follow_up' },
      {
        say: 'so when we started the parent app we put every api response into redux slices by hand with thunks and loading flags and it got really messy after a few months so today i would use rtk query from the start and keep only real ui state in the store',
        expect: 'next',
      },
      { say: 'can you say that in a different way', expect: 'rephrase' },
      {
        say: "ok um one thing i'm proud of is a small typed wrapper around our api client where every endpoint had its request and response types generated from the open api spec so if the backend changed a field the build failed instead of the app crashing for users and nobody had to update types by hand",
        expect: 'next',
      },
      { say: "by the way thanks for having me today i'm really enjoying this", expect: 'social' },
      {
        say: "yeah so at the agency i worked with a designer on a hotel booking flow and instead of handing over figma files we paired for an hour every morning and i'd build the screen live while she tweaked spacing and copy and we shipped the redesign two weeks early and bookings went up about twelve percent",
        expect: 'next',
      },
      { say: "i'm really sorry but i think i need to stop here something came up at home", expect: 'closed' },
    ],
  },
  {
    name: 'sumlark: non-native, typed, asks for Portuguese, stops early',
    scenario: 'frontend-react-sumlark',
    seed: 'frontend-react-sumlark-3',
    steps: [
      {
        say: 'Hello, my name is Lucas, I am from Brazil. I am having five years experience with React, before I was working in a bank making the internet banking screens, and now I work in startup of education. I like Sumlark because education is my passion.',
        expect: 'next',
      },
      { say: "Sorry, I not understand very well, what mean 'what to measure' here? Is about the tools or the numbers?", expect: 'rephrase' },
      {
        say: 'Ah ok. For me the most important is the time until user can click, the INP and the LCP. In the bank we measure with Lighthouse and real user monitoring, and one time we see the LCP was bad because of big images in the home page, we change to webp and lazy loading and it improve almost two seconds.',
        expect: 'next',
      },
      { say: 'Posso responder em português? É mais fácil para mim explicar.', expect: 'english' },
      {
        say: 'Ok, I try in English. In the startup I work with the designer and with teachers for make the new exercise screen. Every week we show the prototype to two teachers, they say what is confusing, and I change the React components. In the end the teachers use the screen without training and the complaints go down.',
        expect: 'next',
      },
      { say: 'Hmm, wait one moment please, I am thinking.', expect: 'wait' },
      {
        say: 'I did this in the bank. We have more than hundred class components. First I make a list and start with the small components that have tests, I convert to function with hooks and add strict TypeScript types one by one, never big bang. We finish in four months without any incident in production.',
        expect: 'next',
      },
      { say: 'Can you repeat please? I lose the last part.', expect: 'same_words' },
      {
        say: "Yes. One time a customer of the bank write very angry because the transfer screen show error but the money go out. I check the logs with backend team, we find the timeout problem and I change the screen to show 'processing' status. I also call him to explain. He was satisfied in the end.",
        expect: 'next',
      },
      { say: 'I think I stop here, I need to go to pick my son at school. Thank you.', expect: 'closed' },
    ],
  },

  // ───────────────────────────── Backend Developer, Greenhollow Grocers ─────────────────────────────
  {
    name: 'greenhollow: non-native, typed, to the end with a "yes, I have a question"',
    scenario: 'backend-python-django-greenhollow',
    seed: 'backend-python-django-greenhollow-3',
    steps: [
      {
        say: 'I am having five years experience in Django, I was making the backend for a food delivery startup in Bangalore, orders, payments, all that. Now I want to move to grocery domain because it is similar problems and Greenhollow is growing fast.',
        expect: 'next',
      },
      {
        say: 'Yes, one query for the orders report was taking almost forty seconds. I did explain analyze and saw it was doing sequential scan on the order items table. I added composite index on order id and created date and also removed one unnecessary join, after that it came down to under one second.',
        expect: 'next',
      },
      { say: 'Sorry, you are asking about production bug in general or specifically in DRF?', expect: 'rephrase' },
      {
        say: 'Specifically DRF then. We had serializer with nested fields and in production the list API became very slow when restaurants had many menu items. With django debug toolbar I saw N plus one queries. I fixed it using select related and prefetch related, and added a test which counts the queries.',
        expect: 'next',
      },
      { say: 'I did not do exactly that, but I am having some experience with the delivery partners team.', expect: 'follow_up' },
      {
        say: 'We had complaint from delivery partners that the app was showing wrong pickup order. I went with the operations manager to two restaurants for one evening and watched how they pack. Then I changed the order of items in the API to match the kitchen flow, and the late pickups reduced by around twenty percent.',
        expect: 'next',
      },
      { say: 'Ok wait, let me think for a second.', expect: 'wait' },
      {
        say: 'In my last company test suite was taking thirty minutes in CI. I profiled with pytest durations, found many tests were hitting real database for no reason, so I moved them to factories and in-memory objects, and I enabled pytest xdist to run in parallel. Finally it took around seven minutes.',
        expect: 'next',
      },
      { say: 'I have no idea what to say for this one.', expect: 'easier' },
      { say: "I don't know, nothing is coming in my mind, sorry.", expect: 'move_on' },
      {
        say: 'We used Redis for caching the restaurant menus and for rate limiting of OTP requests. The most useful was the cache, because the menu API was heavy. I would do differently the invalidation, we used time based expiry and sometimes customers saw old prices, now I will use explicit invalidation on update.',
        expect: 'next',
      },
      { say: 'Can we skip this one?', expect: 'move_on' },
      {
        say: 'Yes, the whole food delivery platform is logistics actually. I built the slot allocation for delivery riders, I was the main backend developer there, designing the models, the Celery tasks for assigning riders, and the APIs for the rider app.',
        expect: 'next',
      },
      { say: 'Yes, I have one question.', expect: 'go_ahead' },
      { say: 'Is this role remote or hybrid? And is there any relocation support?', expect: 'panel_answer' },
      { say: 'What is the next step after this interview?', expect: 'panel_answer' },
      { say: 'No more questions, thank you so much.', expect: 'closed' },
    ],
  },
  {
    name: 'greenhollow: native, spoken, has to leave',
    scenario: 'backend-python-django-greenhollow',
    seed: 'backend-python-django-greenhollow-1',
    steps: [
      {
        say: "yeah so right now i'm a backend developer at an insurance company working on the claims api in django and postgres and i'm looking at greenhollow because i really like the idea of building stuff that real shops use every day",
        expect: 'next',
      },
      {
        say: "uh so at the insurance place i built the appointment booking for assessors which is pretty much like delivery slots the hard part was double booking when two people grabbed the same slot so i used select for update on the slot row and a unique constraint and after that we never saw a double booking again",
        expect: 'next',
      },
      { say: 'could you just run that one by me again', expect: 'same_words' },
      { say: 'i have never used celery to be honest', expect: 'easier' },
      {
        say: "um we did have background jobs though we used django q to generate claim pdfs overnight and send emails i set up the retries and made the tasks idempotent so a retry wouldn't send the same email twice and the overnight failures basically went away",
        expect: 'next',
      },
      { say: 'what do you mean by picking and packing exactly', expect: 'rephrase' },
      {
        say: "right ok so the closest i've done is sitting with the claims handlers i spent two days shadowing them and noticed they copied data between three screens so i built a single summary view with them testing it every friday and they said it saved them about an hour a day",
        expect: 'next',
      },
      { say: "is it ok if we wrap up now i've got a hard stop", expect: 'closed' },
    ],
  },
  {
    name: 'greenhollow: native, typed, bad audio, three repeats',
    scenario: 'backend-python-django-greenhollow',
    seed: 'backend-python-django-greenhollow-2',
    steps: [
      {
        say: "Hi! I'm currently a backend engineer at a travel startup, where I look after our booking API in Django and PostgreSQL. Greenhollow caught my eye because I shop with you every week, and the delivery slot problem sounds like a really interesting engineering challenge.",
        expect: 'next',
      },
      { say: 'Sorry, the audio broke up. Could you say that again?', expect: 'same_words' },
      { say: "Sorry, still didn't catch it, can you repeat?", expect: 'same_words' },
      { say: 'Apologies, one more time please?', expect: 'rephrase' },
      {
        say: 'Got it. For our partner API I versioned the endpoints in the URL and never removed a field without a deprecation period. Serializers for each version were separate classes, and we ran contract tests for our biggest partners in CI, so breaking changes were caught before release.',
        expect: 'next',
      },
      { say: 'Quick question first: do you run Celery with Redis or with RabbitMQ here?', expect: 'panel_answer' },
      {
        say: 'At the travel startup I moved our invoice generation and supplier sync into Celery tasks. I was responsible for designing the tasks, adding retries with backoff, and monitoring them with Flower. Before that the sync ran inside requests and timed out; afterwards the booking page got twice as fast.',
        expect: 'next',
      },
      { say: 'It went well.', expect: 'follow_up' },
      {
        say: 'Sure. Last autumn I spent a week with our customer support team because refunds were slow. I sat with them, mapped the steps on a whiteboard, and we agreed to automate the most common case. We built it together over two sprints, and refund handling time fell from three days to one.',
        expect: 'next',
      },
      { say: "Honestly I've never done anything like that.", expect: 'easier' },
      { say: "Sorry, I'd rather skip this one.", expect: 'move_on' },
      { say: "I'm afraid I have to leave now, sorry about that.", expect: 'closed' },
    ],
  },

  // ───────────────────────────── Data Analyst, Copperline Outfitters ─────────────────────────────
  {
    name: 'copperline: native, typed, three questions for the panel',
    scenario: 'data-analyst-copperline',
    seed: 'data-analyst-copperline-1',
    steps: [
      {
        say: "I've been a data analyst for four years, first at a supermarket chain and now at an online furniture retailer, where I look after trading reports and most of the ad hoc analysis for the buying team. I mostly work in SQL, dbt and Looker.",
        expect: 'next',
      },
      { say: "I mostly use Python for analysis notebooks, so I'm not sure 'large codebase' applies to me. Do you mean notebooks or proper packages?", expect: 'rephrase' },
      {
        say: 'Then type hints and dataclasses. At my current job I turned our forecasting notebooks into a small package with typed functions and pytest tests, so when someone changed the date handling the tests failed straight away instead of a report quietly showing wrong numbers.',
        expect: 'next',
      },
      {
        say: 'Our weekly sales query took twelve minutes in Snowflake. I looked at the query profile and saw it was exploding a join between orders and promotions because promotions overlapped in time. I rewrote it with a window function to pick one promotion per order line, and it ran in forty seconds.',
        expect: 'next',
      },
      { say: 'I usually start from the question the business has and keep the slides simple.', expect: 'follow_up' },
      {
        say: 'For example, last quarter sofa sales in the north dropped fifteen percent and the buyers blamed pricing. I split the drop by channel and found it was almost all from one marketplace that had delisted us. I showed one chart in the trading meeting, they fixed the listing, and sales recovered within three weeks.',
        expect: 'next',
      },
      { say: 'Can I just check, when you say dashboards, do you mean building the LookML models as well, or only the tiles people see?', expect: 'rephrase' },
      {
        say: "I've done both. I built the LookML model for our stock dashboard, with explores for stock, sales and purchase orders, and the dashboard on top. I was the only analyst on it, and the buying team now uses it every Monday instead of three separate spreadsheets.",
        expect: 'next',
      },
      { say: 'Can I pass on this one?', expect: 'move_on' },
      { say: 'Let me think about that for a moment.', expect: 'wait' },
      {
        say: "I'd start with the metrics people argue about, like margin and sell-through, and define each once in dbt with tests and documentation. At my current job I did that for revenue: there were five versions in different dashboards, I got finance to agree on one definition, built a single model and pointed every dashboard at it.",
        expect: 'next',
      },
      {
        say: 'Last year the marketing director asked for a full attribution model two weeks before peak. I explained that with our data it would take two months and would not be reliable, and offered a simpler channel report instead. She agreed, we shipped it in four days, and the attribution work was planned properly in the new year.',
        expect: 'next',
      },
      {
        say: 'The most useful thing was setting up zero-copy clones for testing dbt changes, so we could test on real data without paying for extra storage. I would now add resource monitors from day one, because one bad query once burned a week of credits.',
        expect: 'next',
      },
      { say: 'Yes, a couple. Who would I be working with most closely day to day?', expect: 'panel_answer' },
      { say: 'What are the biggest challenges for the data team this year?', expect: 'panel_answer' },
      { say: 'And which tools does the team use besides dbt and Looker?', expect: 'panel_answer' },
    ],
  },
  {
    name: 'copperline: non-native, spoken, asks in Chinese, bad connection',
    scenario: 'data-analyst-copperline',
    seed: 'data-analyst-copperline-2',
    steps: [
      {
        say: 'hello so my name is mei i am from taiwan i work three years as data analyst in e-commerce company there i do many sql and dashboard in tableau and also some python for cleaning the data',
        expect: 'next',
      },
      { say: 'sorry i not understand what mean correct and fast as it grows can you explain other way', expect: 'rephrase' },
      {
        say: 'ok so in my company the order table become very big so i make summary table by day and by product and i put cluster on date column so the dashboard query is much faster and also i add check that the totals match with the raw table every morning',
        expect: 'next',
      },
      { say: 'can you speak more slowly please i did not catch', expect: 'same_words' },
      {
        say: 'one time my manager ask why the customers not come back so i first ask her what decision she want to make then i define the repeat customer and i compare the cohorts by first month and i find the delivery delay make them not come back',
        expect: 'next',
      },
      { say: '我可以用中文回答吗', expect: 'english' },
      {
        say: 'sorry ok in english one time sales drop in one region i look the data and i find one warehouse was out of stock for two weeks i make one simple chart for the manager and she move stock from other warehouse and after that sales come back',
        expect: 'next',
      },
      { say: 'hmm i need to think little bit', expect: 'wait' },
      { say: 'i think i must stop now my internet is very bad sorry thank you for your time', expect: 'closed' },
    ],
  },
  {
    name: 'copperline: junior, typed, greets first, passes on A/B testing',
    scenario: 'data-analyst-copperline',
    seed: 'data-analyst-copperline-3',
    steps: [
      { say: 'Good morning, and thanks for having me!', expect: 'social' },
      {
        say: "So, I'm a junior analyst at a logistics company, about eighteen months in. I build Excel and Power BI reports for the operations team and I've been learning SQL and dbt. Copperline appeals to me because I love retail and want to work with a proper modern data stack.",
        expect: 'next',
      },
      { say: 'I keep raw data on a separate tab.', expect: 'follow_up' },
      {
        say: 'I also never type numbers into formulas; assumptions live in one input sheet with labels. For example, our weekly fleet report used to break whenever someone pasted new data, so I rebuilt it with Power Query pulling from a fixed export, and now anyone can refresh it in one click.',
        expect: 'next',
      },
      { say: "I've never run an A/B test, to be honest.", expect: 'easier' },
      { say: "No, nothing similar, I'm afraid.", expect: 'move_on' },
      { say: "What does 'make it land' mean here?", expect: 'rephrase' },
      {
        say: 'Right. Last winter on-time deliveries fell and the managers blamed the drivers. I compared routes and found the drop came from one depot that had changed its loading times. I presented a single map and two numbers in the ops meeting, they moved the loading slot back, and on-time delivery was above ninety percent again within a month.',
        expect: 'next',
      },
      { say: 'Sorry, how many people are in the analytics team right now?', expect: 'panel_answer' },
      {
        say: "I'd list the metrics that appear in more than one report, agree definitions with their owners, and build them once as dbt models with tests. I did a small version of that with our delivery metrics in SQL views, and it stopped the weekly argument about which number was right.",
        expect: 'next',
      },
      { say: "Thanks, I think I'll stop there for today if that's alright.", expect: 'closed' },
    ],
  },
];

// ───────────────────────────── Running them ─────────────────────────────

function scenario(id: string) {
  const found = scenarios.find((s) => s.id === id);
  if (!found) throw new Error(`no scenario ${id}`);
  return found;
}

async function collect(turn: AsyncIterable<Utterance>): Promise<Utterance[]> {
  const said: Utterance[] = [];
  for await (const u of turn) said.push(u);
  return said;
}

function joined(utterances: Utterance[]): string {
  return utterances.map((u) => u.text).join(' ');
}

/** The utterance kinds with repeats collapsed: [answer, answer, question] → [answer, question]. */
function runs(said: Utterance[]): string[] {
  const out: string[] = [];
  for (const u of said) if (out[out.length - 1] !== u.kind) out.push(u.kind);
  return out;
}

/** The open question, without a short lead-in such as "Sure." said before it. */
function openQuestion(progress: InterviewProgress): string {
  const awaiting = progress.awaiting!;
  const item = progress.plan.items.find((i) => i.id === awaiting.itemId)!;
  if (awaiting.text.includes(item.text)) return item.text;
  const sentences = awaiting.text.split(/(?<=[.!?])\s+/);
  while (sentences.length > 1 && sentences[0].split(/\s+/).length <= 3) sentences.shift();
  return sentences.join(' ');
}

/** "No problem, let's move on": the acknowledgement of a pass, not of an answer. */
const MOVING_ON = /\b(let's move on|we can move on|let's try something else|on to the next one)\b/i;

/** What is wrong with the reply, or null when it is the expected one. */
function mismatch(expected: Reply, before: InterviewProgress, said: Utterance[], after: InterviewProgress): string | null {
  const awaiting = before.awaiting!;
  const kinds = runs(said);
  const words = joined(said);
  const stayed = after.phase === 'in_progress' && after.awaiting?.itemId === awaiting.itemId && after.position === before.position;
  const moved = after.phase === 'in_progress' && after.position === before.position + 1 && after.awaiting?.itemId === before.plan.items[before.position + 1]?.id;
  const only = (kind: string) => kinds.length === 1 && kinds[0] === kind;
  const inQuestions = awaiting.kind === 'candidate_question';
  if (said.length === 0) return 'no reply at all';

  switch (expected) {
    case 'next':
    case 'move_on': {
      if (!only('question')) return `expected the next question, got ${kinds.join(' + ')}`;
      if (!moved) return `expected to move to ${before.plan.items[before.position + 1]?.id}, now on ${after.awaiting?.itemId ?? after.phase}`;
      if (!words.includes(before.plan.items[before.position + 1].text)) return 'the next question was not asked in full';
      if (expected === 'next' && MOVING_ON.test(words)) return 'moved on as after a pass, not as after an answer';
      if (expected === 'move_on' && !MOVING_ON.test(words)) return 'moved on as after an answer, not as after a pass';
      return null;
    }
    case 'follow_up':
    case 'easier': {
      if (!only('follow_up')) return `expected a follow-up, got ${kinds.join(' + ')}`;
      if (!stayed || after.awaiting?.kind !== 'follow_up') return `expected a follow-up on ${awaiting.itemId}, now on ${after.awaiting?.itemId ?? after.phase}`;
      if (expected === 'easier' && after.awaiting.gap !== 'dont_know') return `expected an easier angle, got a follow-up for ${after.awaiting.gap}`;
      if (expected === 'follow_up' && after.awaiting.gap === 'dont_know') return 'expected a follow-up for more detail, got an easier angle as after "I don\'t know"';
      return null;
    }
    case 'same_words':
      if (!only('question')) return `expected the question again, got ${kinds.join(' + ')}`;
      if (!stayed) return `expected to stay on ${awaiting.itemId}, now on ${after.awaiting?.itemId ?? after.phase}`;
      if (!words.includes(openQuestion(before))) return 'the question was not repeated word for word';
      return null;
    case 'rephrase':
      if (!only('rephrase')) return `expected other words for the question, got ${kinds.join(' + ')}`;
      if (!stayed) return `expected to stay on ${awaiting.itemId}, now on ${after.awaiting?.itemId ?? after.phase}`;
      return null;
    case 'wait':
    case 'english':
      if (!only('prompt')) return `expected a short prompt, got ${kinds.join(' + ')}`;
      if (!stayed || after.awaiting?.text !== awaiting.text || after.awaiting.kind !== awaiting.kind) return 'expected to wait on the same question';
      if (expected === 'english' && !/\bEnglish\b/.test(words)) return 'expected to be asked to go on in English';
      if (expected === 'wait' && /\bEnglish\b/.test(words)) return 'asked to go on in English instead of waiting';
      return null;
    case 'social':
      if (kinds.join() !== 'prompt,question') return `expected a short reply and the question again, got ${kinds.join(' + ')}`;
      if (!stayed) return `expected to stay on ${awaiting.itemId}, now on ${after.awaiting?.itemId ?? after.phase}`;
      if (!words.includes(openQuestion(before))) return 'the question was not asked again word for word';
      return null;
    case 'panel_answer':
      if (inQuestions) {
        const last = before.candidateQuestionsAnswered === 2;
        if (kinds.join() !== (last ? 'answer,closing' : 'answer')) return `expected an answer, got ${kinds.join(' + ')}`;
        if (after.candidateQuestionsAnswered !== before.candidateQuestionsAnswered + 1) return 'the question was not counted as answered';
        if (last ? after.endReason !== 'completed' : !stayed) return 'expected to stay at the candidate questions (or close after the third)';
        return null;
      }
      if (kinds.join() !== 'answer,question') return `expected an answer and the question again, got ${kinds.join(' + ')}`;
      if (!stayed) return `expected to stay on ${awaiting.itemId}, now on ${after.awaiting?.itemId ?? after.phase}`;
      if (!words.includes(openQuestion(before))) return 'the question was not asked again word for word';
      return null;
    case 'go_ahead':
      if (!only('prompt')) return `expected "go ahead", got ${kinds.join(' + ')}`;
      if (!stayed || !inQuestions) return 'expected to stay at the candidate questions';
      return null;
    case 'closed': {
      if (!only('closing')) return `expected the close, got ${kinds.join(' + ')}`;
      const reason = inQuestions ? 'completed' : 'candidate_request';
      if (after.phase !== 'finished' || after.endReason !== reason) return `expected to finish (${reason}), got ${after.phase} (${String(after.endReason)})`;
      return null;
    }
  }
}

describe('scripted conversations with the interviewer', () => {
  it('cover enough ground', () => {
    expect(conversations.length).toBeGreaterThanOrEqual(40);
    expect(new Set(conversations.map((c) => c.scenario)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(conversations.map((c) => c.name)).size).toBe(conversations.length);
    for (const c of conversations) expect(c.steps.length, c.name).toBeGreaterThanOrEqual(8);
    const replies = new Set(conversations.flatMap((c) => c.steps.map((s) => s.expect)));
    for (const reply of ['next', 'move_on', 'follow_up', 'easier', 'same_words', 'rephrase', 'wait', 'english', 'social', 'panel_answer', 'go_ahead', 'closed']) {
      expect(replies.has(reply as Reply), reply).toBe(true);
    }
  });

  it.each(conversations.map((c) => [c.name, c] as const))('%s', async (_name, conversation) => {
    const interviewer = createInterviewer(scenario(conversation.scenario), createScriptedBrain(), conversation.seed);
    await collect(interviewer.open());
    for (const [index, step] of conversation.steps.entries()) {
      expect(interviewer.finished, `turn ${index + 1} "${step.say}": the interview is already over`).toBe(false);
      const before = interviewer.progress();
      const said = await collect(interviewer.respond(step.say));
      const after = interviewer.progress();
      const problem = mismatch(step.expect, before, said, after);
      const reading = classifyTurn(step.say, before.awaiting?.text ?? '');
      expect(
        problem,
        `turn ${index + 1} "${step.say}" (on ${before.awaiting?.itemId}, read as ${reading.act} ${reading.confidence.toFixed(2)}): expected ${step.expect} → ${JSON.stringify(
          said.map((u) => `${u.kind}: ${u.text}`),
        )}`,
      ).toBeNull();
    }
  });
});
