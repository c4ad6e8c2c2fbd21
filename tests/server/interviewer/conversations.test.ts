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
 * the open question or moves on. A wrong reply that leaves the interview where the script expects it
 * (the same question, the same counts of repeats and follow-ups) is reported and the conversation goes
 * on; one that does not (a follow-up instead of the next question, a close) ends the conversation there.
 */

type Reply =
  /** A substantive answer: on to the next plan item ('question' utterances), credited, not "let's move on". */
  | 'next'
  /** A pass, or "don't know" twice: on to the next item with a "no problem, let's move on". */
  | 'move_on'
  /** After the last main question: a question the candidate passed earlier asked again, once (docs/decisions.md). */
  | 'passed_back'
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
  /**
   * How the main questions the answers were written for begin (q1, q2 …, as far as the conversation
   * goes): the plan comes from the scenario and the seed, and when it changes the answers no longer fit.
   */
  questions: string[];
  steps: Step[];
}

const conversations: Conversation[] = [
  // ───────────────────────────── Frontend Engineer, Sumlark Learning ─────────────────────────────
  {
    name: 'sumlark: native, typed, to the candidate questions',
    scenario: 'frontend-react-sumlark',
    seed: 'frontend-react-sumlark-1',
    questions: [
      'How do you structure a growing Redux Toolkit codebase so it stays easy to change?',
      'Tell me about the trickiest bug you have had to track down in CSS Modules.',
      "In this role you'd be pairing with designers and the curriculum team. Tell me about a time",
      "In this role you'd be building and maintaining features in the teacher dashboard. Tell me",
      'Describe a time you had to deal with an unhappy customer or user.',
      "We're looking for experience writing component tests using React Testing Library. Tell me",
      'Describe a time you had to give someone difficult feedback.',
      'Which TypeScript features do you lean on to keep a large codebase safe to change, and why?',
    ],
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
        expect: 'passed_back',
      },
      {
        say: 'Yes, actually. A junior developer on my team kept merging without tests. I told him privately, with two examples of bugs it had caused, and we agreed he would pair with me on tests for two weeks. His pull requests got much better after that.',
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
    questions: [
      'What is a decision you made with Redux Toolkit that you would make differently today, and',
      'Tell me about a piece of TypeScript code you are proud of.',
      "In this role you'd be pairing with designers and the curriculum team. Tell me about a time",
      'How would you make sure a complex, interactive component meets WCAG 2.1?',
    ],
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
    questions: [
      'How do you decide what to measure when it comes to web performance?',
      "In this role you'd be pairing with designers and the curriculum team. Tell me about a time",
      "Let's talk about migrating legacy class components to function components, including",
      'Describe a time you had to deal with an unhappy customer or user.',
      'One of our requirements is working knowledge of TypeScript, including API responses. How',
    ],
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
    questions: [
      'Tell me about a slow or tricky query you dealt with in PostgreSQL.',
      'Tell me about a problem in production with something you built on Django REST Framework.',
      "In this role you'd be working with store operations staff. Tell me about a time you did",
      "In this role you'd be keeping the test suite fast and reliable.",
      'Tell me about a time you had to deliver under real time pressure.',
      'What is the most useful thing you have done with Redis recently, and what would you do',
      'Tell me about a project that did not go the way you hoped.',
      'The role asks for interest in operational software, logistics or retail. Which project of',
    ],
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
      { say: 'Yes, I was working with the delivery partners team sometimes.', expect: 'follow_up' },
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
        expect: 'passed_back',
      },
      { say: 'sorry still nothing there we can go on', expect: 'move_on' },
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
    questions: [
      "In this role you'd be developing features for substitutions, delivery slots and orders in",
      'One of our requirements is background jobs experience using Celery, RQ or similar. How',
      "In this role you'd be working with store operations staff. Tell me about a time you did",
      'How do you make changes with Docker safe to roll out?',
    ],
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
    questions: [
      'How do you design services in Django REST Framework so that clients can rely on them as',
      'The role asks for background jobs experience using Celery, RQ or similar. Which project of',
      "In this role you'd be working with store operations staff. Tell me about a time you did",
      "In this role you'd be reducing database contention during peak slot-booking windows.",
      'Tell me about a time you had to deliver under real time pressure.',
    ],
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
    questions: [
      'Which Python features do you lean on to keep a large codebase safe to change, and why?',
      'Tell me about a slow or tricky query you dealt with in SQL.',
      "In this role you'd be running deep dives that explain changes in our sales. Tell me about",
      'The role asks for experience building dashboards in Power BI, Tableau or Looker. Which',
      'Tell me about a piece of work you drove from start to finish.',
      'A big part of this job is improving dbt models. How would you approach that here, and what',
      'Describe a situation where you had to say no to, or delay, something important.',
      'What is the most useful thing you have done with Snowflake recently, and what would you do',
    ],
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
        expect: 'passed_back',
      },
      { say: "I'd rather leave that one, thank you.", expect: 'move_on' },
      { say: 'Yes, a couple. Who would I be working with most closely day to day?', expect: 'panel_answer' },
      { say: 'What are the biggest challenges for the data team this year?', expect: 'panel_answer' },
      { say: 'And which tools does the team use besides dbt and Looker?', expect: 'panel_answer' },
    ],
  },
  {
    name: 'copperline: non-native, spoken, asks in Chinese, bad connection',
    scenario: 'data-analyst-copperline',
    seed: 'data-analyst-copperline-2',
    questions: [
      'How do you design data in SQL so it stays correct and fast as it grows?',
      "We're looking for the ability to turn a business question into an analysis plan. Tell me",
      "In this role you'd be running deep dives that explain changes in our sales. Tell me about",
      'Walk me through a real piece of work where you used A/B testing.',
    ],
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
    questions: [
      'How do you make work in Excel reproducible and trustworthy for the people who rely on it?',
      'What are the most common mistakes you see in A/B testing, and how do you guard against',
      "In this role you'd be running deep dives that explain changes in our sales. Tell me about",
      'A big part of this job is improving dbt models. How would you approach that here, and what',
      'Tell me about a piece of work you drove from start to finish.',
    ],
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
  // ───────────────────────────── Site Reliability Engineer, Cinderpath Games ─────────────────────────────
  {
    name: 'cinderpath: native, spoken, to the end with "yeah i have a couple"',
    scenario: 'sre-cinderpath',
    seed: 'sre-cinderpath-3',
    questions: [
      "In this role you'd be leading incident response during your on-call weeks. Tell me about",
      'How do you make changes with Kubernetes safe to roll out?',
      'Describe a stressful situation at work, such as an outage or a hard deadline.',
      'Tell me about a production problem you tracked down that involved Terraform.',
      'Think of a time when you and a teammate saw a problem very differently.',
      'The role asks for the ability to write tooling in Python or Go. Which project of yours',
      'Describe a time a collaboration with another team was struggling.',
      'Tell me about a time Prometheus helped you find the cause of a production problem.',
    ],
    steps: [
      {
        say: "sure so i'm an sre at a fintech company for the last three years before that i was a sysadmin so i've done a lot of on call and i've been running our kubernetes clusters on gke and our prometheus and grafana setup",
        expect: 'next',
      },
      {
        say: "yeah so at my current job i'm the incident commander about one week a month the hard part early on was everyone jumping into the same slack thread so i introduced a simple role split commander comms and investigator and a postmortem template and our time to mitigate dropped by about forty percent over six months",
        expect: 'next',
      },
      { say: 'hang on let me think about which change to pick', expect: 'wait' },
      {
        say: 'ok so last year i changed the pod disruption budgets and resource limits for our payments service we rolled it out with a canary in one cluster first watched error rates and latency in grafana for a day and the rollback was just reverting the helm release which we rehearsed beforehand',
        expect: 'next',
      },
      { say: 'um pardon', expect: 'same_words' },
      {
        say: "so we had a full outage of card authorisation on black friday when a database failover went wrong i kept a written timeline so i didn't lose track took a five minute break when i felt myself rushing and we restored service in fifty minutes then i wrote the postmortem the next day",
        expect: 'next',
      },
      { say: "i haven't really used terraform in production", expect: 'easier' },
      {
        say: 'i mean we had terraform for our dns records and once someone applied a change from an old branch and deleted a record which took the status page down i found it by checking the state history and we added a ci check that blocks applies from anything but main',
        expect: 'next',
      },
      { say: 'do you want a work example or could it be from a side project', expect: 'rephrase' },
      {
        say: 'work example then my teammate wanted to rewrite our alerting rules from scratch and i thought we should just tune the noisy ones we agreed to try my approach for two weeks and measure pages per shift pages went from thirty to eight so we kept it and he later rewrote the rest in the same style',
        expect: 'next',
      },
      {
        say: 'i wrote a small go cli that checks our kubernetes manifests against our own rules like every deployment needs resource limits and a pod disruption budget it runs in ci and i was the only author it caught about fifty problems in the first month before they reached the cluster',
        expect: 'next',
      },
      { say: "i'd rather not answer that one can we skip it", expect: 'move_on' },
      {
        say: 'yeah we had latency spikes every hour on the api and prometheus showed cpu throttling on the pods at the same time turned out a cron job in the same namespace was eating the cpu limits so we moved it to its own node pool and the spikes disappeared',
        expect: 'passed_back',
      },
      { say: 'no i still dont know that one sorry', expect: 'move_on' },
      { say: "yeah i've got a couple actually", expect: 'go_ahead' },
      { say: 'what does the on call rotation look like for this team', expect: 'panel_answer' },
      { say: 'and how do you support people who want to grow into senior roles', expect: 'panel_answer' },
      { say: "no that's it from me thanks", expect: 'closed' },
    ],
  },
  {
    name: 'cinderpath: non-native, typed, asks for French, urgent call',
    scenario: 'sre-cinderpath',
    seed: 'sre-cinderpath-1',
    questions: [
      'If you joined Cinderpath Games and found the Kubernetes setup hard to change, what would',
      "Let's talk about running load tests and game days. If that landed on your desk in your",
      'Tell me about a time you had to deliver under real time pressure.',
      'The role asks for a calm, methodical approach during incidents.',
    ],
    steps: [
      {
        say: 'Hello everybody. Currently I am working as DevOps engineer at a telecom company in Lyon, I am responsible of the Kubernetes platform and the monitoring. Cinderpath catch my eye because I am a big gamer and I want to work on the launches of games.',
        expect: 'next',
      },
      { say: 'Excuse me, what you mean exactly with hard to change? Hard for the developers or for the platform team?', expect: 'rephrase' },
      {
        say: 'Ok. First I look how the manifests are organised, if there is copy paste of YAML everywhere, and if there is GitOps or people apply by hand. In my company it was like this, we introduce Helm charts and Argo CD, and after that a change take minutes and not one day.',
        expect: 'next',
      },
      { say: "Je peux répondre en français ? C'est plus facile pour moi.", expect: 'english' },
      {
        say: 'Ok, sorry. I would first ask the game team what is the expected number of players, then write load tests with k6 for the matchmaking and login, and run them in staging with the same size. In telecom I organise a game day for our SMS platform, we kill one zone and see what happen, we find two alerts which never fire.',
        expect: 'next',
      },
      { say: 'Mmm, one second please.', expect: 'wait' },
      { say: 'We worked late some days but we delivered.', expect: 'follow_up' },
      {
        say: 'The migration of our data center had a fixed date because the contract finish. Two weeks before, we see the network was not ready. I proposed to move only the critical services first and keep the batch jobs for later. We finish on time, the batch jobs moved one month after, and nobody lose data.',
        expect: 'next',
      },
      { say: 'Sorry but I must stop the interview now, I have an urgent call from work.', expect: 'closed' },
    ],
  },
  {
    name: 'cinderpath: native, typed, checks the line, asks about on-call mid-question',
    scenario: 'sre-cinderpath',
    seed: 'sre-cinderpath-2',
    questions: [
      'What is a common Go mistake you have seen in code review, and how would you explain the',
      'Describe a stressful situation at work, such as an outage or a hard deadline.',
      'A big part of this job is leading incident response during your on-call weeks. How would',
      'Tell me about a time you felt out of your depth.',
      'How do you decide what is worth measuring or alerting on with Prometheus?',
    ],
    steps: [
      { say: 'Hi, can you hear me okay?', expect: 'social' },
      {
        say: "Great. I'm a platform engineer with five years in SRE-type roles, mostly at an ad-tech company running high-traffic Go services on Kubernetes. I led our move to SLO-based alerting last year, and I'm excited about games because launches are such a fun reliability problem.",
        expect: 'next',
      },
      {
        say: "Goroutine leaks, by far. People start a goroutine that blocks on a channel nobody closes. I'd show the junior a small example with a context that gets cancelled, explain that every goroutine needs a clear way to exit, and show them how we caught one in production with the pprof goroutine count.",
        expect: 'next',
      },
      { say: 'Is this about a time I was personally stressed, or more about how I handled the incident itself?', expect: 'rephrase' },
      {
        say: "Both, I guess. Last March our bidding service started dropping requests during a big customer's campaign. I took the lead, split the work between two colleagues, and posted updates every fifteen minutes for the account team. We found a bad config push, rolled it back within forty minutes, and I wrote up the review the next day.",
        expect: 'next',
      },
      { say: 'Before I go on, how often would I be on call in this role?', expect: 'panel_answer' },
      {
        say: "Thanks. I'd shadow a couple of rotations first, then make sure every alert has a runbook. At my current company I wrote our incident review template and ran the reviews for a year; the biggest change was separating what happened from what we'll change, which made reviews feel much less like blame.",
        expect: 'next',
      },
      { say: 'Ooh, tough one. Can I have a minute?', expect: 'wait' },
      {
        say: 'When I joined my current team I had never touched Kafka and I was suddenly on call for it. I read the docs over a weekend, asked our data engineer to pair with me for two afternoons, and wrote a runbook as I learned. A month later I handled a broker failure on my own.',
        expect: 'next',
      },
      { say: "Actually, I think I'd like to end the interview here. Thank you both.", expect: 'closed' },
    ],
  },

  // ───────────────────────────── Backend Engineer, Parcelrun ─────────────────────────────
  {
    name: 'parcelrun: native, typed, to the end',
    scenario: 'backend-nodejs-parcelrun',
    seed: 'backend-nodejs-parcelrun-1',
    questions: [
      'If users told you something felt slow or unreliable, how would you use OpenTelemetry to',
      "In this role you'd be designing the queue-based pipeline. Tell me about similar work",
      'Describe a stressful situation at work, such as an outage or a hard deadline.',
      'Tell me about a time something built on RabbitMQ failed in production.',
      'Tell me about a time you changed your plans because of what you learned from users or',
      'Tell me about a piece of TypeScript code you are proud of.',
      'Describe a time a collaboration with another team was struggling.',
      'One of our requirements is experience of integrating with unreliable third-party APIs,',
    ],
    steps: [
      {
        say: "I'm a backend engineer at a food-delivery company, where I work on the order tracking service in Node.js and TypeScript. Parcelrun caught my eye because tracking at peak volume is exactly the kind of problem I enjoy, and I like that you're a small team with real ownership.",
        expect: 'next',
      },
      {
        say: "I'd start from a trace of a slow request and look at which span takes the time: the database, a downstream carrier API, or our own code. At my current job that's how we found a carrier call with no timeout that held requests for thirty seconds; we added a timeout and a fallback, and p99 latency dropped from eight seconds to under one.",
        expect: 'next',
      },
      { say: 'Just to check, do you mean the design of the queue topology itself, or the whole pipeline including storage?', expect: 'rephrase' },
      {
        say: 'Then the whole pipeline. We ingest courier GPS updates through RabbitMQ into Postgres. The hard part was ordering, because updates arrive late and twice, so I made the consumers idempotent using an event id and a version per parcel. We went from weekly data fixes to none, even at Christmas volume.',
        expect: 'next',
      },
      { say: "Hmm, I'm not sure I've had one like that.", expect: 'easier' },
      {
        say: 'Well, there was one Friday when our payment provider went down during the lunch peak. I kept calm by writing down what we knew, switched orders to cash-only with the product manager, and talked to the provider every half hour. We lost some orders but kept the restaurants running, and in the end we added a second provider.',
        expect: 'next',
      },
      { say: 'Sorry, the last bit cut out, can you repeat that?', expect: 'same_words' },
      {
        say: 'A consumer crashed on one malformed message and kept requeueing it, so the queue grew to two million messages. I added a dead letter exchange with a retry limit and alerts on queue depth. Since then bad messages get parked instead of blocking everything.',
        expect: 'next',
      },
      { say: 'Yes, many times.', expect: 'follow_up' },
      {
        say: "For instance, we planned a new tracking page with a map, but in interviews customers told us they only cared about the arrival time. We dropped the map, shipped a simple time estimate two weeks earlier, and the number of 'where is my order' calls fell by a quarter.",
        expect: 'next',
      },
      { say: "I'd rather pass on this one if that's okay.", expect: 'move_on' },
      {
        say: 'Our team and the mobile team kept blaming each other for tracking bugs. I suggested a shared channel and a weekly half-hour call, and I wrote a contract test suite for the API they use. Within a month the bug ping-pong mostly stopped and releases got calmer.',
        expect: 'next',
      },
      {
        say: 'Yes, one of our carriers only had a SOAP API that timed out a lot. I wrapped it in a small service with retries, a circuit breaker and caching of the last known status, and I converted the XML to our own JSON model so the rest of the code never saw it.',
        expect: 'passed_back',
      },
      { say: "Let's move on, please.", expect: 'move_on' },
      { say: 'What does the on-call rotation look like, and how often does it get paged?', expect: 'panel_answer' },
      { say: 'How is the team organised, and who would I report to?', expect: 'panel_answer' },
      { say: "That's all from me, thank you very much.", expect: 'closed' },
    ],
  },
  {
    name: 'parcelrun: non-native, spoken, asks for Polish, has to go',
    scenario: 'backend-nodejs-parcelrun',
    seed: 'backend-nodejs-parcelrun-2',
    questions: [
      "We're looking for experience of integrating with unreliable third-party APIs, including",
      'Describe a time you had to deal with an unhappy customer or user.',
      'Tell me about a time OpenTelemetry helped you find the cause of a production problem.',
      'Describe a stressful situation at work, such as an outage or a hard deadline.',
    ],
    steps: [
      {
        say: 'so hello my name is oleksandr i am backend developer from ukraine now i live in poland i work six years with node js and last three years in logistic company so parcelrun is very close to what i do',
        expect: 'next',
      },
      {
        say: 'yes we integrate with many post operators and some of them have only soap with xml so i write adapter for each one with timeouts and retries and when their service is down we put requests in queue and send later so our clients never see the error',
        expect: 'next',
      },
      { say: 'i am not sure i understand the question do you mean customer of the company or my internal customer', expect: 'rephrase' },
      {
        say: 'ok so one big client was angry because tracking status not update for two days i call with them i find their webhook url was changed and our system stop sending i fix it and also add alert when webhook fail many times and the client stay with us',
        expect: 'next',
      },
      { say: 'ehm what', expect: 'same_words' },
      { say: 'i never work with opentelemetry sorry', expect: 'easier' },
      {
        say: 'but with logs one time i find problem where label printing was slow i add request id in all logs and i see that one database query take ten seconds because missing index i add index and problem gone',
        expect: 'next',
      },
      { say: 'wait i need one minute for think', expect: 'wait' },
      { say: 'przepraszam, czy mogę odpowiedzieć po polsku', expect: 'english' },
      { say: 'i am sorry i have to finish now my child is sick we can stop here', expect: 'closed' },
    ],
  },
  {
    name: 'parcelrun: nervous junior, typed, does not know queues',
    scenario: 'backend-nodejs-parcelrun',
    seed: 'backend-nodejs-parcelrun-3',
    questions: [
      'Tell me about a time something built on RabbitMQ failed in production.',
      'Describe a time you had to deal with an unhappy customer or user.',
      "We're looking for familiarity with tracing and metrics. Tell me about the experience that",
      'Tell me about a time you had to deliver under real time pressure.',
      'A big part of this job is documenting carrier quirks. How would you approach that here,',
    ],
    steps: [
      { say: "Sorry, I'm a bit nervous, this is my first interview in a while.", expect: 'social' },
      {
        say: "Okay. I graduated two years ago and I've been a junior backend developer at an e-commerce agency since then, building REST APIs in Node.js and TypeScript for online shops. Parcelrun caught my eye because I like the logistics side of e-commerce and want to work on one product.",
        expect: 'next',
      },
      { say: "I haven't used RabbitMQ at all, sorry.", expect: 'easier' },
      { say: "I'm not sure, I don't really know queues.", expect: 'move_on' },
      {
        say: 'One client was upset that their checkout was slow during a sale. I joined a call with our account manager, looked at the logs while we talked and found an unindexed search query. I added the index that afternoon, the page got three times faster, and the client thanked us in the next meeting.',
        expect: 'next',
      },
      { say: 'A little, we have some dashboards.', expect: 'follow_up' },
      {
        say: "We use Sentry for errors and a Grafana dashboard with request rates. Once a client's orders were failing silently; in Sentry I saw a timeout from the payment provider, matched the time in Grafana to a traffic spike, and we added a retry and a queue so orders were saved even when the provider was slow.",
        expect: 'next',
      },
      { say: 'Could you give me an example of what you mean by trade off?', expect: 'rephrase' },
      {
        say: 'I see. Before Black Friday we had one week to build a discount feature. I cut the admin screen and let the account managers set discounts through a spreadsheet import instead. We launched on time, and I built the admin screen in January.',
        expect: 'next',
      },
      { say: 'Is there a lot of documentation work in this role? Just curious how much of the week it takes.', expect: 'panel_answer' },
      { say: "Thanks, that's all for today. I'd like to stop here.", expect: 'closed' },
    ],
  },

  // ───────────────────────────── iOS Developer, Pinegrove Fitness ─────────────────────────────
  {
    name: 'pinegrove: non-native, typed, to the end',
    scenario: 'ios-developer-swift-pinegrove',
    seed: 'ios-developer-swift-pinegrove-1',
    questions: [
      "Let's talk about migrating key UIKit screens to SwiftUI. If that landed on your desk in",
      'How do you decide what is worth covering with XCTest, and what you leave to other checks?',
      'Tell me about someone you helped to grow.',
      'Tell me about a piece of Swift code you are proud of.',
      'Describe a situation where the goal changed halfway through a piece of work.',
      'The role asks for experience with local persistence. Which project of yours shows that',
      'Tell me about a time you had more urgent work than you could handle.',
      'How have you used HealthKit in a real project, and what is one thing about it that',
    ],
    steps: [
      {
        say: 'Hello. I am Jiwoo, iOS developer since 2018. I was working in a Korean fitness startup, we make running app with Swift and UIKit, and last two years I lead the SwiftUI migration. Now I live in Berlin and I look for the English speaking team.',
        expect: 'next',
      },
      {
        say: 'This is exactly what I did. We migrate screen by screen, first the settings and profile because less traffic, using UIHostingController inside the old navigation. We ship each screen behind feature flag and compare crash rate. After one year sixty percent of screens are SwiftUI and users did not notice.',
        expect: 'next',
      },
      { say: 'Sorry, can you repeat more slow?', expect: 'same_words' },
      {
        say: 'I cover with XCTest the business logic, for example the calculation of pace and calories, and the sync code. The UI layout I check with snapshot tests and manual. One time a unit test catch that pace was wrong for miles, before release.',
        expect: 'next',
      },
      { say: 'Hmm, helped to grow, you mean like mentoring junior developer?', expect: 'rephrase' },
      {
        say: 'Yes. Last year we hire a junior from bootcamp. I do pair programming with him two times per week and review his code with explanation, not only comments. After six months he make the whole widget feature alone and now he is mid level.',
        expect: 'next',
      },
      { say: 'Let me think a little.', expect: 'wait' },
      {
        say: 'I am proud of our workout recorder. It must not lose data when the app crash, so I write it as a small state machine with each state saved to disk. I keep it maintainable with protocols and unit tests for each transition. Since release we have zero lost workouts reported.',
        expect: 'next',
      },
      { say: "I don't remember a situation like this.", expect: 'easier' },
      {
        say: 'Maybe one: we plan Apple Watch app but in the middle the company decide to focus on Android. I finish the watch app as small version with only start and stop workout, and document everything for later. We release it and it has good ratings.',
        expect: 'next',
      },
      { say: 'Next question please.', expect: 'move_on' },
      {
        say: 'Before the marathon event in Seoul we had three urgent bugs and a partner integration due in the same week. I asked my manager to rank them with me, fixed the crash bug first because it touched everyone, and moved the partner deadline by three days after talking to them. Everything was ready for the event.',
        expect: 'next',
      },
      {
        say: 'We read heart rate and write workouts to HealthKit. What surprise me is that permission for reading is never shown to the app, you cannot know if the user say no, so we design the screen to work with empty data and show a small hint.',
        expect: 'passed_back',
      },
      { say: 'Still no, sorry. Next one please.', expect: 'move_on' },
      { say: 'Yes, please. How many iOS developers are in the team?', expect: 'panel_answer' },
      { say: 'Is it possible to work remote from Berlin sometimes?', expect: 'panel_answer' },
      { say: 'Ok, I have no more question. Thank you for your time.', expect: 'closed' },
    ],
  },
  {
    name: 'pinegrove: native, spoken, needs to jump off',
    scenario: 'ios-developer-swift-pinegrove',
    seed: 'ios-developer-swift-pinegrove-2',
    questions: [
      'Tell me about a problem you solved with HealthKit.',
      'What would you tell a new teammate at Pinegrove Fitness about getting the most out of',
      'Describe how you have supported a less experienced colleague through something difficult.',
      'Tell me about a time XCTest helped you catch a problem before it reached users.',
    ],
    steps: [
      {
        say: "so i've been an ios developer for about seven years i started at a bank doing their mobile app in objective c then moved to swift and for the last three years i've been at a meditation app company building the player and the subscription flows in swiftui",
        expect: 'next',
      },
      { say: "i don't think i've ever touched healthkit", expect: 'easier' },
      {
        say: "well we did integrate with apple's mindful minutes which goes through healthkit actually we had to decide whether to write a session when it started or when it finished and we went with finished so cancelled sessions didn't count and that fixed a bunch of complaints about inflated stats",
        expect: 'next',
      },
      { say: 'uh what was the second part of the question', expect: 'same_words' },
      {
        say: "i'd tell them to keep pipelines short and to always think about where the subscription is stored because we had a bug where the player progress stopped updating because someone forgot to keep the cancellable and it took a day to find",
        expect: 'next',
      },
      { say: "oh man that's a good question let me think", expect: 'wait' },
      {
        say: 'yeah so a junior on my team was really struggling with a big refactor and getting stressed so i broke the work into smaller tickets with her we paired on the first two and i made sure she presented the result at the demo she finished it a week late but really confident and she leads refactors now',
        expect: 'next',
      },
      { say: 'um sorry are we nearly done i actually need to jump off in a minute can we finish here', expect: 'closed' },
    ],
  },
  {
    name: 'pinegrove: native, typed, zones out, asks about the backend team',
    scenario: 'ios-developer-swift-pinegrove',
    seed: 'ios-developer-swift-pinegrove-3',
    questions: [
      'What would you tell a new teammate at Pinegrove Fitness about getting the most out of',
      'Describe how you have supported a less experienced colleague through something difficult.',
      'This role includes the duty to make offline workout logging reliable. Tell me about',
      'Tell me about a project where you worked closely with people outside your own discipline',
      'Which Swift features do you lean on to keep a large codebase safe to change, and why?',
    ],
    steps: [
      {
        say: "Hey! I'm a senior iOS engineer at a travel app, where I own the booking flow and our offline mode. I've been doing iOS for eight years, UIKit for most of it and SwiftUI for the last three. Pinegrove appeals to me because I run a lot and use fitness apps every day.",
        expect: 'next',
      },
      { say: 'Auto Layout, mostly.', expect: 'follow_up' },
      {
        say: "Right. I'd tell them to learn to read constraint conflicts in the debugger early, and to prefer stack views over hand-written constraints. On our booking screen a new teammate spent two days on a layout bug that turned out to be one ambiguous constraint; after that I wrote a short guide, and similar bugs now take an hour.",
        expect: 'next',
      },
      { say: 'Would you like an example from my current job or is an older one fine?', expect: 'rephrase' },
      {
        say: 'An older one then. At my previous company a colleague who had just moved from Android was overwhelmed by our old Objective-C code. I set up a weekly hour to go through one part of the app, and gave her small, safe tickets first. Three months later she shipped our new search screen on her own.',
        expect: 'next',
      },
      { say: "Out of interest, is there a separate backend team I'd be working with on sync?", expect: 'panel_answer' },
      {
        say: 'For our offline mode, each booking change is stored locally in Core Data as an operation with a timestamp, and a sync queue sends them when the device is back online. Conflicts were resolved per field, and the server won for prices. After launch, support tickets about lost changes dropped to nearly zero.',
        expect: 'next',
      },
      { say: 'Sorry, I zoned out for a second, could you ask that again?', expect: 'same_words' },
      {
        say: 'Sure. Last year I worked with our support team on the offline feature: they told us which errors customers hit, I showed them early builds every two weeks, and they helped us word the error messages. It worked because we treated them as part of the team rather than as testers.',
        expect: 'next',
      },
      { say: "Thanks for the conversation, but I'd like to stop now.", expect: 'closed' },
    ],
  },
  // ───────────────────────────── Product Manager, Payments, Ferncastle Commerce ─────────────────────────────
  {
    name: 'ferncastle: native, typed, to the end',
    scenario: 'product-manager-payments-ferncastle',
    seed: 'product-manager-payments-ferncastle-2',
    questions: [
      "In this role you'd be working with the risk team. Tell me about a time you did something",
      'Tell me how you approach fraud prevention, using a real example.',
      'What is the most useful thing you have done with SQL recently, and what would you do',
      'How do you approach API product design so that clients can rely on an API as it changes?',
      "Let's talk about reporting on payment performance to leadership. If that landed on your",
      'One of our requirements is experience working with engineering teams, including API-based',
      "One of our requirements is four or more years' experience in product management, including",
      'Describe something you improved without being asked.',
    ],
    steps: [
      {
        say: "I'm a product manager at a mid-sized online travel agency, where I own checkout and payments: card flows, wallets, and our fraud rules with the risk team. Ferncastle caught my eye because payments is the part of product I enjoy most, and you build it as a platform for merchants.",
        expect: 'next',
      },
      {
        say: 'At my current company fraud losses spiked after we launched a new market, and the risk team wanted to block all cards from it. I sat with them, we looked at the declined orders together, and we agreed on a rule that only sent risky orders to 3-D Secure. Losses fell by half and the approval rate stayed within a point.',
        expect: 'next',
      },
      { say: 'Sorry, could you repeat that? I missed the middle part.', expect: 'same_words' },
      {
        say: "I start from both the losses and the good customers we block, never just one of them. For example, last year chargebacks on gift cards doubled. I worked with our risk analyst on a rule that held large gift card orders for a short manual review; chargebacks fell by seventy percent, and we knew it was the right call because approval for everything else didn't move.",
        expect: 'next',
      },
      { say: 'Out of curiosity, how big is the risk team at Ferncastle?', expect: 'panel_answer' },
      {
        say: "I wrote a query that joined declined payments with retry attempts and found that a third of the customers we counted as lost actually paid on a second try with another card. I'd now put it in a shared dashboard instead of a one-off query, because people kept asking me to rerun it.",
        expect: 'next',
      },
      { say: 'We version everything.', expect: 'follow_up' },
      {
        say: 'For our partner booking API we never removed or renamed a field; new behaviour went behind new optional fields, and breaking changes got a new version with a year of overlap. I wrote the deprecation policy with the engineering lead, and in two years no partner integration broke because of us.',
        expect: 'next',
      },
      { say: 'Hmm, reporting to leadership... give me a second.', expect: 'wait' },
      {
        say: 'At my current job I took over a monthly deck nobody read. I replaced it with a one-page summary: approval rate, cost per transaction and fraud rate, each with a trend and one sentence on why it moved. Leadership started asking for it in advance, and the CFO used it to approve a second acquirer.',
        expect: 'next',
      },
      { say: "I'm not sure I have a good example of that.", expect: 'easier' },
      { say: "Not really, I'd leave that to the engineers.", expect: 'move_on' },
      {
        say: "I've been a product manager for five years, the last three in payments. For example, at the travel agency I launched Apple Pay and Google Pay after customers told us they didn't trust us with saved cards, and guest conversion went up by four percent.",
        expect: 'next',
      },
      {
        say: "Last year our refund emails were going out in the wrong language for some customers, which wasn't my area at all. I noticed it in support tickets, found the owner in the CRM team, and wrote up the cases so the fix was easy. It was fixed within a week and the complaints stopped.",
        expect: 'passed_back',
      },
      { say: 'nothing comes to mind sorry lets continue', expect: 'move_on' },
      { say: 'How does the payments team split work with the risk team?', expect: 'panel_answer' },
      { say: 'What would success look like for me after the first year?', expect: 'panel_answer' },
      { say: 'Great, that answers everything. Thank you!', expect: 'closed' },
    ],
  },
  {
    name: 'ferncastle: non-native, spoken, asks in Spanish, manager calling',
    scenario: 'product-manager-payments-ferncastle',
    seed: 'product-manager-payments-ferncastle-1',
    questions: [
      "In this role you'd be working with the risk team. Tell me about a time you did something",
      'Tell me how you approach roadmapping, using a real example.',
      'How do you design data in SQL so it stays correct and fast as it grows?',
      'Tell me about a design decision in API product design that you got wrong, or right, and',
    ],
    steps: [
      {
        say: 'hello good afternoon so i am product manager in a fintech in madrid since four years i work on the payments for small shops like the terminal and the online checkout and ferncastle is interesting for me because is the same customers but bigger',
        expect: 'next',
      },
      {
        say: 'ok yes so with the risk team we had a problem many good customers was blocked so we make a weekly meeting and we look together the false positives and we change the rules for the small shops and the approval go up three points without more fraud',
        expect: 'next',
      },
      { say: '¿perdón, puedes repetir la pregunta?', expect: 'english' },
      { say: 'sorry can you repeat the question please in english', expect: 'same_words' },
      {
        say: 'for example last year in my fintech i make the roadmap for the payment methods i decide to do bizum first before the new cards because the data show most small shops want it and we launch in five months and the shops using it grow thirty percent',
        expect: 'next',
      },
      { say: "i don't understand very well what you mean with correct and fast as it grows can you say with other words", expect: 'rephrase' },
      {
        say: 'ah ok so i am not engineer but i write sql every week for the payments data for example i ask the engineers to add an index on the created date and a daily summary table so my queries for the approval rate go from minutes to seconds',
        expect: 'next',
      },
      { say: 'mm let me think one moment', expect: 'wait' },
      { say: 'ok i have to go now sorry my manager is calling me thank you', expect: 'closed' },
    ],
  },
  {
    name: 'ferncastle: native, typed, terrible connection, asks about salary, withdraws',
    scenario: 'product-manager-payments-ferncastle',
    seed: 'product-manager-payments-ferncastle-3',
    questions: [
      "In this role you'd be working with the risk team. Tell me about a time you did something",
      'What does good roadmapping look like to you?',
      'The role asks for experience working with engineering teams, including API-based products.',
    ],
    steps: [
      {
        say: "I'm a senior PM at a B2B software company; my area is our public API and billing integrations. Before that I was a developer for five years, which helps a lot when writing specs. Ferncastle caught my eye because I'd love to combine the API side with payments.",
        expect: 'next',
      },
      { say: 'Pardon me?', expect: 'same_words' },
      { say: 'Sorry, once more?', expect: 'same_words' },
      { say: "I'm really sorry, my connection is terrible today. Could you say it again?", expect: 'rephrase' },
      {
        say: 'At my current company our billing team kept blocking customers that finance had flagged as risky, and sales were furious. I set up a fortnightly review with both teams where we looked at the blocked accounts together, and we agreed on clear thresholds. Wrongly blocked accounts dropped by half within a quarter.',
        expect: 'next',
      },
      { say: "What's the salary range for this position, by the way?", expect: 'panel_answer' },
      {
        say: "Good roadmapping means no one is surprised. At my current company I once kept the roadmap mostly in my head; sales promised a customer a feature we had deprioritised and we had to scramble. Since then I publish a simple now, next and later roadmap every month and review it with sales and support.",
        expect: 'next',
      },
      { say: "I'd like to stop here, please. I don't think this role is right for me.", expect: 'closed' },
    ],
  },

  // ───────────────────────────── Product Designer, Saltmarsh Home ─────────────────────────────
  {
    name: 'saltmarsh: native, typed, to the end with "I\'d like to ask something"',
    scenario: 'product-designer-saltmarsh',
    seed: 'product-designer-saltmarsh-2',
    questions: [
      'A big part of this job is using support data and analytics to measure. How would you',
      'One of our requirements is understanding of inclusive language and accessible design. How',
      "In this role you'd be working closely with engineers. Tell me about a time you did",
      'Tell me about an accessibility problem you found and fixed.',
      'Describe a time you had to deal with an unhappy customer or user.',
      'How do you make sure usability testing leads to decisions rather than a report nobody',
      'Tell me about something you had to learn quickly for a piece of work.',
      'How do you approach interaction design when the constraints are tight?',
    ],
    steps: [
      {
        say: "I'm a product designer at an energy supplier, where I design the customer account app: bills, meter readings and moving home. Saltmarsh caught my eye because housing is such a stressful area for people, and good design can take a lot of that stress away.",
        expect: 'next',
      },
      {
        say: 'At my current job we tagged support calls by reason and matched them to screens. For example, meter reading calls were our top reason, so I redesigned the reading flow with a photo option, and calls about readings dropped by thirty percent within two months.',
        expect: 'next',
      },
      { say: 'When you say inclusive language, do you mean the words in the interface or how we talk about users in research?', expect: 'rephrase' },
      {
        say: "I ran an audit of our account app against WCAG, fixed contrast and focus issues, and rewrote error messages in plain language. For example, 'Payment failed: code 402' became 'We couldn't take your payment, please check your card details'. Calls about failed payments dropped noticeably.",
        expect: 'next',
      },
      { say: 'Yeah, I sit with the developers a lot.', expect: 'follow_up' },
      {
        say: 'For example, on the moving home flow I paired with two engineers every afternoon during the build. We reviewed each screen on a real phone, and I fixed small design problems on the spot instead of writing tickets. We launched with far fewer visual bugs than usual, and the team asked to keep working that way.',
        expect: 'next',
      },
      { say: 'Let me think about which project to use.', expect: 'wait' },
      {
        say: "In usability testing a screen reader user couldn't find the submit button on our meter reading form, because it was announced as a generic group. I worked with an engineer to fix the markup, and we invited the same user back, who completed the task in under a minute.",
        expect: 'next',
      },
      { say: 'Skip this one please.', expect: 'move_on' },
      { say: "Sorry, I didn't hear the question.", expect: 'same_words' },
      {
        say: 'I never end a round of testing with just a report. I invite the engineer and the product manager to watch at least two sessions, and we agree the top three changes in a thirty-minute debrief the same day. For example, after our meter reading tests we agreed three fixes in the room and shipped them the next sprint.',
        expect: 'next',
      },
      {
        say: "Last year I had to learn how energy tariffs work in two weeks for a pricing redesign. I read the regulator's guides, sat with our pricing team for a day, and explained it back to them in my own words. When they stopped correcting me I knew I'd got it, and the redesign was approved first time.",
        expect: 'next',
      },
      { say: "I'd like to pass on that one.", expect: 'passed_back' },
      { say: "No, nothing new has come to mind, let's move on.", expect: 'move_on' },
      { say: "Yes, I'd like to ask something.", expect: 'go_ahead' },
      { say: 'How do designers and researchers work together at Saltmarsh?', expect: 'panel_answer' },
      { say: 'And what are the next steps after today?', expect: 'panel_answer' },
      { say: "Nope, I'm all set. Thanks so much!", expect: 'closed' },
    ],
  },
  {
    name: 'saltmarsh: non-native, spoken, asks in Italian, tired',
    scenario: 'product-designer-saltmarsh',
    seed: 'product-designer-saltmarsh-1',
    questions: [
      "We're looking for the confidence running usability tests. Tell me about the experience",
      'Tell me about an accessibility problem you found and fixed.',
      "In this role you'd be working closely with engineers. Tell me about a time you did",
      'Walk me through a project where prototyping made the difference.',
    ],
    steps: [
      {
        say: 'hi so i am giulia i am product designer from milan i work four years in a agency where i design apps for banks and insurance and now i want to work on one product and i like very much the mission of saltmarsh about homes',
        expect: 'next',
      },
      {
        say: 'ok so last year i do usability test for a insurance app with eight users i see that nobody understand the word excess so we change the word and we add small explanation and the calls to support about this go down a lot',
        expect: 'next',
      },
      { say: 'scusa, puoi ripetere? non ho capito bene', expect: 'english' },
      { say: 'sorry i mean can you repeat the question', expect: 'same_words' },
      { say: 'i never do this kind of test with real users with disability', expect: 'easier' },
      {
        say: 'maybe one thing in the bank app the colors of the buttons was too light i check with contrast tool and i change the colors and after the developers tell me also the screen reader read better the labels',
        expect: 'next',
      },
      { say: 'what means during build exactly', expect: 'rephrase' },
      {
        say: 'ah ok so in the agency i work with developers every day on the slack and when they build the screen i check on the test app and i write small notes with screenshots and we fix together before the release so the quality was very good',
        expect: 'next',
      },
      { say: 'please i think i want to finish the interview now i am very tired thank you', expect: 'closed' },
    ],
  },
  {
    name: 'saltmarsh: native, typed, drilling next door',
    scenario: 'product-designer-saltmarsh',
    seed: 'product-designer-saltmarsh-3',
    questions: [
      'A big part of this job is running usability sessions with tenants every sprint.',
      "In this role you'd be working closely with engineers. Tell me about a time you did",
      'Where does accessibility fit into your day-to-day work?',
      'Describe a time you had to deal with an unhappy customer or user.',
      'How do you approach interaction design when the constraints are tight?',
    ],
    steps: [
      { say: 'Hello! Lovely to meet you both.', expect: 'social' },
      {
        say: "I'm a mid-level product designer at a property management startup, so I've designed for tenants and landlords already: rent payments, repair requests and inspections. I enjoy messy service design problems, and Saltmarsh's focus on repairs really speaks to me.",
        expect: 'next',
      },
      {
        say: "I'd keep the sessions small and regular: five tenants, thirty minutes, same day every sprint, with engineers watching. At my current company I did exactly that for six months, and the team stopped arguing about opinions because they'd seen real people struggle.",
        expect: 'next',
      },
      { say: 'Before I answer, do designers here sit with the engineering squads or in a separate team?', expect: 'panel_answer' },
      {
        say: 'At my current job I pair with the lead engineer on our repair request flow. We met for fifteen minutes every morning during the build, I reviewed every pull request with screenshots, and we caught spacing and copy issues before QA. We launched a week early with no design bugs logged.',
        expect: 'next',
      },
      { say: "Hmm, that's a big one, give me a sec.", expect: 'wait' },
      {
        say: "Before a screen ships I check colour contrast and text size in Figma, then on the build I go through it with only a keyboard and with VoiceOver, and check that errors are announced. For example, last month that caught a date picker on our inspection form that couldn't be reached without a mouse.",
        expect: 'next',
      },
      { say: "Oh sorry, it's really noisy here, someone is drilling next door.", expect: 'social' },
      {
        say: "A landlord called our support line furious because a repair had been marked done when it wasn't. I listened to the recording, then called him myself, and found our status labels were confusing contractors. I changed the labels and added a photo step, and he later joined our user panel.",
        expect: 'next',
      },
      { say: "That's all I can do today, sorry. Can we end here?", expect: 'closed' },
    ],
  },

  // ───────────────────────────── Engineering Manager, Growth, Lanternfish Media ─────────────────────────────
  {
    name: 'lanternfish: native, typed, three questions for the panel',
    scenario: 'engineering-manager-growth-lanternfish',
    seed: 'engineering-manager-growth-lanternfish-1',
    questions: [
      "In this role you'd be partnering with the Growth product manager. Tell me about a time you",
      "We're looking for the ability to run effective one-to-ones. Tell me about a time you had",
      'A big part of this job is balancing experiment velocity with investment in our',
      'How have you used Stripe in a real project, and what is one thing about it that surprised',
      'What is something you have changed your mind about in agile delivery, and what made you',
      'One of our requirements is solid experimentation and web performance understanding. How',
      'One of our requirements is interest in journalism. How does your background match it? Walk',
      'Tell me how you approach stakeholder management, using a real example.',
    ],
    steps: [
      {
        say: "I'm an engineering manager at a subscription fitness company, leading a team of six on growth and payments. Before that I was a full-stack developer for eight years, mostly React and Node.js. I'm a long-time reader of independent news, so Lanternfish is a place I'd genuinely love to work.",
        expect: 'next',
      },
      {
        say: 'With my current PM I set quarterly goals together, in one shared doc, and we presented them as a pair. For example, last quarter we both owned the trial-to-paid conversion goal; when an experiment failed, we decided together to drop two features, and we still hit the target.',
        expect: 'next',
      },
      { say: 'Can you say that again? I want to be sure I understand it.', expect: 'same_words' },
      {
        say: 'Last year I had to tell a senior engineer that his code reviews were making juniors afraid to ask questions. I prepared examples, told him privately, and asked how he saw it. He was upset at first, but he changed his tone within weeks and later became the best mentor on the team.',
        expect: 'next',
      },
      { say: "It's a balance, really.", expect: 'follow_up' },
      {
        say: 'We ran two or three experiments a week and the checkout code became a patchwork of flags. I agreed with our PM that every experiment had an expiry date and that we would spend twenty percent of each sprint cleaning up. Experiment speed stayed the same and checkout bugs dropped noticeably.',
        expect: 'next',
      },
      { say: "Sorry, I'm not sure what you're asking. Is this about Stripe's API or about payments in general?", expect: 'rephrase' },
      {
        say: "Stripe's API itself. We use Stripe Billing for all our subscriptions. What surprised me was how much of the logic lives in webhooks: renewals, failed payments and plan changes all arrive as events, sometimes twice and out of order, so we had to store event IDs and make every handler idempotent.",
        expect: 'next',
      },
      { say: 'Wait, let me think of the best example.', expect: 'wait' },
      {
        say: "I used to believe in strict two-week sprints. At my current job, after a month of watching the team, I saw that half our experiments were finished mid-sprint and then just waited. We moved to a simple kanban flow with weekly planning, cycle time went from nine days to four, and that changed my mind for good.",
        expect: 'next',
      },
      {
        say: "Last year we ran an experiment on our landing page where the variant loaded a heavy video. It lost, and when we dug in, the variant was two seconds slower on mobile. Since then we track page load time as a guardrail metric in every experiment, and we've caught three similar cases.",
        expect: 'next',
      },
      { say: "Can we skip that one? I'd rather talk about other things.", expect: 'move_on' },
      {
        say: 'When our editorial partners complained that experiments changed the site without warning, I decided to share a short experiment plan with them every Monday and invite them to our review. I knew it was the right call because the complaints stopped and they started suggesting experiments themselves.',
        expect: 'passed_back',
      },
      { say: 'sorry still nothing there we can go on', expect: 'move_on' },
      { say: 'What is the biggest challenge for the growth team right now?', expect: 'panel_answer' },
      { say: 'How would you describe the culture at Lanternfish?', expect: 'panel_answer' },
      { say: 'What does the salary range look like for this role?', expect: 'panel_answer' },
    ],
  },
  {
    name: 'lanternfish: non-native, spoken, asks in German, another appointment',
    scenario: 'engineering-manager-growth-lanternfish',
    seed: 'engineering-manager-growth-lanternfish-2',
    questions: [
      "In this role you'd be managing a team of seven engineers. Tell me about someone you have",
      "We're looking for the ability to run effective one-to-ones. Tell me about a time you had",
      'One of our requirements is solid experimentation and web performance understanding. How',
      'What are the most common mistakes you see in A/B testing, and how do you guard against',
    ],
    steps: [
      {
        say: 'so currently i am team lead in a e-commerce company in hamburg i have eight developers and i do the hiring and the one to ones and i saw lanternfish because i read your newsletter every morning',
        expect: 'next',
      },
      { say: 'i think the most important is to give them responsibility', expect: 'follow_up' },
      {
        say: 'one of my developers wanted to become tech lead so i gave him the lead for our checkout migration and we met every week to talk about decisions after six months he was leading the planning alone and now he is tech lead officially',
        expect: 'next',
      },
      { say: 'kann ich das auf deutsch sagen', expect: 'english' },
      {
        say: 'ok sorry i stay in english so last year i had to tell one developer that he was often late with his tasks and the team was waiting i prepared two examples and told him in our one to one and asked what is the problem he had problems at home so we changed his tasks for one month and after that he was on time again',
        expect: 'next',
      },
      { say: 'can you give me a second', expect: 'wait' },
      {
        say: 'for example in my shop we tested a new product page with bigger images and the conversion went down we checked and the page was one second slower on mobile so we compressed the images and tested again and then the new page won by four percent',
        expect: 'next',
      },
      { say: 'sorry what is the question again', expect: 'same_words' },
      { say: 'we stop here please i have another appointment', expect: 'closed' },
    ],
  },
  {
    name: 'lanternfish: native, typed, no example of feedback, hot room',
    scenario: 'engineering-manager-growth-lanternfish',
    seed: 'engineering-manager-growth-lanternfish-3',
    questions: [
      "In this role you'd be managing a team of seven engineers. Tell me about someone you have",
      "We're looking for the ability to run effective one-to-ones. Tell me about a time you had",
      "In this role you'd be creating a shared experiment calendar. Tell me about similar work",
      'The role asks for solid experimentation and web performance understanding. Which project',
    ],
    steps: [
      {
        say: "Hi, I lead a team of five engineers at a marketplace startup, after ten years as a backend developer. I've hired most of my team and I run our delivery process. Lanternfish appeals to me because I care about local news and would like to help it survive.",
        expect: 'next',
      },
      { say: "I've never really mentored anyone closely, to be honest.", expect: 'easier' },
      {
        say: 'Well, one of my junior engineers was very quiet in meetings. I asked her what she wanted to get better at, and she said presenting. We agreed she would demo one feature every sprint, and I helped her prepare the first few. After half a year she was running our sprint reviews.',
        expect: 'next',
      },
      { say: "I don't really have an example of difficult feedback, I'm afraid.", expect: 'easier' },
      { say: 'No, honestly nothing comes to mind.', expect: 'move_on' },
      { say: 'Can you repeat that?', expect: 'same_words' },
      {
        say: 'At my current job three teams were running experiments on the same checkout page and spoiling each other\'s results. I set up a shared calendar in a simple spreadsheet, with one owner per page and week, and a fifteen-minute review every Monday. Clashing experiments went from several a month to none.',
        expect: 'next',
      },
      { say: "Phew, it's so hot in here today, sorry if I look a bit flustered.", expect: 'social' },
      { say: "I'd like to end the interview now, thanks for your time.", expect: 'closed' },
    ],
  },
  // ───────────────────────────── QA Engineer, Foxglove Ticketing ─────────────────────────────
  {
    name: 'foxglove: native, typed, to the end',
    scenario: 'qa-engineer-exploratory-foxglove',
    seed: 'qa-engineer-exploratory-foxglove-3',
    questions: [
      'How do you decide what is worth covering with TestRail, and what you leave to other',
      'How do you design data in SQL so it stays correct and fast as it grows?',
      "In this role you'd be pairing with developers. Tell me about a time you did something",
      'One of our requirements is curiosity. How does your background match it? Walk me through a',
      'Describe a time you had to deal with an unhappy customer or user.',
      "In this role you'd be planning and running exploratory test sessions. Tell me about",
      'Think of a time when you and a teammate saw a problem very differently.',
      'Walk me through how you approach test case design on a new feature.',
    ],
    steps: [
      {
        say: "I'm a QA engineer at an online cinema booking company, so ticketing is very familiar: seat maps, payments, refunds. I've been testing for five years, mostly exploratory and manual, with some Postman and SQL. Foxglove caught my eye because live events add a whole new level of pressure.",
        expect: 'next',
      },
      {
        say: 'We keep TestRail for the regression checks that must run every release, like buying a ticket, refunding and seat selection, and leave exploratory charters and edge cases out of it. For example, last year we cut our TestRail suite from nine hundred cases to two hundred and fifty, and release testing went from three days to one.',
        expect: 'next',
      },
      { say: "Hmm, I'm not sure, I mostly read data rather than design it.", expect: 'easier' },
      {
        say: "The closest is the test data I set up: I wrote SQL scripts that create events, seats and bookings with proper foreign keys, so every tester starts from the same clean state. It stopped a lot of 'works on my machine' arguments.",
        expect: 'next',
      },
      { say: 'Hold on, I want to pick a good one.', expect: 'wait' },
      {
        say: "Last spring we had a bug where seats were double-sold, but only under load. I paired with the developer for two days: I reproduced it with two browsers and a slow network, and she added logging. We found a race in the seat lock, the fix shipped that week, and we haven't seen a double booking since.",
        expect: 'next',
      },
      { say: 'Could you repeat the question please?', expect: 'same_words' },
      {
        say: 'I always try the boring edge cases nobody thinks about. For example, I booked tickets for an event that crossed midnight during the clock change, and the app showed the wrong date on the ticket. It was a small fix, but it would have confused thousands of customers.',
        expect: 'next',
      },
      {
        say: 'A customer had bought tickets twice by mistake and our refund form kept failing. I picked up the ticket from support, reproduced it, found the form rejected names with apostrophes, and got a fix out the next day. I also phoned the customer to explain, and she left us a kind review.',
        expect: 'next',
      },
      { say: 'What do you mean by box office features here, the ticket desk at venues or the website?', expect: 'rephrase' },
      {
        say: "Thanks. I'd write short charters for each feature, like 'explore group bookings with discount codes', time-box them to an hour, and debrief with the developer. At my current job I introduced charters last year, and we found twice as many bugs before release as in the previous quarter.",
        expect: 'next',
      },
      { say: 'pass', expect: 'move_on' },
      {
        say: "I start from the risks: what could lose money, lose a ticket or embarrass us at the door. Then I design cases around those, using boundaries and combinations, and I know I've done enough when new sessions stop finding important bugs. For example, on our refund feature that took about three sessions.",
        expect: 'passed_back',
      },
      { say: "I'd rather leave that one, thank you.", expect: 'move_on' },
      { say: "Yes. What's the ratio of testers to developers here?", expect: 'panel_answer' },
      { say: 'Do testers get time for learning, like conferences or courses?', expect: 'panel_answer' },
      { say: "No, I think you've covered everything. Thank you.", expect: 'closed' },
    ],
  },
  {
    name: 'foxglove: non-native, spoken, does not know SQL, baby crying',
    scenario: 'qa-engineer-exploratory-foxglove',
    seed: 'qa-engineer-exploratory-foxglove-1',
    questions: [
      "Let's talk about carrying out accessibility checks. If that landed on your desk in your",
      'Where does accessibility testing fit into your day-to-day work?',
      "In this role you'd be pairing with developers. Tell me about a time you did something",
      'Tell me about a slow or tricky query you dealt with in SQL.',
      'Tell me about a time you changed your plans because of what you learned from users or',
    ],
    steps: [
      {
        say: 'hello my name is linh i am from vietnam i work as tester for four years in outsourcing company i test many web and mobile app for japanese customer and i want to work in product company like foxglove',
        expect: 'next',
      },
      { say: 'sorry i am not clear you mean i test with screen reader myself or i plan for the team', expect: 'rephrase' },
      {
        say: 'ok first i learn the voiceover and nvda because i only use a little before then i make checklist for keyboard like tab order and focus and i test the main flow buy ticket and i report the bugs with video',
        expect: 'next',
      },
      { say: 'sorry can you say again the question', expect: 'same_words' },
      {
        say: 'before the screen ship i check the contrast with tool i check all button can use with keyboard and the image have alt text and i try the form with screen reader one time and i write the result in the ticket',
        expect: 'next',
      },
      { say: 'emm give me a moment please', expect: 'wait' },
      {
        say: 'in my company one developer cannot reproduce the bug of the payment page so i sit with him and show him the steps on my phone and we find it only happen in safari with slow network after that he fix it and i verify on many devices',
        expect: 'next',
      },
      { say: 'i no have experience with slow query sorry', expect: 'easier' },
      { say: 'no i never did this', expect: 'move_on' },
      { say: 'i need to stop now sorry my baby is crying thank you for your time', expect: 'closed' },
    ],
  },
  {
    name: 'foxglove: native, typed, late bus, mind goes blank',
    scenario: 'qa-engineer-exploratory-foxglove',
    seed: 'qa-engineer-exploratory-foxglove-2',
    questions: [
      'Tell me about an accessibility problem you found and fixed.',
      "In this role you'd be pairing with developers. Tell me about a time you did something",
      'Tell me how you approach browser developer tools.',
      'Describe a time you had to deal with an unhappy customer or user.',
    ],
    steps: [
      { say: "Hi both, sorry I'm a couple of minutes late, the bus was delayed.", expect: 'social' },
      {
        say: "No worries. I'm a QA engineer with three years at a travel booking site, mostly exploratory testing on web and mobile. Before that I worked in customer support, which taught me how real users break things. I'd love to test something as time-critical as event ticketing.",
        expect: 'next',
      },
      { say: 'Is accessibility testing a big part of the role here, or mostly done by a separate team?', expect: 'panel_answer' },
      {
        say: "At my current job I noticed our date picker couldn't be used with a keyboard at all. I raised it with examples, worked with the developer on a fix, and then asked a colleague who uses a screen reader to try it. She booked a trip end to end, which we'd never managed before.",
        expect: 'next',
      },
      { say: 'We worked together well.', expect: 'follow_up' },
      {
        say: 'For example, last year a developer and I spent an afternoon on a bug where prices changed at checkout. I recorded the network calls while he watched the logs, and we found a caching issue. He fixed it the same day, and we set up a weekly bug bash together after that.',
        expect: 'next',
      },
      { say: 'what do you mean by approach here, like which tools inside dev tools?', expect: 'rephrase' },
      {
        say: 'I use the network tab to slow the connection and check what happens when requests fail. Once I found that a failed payment request still showed a success page, by blocking that request in dev tools. That became a priority fix before a big sale.',
        expect: 'next',
      },
      { say: 'Sorry, I need a minute, my mind went blank.', expect: 'wait' },
      { say: "Actually, can we call it a day? I'm not feeling great.", expect: 'closed' },
    ],
  },

  // ───────────────────────────── Application Security Engineer, Quartzline Sign ─────────────────────────────
  {
    name: 'quartzline: native, typed, to the end',
    scenario: 'appsec-engineer-quartzline',
    seed: 'appsec-engineer-quartzline-1',
    questions: [
      "Let's talk about delivering secure coding training. If that landed on your desk in your",
      'Tell me about a real finding or incident where OWASP Top 10 made the difference.',
      'Tell me about a time you changed your plans because of what you learned from users or',
      'What is a common Java mistake you have seen in code review, and how would you explain the',
      'Tell me about something you had to learn quickly for a piece of work.',
      'Tell me about a piece of TypeScript code you are proud of.',
      'Tell me about a time you received critical feedback.',
      'The role asks for hands-on manual testing experience using Burp Suite or similar tools.',
    ],
    steps: [
      {
        say: "I'm an application security engineer at a health-tech company, where I run our secure code reviews, threat models and the bug bounty programme. Before that I was a Java developer for six years, so I still think like a developer first, which helps when working with product teams.",
        expect: 'next',
      },
      {
        say: "I'd first look at the last year of findings and bug bounty reports to see which mistakes keep coming back. At my current job that showed most issues were access control in our Java APIs, so I built a ninety-minute workshop around our own code, and those findings dropped by half the next year.",
        expect: 'next',
      },
      { say: 'Sorry, was that OWASP Top 10 in general or a specific category?', expect: 'rephrase' },
      {
        say: "A researcher reported that they could download other patients' letters by changing an ID in the URL, which is broken access control. I reproduced it within an hour, we hot-fixed the check, and I then searched the codebase with Semgrep and found four more endpoints with the same pattern.",
        expect: 'next',
      },
      { say: 'Hmm, good question, let me think.', expect: 'wait' },
      {
        say: "We planned to force two-factor login for all clinicians, but in interviews nurses told us they share ward computers and can't use phones on shift. We changed the plan to smart cards on shared machines and phones elsewhere, and adoption reached ninety percent instead of the revolt we were heading for.",
        expect: 'next',
      },
      {
        say: "String concatenation in SQL queries, still, surprisingly often. I'd show the junior how the query can be changed by input with a tiny example, then rewrite it with a prepared statement next to it. For example, I did exactly that in a review last month, and he later added a Semgrep rule for it himself.",
        expect: 'next',
      },
      {
        say: 'Last year I had two weeks to learn enough about mobile security to review our new iOS app. I read the OWASP mobile guide, paired with our iOS lead to walk through the code, and tested the app through a proxy. I knew I had got it when I found a real token storage issue that the team agreed with.',
        expect: 'next',
      },
      { say: "I don't write much TypeScript, honestly.", expect: 'easier' },
      {
        say: "Well, I did write a small TypeScript library for our frontend teams that escapes user input for different contexts, with types that make unsafe strings hard to pass to the DOM. It's used in four apps now and we've had no XSS findings in them since.",
        expect: 'next',
      },
      { say: 'Next one please.', expect: 'move_on' },
      { say: 'Could you say that one more time?', expect: 'same_words' },
      {
        say: 'I use Burp Suite on every major release. For example, on our booking API I intercepted requests and changed the clinic ID, and found that the server trusted it for cancellations. I wrote it up with the exact requests, the team fixed it in a day, and I added a test for it.',
        expect: 'passed_back',
      },
      { say: 'no i still dont know that one sorry', expect: 'move_on' },
      { say: "I'd love to hear more about the security team. How many people are on it?", expect: 'panel_answer' },
      { say: "What's the biggest security challenge Quartzline is facing this year?", expect: 'panel_answer' },
      { say: "Thanks, that's all from my side.", expect: 'closed' },
    ],
  },
  {
    name: 'quartzline: non-native, spoken, asks in Russian, emergency at work',
    scenario: 'appsec-engineer-quartzline',
    seed: 'appsec-engineer-quartzline-2',
    questions: [
      'Walk me through how you approach bug bounty triage, using a real example: where did you',
      'How do you keep Semgrep useful rather than noisy for the teams that depend on it?',
      'Tell me about a time you changed your plans because of what you learned from users or',
      "In this role you'd be tuning static analysis and dependency scanning using CI. Tell me",
    ],
    steps: [
      {
        say: 'ok so my name is dmitri i am security engineer about seven years first i was pentester in a consulting company and last three years i work in product company where i do code review and manage our bug bounty program',
        expect: 'next',
      },
      {
        say: 'yes so when report come first i try to reproduce it myself if i can reproduce then i check the impact and give the severity one time we get report about ssrf in image upload i reproduce it in one hour it was critical because it can read cloud metadata we fix same day and pay the researcher',
        expect: 'next',
      },
      { say: 'можно я отвечу по-русски', expect: 'english' },
      {
        say: 'ok in english we had semgrep with all default rules and developers ignore everything so i remove the rules with many false positives and i write few rules for our real problems and now developers fix almost all findings',
        expect: 'next',
      },
      { say: 'what do you mean users or customers for security team', expect: 'rephrase' },
      {
        say: 'ah for us users are developers so when i started the security review for every release developers complain it is too slow so i change to review only the risky changes with a checklist and review time go from one week to one day',
        expect: 'next',
      },
      { say: 'please repeat', expect: 'same_words' },
      { say: 'i am sorry i must finish the interview now there is emergency at work', expect: 'closed' },
    ],
  },
  {
    name: 'quartzline: native, typed, no bug bounty yet, asks about the cloud',
    scenario: 'appsec-engineer-quartzline',
    seed: 'appsec-engineer-quartzline-3',
    questions: [
      'Walk me through how you approach bug bounty triage, using a real example: where did you',
      'If you joined Quartzline Sign tomorrow, how would you use OAuth 2.0 in your first month',
      'Describe a time you had to deal with an unhappy customer or user.',
      'Tell me about a real finding or incident where OWASP Top 10 made the difference.',
    ],
    steps: [
      { say: "Thanks for inviting me, I'm excited to be here.", expect: 'social' },
      {
        say: "I'm a security engineer at a small SaaS company, where I'm the only security person, so I do a bit of everything: pentests, code review, cloud config and security training. Quartzline appeals to me because e-signatures are all about trust, and I'd like to join a proper security team.",
        expect: 'next',
      },
      { say: "I've never done bug bounty triage, to be honest.", expect: 'easier' },
      {
        say: 'We did get reports through our security email, though. Last year someone reported an open redirect; I reproduced it, rated it low because it needed a phishing step, but we fixed it anyway within a sprint and thanked the reporter publicly.',
        expect: 'next',
      },
      { say: 'Sorry, I missed that, could you repeat the question?', expect: 'same_words' },
      { say: 'Before I answer: which cloud provider do you run on?', expect: 'panel_answer' },
      {
        say: "I'd start by listing every OAuth client with its redirect URIs and scopes, because that's where I usually find problems. At my current company I found a test client with a wildcard redirect still active in production, which we removed, and I moved every public client to PKCE.",
        expect: 'next',
      },
      { say: 'Oh, I need a second to think of one.', expect: 'wait' },
      {
        say: "A customer's security team was angry that our pentest report was a year old. I set up a call, walked them through what had changed since, and shared our newer internal results under NDA. They signed the contract, and we now publish a summary twice a year.",
        expect: 'next',
      },
      { say: "I'll stop there, thanks. I don't want to continue today.", expect: 'closed' },
    ],
  },

  // ───────────────────────────── Data Engineer, Velorra Mobility ─────────────────────────────
  {
    name: 'velorra: native, typed, to the end',
    scenario: 'data-engineer-velorra',
    seed: 'data-engineer-velorra-3',
    questions: [
      'Tell me about an analysis or model where Apache Airflow made a real difference.',
      'What is a common Python mistake you have seen in code review, and how would you explain',
      'Tell me about a piece of work you drove from start to finish.',
      'A big part of this job is managing data infrastructure as code with Terraform.',
      'Tell me about a time you had more urgent work than you could handle.',
      'What is a mistake you have seen, or made, with Apache Spark, and how would you avoid it',
      'Tell me about a project that did not go the way you hoped.',
      'One of our requirements is familiarity with orchestration using Dagster or Airflow. How',
    ],
    steps: [
      {
        say: "I'm a data engineer at a ride-hailing company, working on the pipelines that feed pricing and driver payments. I've used Spark, Kafka and Airflow for about four years, and I'm excited about Velorra because micromobility data is messy in a fun way.",
        expect: 'next',
      },
      {
        say: 'Our driver payments used to be a set of cron jobs that failed silently. I moved them into Airflow with clear task dependencies, retries and alerts, and added data checks between steps. The finance team went from finding errors at month end to getting a failed run alert within an hour.',
        expect: 'next',
      },
      {
        say: "Mutable default arguments, every time. I'd show the junior a function with a list as default and call it twice so they see the list grow, then explain it's created once when the function is defined. For example, one of those bugs once doubled the rows in one of our test fixtures.",
        expect: 'next',
      },
      { say: 'Sorry, could I get a moment?', expect: 'wait' },
      {
        say: 'Last year I led moving our event data from a nightly batch to streaming. The key decisions were using Kafka with a schema registry, keeping the batch job running in parallel for a month to compare results, and cutting over one city at a time. It finished on schedule and data freshness went from a day to five minutes.',
        expect: 'next',
      },
      { say: 'Does the data team own its own Terraform here, or is that done by a platform team?', expect: 'panel_answer' },
      {
        say: "I'd put every bucket, dataset and service account into Terraform modules with code review, so nothing is created by hand. At my current company I imported our BigQuery datasets into Terraform last year, and it exposed a dozen datasets with public access we didn't know about.",
        expect: 'next',
      },
      { say: 'Pass.', expect: 'move_on' },
      {
        say: 'Collecting a big DataFrame to the driver. I did that early on and crashed the job with out-of-memory errors; now I keep everything distributed, and I check the plan with explain before anything goes near production.',
        expect: 'next',
      },
      { say: 'Sorry, what was the question?', expect: 'same_words' },
      {
        say: "Two years ago we built a real-time dashboard for city managers that almost nobody used, because they only looked at numbers once a week. I'd now start by watching how people actually work. We replaced it with a weekly email report, which they did read.",
        expect: 'next',
      },
      {
        say: 'At my current job all our pipelines run in Airflow. For example, I wrote a small library of reusable operators for our Kafka to BigQuery loads, so a new pipeline became a config file instead of two hundred lines of code. We went from one new pipeline a month to several a week.',
        expect: 'passed_back',
      },
      { say: "Let's move on, please.", expect: 'move_on' },
      { say: "Yes, I've got one question.", expect: 'go_ahead' },
      { say: 'How does the data team work with the product teams?', expect: 'panel_answer' },
      { say: 'Is there an on-call rotation for data engineers?', expect: 'panel_answer' },
      { say: "That's it, thank you very much.", expect: 'closed' },
    ],
  },
  {
    name: 'velorra: non-native, spoken, asks in Arabic, enough for today',
    scenario: 'data-engineer-velorra',
    seed: 'data-engineer-velorra-1',
    questions: [
      "We're looking for familiarity with orchestration using Dagster or Airflow. Tell me about",
      'Tell me about a piece of work you drove from start to finish.',
      'A big part of this job is managing data infrastructure as code with Terraform.',
      'Tell me about a time you disagreed with a colleague about how to do something.',
      'How do you decide what is worth covering with Great Expectations, and what you leave to',
    ],
    steps: [
      {
        say: "good morning so i'm ahmed i'm a data engineer from egypt i've been working for five years in a telecom company building pipelines with spark and airflow for billing data and now i'm living in amsterdam and i want to work with mobility data",
        expect: 'next',
      },
      {
        say: 'yes in the telecom we have more than two hundred dags in airflow i was responsible to move them from the old version one to version two i rewrite the dags with task groups and we make ci that test every dag before deploy so the broken dags in production stop',
        expect: 'next',
      },
      { say: 'هل يمكنني الإجابة بالعربية', expect: 'english' },
      {
        say: 'ok sorry i was the owner of the new data lake project i decide to use parquet and partition by day and i decide to migrate team by team not all in one time it takes eight months and at the end the reports was three times faster',
        expect: 'next',
      },
      { say: 'sorry what do you mean as code', expect: 'rephrase' },
      { say: 'i have not worked with terraform before', expect: 'easier' },
      { say: 'no i have nothing similar sorry', expect: 'move_on' },
      { say: 'let me think please one moment', expect: 'wait' },
      {
        say: 'so my colleague want to use kafka for everything and i think for the billing batch is better to stay with files we make small test with both and we compare the cost and the batch was cheaper so we keep batch for billing and kafka for the real time alerts',
        expect: 'next',
      },
      { say: 'i think this is enough for today can we stop please', expect: 'closed' },
    ],
  },
  {
    name: 'velorra: native, typed, dead headphones, loves the scooters',
    scenario: 'data-engineer-velorra',
    seed: 'data-engineer-velorra-2',
    questions: [
      'Tell me about an analysis or model where dbt made a real difference.',
      'Tell me about a time you took ownership of a problem that was not strictly yours.',
      'Tell me about a time something built on Apache Kafka failed in production.',
    ],
    steps: [
      {
        say: "I'm a data engineer at a food delivery startup, about three years in. I own our dbt project and most of the Airflow DAGs, and I've recently started working with Kafka. What draws me to Velorra is the chance to work on data that actually moves cities.",
        expect: 'next',
      },
      { say: 'What?', expect: 'same_words' },
      { say: 'Sorry, my headphones died. Could you repeat the question?', expect: 'same_words' },
      { say: 'Argh, sorry, one last time?', expect: 'rephrase' },
      {
        say: 'Thanks. Our finance and ops teams had different numbers for delivered orders. I rebuilt the logic as one dbt model with tests on uniqueness and accepted values, and found that ops was counting cancelled orders as delivered. Once everyone used the same model, the weekly numbers finally matched.',
        expect: 'next',
      },
      { say: 'Ooh, by the way, I love your scooters, I ride one to work every day.', expect: 'social' },
      {
        say: 'Our marketing emails were using a table that had stopped updating, and nobody owned it. I noticed because my own discount code was wrong, traced it to a broken upstream job, fixed it and added a freshness alert. Then I found the team who should own it and handed it over with notes.',
        expect: 'next',
      },
      { say: "I haven't had Kafka fail on me yet, I've only used it for a few months.", expect: 'easier' },
      { say: "I'd rather stop the interview at this point, sorry.", expect: 'closed' },
    ],
  },
  // ───────────────────────────── Android Engineer, Marigold Bank ─────────────────────────────
  {
    name: 'marigold: non-native, typed, to the end with "I have some questions"',
    scenario: 'android-engineer-kotlin-marigold',
    seed: 'android-engineer-kotlin-marigold-2',
    questions: [
      'The role asks for experience profiling rendering, startup time and memory. Which project',
      'Tell me about a time you improved Android performance profiling in a real system.',
      "In this role you'd be working with backend engineers on API contracts. Tell me about a",
      'A big part of this job is implementing secure flows, including PIN entry. How would you',
      'Describe a time you had to deal with an unhappy customer or user.',
      'How have you used Retrofit in a real project, and what is one thing about it that',
      'Describe a situation where you had to say no to, or delay, something important.',
      'Tell me about a problem you solved with Coroutines.',
    ],
    steps: [
      {
        say: 'Hi, myself Priya, I am Android developer since six years. Currently I am working in a UPI payments app in Pune, I am handling the Compose migration and the performance part. Marigold Bank is very interesting for me because I want to work in banking domain with big user base.',
        expect: 'next',
      },
      {
        say: 'In our UPI app, cold start was taking more than four seconds on low-end devices. I did profiling with Android Studio profiler and Macrobenchmark, found that we were initialising five SDKs on the main thread. I moved them to lazy init with App Startup library and cold start came down to under two seconds.',
        expect: 'next',
      },
      { say: 'Sorry, this question is same like previous one or you want different example?', expect: 'rephrase' },
      {
        say: 'Ok, different example. Our transaction history screen was janky while scrolling. With the profiler I saw too many recompositions because we were passing unstable lists. I changed to immutable collections and added keys, and we measured with JankStats, janky frames reduced from twelve percent to two percent.',
        expect: 'next',
      },
      { say: 'Yes, I have done this many times.', expect: 'follow_up' },
      {
        say: 'For example, for payment status we had confusion because backend was sending pending and processing both for same meaning. I sat with the backend lead, we wrote one shared document with all states and sample responses, and we added contract tests. After that the status bugs almost stopped.',
        expect: 'next',
      },
      { say: 'Can you give me one minute? This is a big topic.', expect: 'wait' },
      {
        say: "I would use Android Keystore for the device binding keys, with user authentication required, and BiometricPrompt with a crypto object so the biometric actually unlocks the key. In my current app I implemented the UPI PIN flow with the bank's secure library and we passed the security audit without major findings.",
        expect: 'next',
      },
      { say: 'I do not have such experience, I am not talking with customers directly.', expect: 'easier' },
      {
        say: 'Only thing is, one time a user wrote a one star review saying money is debited but not credited. I checked the logs with his transaction ID, it was a bank side delay, I replied to the review with the steps and the timeline, and after two days he changed the rating to four stars.',
        expect: 'next',
      },
      { say: 'skip it please', expect: 'move_on' },
      { say: 'Please repeat the question once.', expect: 'same_words' },
      {
        say: 'Product team wanted to release a new rewards feature one day before Diwali. I saw that the crash-free rate in beta was below our limit. I explained the risk with numbers to the product manager and proposed to release it to five percent users only. She agreed, we found one crash, fixed it, and rolled out fully after three days.',
        expect: 'next',
      },
      {
        say: 'We used Coroutines for all network and database calls. One problem was that when user leaves the screen, the payment status polling was still running. Options were manual cancel or lifecycle scopes; I chose repeatOnLifecycle with viewModelScope because it is automatic and less code, and battery complaints also reduced.',
        expect: 'passed_back',
      },
      { say: 'Still no, sorry. Next one please.', expect: 'move_on' },
      { say: 'Yes, I have some questions.', expect: 'go_ahead' },
      { say: 'What is the team size for Android?', expect: 'panel_answer' },
      { say: 'What is the interview process after this round?', expect: 'panel_answer' },
      { say: 'Ok, that is all. Thank you.', expect: 'closed' },
    ],
  },
  {
    name: 'marigold: native, spoken, never pinned a certificate, has to run',
    scenario: 'android-engineer-kotlin-marigold',
    seed: 'android-engineer-kotlin-marigold-1',
    questions: [
      'A big part of this job is reducing cold-start time and APK size. How would you approach',
      'What would you tell a new teammate at Marigold Bank about getting the most out of',
      "In this role you'd be working with backend engineers on API contracts. Tell me about a",
      'The role asks for understanding of secure storage. Which project of yours shows that best,',
      'Tell me about a time you changed your plans because of what you learned from users or',
    ],
    steps: [
      {
        say: "hey so i'm an android engineer at a food delivery company i've been there four years and i mostly work on the checkout and the app startup performance before that i did two years at an agency building apps for retailers",
        expect: 'next',
      },
      {
        say: "yeah so i'd start by measuring with macrobenchmark on a cheap device so we have a real baseline then look at what runs in application on create at my current job that was the analytics sdk we deferred it and turned on r8 full mode and we took about a second off startup and six megabytes off the apk",
        expect: 'next',
      },
      { say: 'um is that the ui testing one sorry i always mix it up with robolectric', expect: 'rephrase' },
      {
        say: "ok yeah i'd tell them to use idling resources properly instead of sleeps because our espresso suite was super flaky with thread sleeps everywhere i replaced them with idling resources for our network layer and the flaky failures went from about one in five runs to basically zero",
        expect: 'next',
      },
      { say: 'hmm can i think for a sec', expect: 'wait' },
      {
        say: 'so when we built order tracking the backend team and us kept changing the status payload so i suggested we agree the schema first in a shared doc with examples for every state and we added contract tests on both sides after that we shipped the feature without a single mismatch bug',
        expect: 'next',
      },
      { say: "i've never done certificate pinning", expect: 'easier' },
      {
        say: "i mean we did store tokens in encrypted shared preferences and i moved our refresh token into the keystore after a security review flagged it so that's the closest i've got",
        expect: 'next',
      },
      { say: "can we finish here actually i'm sorry i've got to run", expect: 'closed' },
    ],
  },
  {
    name: 'marigold: native, typed, says good morning, flight boarding',
    scenario: 'android-engineer-kotlin-marigold',
    seed: 'android-engineer-kotlin-marigold-3',
    questions: [
      'A big part of this job is rebuilding UPI payment and bill payment screens using Jetpack',
      'Tell me about a problem you solved with Room.',
      "In this role you'd be working with backend engineers on API contracts. Tell me about a",
      'We would count experience working in a regulated environment as a bonus. Have you worked',
      'Describe a time you had to deal with an unhappy customer or user.',
    ],
    steps: [
      { say: 'Morning! How are you both doing today?', expect: 'social' },
      {
        say: "I'm an Android engineer with five years of experience, currently at a fintech where I build the money transfer flows in Kotlin and Jetpack Compose. I've worked on a payments app in India before, so UPI is familiar, and Marigold's move to Compose is exactly what I'd enjoy.",
        expect: 'next',
      },
      { say: 'Quick one before I answer: how many Android engineers work on the app today?', expect: 'panel_answer' },
      {
        say: "I'd build them as small stateless composables with previews for every state, driven by one view model per screen, and test them with Compose UI tests. At my current job I rebuilt our transfer screens that way last year, and we shipped in six weeks with a lower crash rate than the old XML screens.",
        expect: 'next',
      },
      { say: 'Sorry, I lost you for a moment. What was the question?', expect: 'same_words' },
      {
        say: 'We needed offline transaction history. The options were caching JSON files, SQLDelight or Room; I chose Room because the team knew it and it works well with Flow. For example, the history screen now opens instantly offline and updates as new data arrives.',
        expect: 'next',
      },
      { say: 'It was fine.', expect: 'follow_up' },
      {
        say: "Last year our backend team changed a payment status field without telling us, and the app showed failed payments as successful for an hour. I organised a short meeting, we agreed on versioned contracts and a shared schema repo, and we've had no surprise changes since.",
        expect: 'next',
      },
      { say: 'Let me think about that one for a moment.', expect: 'wait' },
      {
        say: 'Yes, my current company is regulated by the central bank, so every release needs a security sign-off and audit logging. It slowed us down at first, but I set up a checklist in our pull requests and the audits got much easier.',
        expect: 'next',
      },
      { say: 'Sorry, I have to stop now, my flight is boarding.', expect: 'closed' },
    ],
  },

  // ───────────────────────────── DevOps Engineer, Pikewater Hosting ─────────────────────────────
  {
    name: 'pikewater: native, spoken, to the end',
    scenario: 'devops-engineer-pikewater',
    seed: 'devops-engineer-pikewater-2',
    questions: [
      'How do you make changes with Bash safe to roll out?',
      "In this role you'd be improving monitoring and alerting with Grafana and Prometheus. Tell",
      'Describe a time you had to deal with an unhappy customer or user.',
      'If you joined Pikewater Hosting and found the Nginx setup hard to change, what would you',
      'Tell me about a time you had to deliver under real time pressure.',
      'Tell me about a production problem you tracked down that involved Linux.',
      'Describe a time a misunderstanding caused problems on a piece of work.',
      "We're looking for experience with configuration management using Chef, Puppet or Ansible.",
    ],
    steps: [
      {
        say: "hi so i've been a devops engineer for about five years currently at a web hosting reseller where i look after about four hundred linux servers with ansible and terraform and our gitlab ci pipelines and pikewater is pretty much the kind of company i'd love to grow with",
        expect: 'next',
      },
      {
        say: 'so last year i had to change the bash backup script that runs on every server i put it in git added shellcheck in ci and rolled it out with ansible to ten servers first then everything and the rollback was just deploying the previous tagged version which we tried once on a test box',
        expect: 'next',
      },
      { say: 'could you repeat that please', expect: 'same_words' },
      {
        say: 'we had hundreds of alerts and nobody trusted them so i went through every rule with the on call team deleted half of them and made the rest point to a runbook the pages per week went from about sixty to ten and people started responding faster',
        expect: 'next',
      },
      { say: "i'm not sure i have an example for that one", expect: 'easier' },
      {
        say: 'well one customer was really angry because his site was slow every night i looked at the graphs and saw our backup job was hammering his server so i moved his backups to another window and called him to explain and he stayed with us',
        expect: 'next',
      },
      { say: 'hmm let me think', expect: 'wait' },
      {
        say: "first i'd check whether the config is in git and generated from templates or edited by hand on each server at my current job it was hand edited so i moved it into ansible templates with nginx dash t in ci so a broken config never gets reloaded",
        expect: 'next',
      },
      { say: 'can i skip this one', expect: 'move_on' },
      {
        say: "a few months ago servers started running out of disk at night and the cause was a log file from a cron job that never rotated i added logrotate rules through ansible and an alert at eighty percent disk and it hasn't happened since",
        expect: 'next',
      },
      { say: 'what do you mean by misunderstanding like with a customer or inside the team', expect: 'rephrase' },
      {
        say: 'inside the team then once i understood that a colleague would renew our certificates and he thought i would and one expired on a saturday we fixed it in an hour and after that i started writing down owners and dates in our tickets for anything shared',
        expect: 'next',
      },
      {
        say: "i've used ansible for five years at my current job we manage every server with it for example i wrote the roles for nginx users and the firewall and once a playbook restarted nginx everywhere at once so i added serial and a ci check for it",
        expect: 'passed_back',
      },
      { say: 'nothing comes to mind sorry lets continue', expect: 'move_on' },
      { say: 'yeah what does a normal week look like for the team', expect: 'panel_answer' },
      { say: 'and is it remote or do people come into the office', expect: 'panel_answer' },
      { say: "no that's all thank you very much", expect: 'closed' },
    ],
  },
  {
    name: 'pikewater: non-native, typed, asks in Turkish, boss calling',
    scenario: 'devops-engineer-pikewater',
    seed: 'devops-engineer-pikewater-3',
    questions: [
      'Tell me about a time Prometheus helped you find the cause of a production problem.',
      "Let's talk about converting legacy provisioning scripts into Terraform modules and Ansible",
      'Tell me about a time you had to explain something complex to people without your',
      'How do you make changes with Docker safe to roll out?',
    ],
    steps: [
      {
        say: 'Hello, I am Emre, I am working as system administrator in a hosting company in Istanbul since five years. I manage Linux servers, Nginx and some Docker. Pikewater catch my eye because it is the same business and I want to grow to DevOps.',
        expect: 'next',
      },
      { say: "Sorry, can you explain the question more simple? I don't understand what means 'helped you find the cause'.", expect: 'rephrase' },
      {
        say: 'Ok. One time our websites were slow every night. In Prometheus I see the disk IO is very high at 2 am on all servers. I find it is the backup job, so I move the backups to different times for each server and the problem is gone.',
        expect: 'next',
      },
      { say: 'Türkçe cevap verebilir miyim? İngilizcem çok iyi değil.', expect: 'english' },
      {
        say: 'Ok, I try. In my company we have many old shell scripts for new servers. I start to write Ansible roles for the base setup, one role for each script, and I test them on a new server. Now a new server is ready in one hour, before it was one day.',
        expect: 'next',
      },
      { say: 'Wait please, I am thinking.', expect: 'wait' },
      {
        say: "Our sales team don't understand why customers need SSL certificates. I make a small presentation with one picture of a browser warning and I explain what happen without the certificate. After this the sales team sell more SSL packages.",
        expect: 'next',
      },
      { say: 'I am sorry, I must stop here, my boss is calling me for a problem.', expect: 'closed' },
    ],
  },

  // ───────────────────────────── Machine Learning Engineer, Sagefield Analytics ─────────────────────────────
  {
    name: 'sagefield: native, typed, asks what agronomists are',
    scenario: 'ml-engineer-sagefield',
    seed: 'ml-engineer-sagefield-2',
    questions: [
      "In this role you'd be building automated training pipelines. Tell me about similar work",
      "Let's talk about improving feature engineering. If that landed on your desk in your first",
      "In this role you'd be working with agronomists to design validation tests. Tell me about a",
      'What are the most common mistakes you see in feature stores, and how do you guard against',
      'Describe a situation where you had to say no to, or delay, something important.',
    ],
    steps: [
      {
        say: "I'm a machine learning engineer at an insurance company, where I build and run the models for claims fraud and pricing. Most of my time goes on pipelines and deployment rather than research. Sagefield caught my eye because I grew up on a farm and I'd love to work on agriculture.",
        expect: 'next',
      },
      {
        say: 'At my current job I built our training pipeline in Kubeflow: data extraction, validation, training and evaluation as separate steps, with models registered in MLflow only if they beat the current one. The hard part was data validation; once we added it, bad retrains stopped reaching production.',
        expect: 'next',
      },
      { say: "I haven't worked with satellite data, I'm afraid.", expect: 'easier' },
      {
        say: "The closest is sensor-like data from telematics boxes in cars. I aggregated trips into daily features, handled gaps explicitly instead of filling them with zeros, and that alone improved our pricing model's accuracy by a few points.",
        expect: 'next',
      },
      { say: 'Sorry, what are agronomists?', expect: 'rephrase' },
      {
        say: "Ah, crop scientists, got it. Last year I did something similar with claims handlers: they reviewed model outputs every week, we turned their feedback into test cases the model had to pass before release, and false fraud flags dropped by a third.",
        expect: 'next',
      },
      { say: 'Do you already have a feature store at Sagefield, or would I be building one?', expect: 'panel_answer' },
      {
        say: 'The most common one is training-serving skew: features computed one way offline and another way online. At my current company we had a model that looked great offline and did badly live for exactly that reason, so we moved both paths to the same feature definitions in Feast and added a daily check comparing them.',
        expect: 'next',
      },
      { say: 'Can you give me a moment to think?', expect: 'wait' },
      { say: "Okay, I think I'll end it here, thank you for your time.", expect: 'closed' },
    ],
  },
  {
    name: 'sagefield: non-native, spoken, asks in Spanish, prefers to stop',
    scenario: 'ml-engineer-sagefield',
    seed: 'ml-engineer-sagefield-3',
    questions: [
      'We would count interest in geospatial or time-series data as a bonus.',
      "In this role you'd be working with agronomists to design validation tests. Tell me about a",
      'Tell me about an analysis or model where scikit-learn made a real difference.',
      'Tell me about a time you had to deliver under real time pressure.',
    ],
    steps: [
      {
        say: 'hi my name is carlos i am from mexico i am machine learning engineer for three years in a retail company we do forecasting of demand with python and scikit learn and i am very interested in agriculture because my family grows avocados',
        expect: 'next',
      },
      {
        say: 'yes a lot of time series the demand forecasting is all time series we forecast sales for two thousand stores every week and i also work a little with geospatial for the location of new stores with geopandas and it go well the forecast error reduce fifteen percent',
        expect: 'next',
      },
      { say: "sorry i don't understand the question what is validation tests in this case", expect: 'rephrase' },
      {
        say: 'ok so last year before christmas we did something similar with the store managers they checked the forecast for their stores before we released it and one manager told us it was wrong because of a local festival so we added these cases as tests the model must pass and the christmas forecast was much better',
        expect: 'next',
      },
      { say: 'can you repeat please the last part', expect: 'same_words' },
      {
        say: 'with scikit learn we build a model to predict which products will be out of stock we use gradient boosting and the question was which stores need more stock and we find that the weather was the most important feature and the stock outs reduce',
        expect: 'next',
      },
      { say: 'no sé cómo decir esto en inglés', expect: 'english' },
      { say: 'i think i prefer to stop the interview now sorry thank you', expect: 'closed' },
    ],
  },

  // ───────────────────────────── Full Stack Engineer, Quillstack ─────────────────────────────
  {
    name: 'quillstack: native, typed, to the end',
    scenario: 'fullstack-typescript-quillstack',
    seed: 'fullstack-typescript-quillstack-1',
    questions: [
      "In this role you'd be contributing to our weekly rotation handling customer-reported bugs.",
      'What is the most useful thing you have done with PostgreSQL recently, and what would you',
      "We're looking for clear written communication. Tell me about a time you had to do that.",
      'Tell me about the trickiest bug you have had to track down in ProseMirror.',
      'A big part of this job is joining customer calls with legal teams. How would you approach',
      "We're looking for interest in collaborative editing, including CRDTs. Tell me about the",
      'Tell me about a time you changed your plans because of what you learned from users or',
      'Suppose our Playwright checks had become slow and unreliable.',
    ],
    steps: [
      {
        say: "I'm a full-stack engineer at a note-taking startup, working mostly in TypeScript with React on the front and Node.js on the back. I built our real-time collaboration on WebSockets last year. Quillstack caught my eye because collaborative editing is the hardest and most fun thing I've worked on.",
        expect: 'next',
      },
      {
        say: "We have a support rotation too. The hard part was that bug reports were vague, so I wrote a template that asks for the document ID, browser and steps, and a script that pulls the document's history. For example, a 'lost text' report that used to take a day now takes about an hour to diagnose.",
        expect: 'next',
      },
      { say: 'Sorry, would you mind repeating the question?', expect: 'same_words' },
      {
        say: "The most useful was moving editor content into JSONB with a version column, and partitioning our history table by month when it hit fifty million rows, so recent-edit queries stayed under ten milliseconds. I'd now partition from the start, because migrating a live table took us weeks.",
        expect: 'next',
      },
      { say: 'Let me think of a good example.', expect: 'wait' },
      {
        say: 'Last year I proposed changing how we store document history. I wrote a two-page design doc with the problem, two options and a recommendation, and asked for comments within a week. Six people across three time zones commented, we agreed without a meeting, and I knew it landed because the questions in review were about details, not the idea.',
        expect: 'next',
      },
      { say: "I've only used ProseMirror through Tiptap, so I don't know if that counts. Does it?", expect: 'rephrase' },
      {
        say: 'Then yes. Our trickiest bug was text disappearing when two people pasted into the same list item. I recorded the transactions in a debug log, replayed them in a test, and found our custom mention node broke position mapping. The lesson was to keep the schema small and test every custom node with paste and undo.',
        expect: 'next',
      },
      { say: "I'd like to skip this question, please.", expect: 'move_on' },
      { say: "I'm afraid I've never used CRDTs.", expect: 'easier' },
      { say: 'Nothing comes to mind, sorry.', expect: 'move_on' },
      {
        say: 'We wanted to build offline editing, but user interviews showed people mostly wanted faster loading on slow connections. We changed course, loaded the visible part of large documents first, and cut load time in half; offline came six months later.',
        expect: 'next',
      },
      {
        say: "First I'd look at which tests fail most and why: usually fixed timeouts or tests sharing state. For example, at my current job our suite took forty minutes and failed one run in three; I replaced the sleeps with web-first assertions and gave each test its own document, and now it runs in twelve minutes and almost never flakes.",
        expect: 'passed_back',
      },
      { say: "No, nothing new has come to mind, let's move on.", expect: 'move_on' },
      { say: 'What does the release process look like for the editor?', expect: 'panel_answer' },
      { say: 'How many people are on the team, and where are they based?', expect: 'panel_answer' },
      { say: "Perfect, I'm good. Thanks!", expect: 'closed' },
    ],
  },
  {
    name: 'quillstack: non-native, spoken, asks in Japanese, wants to finish',
    scenario: 'fullstack-typescript-quillstack',
    seed: 'fullstack-typescript-quillstack-2',
    questions: [
      'How do you structure a growing React codebase so it stays easy to change?',
      "We're looking for clear written communication. Tell me about a time you had to do that.",
      'How have you used CRDTs in a real project, and what is one thing about it that surprised',
      "In this role you'd be joining customer calls with legal teams. Tell me about similar work",
    ],
    steps: [
      {
        say: 'hello i am kenji from osaka i work as full stack engineer in a company that makes online documents for schools we use react and node and postgres so quillstack is very similar and i like remote work with europe',
        expect: 'next',
      },
      { say: 'excuse me what means structure the codebase', expect: 'rephrase' },
      {
        say: "ah ok in my company we put the code by feature each feature has own folder with components hooks and api calls and we have shared folder only for buttons and inputs so when we change one feature we don't break other one",
        expect: 'next',
      },
      { say: '日本語で答えてもいいですか', expect: 'english' },
      {
        say: 'sorry ok in english we write design document in english and many team members are in india and germany so i write short sentences and diagrams and i put the questions at the end so people can answer in the comments and we decide without meeting',
        expect: 'next',
      },
      { say: 'hmm one moment', expect: 'wait' },
      {
        say: 'we use yjs library for the real time documents it is crdt what surprise me is the document become very big because it remember all the history so we make snapshot every night and the load time go down from two seconds to three hundred milliseconds',
        expect: 'next',
      },
      { say: 'sorry i want to finish now thank you very much for this chance', expect: 'closed' },
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
    case 'passed_back': {
      if (!only('question')) return `expected a passed question again, got ${kinds.join(' + ')}`;
      const back = after.awaiting?.itemId;
      const record = after.asked.find((r) => r.itemId === back);
      if (after.phase !== 'in_progress' || after.position !== before.position || !record?.passed || back === awaiting.itemId) {
        return `expected a question passed earlier, now on ${back ?? after.phase}`;
      }
      const following = before.plan.items[before.position + 1];
      if (following && following.kind !== 'candidate_questions' && following.kind !== 'closing') return 'a passed question came back before the last main question';
      if (!words.includes(before.plan.items.find((i) => i.id === back)!.text)) return 'the passed question was not asked in full';
      if (!/passed earlier|question from earlier/.test(words)) return 'the question came back without saying it was passed earlier';
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
      if (expected === 'english' && !/\bEnglish\b/.test(words)) return 'expected to be asked to go on in English';
      if (expected === 'wait' && /\bEnglish\b/.test(words)) return 'asked to go on in English instead of waiting';
      if (!stayed || after.awaiting?.text !== awaiting.text || after.awaiting.kind !== awaiting.kind) return 'expected to wait on the same question, unchanged';
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
      if (after.awaiting?.kind === 'end_confirmation') return `asked whether to end instead of closing, got ${kinds.join(' + ')}`;
      if (!only('closing')) return `expected the close, got ${kinds.join(' + ')}`;
      const reason = inQuestions ? 'completed' : 'candidate_request';
      if (after.phase !== 'finished' || after.endReason !== reason) return `expected to finish (${reason}), got ${after.phase} (${String(after.endReason)})`;
      return null;
    }
  }
}

/** Whether the interview is where the script expects it after the turn (same item or the next, same kind of wait). */
function stillOnScript(expected: Reply, before: InterviewProgress, after: InterviewProgress): boolean {
  const awaiting = before.awaiting!;
  const inQuestions = awaiting.kind === 'candidate_question';
  if (expected === 'closed' || (expected === 'panel_answer' && inQuestions && before.candidateQuestionsAnswered === 2)) return after.phase === 'finished';
  if (after.phase !== 'in_progress' || !after.awaiting) return false;
  const answered = before.candidateQuestionsAnswered + (expected === 'panel_answer' && inQuestions ? 1 : 0);
  if (after.candidateQuestionsAnswered !== answered) return false;
  if (expected === 'passed_back') return after.position === before.position && after.awaiting.kind === 'question' && after.awaiting.itemId !== awaiting.itemId;
  if (expected === 'next' || expected === 'move_on') {
    const next = before.plan.items[before.position + 1];
    return after.position === before.position + 1 && after.awaiting.kind === (next.kind === 'candidate_questions' ? 'candidate_question' : 'question');
  }
  const kind = expected === 'follow_up' || expected === 'easier' ? 'follow_up' : awaiting.kind;
  if (after.position !== before.position || after.awaiting.kind !== kind) return false;
  // The same counts of repeats and follow-ups for the question, so that "a third repeat" or "a second don't know" mean what the script says.
  const was = before.asked.find((r) => r.itemId === awaiting.itemId);
  const now = after.asked.find((r) => r.itemId === awaiting.itemId);
  if (!was || !now) return false;
  const repeats = was.repeats + (expected === 'same_words' || expected === 'rephrase' ? 1 : 0);
  const followUps = was.followUps + (expected === 'follow_up' || expected === 'easier' || expected === 'go_ahead' ? 1 : 0);
  return now.repeats === repeats && now.followUps === followUps;
}

/**
 * Conversations the interviewer does not yet get right (issue 18 stays open on them): misreadings of
 * a question to the panel as a question about the question, passes read as thin answers, small talk
 * read as "I don't know", explicit wishes to end checked before closing, substantive non-native
 * answers asked for an example, and conversations whose seed's plan changed since they were written.
 * They stay here, skipped and counted as skipped, until each is fixed in the product (not here).
 */
// The known-failing ones by name; ALL_CONVERSATIONS=1 runs them too (to see what still goes wrong).
// None since the refit with variety9 and the word groups for the job and for this interview (2026-11-29):
// "Is there a lot of documentation work in this role? Just curious how much of the week it takes." (read
// as a question about the interview since the variety4 refit) is a question to the panel again. "Argh,
// sorry, one last time?" (velorra, dead headphones), read as small talk after the variety4 refit, is read
// as a request to repeat again since the refit with variety6 to variety8.
const KNOWN_FAILING: string[] = [];
const NOT_YET_RIGHT = new Set<string>(process.env.ALL_CONVERSATIONS ? [] : KNOWN_FAILING);

describe('scripted conversations with the interviewer', () => {
  it('cover enough ground', () => {
    expect(conversations.length).toBeGreaterThanOrEqual(40);
    expect(new Set(conversations.map((c) => c.scenario)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(conversations.map((c) => c.name)).size).toBe(conversations.length);
    for (const c of conversations) expect(c.steps.length, c.name).toBeGreaterThanOrEqual(8);
    const replies = new Set(conversations.flatMap((c) => c.steps.map((s) => s.expect)));
    for (const reply of ['next', 'move_on', 'passed_back', 'follow_up', 'easier', 'same_words', 'rephrase', 'wait', 'english', 'social', 'panel_answer', 'go_ahead', 'closed']) {
      expect(replies.has(reply as Reply), reply).toBe(true);
    }
  });

  it('has most conversations right', () => {
    // A floor that goes up as the product improves (45 of 45 again since the variety9 refit; see KNOWN_FAILING).
    expect(conversations.length - NOT_YET_RIGHT.size).toBeGreaterThanOrEqual(45);
  });

  const run = async (conversation: Conversation) => {
    const interviewer = createInterviewer(scenario(conversation.scenario), createScriptedBrain(), conversation.seed);
    await collect(interviewer.open());
    const main = interviewer.progress().plan.items.filter((item) => /^q\d+$/.test(item.id));
    for (const [index, start] of conversation.questions.entries()) {
      expect(main[index]?.text ?? '(none)', `the plan for ${conversation.seed} has changed: the answers were written for q${index + 1} "${start} …"`).toContain(start);
    }
    for (const [index, step] of conversation.steps.entries()) {
      const before = interviewer.progress();
      const said = await collect(interviewer.respond(step.say));
      const after = interviewer.progress();
      const problem = mismatch(step.expect, before, said, after);
      const onScript = stillOnScript(step.expect, before, after);
      const reading = classifyTurn(step.say, before.awaiting?.text ?? '');
      const heard = JSON.stringify(said.map((u) => `${u.kind}: ${u.text}`));
      const rest = onScript || index === conversation.steps.length - 1 ? '' : ' (the rest of the conversation no longer fits and is not checked)';
      // Soft, so that a wrong reply which leaves the interview where the script expects it does not hide the next turns.
      expect
        .soft(problem, `turn ${index + 1} "${step.say}" (on ${before.awaiting?.itemId}, read as ${reading.act} ${reading.confidence.toFixed(2)}): expected ${step.expect}, heard ${heard}${rest}`)
        .toBeNull();
      if (!onScript) break;
    }
  };
  it.each(conversations.filter((c) => !NOT_YET_RIGHT.has(c.name)).map((c) => [c.name, c] as const))('%s', (_name, conversation) => run(conversation));
  it.skip.each(conversations.filter((c) => NOT_YET_RIGHT.has(c.name)).map((c) => [c.name, c] as const))('not yet right: %s', (_name, conversation) => run(conversation));
});
