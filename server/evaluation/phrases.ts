import { formatMessage, type MessageValues } from '../../openapi/messageFormat';

/**
 * The report's own words in every language of the product. The rubric writes each text it produces
 * (comments, advice, recommendations, observations, coaching) as a phrase: a key of the catalogues
 * below with its values — numbers, other phrases, and the candidate's words and skill names, which
 * stay as said in every language (the interview is in English); the grammar checker's findings are
 * phrases of their kind with the words at fault and the suggested ones as said. The
 * stored report keeps its English text and, beside it, every phrase by where it stands (`texts`), so
 * the server can send the report in the language the client asks for (Accept-Language).
 *
 * English is written word for word as the rubric always wrote it: the English report does not change.
 */

export const REPORT_LANGUAGES = ['en', 'ru'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

const EN = {
  'area.communication': 'Communication',
  'area.teamwork': 'Teamwork',
  'area.problemSolving': 'Problem solving',
  'area.adaptability': 'Adaptability',
  'area.leadership': 'Leadership',
  'area.vocabulary': 'Vocabulary',
  'area.grammar': 'Grammar',
  'area.fluency': 'Fluency',
  'area.comprehension': 'Comprehension',
  'area.technical': 'Technical skills',
  'area.line': '{area} ({score}/{max}): {comment}',
  'area.weakest': 'Your weakest area here was {area}. {advice}',
  'common.noAnswersToJudge': 'No answers to judge.',
  'common.noAnswers': 'The candidate gave no answers.',
  'common.orList': '{head} or {last}',
  'common.andList': '{head} and {last}',
  'common.offQuestion': 'Only about {onQuestion} of the {words} words answered the questions asked; the rest counts only in part.',

  'soft.teamwork.shown': 'described working with others (who, and how)',
  'soft.teamwork.advice': 'Say who you worked with and how: the roles involved, what you agreed together and how you split the work.',
  'soft.problemSolving.shown': 'showed how a problem was worked out (measuring, tracing, comparing options)',
  'soft.problemSolving.advice':
    'Walk through how you found the cause: what you measured or reproduced, the options you compared, why you chose one, and the result.',
  'soft.adaptability.shown': 'showed a change of plan, learning something new or reflecting on it',
  'soft.adaptability.advice':
    'Prepare a story where plans changed: what changed, how you adjusted, and what you learned or would do differently next time.',
  'soft.leadership.shown': 'showed ownership or leading others ("I decided", "I led", mentoring)',
  'soft.leadership.advice': 'Make your own part explicit: "I decided…", "I proposed…", "I led…", and how you brought others along.',
  'soft.shows': '{x} of {n, plural, one {# answer} other {# answers}} {shown}; {full} of them a full example with its result.',
  'soft.showsNone': 'No answer {shown}.',
  'soft.notCounted': '{x} of {n, plural, one {# answer} other {# answers}} were too short or off the question to count.',
  'soft.communication.noAnswersAdvice': 'Answer each question, even briefly: what you did and what came of it.',
  'soft.communication.shape':
    'Answers averaged {average, plural, one {# word} other {# words}}; {x} of {n, plural, one {# answer} other {# answers}} had a clear structure (situation, action, result or steps).',
  'soft.communication.short': '{x} of {n, plural, one {# answer} other {# answers}} had under 25 words.',
  'soft.communication.long': '{x} of {n, plural, one {# answer} other {# answers}} ran past 320 words.',
  'soft.communication.clarity': 'Fillers and repeated words: {rate} per 100 words. Relevance to the questions: {relevance}.',
  'soft.communication.adviceShort': 'Give each answer 60–180 words: the situation in a sentence, what you did, and the result.',
  'soft.communication.adviceLong': 'Keep answers under about two minutes: lead with the point, give one example, end with the result.',
  'soft.communication.adviceStructure':
    'Structure answers as situation, task, action, result; {x} of {n, plural, one {# answer} other {# answers}} lacked that shape.',
  'soft.communication.adviceKeep': 'Keep the situation–action–result shape and cut filler words to sound even more direct.',

  'english.vocabulary.tooFew':
    'Only {words, plural, one {# word} other {# words}} in all answers: too few to measure lexical diversity (MTLD needs {min}).',
  'english.vocabulary.measured': 'Lexical diversity (MTLD) {mtld} over {words} words; {share}% less common words (long or technical).',
  'english.vocabulary.adviceVary':
    'Vary your words: MTLD was {mtld}, so the same words came back often. Name the precise tool, metric or technique instead of repeating general words.',
  'english.vocabulary.advicePrecise':
    'Use more precise terms: only {share}% of your words were specific (long or technical). Name the tools, metrics and techniques you used.',
  'english.grammar.noWords': 'No words to check.',
  'english.grammar.count': '{errors, plural, one {# grammar error} other {# grammar errors}} in {words} words ({rate} per 100 words).',
  'english.grammar.countWithExamples':
    '{errors, plural, one {# grammar error} other {# grammar errors}} in {words} words ({rate} per 100 words): {examples}.',
  'english.grammar.example': '"{problem}" ({message})',
  'english.grammar.kind.agreement': 'Agreement',
  'english.grammar.kind.wordForm': 'Word form',
  'english.grammar.kind.wordOrder': 'Word order',
  'english.grammar.kind.usage': 'Usage',
  'english.grammar.kind.confusedWord': 'Confused word',
  'english.grammar.kind.misheardPhrase': 'Misheard expression',
  'english.grammar.kind.wordChoice': 'Word choice',
  'english.grammar.kind.nonstandard': 'Non-standard form',
  'english.grammar.kind.other': 'Grammar error',
  'english.grammar.fix': '{kind}: say "{replacement}"',
  'english.grammar.cut': '{kind}: leave out "{problem}"',
  'english.grammar.issue': '{kind}.',
  'english.grammar.tooFew': 'Too few words for a full score.',
  'english.grammar.advice':
    'Check verb agreement and verb forms: the checker flagged {errors, plural, one {# error} other {# errors}}, e.g. "{problem}" ({message}). Practise these sentences aloud correctly.',
  'english.grammar.adviceMore': 'Say more in full sentences so your grammar can show; there was too little to check.',
  'english.fluency.typed': 'Not measured: the answers were typed, so there was no speaking rate, pauses or spoken fillers to measure.',
  'english.fluency.typedAdvice': 'Answer aloud in your next practice interview to have your fluency measured: speaking rate, fillers and pauses.',
  'english.fluency.rate':
    '{wpm} words per minute over {minutes} minutes of speech (conversational band {low}–{high}); {pauses, plural, one {# long pause} other {# long pauses}}.',
  'english.fluency.fillers':
    '{fillers, plural, one {# filler} other {# fillers}} ({rate} per 100 words) and {repeats, plural, one {# repeated word} other {# repeated words}}.',
  'english.fluency.tooFew': 'Only {words, plural, one {# word} other {# words}} in all: too little to show fluency.',
  'english.fluency.adviceMore': 'Speak in fuller answers: several sentences per question, so your fluency can show.',
  'english.fluency.adviceSlow':
    'You spoke at {wpm} words per minute, below the {low}–{high} conversational band: rehearse your key stories aloud until they flow.',
  'english.fluency.adviceFast': 'You spoke at {wpm} words per minute, above the {low}–{high} band: slow down and pause briefly between points.',
  'english.fluency.advicePauses':
    'There were {pauses, plural, one {# long pause} other {# long pauses}} of two seconds or more: prepare the outline of your main stories so you do not stall mid-answer.',
  'english.fluency.adviceFillers': 'Replace fillers with a short silent pause: {rate} fillers per 100 words (um, uh, like, you know…).',
  'english.comprehension.empty': '{count} empty or one-word',
  'english.comprehension.dontKnow': '{count} "I don\'t know"',
  'english.comprehension.offTopic': '{count} off the question',
  'english.comprehension.request': '{count} a request instead of an answer',
  'english.comprehension.direct':
    '{x} of {n, plural, one {# answer} other {# answers}} addressed their question directly (mean relevance {relevance}).',
  'english.comprehension.missed': 'Missed: {kinds}.',
  'english.comprehension.advice':
    'Answer the question that was asked, in its own words, before adding context: {x} of {n, plural, one {# answer} other {# answers}} did not ({kinds}).',
  'english.comprehension.adviceRephrase': 'If a question is unclear, ask for it to be rephrased.',
  'english.comprehension.adviceKeep': 'Keep opening each answer with a direct reply to the question, then the example.',

  'skills.cameUp': 'Came up in {count, plural, one {# answer} other {# answers}} ({words} words on it).',
  'skills.notAddressed': 'The answers did not address it.',
  'skills.askedOnly': 'Asked about in {count, plural, one {# question} other {# questions}}, but the answers were empty, one word or "I don\'t know": nothing to score.',
  'skills.terms': 'Terms used: {terms}.',
  'skills.termsMore': 'Terms used: {terms} and {more} more.',
  'skills.noTerms': 'None of its terms were used.',
  'skills.depth': 'Depth: {signs}.',
  'skills.depth.example': 'a concrete example in {count}',
  'skills.depth.quantified': 'a result with numbers in {count}',
  'skills.depth.tradeoffs': 'a trade-off in {count}',
  'skills.depth.tools': 'named tools in {count}',
  'skills.depth.reasoning': 'reasons given in {count}',
  'skills.noDepth': 'No example, measured result, trade-off or reason was given.',
  'skills.relevance': 'Relevance to the questions: {relevance}.',
  'skills.unanswered': '{x} of {n, plural, one {# answer} other {# answers}} on it gave no real answer ("I don\'t know", empty or a request).',
  'skills.missing.example': 'a real project where you used it',
  'skills.missing.quantified': 'the result in numbers (sizes, timings, before and after)',
  'skills.missing.tradeoffs': 'an alternative you weighed and why you chose as you did',
  'skills.missing.reasoning': 'why you chose it',
  'skills.adviceOffQuestion':
    'Your answers on {skill} were about something else (relevance {relevance}). Answer with your own experience of {skill}: a project, what you did with it and the result.',
  'skills.adviceNoAnswer':
    'You gave no answer on {skill}. Prepare one two-minute story about {skill}: the problem, what you built or changed with it, and what came out of it.',
  'skills.adviceMissing':
    'When {skill} comes up, add {missing}. Your answers on it had {words} words and {terms, plural, one {# specific term} other {# specific terms}}.',
  'skills.adviceKeep': 'Keep your {skill} answers this concrete; lead with the result so the interviewer hears it first.',
  'skills.adviceOffQuestionMany':
    'Your answers on {skills} were about something else. Answer with your own experience of each: a project, what you did with it and the result.',
  'skills.adviceNoAnswerMany':
    'You gave no answer on {skills}. Prepare one two-minute story for each: the problem, what you built or changed with it, and what came out of it.',
  'skills.adviceMissingMany': 'When {skills} comes up, add {missing}.',
  'skills.adviceKeepMany': 'Keep your answers on {skills} this concrete; lead with the result so the interviewer hears it first.',
  'skills.noneCameUp':
    "None of the role's skills ({skills}) came up in your answers, so no technical skill could be scored. Prepare a short project story for each, with what you built and the result.",
  'skills.noneDiscussed': 'No technical skill was discussed, so none could be scored.',
  'skills.breadth': 'Only {count, plural, one {# skill} other {# skills}} of the role came up; {missing} did not.',

  'indicators.example': 'Gave a concrete example in {x} of {n, plural, one {# answer} other {# answers}}.',
  'indicators.result': 'Stated a result or a number in {x} of {n, plural, one {# answer} other {# answers}}.',
  'indicators.pronouns': 'Used "we" {we, plural, one {# time} other {# times}} and "I" {i, plural, one {# time} other {# times}}.',
  'indicators.length': 'Answers averaged {average, plural, one {# word} other {# words}} (shortest {shortest}, longest {longest}).',
  'indicators.empty': 'Gave an empty or one-word answer to {x} of {n} questions.',
  'indicators.dontKnow': 'Said they did not know in {x} of {n, plural, one {# answer} other {# answers}}.',
  'indicators.offTopic': 'Went off the question in {x} of {n, plural, one {# answer} other {# answers}}.',
  'indicators.reflection': 'Reflected on a lesson learned in {x} of {n, plural, one {# answer} other {# answers}}.',
  'indicators.fillers': 'Used {fillers, plural, one {# filler word} other {# filler words}} ({rate} per 100 words).',
  'indicators.pace': 'Spoke at {wpm} words per minute with {pauses, plural, one {# long pause} other {# long pauses}}.',
  'indicators.copied':
    'Repeated the job posting’s or the question’s own words in {x} of {n, plural, one {# answer} other {# answers}} ({share}% of their content); copied words earned nothing.',
  'indicators.scorer':
    '{x, plural, one {# answer} other {# answers}} spoke to the scoring instead of the interviewers (instructions to rate them, a score written out): such words earn nothing, and an interview that tries to set its own score can score no higher than {max}. Answer the interviewers’ questions about your own work.',
  'indicators.repeated':
    'The same answer was given again for {x} of {n, plural, one {# question} other {# questions}}: a memorised answer repeated shows nothing about the questions it did not answer, so the overall score can be no higher than {max}. Answer each question on its own, with an example that fits it.',
  'indicators.abstract':
    'Most answers stayed in general terms: of {n, plural, one {# answer} other {# answers}}, few named a situation, tool, number or thing you did that an interviewer could picture, so the overall score can be no higher than {max}. Tell what you did, with what, and what came of it.',
  'indicators.elsewhere':
    'Most answers were about another line of work: in a typical one of {n, plural, one {# answer} other {# answers}}, only {share}% of the things named belong to this job, so the overall score can be no higher than {max}. Answer from work like this job’s; where you have none yet, say so and reason about the question itself.',
  'indicators.misconceptions':
    '{x, plural, one {# answer} other {# answers}} stated something about this job’s technology that is not so (each is corrected in its answer’s feedback), so the overall score can be no higher than {max}. Check those points before your next interview.',
  'indicators.endedEarly':
    'The interview ended after {answered, plural, one {# answered question} other {# answered questions}} of at least {planned} planned; the questions not reached count as unanswered, which cost {cost} points of the overall score.',
  'indicators.endedEarlyNoCost':
    'The interview ended after {answered, plural, one {# answered question} other {# answered questions}} of at least {planned} planned; the questions not reached count as unanswered, though the answers given had already put the overall score as low as that would.',

  'coaching.notEnglish.lacked': 'an answer in English: this practice scores English answers',
  'coaching.notEnglish.suggestion': 'Answer in English, even simply: the situation, what you did and the result, in short sentences.',
  'coaching.addressesScorer.lacked': 'an answer to the interviewer: words addressed to the scoring earn nothing',
  'coaching.addressesScorer.suggestion': 'Talk to the interviewer about your own work: one real example, what you did and what came of it.',
  'coaching.readBack.lacked': 'anything beyond the question’s own words',
  'coaching.readBack.suggestion': 'Do not repeat the question: start with your answer in one sentence, then the example that shows it.',
  'coaching.keywordList.lacked': 'sentences: a list of names shows nothing you did with them',
  'coaching.keywordList.suggestion':
    'Pick one of the tools you listed and say what you built or fixed with it, and what changed as a result.',
  'coaching.repeated.lacked': 'an answer to this question: it repeated an earlier answer',
  'coaching.copied.lacked': 'anything beyond the job posting’s own words: most of it repeated its description, requirements or duties',
  'coaching.copied.suggestion': 'Do not recite the job posting: tell one real situation of your own, what you did step by step and what came of it.',
  'coaching.lacked.copied': 'credit for {share}% of its content, which repeated the job posting or the question: only your own words count',
  'coaching.lacked.claim': 'a correct claim: {said} states a common misconception, and it earned no credit. {correction}',
  'coaching.repeated.suggestion': 'Answer each question on its own: prepare a different short story for each thing the role asks for.',
  'coaching.noAnswer.lacked': 'an answer: nothing, one word or "I don\'t know"',
  'coaching.noAnswer.suggestion':
    'When you do not know, say how you would find out, or give the closest thing you have done: a partial answer scores, silence does not.',
  'coaching.had.action': 'What you did: {quote}',
  'coaching.had.specifics': 'Specifics: {things}',
  'coaching.had.measure': 'A measured result: {quote}',
  'coaching.had.reason': 'Your reasoning: {quote}',
  'coaching.lacked.action': 'your own part, in the first person: what you did',
  'coaching.lacked.specifics': 'specifics: the tools, systems or figures involved',
  'coaching.lacked.measure': 'a result you measured: before and after, time, errors or users',
  'coaching.lacked.reason': 'why you chose what you did, or what you weighed it against',
  'coaching.lacked.offQuestion': 'an answer to the question asked: this one was mostly about something else',
  'coaching.lacked.detail': 'detail: {words} words is too short to show it',
  'coaching.thatWork': 'that work',
  'coaching.suggestion.offQuestion': 'Answer the question asked first, in one sentence, then give one example of your own that fits it.',
  'coaching.suggestion.claim': 'Check what you say about {skill} before your next interview, then tell what you did with it and what it changed.',
  'coaching.suggestion.action': 'Say what you yourself did about {topic}: “I …”, the step you took, then what happened.',
  'coaching.suggestion.specifics':
    'Make {topic} concrete: name the system, tool, product or figures it was about, so the interviewer can picture the work.',
  'coaching.suggestion.measure': 'Add the result in numbers: after {topic}, what changed, and by how much (time, errors, users, money)?',
  'coaching.suggestion.reason': 'Say why: for {topic}, what else you considered, and why you chose as you did.',
  'coaching.suggestion.lead': 'Lead with the result, then the steps: the interviewer hears your strongest point first.',

  'judge.comment': '{comment} Reviewer: {reason}',
  'text.sentences': '{text}',
} as const;

export type PhraseKey = keyof typeof EN;

const RU: Record<PhraseKey, string> = {
  'area.communication': 'Коммуникация',
  'area.teamwork': 'Работа в команде',
  'area.problemSolving': 'Решение проблем',
  'area.adaptability': 'Гибкость',
  'area.leadership': 'Лидерство',
  'area.vocabulary': 'Словарный запас',
  'area.grammar': 'Грамматика',
  'area.fluency': 'Беглость',
  'area.comprehension': 'Понимание',
  'area.technical': 'Профессиональные навыки',
  'area.line': '{area} ({score}/{max}): {comment}',
  'area.weakest': 'Слабее всего здесь — {area}. {advice}',
  'common.noAnswersToJudge': 'Оценивать нечего: ответов нет.',
  'common.noAnswers': 'Кандидат не дал ни одного ответа.',
  'common.orList': '{head} или {last}',
  'common.andList': '{head} и {last}',
  'common.offQuestion': 'По существу вопросов — только около {onQuestion} из {words} слов; остальное учтено лишь частично.',

  'soft.teamwork.shown': 'описана работа с другими (с кем и как)',
  'soft.teamwork.advice': 'Расскажите, с кем и как вы работали: какие роли участвовали, о чём договорились и как разделили работу.',
  'soft.problemSolving.shown': 'видно, как решалась задача (замеры, поиск причины, сравнение вариантов)',
  'soft.problemSolving.advice':
    'Расскажите по шагам, как искали причину: что замеряли или воспроизводили, какие варианты сравнивали, почему выбрали один из них и что получилось.',
  'soft.adaptability.shown': 'есть смена плана, освоение нового или выводы из опыта',
  'soft.adaptability.advice':
    'Подготовьте историю, где планы поменялись: что изменилось, как вы перестроились и чему научились или что сделали бы иначе в следующий раз.',
  'soft.leadership.shown': 'видны ответственность или руководство другими («I decided», «I led», наставничество)',
  'soft.leadership.advice': 'Проговаривайте свою роль явно: «I decided…», «I proposed…», «I led…» — и как вы вовлекли остальных.',
  'soft.shows': 'Ответов, где {shown}: {x} из {n}; из них полный пример с результатом — {full}.',
  'soft.showsNone': 'Нет ни одного ответа, где {shown}.',
  'soft.notCounted': 'Не учтено — слишком коротких или не по вопросу: {x} из {n, plural, one {# ответа} other {# ответов}}.',
  'soft.communication.noAnswersAdvice': 'Отвечайте на каждый вопрос, пусть даже коротко: что вы сделали и что из этого вышло.',
  'soft.communication.shape':
    'В среднем {average, plural, one {# слово} few {# слова} many {# слов} other {# слова}} на ответ; чёткая структура (ситуация, действия, результат или шаги) — в {x} из {n, plural, one {# ответа} other {# ответов}}.',
  'soft.communication.short': 'Короче 25 слов: {x} из {n, plural, one {# ответа} other {# ответов}}.',
  'soft.communication.long': 'Длиннее 320 слов: {x} из {n, plural, one {# ответа} other {# ответов}}.',
  'soft.communication.clarity': 'Слова-паразиты и повторы: {rate} на 100 слов. Соответствие вопросам: {relevance}.',
  'soft.communication.adviceShort': 'Давайте на каждый ответ 60–180 слов: ситуация в одном предложении, что сделали вы и чем всё закончилось.',
  'soft.communication.adviceLong': 'Укладывайтесь примерно в две минуты: начните с главного, приведите один пример, закончите результатом.',
  'soft.communication.adviceStructure':
    'Стройте ответ по схеме «ситуация — задача — действия — результат»; без такой структуры: {x} из {n, plural, one {# ответа} other {# ответов}}.',
  'soft.communication.adviceKeep': 'Сохраняйте схему «ситуация — действия — результат» и убирайте слова-паразиты: так вы прозвучите ещё увереннее.',

  'english.vocabulary.tooFew':
    'Во всех ответах всего {words, plural, one {# слово} few {# слова} many {# слов} other {# слова}} — слишком мало, чтобы измерить лексическое разнообразие (нужно не меньше {min, plural, one {# слова} few {# слов} many {# слов} other {# слова}}).',
  'english.vocabulary.measured': 'Лексическое разнообразие: {mtld}, всего слов: {words}; редких (длинных или специальных) слов: {share} %.',
  'english.vocabulary.adviceVary':
    'Разнообразьте речь: лексическое разнообразие — {mtld}, одни и те же слова звучали часто. Называйте конкретный инструмент, метрику или приём вместо общих слов.',
  'english.vocabulary.advicePrecise':
    'Используйте больше точных терминов: специальных (длинных или технических) слов было лишь {share} %. Называйте инструменты, метрики и приёмы, с которыми работали.',
  'english.grammar.noWords': 'Проверять нечего: слов нет.',
  'english.grammar.count': 'Грамматических ошибок: {errors}, всего слов: {words} ({rate} на 100 слов).',
  'english.grammar.countWithExamples': 'Грамматических ошибок: {errors}, всего слов: {words} ({rate} на 100 слов): {examples}.',
  'english.grammar.example': '«{problem}» ({message})',
  'english.grammar.kind.agreement': 'Согласование',
  'english.grammar.kind.wordForm': 'Форма слова',
  'english.grammar.kind.wordOrder': 'Порядок слов',
  'english.grammar.kind.usage': 'Словоупотребление',
  'english.grammar.kind.confusedWord': 'Перепутанное слово',
  'english.grammar.kind.misheardPhrase': 'Искажённое выражение',
  'english.grammar.kind.wordChoice': 'Выбор слова',
  'english.grammar.kind.nonstandard': 'Нестандартная форма',
  'english.grammar.kind.other': 'Грамматическая ошибка',
  'english.grammar.fix': '{kind}: лучше «{replacement}»',
  'english.grammar.cut': '{kind}: «{problem}» здесь лишнее',
  'english.grammar.issue': '{kind}.',
  'english.grammar.tooFew': 'Слов слишком мало для полной оценки.',
  'english.grammar.advice':
    'Следите за согласованием и формами глаголов: проверка нашла {errors, plural, one {# ошибку} few {# ошибки} many {# ошибок} other {# ошибки}}, например «{problem}» ({message}). Проговорите эти предложения вслух правильно.',
  'english.grammar.adviceMore': 'Отвечайте развёрнуто, полными предложениями, чтобы была видна ваша грамматика: проверять почти нечего.',
  'english.fluency.typed': 'Не измерялась: ответы были набраны текстом, так что темп речи, паузы и слова-паразиты измерить нельзя.',
  'english.fluency.typedAdvice': 'В следующий раз отвечайте голосом — тогда мы измерим беглость: темп речи, слова-паразиты и паузы.',
  'english.fluency.rate':
    'Темп — {wpm, plural, one {# слово} few {# слова} many {# слов} other {# слова}} в минуту за {minutes} мин речи (разговорный диапазон {low}–{high}); долгих пауз: {pauses}.',
  'english.fluency.fillers': 'Слов-паразитов: {fillers} ({rate} на 100 слов), повторов: {repeats}.',
  'english.fluency.tooFew': 'Всего {words, plural, one {# слово} few {# слова} many {# слов} other {# слова}} — слишком мало, чтобы показать беглость.',
  'english.fluency.adviceMore': 'Отвечайте развёрнуто, по несколько предложений на вопрос, чтобы беглость было видно.',
  'english.fluency.adviceSlow':
    'Ваш темп — {wpm, plural, one {# слово} few {# слова} many {# слов} other {# слова}} в минуту, ниже разговорного диапазона {low}–{high}: проговаривайте ключевые истории вслух, пока они не зазвучат свободно.',
  'english.fluency.adviceFast':
    'Ваш темп — {wpm, plural, one {# слово} few {# слова} many {# слов} other {# слова}} в минуту, выше диапазона {low}–{high}: говорите медленнее и делайте короткие паузы между мыслями.',
  'english.fluency.advicePauses':
    'Долгих пауз (от двух секунд): {pauses}. Подготовьте план главных историй, чтобы не застревать посреди ответа.',
  'english.fluency.adviceFillers': 'Заменяйте слова-паразиты короткой паузой: сейчас их {rate} на 100 слов («um», «uh», «like», «you know»…).',
  'english.comprehension.empty': 'пустых или из одного слова — {count}',
  'english.comprehension.dontKnow': 'ответов «I don\'t know» — {count}',
  'english.comprehension.offTopic': 'не по вопросу — {count}',
  'english.comprehension.request': 'просьба вместо ответа — {count}',
  'english.comprehension.direct':
    'Прямо отвечали на вопрос: {x} из {n, plural, one {# ответа} other {# ответов}} (среднее соответствие — {relevance}).',
  'english.comprehension.missed': 'Мимо вопроса: {kinds}.',
  'english.comprehension.advice':
    'Сначала ответьте на заданный вопрос, его же словами, и только потом добавляйте контекст: мимо вопроса — {x} из {n, plural, one {# ответа} other {# ответов}} ({kinds}).',
  'english.comprehension.adviceRephrase': 'Если вопрос непонятен, попросите его переформулировать.',
  'english.comprehension.adviceKeep': 'И дальше начинайте каждый ответ с прямого ответа на вопрос, а уже потом — пример.',

  'skills.cameUp': 'Затрагивался в {count, plural, one {# ответе} other {# ответах}} (слов по теме: {words}).',
  'skills.notAddressed': 'По существу ответы его не касались.',
  'skills.askedOnly':
    'О нём спрашивали в {count, plural, one {# вопросе} other {# вопросах}}, но ответы были пустыми, из одного слова или «I don\'t know»: оценивать нечего.',
  'skills.terms': 'Термины: {terms}.',
  'skills.termsMore': 'Термины: {terms} и ещё {more}.',
  'skills.noTerms': 'Ни одного термина по теме.',
  'skills.depth': 'Глубина: {signs}.',
  'skills.depth.example': 'конкретный пример — в {count}',
  'skills.depth.quantified': 'результат в цифрах — в {count}',
  'skills.depth.tradeoffs': 'выбор между вариантами — в {count}',
  'skills.depth.tools': 'названы инструменты — в {count}',
  'skills.depth.reasoning': 'обоснование — в {count}',
  'skills.noDepth': 'Ни примера, ни измеримого результата, ни выбора между вариантами, ни обоснования.',
  'skills.relevance': 'Соответствие вопросам: {relevance}.',
  'skills.unanswered':
    'Без настоящего ответа («I don\'t know», пусто или просьба): {x} из {n, plural, one {# ответа} other {# ответов}} по теме.',
  'skills.missing.example': 'реальный проект, где вы его применяли',
  'skills.missing.quantified': 'результат в цифрах (объёмы, время, было — стало)',
  'skills.missing.tradeoffs': 'альтернативу, которую вы рассматривали, и почему выбрали именно так',
  'skills.missing.reasoning': 'почему выбрали именно его',
  'skills.adviceOffQuestion':
    'Ответы про {skill} были о другом (соответствие — {relevance}). Расскажите о своём опыте с {skill}: проект, что вы с ним делали и чем всё закончилось.',
  'skills.adviceNoAnswer':
    'Про {skill} ответа не было. Подготовьте двухминутную историю о {skill}: задача, что вы с его помощью построили или изменили и что из этого вышло.',
  'skills.adviceMissing':
    'Когда речь заходит о {skill}, добавьте {missing}. В ваших ответах о нём слов: {words}, специальных терминов: {terms}.',
  'skills.adviceKeep': 'Отвечайте про {skill} так же конкретно; начинайте с результата, чтобы интервьюер услышал его первым.',
  'skills.adviceOffQuestionMany':
    'Ответы про {skills} были о другом. Расскажите о своём опыте с каждым: проект, что вы с ним делали и чем всё закончилось.',
  'skills.adviceNoAnswerMany':
    'Про {skills} ответа не было. Подготовьте по двухминутной истории о каждом: задача, что вы с его помощью построили или изменили и что из этого вышло.',
  'skills.adviceMissingMany': 'Когда речь заходит о {skills}, добавьте {missing}.',
  'skills.adviceKeepMany': 'Отвечайте про {skills} так же конкретно; начинайте с результата, чтобы интервьюер услышал его первым.',
  'skills.noneCameUp':
    'Ни один из навыков вакансии ({skills}) в ответах не прозвучал, поэтому оценить профессиональные навыки не удалось. Подготовьте для каждого короткую историю о проекте: что вы построили и какой получился результат.',
  'skills.noneDiscussed': 'Профессиональные навыки не обсуждались, поэтому оценить их не удалось.',
  'skills.breadth': 'Обсуждались не все навыки вакансии (обсуждено: {count}); {missing} — нет.',

  'indicators.example': 'Конкретный пример — в {x} из {n, plural, one {# ответа} other {# ответов}}.',
  'indicators.result': 'Результат или цифры — в {x} из {n, plural, one {# ответа} other {# ответов}}.',
  'indicators.pronouns':
    '«We» — {we, plural, one {# раз} few {# раза} many {# раз} other {# раза}}, «I» — {i, plural, one {# раз} few {# раза} many {# раз} other {# раза}}.',
  'indicators.length':
    'В среднем {average, plural, one {# слово} few {# слова} many {# слов} other {# слова}} на ответ (самый короткий — {shortest}, самый длинный — {longest}).',
  'indicators.empty': 'Пустой ответ или ответ из одного слова — на {x} из {n, plural, one {# вопроса} other {# вопросов}}.',
  'indicators.dontKnow': '«Не знаю» — в {x} из {n, plural, one {# ответа} other {# ответов}}.',
  'indicators.offTopic': 'Уход от вопроса — в {x} из {n, plural, one {# ответа} other {# ответов}}.',
  'indicators.reflection': 'Выводы из опыта — в {x} из {n, plural, one {# ответа} other {# ответов}}.',
  'indicators.fillers': 'Слов-паразитов: {fillers} ({rate} на 100 слов).',
  'indicators.copied':
    'Слова вакансии или вопроса повторены в {x} из {n, plural, one {# ответа} other {# ответов}} ({share}% их содержания); повторённые слова не засчитаны.',
  'indicators.scorer':
    '{x, plural, one {# ответ обращён} few {# ответа обращены} many {# ответов обращены} other {# ответа обращены}} не к интервьюерам, а к системе оценки (указания, как оценить, выставленный балл): такие слова баллов не приносят, а интервью, которое пытается само назначить себе оценку, получает не выше {max}. Отвечайте интервьюерам на вопросы о своей работе.',
  'indicators.repeated':
    'Один и тот же ответ повторён на {x} из {n, plural, one {# вопроса} other {# вопросов}}: заученный ответ ничего не говорит о вопросах, на которые он не отвечает, поэтому общая оценка не выше {max}. Отвечайте на каждый вопрос отдельно, с подходящим к нему примером.',
  'indicators.abstract':
    'Большинство ответов остались общими словами: из {n, plural, one {# ответа} other {# ответов}} лишь немногие называют ситуацию, инструмент, число или дело, которое интервьюер мог бы себе представить, поэтому общая оценка не выше {max}. Расскажите, что вы сделали, с помощью чего и к чему это привело.',
  'indicators.elsewhere':
    'Большинство ответов были о другой работе: в типичном из {n, plural, one {# ответа} other {# ответов}} лишь {share}% названного относится к этой вакансии, поэтому общая оценка не выше {max}. Отвечайте на примерах работы, похожей на эту; если такого опыта ещё нет, скажите об этом и порассуждайте о самом вопросе.',
  'indicators.misconceptions':
    'В {x, plural, one {# ответе} few {# ответах} many {# ответах} other {# ответа}} о технологиях этой вакансии сказано то, что неверно (каждое исправлено в разборе ответа), поэтому общая оценка не выше {max}. Проверьте эти моменты перед следующим собеседованием.',
  'indicators.endedEarly':
    'Интервью закончилось после {answered, plural, one {# отвеченного вопроса} other {# отвеченных вопросов}} из не менее чем {planned} запланированных; вопросы, до которых не дошли, считаются неотвеченными — это стоило {cost} балла общей оценки.',
  'indicators.endedEarlyNoCost':
    'Интервью закончилось после {answered, plural, one {# отвеченного вопроса} other {# отвеченных вопросов}} из не менее чем {planned} запланированных; вопросы, до которых не дошли, считаются неотвеченными, но данные ответы уже опустили общую оценку так же низко.',
  'indicators.pace': 'Темп речи — {wpm, plural, one {# слово} few {# слова} many {# слов} other {# слова}} в минуту, долгих пауз: {pauses}.',

  'coaching.notEnglish.lacked': 'ответа на английском: в этой практике оцениваются ответы на английском',
  'coaching.notEnglish.suggestion': 'Отвечайте по-английски, пусть и просто: ситуация, что вы сделали и результат — короткими предложениями.',
  'coaching.addressesScorer.lacked': 'ответа интервьюеру: слова, обращённые к системе оценки, баллов не приносят',
  'coaching.addressesScorer.suggestion': 'Рассказывайте интервьюеру о своей работе: один реальный пример, что вы сделали и что из этого вышло.',
  'coaching.readBack.lacked': 'чего-то сверх слов самого вопроса',
  'coaching.readBack.suggestion': 'Не повторяйте вопрос: начните с ответа в одном предложении, затем — пример, который его подтверждает.',
  'coaching.keywordList.lacked': 'связных предложений: список названий не показывает, что вы с ними делали',
  'coaching.keywordList.suggestion':
    'Возьмите один из названных инструментов и расскажите, что вы с ним построили или исправили и что в итоге изменилось.',
  'coaching.repeated.lacked': 'ответа именно на этот вопрос: он повторял один из прошлых ответов',
  'coaching.copied.lacked': 'чего-то сверх слов самой вакансии: почти весь ответ повторял её описание, требования или обязанности',
  'coaching.copied.suggestion': 'Не пересказывайте вакансию: расскажите одну реальную ситуацию из своего опыта — что вы сделали шаг за шагом и к чему это привело.',
  'coaching.lacked.copied': 'зачёта за {share}% содержания: эта часть повторяла текст вакансии или вопроса, а засчитываются только ваши собственные слова',
  'coaching.lacked.claim': 'верного утверждения: {said} — распространённое заблуждение, и эта часть не засчитана. {correction}',
  'coaching.repeated.suggestion': 'Отвечайте на каждый вопрос отдельно: подготовьте свою короткую историю под каждое требование вакансии.',
  'coaching.noAnswer.lacked': 'ответа: тишина, одно слово или «I don\'t know»',
  'coaching.noAnswer.suggestion':
    'Если не знаете, скажите, как бы вы это выяснили, или расскажите о самом близком, что делали: частичный ответ приносит баллы, молчание — нет.',
  'coaching.had.action': 'Что сделали вы: {quote}',
  'coaching.had.specifics': 'Конкретика: {things}',
  'coaching.had.measure': 'Измеримый результат: {quote}',
  'coaching.had.reason': 'Ваши доводы: {quote}',
  'coaching.lacked.action': 'вашей роли от первого лица: что сделали именно вы',
  'coaching.lacked.specifics': 'конкретики: инструментов, систем или цифр',
  'coaching.lacked.measure': 'измеримого результата: было и стало, время, ошибки или пользователи',
  'coaching.lacked.reason': 'объяснения, почему вы выбрали именно это и с чем сравнивали',
  'coaching.lacked.offQuestion': 'ответа на заданный вопрос: этот был в основном о другом',
  'coaching.lacked.detail': 'подробностей: в ответе всего {words, plural, one {# слово} few {# слова} many {# слов} other {# слова}}',
  'coaching.thatWork': 'эта работа',
  'coaching.suggestion.offQuestion': 'Сначала ответьте на заданный вопрос одним предложением, затем приведите свой пример по теме.',
  'coaching.suggestion.claim': 'Перед следующим собеседованием проверьте, что вы говорите о {skill}, а потом расскажите, что вы с этим сделали и что это изменило.',
  'coaching.suggestion.action': 'Тема — {topic}: скажите, что сделали лично вы («I …»), какой шаг предприняли и что было дальше.',
  'coaching.suggestion.specifics':
    'Добавьте конкретики ({topic}): назовите систему, инструмент, продукт или цифры, чтобы интервьюер представил себе эту работу.',
  'coaching.suggestion.measure': 'Добавьте результат в цифрах ({topic}): что изменилось и насколько — время, ошибки, пользователи, деньги?',
  'coaching.suggestion.reason': 'Объясните выбор ({topic}): что ещё вы рассматривали и почему решили именно так.',
  'coaching.suggestion.lead': 'Начните с результата, потом — шаги: интервьюер первым услышит ваш самый сильный довод.',

  'judge.comment': '{comment} Мнение проверяющего: {reason}',
  'text.sentences': '{text}',
};

const CATALOGUES: Record<ReportLanguage, Record<PhraseKey, string>> = { en: EN, ru: RU };

/** Every catalogue, for the tests that check each has every key with the same placeholders. */
export const PHRASE_CATALOGUES: Readonly<Record<ReportLanguage, Readonly<Record<PhraseKey, string>>>> = CATALOGUES;

/**
 * A value in a phrase: a whole number (written as is, and read by plural forms), a figure with a fixed
 * number of decimals, another phrase, a list joined with a separator, a text lower-cased, or a string
 * that stays as it is in every language (the candidate's words, a skill's name, the checker's finding).
 */
export type PhraseValue = string | number | Fixed | Phrase | Joined | Lowered | Translated;
export interface Fixed {
  readonly fixed: number;
  readonly digits: number;
}
export interface Joined {
  readonly join: readonly PhraseValue[];
  readonly by: string;
}
export interface Lowered {
  readonly lower: PhraseValue;
}
/** A text the product's data holds in every report language (a misconception's correction). */
export interface Translated {
  readonly translated: Readonly<Record<ReportLanguage, string>>;
}

/** A text of the report: its key and values. Stored as plain JSON. */
export interface Phrase {
  readonly key: PhraseKey;
  readonly values?: Readonly<Record<string, PhraseValue>>;
}

export const phrase = (key: PhraseKey, values?: Record<string, PhraseValue>): Phrase => (values ? { key, values } : { key });
export const fixed = (value: number, digits = 1): Fixed => ({ fixed: value, digits });
export const joined = (items: readonly PhraseValue[], by: string): Joined => ({ join: items, by });
export const lower = (value: PhraseValue): Lowered => ({ lower: value });
export const translated = (texts: Record<ReportLanguage, string>): Translated => ({ translated: texts });
/** Sentences one after another, as one text (the absent ones left out). */
export const sentences = (...items: ReadonlyArray<PhraseValue | null | false | undefined>): Phrase =>
  phrase('text.sentences', { text: joined(items.filter((item): item is PhraseValue => item !== null && item !== false && item !== undefined), ' ') });

/** Names as one list: "Jira, Amplitude and Product discovery", or (`or`) one of them: "Jira, Amplitude or Product discovery". */
export const listOf = (names: readonly PhraseValue[], { or = false } = {}): PhraseValue =>
  names.length <= 1
    ? (names[0] ?? '')
    : phrase(or ? 'common.orList' : 'common.andList', { head: joined(names.slice(0, -1), ', '), last: names[names.length - 1] });

/** The phrase naming each kind of the grammar checker's findings (server/evaluation/grammar.ts GRAMMAR_KINDS). */
const GRAMMAR_KIND_PHRASES: Readonly<Record<string, PhraseKey>> = {
  Agreement: 'english.grammar.kind.agreement',
  Grammar: 'english.grammar.kind.wordForm',
  WordOrder: 'english.grammar.kind.wordOrder',
  Usage: 'english.grammar.kind.usage',
  Malapropism: 'english.grammar.kind.confusedWord',
  Eggcorn: 'english.grammar.kind.misheardPhrase',
  WordChoice: 'english.grammar.kind.wordChoice',
  Nonstandard: 'english.grammar.kind.nonstandard',
};

/** The kind of a grammar finding in words ('Agreement', 'Согласование'); a kind without its own phrase is 'Grammar error'. */
export const grammarKind = (kind: string): Phrase =>
  phrase(Object.hasOwn(GRAMMAR_KIND_PHRASES, kind) ? GRAMMAR_KIND_PHRASES[kind]! : 'english.grammar.kind.other');

/**
 * A grammar finding in the report's language: its kind and the checker's suggestion ('agreement: say
 * "were"', 'согласование: лучше «were»'), or its kind alone when the checker suggests nothing. The
 * words at fault and the replacement stay as said; the checker's own sentence (English only) is not used.
 */
export function grammarFinding(
  issue: { readonly kind: string; readonly problem: string; readonly replacement?: string | null },
  { lowerKind = false } = {},
): PhraseValue {
  const kind: PhraseValue = lowerKind ? lower(grammarKind(issue.kind)) : grammarKind(issue.kind);
  const replacement = issue.replacement?.replace(/\s+/g, ' ').trim();
  if (replacement) return phrase('english.grammar.fix', { kind, replacement });
  if (issue.replacement === '') return phrase('english.grammar.cut', { kind, problem: issue.problem.trim() });
  return kind;
}

export function isPhrase(value: unknown): value is Phrase {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string' && (value as { key: string }).key in EN;
}

/** Numbers in phrases are written without grouping ("1200"), as the report always wrote them. */
const plainCount = (_locale: string, count: number) => String(count);

/** A value written in a language. */
export function render(value: PhraseValue, language: ReportLanguage): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if ('fixed' in value) {
    const text = value.fixed.toFixed(value.digits);
    return language === 'en' ? text : text.replace('.', ',');
  }
  if ('join' in value) return value.join.map((item) => render(item, language)).join(value.by);
  if ('lower' in value) return render(value.lower, language).toLowerCase();
  if ('translated' in value) return value.translated[language];
  const template = CATALOGUES[language][value.key] ?? EN[value.key];
  const values: MessageValues = {};
  for (const [name, item] of Object.entries(value.values ?? {})) values[name] = typeof item === 'number' ? item : render(item, language);
  return formatMessage(language, template, values, plainCount);
}

/** A phrase in English: the text the stored report holds. */
export const english = (value: PhraseValue): string => render(value, 'en');

/** Where each phrase of a report stands (`hardSkills.skills.0.comment`, `answerCoaching.2.lacked.1`). */
export type ReportTexts = Record<string, Phrase>;

/** A report's shape while it is written: every text may be a phrase. */
export type Draft<T> = T extends string
  ? T | Phrase
  : T extends ReadonlyArray<infer U>
    ? Array<Draft<U>>
    : T extends object
      ? { [K in keyof T]: Draft<T[K]> }
      : T;

/**
 * The English report and its phrases by where they stand: every phrase of the draft written in
 * English, and remembered under its path.
 */
export function settle<T>(draft: Draft<T>): { value: T; texts: ReportTexts } {
  const texts: ReportTexts = {};
  const walk = (node: unknown, path: string): unknown => {
    if (isPhrase(node)) {
      texts[path] = node;
      return english(node);
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, path ? `${path}.${index}` : String(index)));
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, path ? `${path}.${key}` : key)]));
    }
    return node;
  };
  return { value: walk(draft, '') as T, texts };
}

/**
 * The report with its texts in `language`: each remembered phrase written in it at its place. A path
 * that no longer leads to a text of the same English (the report was changed after it was written)
 * keeps its English; English needs nothing.
 */
export function localize<T extends object>(report: T, texts: ReportTexts | undefined, language: ReportLanguage): T {
  if (language === 'en' || !texts) return report;
  const copy = structuredClone(report);
  for (const [path, value] of Object.entries(texts)) {
    const steps = path.split('.');
    const last = steps.pop()!;
    let parent: unknown = copy;
    for (const step of steps) parent = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[step] : undefined;
    if (!parent || typeof parent !== 'object') continue;
    const holder = parent as Record<string, unknown>;
    if (typeof holder[last] !== 'string' || holder[last] !== english(value)) continue;
    holder[last] = render(value, language);
  }
  return copy;
}

/** The report language of a request's `Accept-Language`: its most preferred one we write in, else English. */
export { mailLanguage as reportLanguage } from '../mail/language';
