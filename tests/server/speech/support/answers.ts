/**
 * Interview answers for the recognizer's tests and benchmark. Held out: none of them is a sentence
 * of the domain corpus the recognizer's language model is built from (a test checks this).
 * `spoken` is how festival is told to say a term it mispronounces from the spelling (a candidate
 * says "Kubernetes" as koo-ber-NET-eez, festival's letter-to-sound says kyoo-ber-neets).
 */
export interface TestAnswer {
  kind: 'technical' | 'behavioural';
  text: string;
  /** Terms whose recognition is counted separately. */
  terms?: string[];
}

export const ANSWERS: readonly TestAnswer[] = [
  { kind: 'technical', text: 'I used TypeScript and React with Kubernetes on AWS.', terms: ['TypeScript', 'Kubernetes', 'AWS'] },
  { kind: 'technical', text: 'Our backend was written in Go and we deployed it with Docker and Kubernetes.', terms: ['Docker', 'Kubernetes'] },
  { kind: 'technical', text: 'We stored the orders in PostgreSQL and used Redis as a cache.', terms: ['PostgreSQL', 'Redis'] },
  { kind: 'technical', text: 'I built the API with Node.js and Fastify and documented it with OpenAPI.', terms: ['API', 'Node.js', 'Fastify', 'OpenAPI'] },
  { kind: 'technical', text: 'On the data side I wrote pipelines in Python with Apache Airflow and dbt.', terms: ['Python', 'Airflow', 'dbt'] },
  { kind: 'technical', text: 'We trained the models in PyTorch and tracked the experiments in MLflow.', terms: ['PyTorch', 'MLflow'] },
  { kind: 'technical', text: 'The mobile team used Kotlin with Jetpack Compose and Swift with SwiftUI.', terms: ['Kotlin', 'Jetpack', 'SwiftUI'] },
  { kind: 'technical', text: 'I wrote end to end tests with Playwright and ran them in GitHub Actions.', terms: ['Playwright', 'GitHub'] },
  { kind: 'technical', text: 'We moved the infrastructure to Terraform and watched everything in Grafana and Prometheus.', terms: ['Terraform', 'Grafana', 'Prometheus'] },
  { kind: 'technical', text: 'For messaging we used Kafka and RabbitMQ between the microservices.', terms: ['Kafka', 'RabbitMQ', 'microservices'] },
  { kind: 'behavioural', text: 'In my last job I had to lead a project that was already three weeks late.' },
  { kind: 'behavioural', text: 'I sat down with each person on the team and we agreed on a new plan.' },
  { kind: 'behavioural', text: 'When a colleague disagreed with me I asked questions to understand his point of view.' },
  { kind: 'behavioural', text: 'The biggest lesson for me was to share bad news early.' },
  { kind: 'behavioural', text: 'I am applying because I want to work on a product that helps people learn.' },
  { kind: 'behavioural', text: 'My manager told me that my updates were too long, so I made them shorter.' },
  { kind: 'behavioural', text: 'We missed a deadline once and I explained the reasons to the client.' },
  { kind: 'behavioural', text: 'I enjoy mentoring junior developers and reviewing their code.' },
  { kind: 'behavioural', text: 'When the priorities changed in the middle of the quarter I reorganised my work quickly.' },
  { kind: 'behavioural', text: 'Outside of work I like running and reading about history.' },
];

/** How festival should say terms it mispronounces from their spelling. */
const SPOKEN: [RegExp, string][] = [
  [/\bTypeScript\b/g, 'type script'],
  [/\bKubernetes\b/g, 'koober netties'],
  [/\bPostgreSQL\b/g, 'post gress Q L'],
  [/\bRedis\b/g, 'red iss'],
  [/\bNode\.js\b/g, 'node J S'],
  [/\bVue\.js\b/g, 'view J S'],
  [/\bFastify\b/g, 'fast if eye'],
  [/\bOpenAPI\b/g, 'open A P I'],
  [/\bdbt\b/g, 'D B T'],
  [/\bPyTorch\b/g, 'pie torch'],
  [/\bMLflow\b/g, 'M L flow'],
  [/\bSwiftUI\b/g, 'swift U I'],
  [/\bTerraform\b/g, 'terra form'],
  [/\bGrafana\b/g, 'grah fah nah'],
  [/\bRabbitMQ\b/g, 'rabbit M Q'],
  [/\bGraphQL\b/g, 'graph Q L'],
  [/\bDjango\b/g, 'jango'],
  [/\bOWASP\b/g, 'oh wasp'],
  [/\bVitest\b/g, 'vee test'],
  [/\bVite\b/g, 'veet'],
  [/\bNginx\b/g, 'engine X'],
  [/\bCI\/CD\b/g, 'C I C D'],
];

export function spokenForm(text: string): string {
  return SPOKEN.reduce((out, [pattern, say]) => out.replace(pattern, say), text);
}
