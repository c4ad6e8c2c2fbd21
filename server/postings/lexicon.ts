import { scenarios } from '../catalog/scenarios';
import { spokenRank } from '../language/frequency';

/**
 * The skills lexicon the posting extractor matches against: every skill of the catalogue plus
 * well-known technologies and professional skills across job families. One entry is one skill with
 * its spellings; the extractor reports the spelling the posting itself uses, so every reported skill
 * is in the posting's text.
 *
 * Entry syntax (one per line): `Name|other spelling|…`, with a leading `=` when the name is an everyday
 * word that only means the skill when written with its capitals (Go, Swift, Lean, Outreach).
 * Names of three letters or fewer are matched with their capitals too (R, Go, Qt).
 */

/** Job families. A family's professional skills count only in postings of that family. */
export type Family =
  | 'engineering'
  | 'data'
  | 'design'
  | 'product'
  | 'management'
  | 'marketing'
  | 'sales'
  | 'support'
  | 'finance'
  | 'hr'
  | 'operations';

export interface LexiconEntry {
  /** The skill's usual name. */
  name: string;
  /** Every spelling, the name first. */
  spellings: string[];
  /** Matched only with the capitals of one of its spellings. */
  caseSensitive: boolean;
  /** Counted only in postings of these families; undefined means in every posting. */
  families?: Family[];
  /** A standard or regulation (the scenario's metadata lists these). */
  standard?: boolean;
}

/** Technologies, tools, platforms and named methods: unambiguous in any posting. */
const TECHNOLOGIES = `
JavaScript|JS
TypeScript
Python
Java
Kotlin
=Swift
Objective-C
=Go|Golang
=Rust
Ruby
PHP
C++
C#
=.NET|ASP.NET|.NET Core
Scala
Elixir
Erlang
Clojure
Haskell
=Dart
Perl
=R
MATLAB
SAS
Solidity
Bash|shell scripting|shell scripts
PowerShell
SQL
NoSQL
HTML|HTML5
CSS|CSS3
Sass|SCSS
Tailwind CSS|Tailwind
=Bootstrap
React|React.js|ReactJS
React Native
Redux
Next.js|NextJS
Vue.js|Vue|Vue 3|VueJS
Nuxt
Angular
Svelte
jQuery
Webpack
Vite
Storybook
Three.js
WebGL
D3.js|D3
Node.js|Node|NodeJS
=Express|Express.js
NestJS
Fastify
Deno
GraphQL
REST|REST API|REST APIs|RESTful APIs|RESTful
SOAP
gRPC
Protocol Buffers|Protobuf
WebSockets|WebSocket
OpenAPI|Swagger
Django
Django REST Framework
=Flask
FastAPI
Celery
Ruby on Rails|Rails
=Spring|Spring Framework
Spring Boot
Spring Data
Spring Security
Hibernate
Maven
Gradle
Laravel
Symfony
Microservices
Event-driven architecture|event-driven systems|event-driven
Domain-driven design|DDD
PostgreSQL|Postgres
MySQL
MariaDB
SQLite
Oracle Database|Oracle
Microsoft SQL Server|SQL Server|MSSQL
MongoDB
Redis
Elasticsearch|OpenSearch
Cassandra
DynamoDB
Neo4j
ClickHouse
TimescaleDB
PostGIS
Stored procedures
Kafka|Apache Kafka
RabbitMQ
Amazon SQS|SQS
Apache Pulsar
NATS
MQTT
Docker
Kubernetes|K8s
Helm
Terraform
Pulumi
Ansible
=Chef
=Puppet
Vagrant
AWS|Amazon Web Services
EKS|Amazon EKS
ECS|Amazon ECS
AWS Lambda|Lambda
S3|Amazon S3
RDS|Amazon RDS
EC2
CloudFormation
Google Cloud|GCP|Google Cloud Platform
Azure|Microsoft Azure
Heroku
Vercel
Netlify
Cloudflare
Linux
Unix
Windows Server
Nginx
Apache HTTP Server
CI/CD
Continuous integration
Continuous delivery|continuous deployment
Jenkins
GitHub Actions
GitLab CI|GitLab CI/CD
CircleCI
Argo CD|ArgoCD
=Flux
GitOps
Infrastructure as code|IaC
Git
GitHub
GitLab
Bitbucket
Prometheus
Grafana
Datadog
New Relic
Splunk
Sentry
OpenTelemetry
ELK stack|ELK
PagerDuty
SLOs|SLO|service level objectives
Error budgets
Incident management
Incident response
Postmortems|blameless postmortems|post-mortems
On-call
Chaos engineering
Observability
eBPF
Cilium
Istio
Service mesh
DNS
Load balancing
Multi-region failover|failover
Replication
Backups
Disaster recovery
Jest
=Mocha
Vitest
Cypress
Playwright
Selenium|Selenium WebDriver|WebDriver
Appium
Detox
Puppeteer
JUnit
TestNG
Mockito
pytest
RSpec
XCTest
Espresso
Postman
REST Assured|RestAssured
JMeter
k6
Gatling
Cucumber|BDD
TestRail
Unit testing|unit tests
Integration testing|integration tests
End-to-end testing|end-to-end tests|E2E testing
Test automation|automated tests|automated testing
Manual testing
Exploratory testing
Performance testing|load testing
API testing
Test plans|test plan
Test cases|test case design
Regression testing
ISTQB
Code review|code reviews
TDD|test-driven development
Pair programming
Swift Concurrency
SwiftUI
UIKit
=Combine
Core Data
AVFoundation
StoreKit
In-app purchases
App Store|App Store Connect
Google Play|Play Console
Android SDK
Jetpack Compose
Coroutines
=Room
=Hilt
Dagger
Retrofit
MVVM
MVI
MVC
Dependency injection
Flutter
Xamarin
Bluetooth Low Energy|BLE
iOS
Android
Firebase
Firebase Crashlytics|Crashlytics
OAuth 2.0|OAuth|OAuth2
OpenID Connect|OIDC
SAML
JWT
Single sign-on|SSO
Identity and access management|IAM
Zero trust
OWASP|OWASP Top 10
Penetration testing|pen testing
Threat modelling|threat modeling
Burp Suite
SIEM
Microsoft Sentinel
CrowdStrike|CrowdStrike Falcon
Vulnerability management
Encryption
Cryptography
Pandas
NumPy
SciPy
scikit-learn|sklearn
TensorFlow
PyTorch
Keras
XGBoost
LightGBM
Hugging Face
LangChain
Large language models|LLMs|LLM
Machine learning|ML
Deep learning
Natural language processing|NLP
Computer vision
Reinforcement learning
Statistics|statistical analysis
Regression|regression analysis
Cross-validation
Time series forecasting|time series
Bayesian statistics
Causal inference
A/B testing|A/B tests|AB testing|split testing
Experiment design|experimentation
Feature engineering
MLOps
MLflow
Kubeflow
SageMaker|AWS SageMaker
Vertex AI
Jupyter|Jupyter notebooks
Databricks
Apache Spark|Spark
PySpark
Hadoop
Hive
Apache Airflow|Airflow
Dagster
Prefect
dbt
Snowflake
BigQuery
Redshift
Synapse
Delta Lake
Lakehouse|data lakehouse
Data warehouse|data warehousing|cloud data warehouse
Data lake
ETL|ELT
Data pipelines
Stream processing
Batch processing
Apache Flink|Flink
Data modeling|data modelling
Dimensional modeling|dimensional models|dimensional modelling
Kimball
Data quality
Data governance
Great Expectations
Fivetran
SSIS
Looker
Looker Studio|Data Studio
Tableau
Power BI
Metabase
Qlik|Qlik Sense|QlikView
=Mode
Dashboards|dashboarding
Excel|Microsoft Excel|MS Excel
Google Sheets
VLOOKUP|XLOOKUP
Pivot tables
VBA
Power Query
Amplitude
Mixpanel
=Heap
=Segment
Google Analytics|Google Analytics 4|GA4
Google Tag Manager|GTM
Hotjar
Optimizely
Figma
Sketch
Adobe XD
Adobe Creative Suite|Adobe Creative Cloud
Photoshop|Adobe Photoshop
Illustrator|Adobe Illustrator
InDesign
After Effects
Premiere Pro
Canva
Miro
FigJam
Framer
=Principle
Zeplin
Webflow
WordPress
Shopify
Magento
Contentful
=Sanity
Strapi
Headless CMS
Jira
Confluence
Trello
Asana
=Notion
=Linear
Monday.com
Slack
Scrum
Kanban
Agile|agile ways of working
SAFe
Waterfall
PRINCE2
PMP
Salesforce|SFDC
Adyen
Braintree
PayPal
Double-entry accounting|double-entry bookkeeping
HubSpot|HubSpot CRM
CRM
Pipedrive
Zoho CRM
Dynamics 365|Microsoft Dynamics
=Outreach
Salesloft
=Gong
Apollo.io
ZoomInfo
LinkedIn Sales Navigator|Sales Navigator
LinkedIn
MEDDICC|MEDDIC
SPIN Selling
=Challenger|Challenger Sale
Solution selling
Zendesk
Intercom
Freshdesk
ServiceNow
Jira Service Management
Gainsight
Totango
ChurnZero
Marketo
Mailchimp
Klaviyo
Braze
Iterable
Pardot
Meta Ads|Facebook Ads
Google Ads|AdWords
LinkedIn Ads
Ahrefs
Semrush|SEMrush
Moz
SEO|search engine optimisation|search engine optimization
SEM
PPC
Marketing automation
Email marketing|email newsletters
SAP
SAP S/4HANA|S/4HANA
Oracle NetSuite|NetSuite
QuickBooks|QuickBooks Online
Xero
=Sage
Workday
Adaptive Planning
Anaplan
Hyperion
Bloomberg Terminal|Bloomberg
US GAAP|GAAP
IFRS
SOX|Sarbanes-Oxley
CPA
CFA
ACCA
CIMA
BambooHR
Personio
HiBob
Greenhouse
=Lever
Workable
SuccessFactors
ADP
Applicant tracking system|ATS
CIPD|CIPD Level 5|CIPD Level 7
SHRM
WMS|warehouse management system
Manhattan|Manhattan SCALE|Manhattan WMS
Blue Yonder
ERP
Lean Six Sigma|Six Sigma
=Lean
5S
Kaizen
ITIL
Forklift licence|forklift license
`;

/** Standards and regulations (also skills). */
const STANDARDS = `
WCAG|WCAG 2.1|WCAG 2.2|WCAG 2.1 AA
GDPR
HIPAA
PCI DSS|PCI-DSS
SOC 2|SOC 2 Type II
ISO 27001
ISO 9001
PSD2
CCPA
`;

/** Professional skills written as everyday words: counted only within their families. */
const PROFESSIONAL: Record<Family, string> = {
  engineering: `
Accessibility
Web performance
Performance optimisation|performance optimization
System design
Distributed systems
API design
Code quality
Refactoring
Debugging
Troubleshooting|troubleshoot
Root cause analysis|root causes
Query tuning|query optimisation|query optimization
Database performance
Release process|release management
Systems administration|system administration
Technical support
Stack trace|stack traces
Knowledge base
Open source|open-source
Networking|TCP/IP
`,
  data: `
Data science
Data analysis
Data visualisation|data visualization
Forecasting|forecasting models
Predictive modelling|predictive modeling
Data cleaning
Dashboards
KPIs
Pipelines|batch pipelines|streaming pipelines
Streaming
`,
  design: `
User research
Usability testing
Interaction design
Visual design
Prototyping|prototypes
Wireframing|wireframes
Design systems|design system
Information architecture
Journey mapping|customer journey mapping
Service design
Content design
UX writing
Accessibility
Auto layout
Problem framing
Design thinking
Motion design
Typography
Illustration
Branding
`,
  product: `
Product management
Product discovery
Product strategy
Product analytics
Roadmapping|roadmap|roadmaps
User stories
PRDs|product requirements documents
Prioritisation|prioritization
Go-to-market|GTM strategy
Pricing
Activation
Retention
Experimentation
Stakeholder management
Compliance
OKRs
User research
`,
  management: `
People management|managing software engineers|leading teams|lead a team|team leadership
Hiring
Coaching
Mentoring
Performance reviews|performance management
Stakeholder management
OKRs
Incident management
Delivery planning
Estimates|estimation
Budgeting
Roadmap planning
Engineering leadership
Organisation design|organization design
Career ladders
Payments
`,
  marketing: `
Performance marketing
Content marketing
Paid acquisition|paid media
Paid social
TikTok Ads|TikTok
Attribution
Lifecycle marketing|lifecycle campaigns
Growth marketing
Brand marketing
Product marketing
Social media marketing|social media
Copywriting
Keyword research
Link building
Editorial calendar
Blog posts
Case studies
Incrementality|incrementality measurement
Conversion rate optimisation|CRO|conversion rate optimization
Campaign management
Influencer marketing
Community management
Marketing analytics
Budget management
B2B
`,
  sales: `
B2B sales|B2B SaaS sales
Outbound prospecting|prospecting|prospect
Cold calling|cold calls|cold call
Email sequences
Lead qualification|qualify inbound leads|qualify leads
Lead generation
Discovery calls|discovery
Product demos|demos
Negotiation|negotiating contracts|negotiating
Forecasting|forecasts
Pipeline management|pipeline
Account management
Closing|closing deals
Quota attainment
Territory planning
Sales
Upselling|upsell
`,
  support: `
Customer support
Customer success
Customer service
Technical support
Troubleshooting|troubleshoot
Onboarding
Quarterly business reviews|QBRs|QBR
Renewals
Churn|churn reduction
Upselling|upsell
Account management
Net revenue retention|NRR
Escalation management
Knowledge base
Presenting|presentation skills
B2B SaaS
SLA management|SLAs
`,
  finance: `
FP&A|financial planning and analysis
Budgeting
Forecasting
Long-range planning
Financial modelling|financial models|financial modeling
Three-statement financial models|three-statement modelling|three-statement models
Variance analysis
Month-end close|month end close
Accounts payable
Accounts receivable
Accruals|accrued expenses|clinical trial accruals
Reconciliations|balance sheet reconciliations|bank reconciliations
Journal entries
Audit|audits
Sales tax
VAT
Internal controls
Treasury
Cash flow management|cash flow
Payroll
Accounting
Bookkeeping
Presentation skills
`,
  hr: `
Employee relations
Employment law|UK employment law
Onboarding
Performance reviews|performance management
Recruiting|recruitment|technical recruiting
Sourcing
Interviewing|interviews
Employer branding|employer brand
Compensation and benefits|reward
Learning and development|L&D
Engagement|employee engagement
Grievances
Disciplinaries
Coaching
HR systems|HRIS
Hiring
Closing offers
Outreach messages
Workforce planning
`,
  operations: `
Labour planning|labor planning|workforce planning
KPIs
Continuous improvement
Slotting
Health and safety
Inventory management
Supply chain
Logistics
Procurement
Vendor management
Process improvement
Capacity planning
Root cause analysis
People management|leading teams|lead a team
Budgeting
`,
};

/** Spoken languages other than English, worth listing when a posting asks for them. */
const LANGUAGES =
  'French German Spanish Dutch Italian Portuguese Polish Russian Ukrainian Estonian Finnish Swedish Danish Norwegian Czech Romanian Hungarian Turkish Arabic Hebrew Hindi Japanese Mandarin Cantonese Korean Vietnamese';

function parse(block: string, families?: Family[], standard = false): LexiconEntry[] {
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const marked = line.startsWith('=');
      const spellings = (marked ? line.slice(1) : line).split('|').map((s) => s.trim());
      const name = spellings[0];
      const entry: LexiconEntry = { name, spellings, caseSensitive: marked || /^[A-Za-z]{1,3}$/.test(name) };
      if (families) entry.families = families;
      if (standard) entry.standard = true;
      return entry;
    });
}

/** Catalogue categories and the family each belongs to. */
export const CATEGORY_FAMILY: Record<string, Family> = {
  Frontend: 'engineering',
  Backend: 'engineering',
  'Full Stack': 'engineering',
  Mobile: 'engineering',
  'DevOps/SRE': 'engineering',
  QA: 'engineering',
  Security: 'engineering',
  Data: 'data',
  Design: 'design',
  Product: 'product',
  'Engineering Management': 'management',
  Marketing: 'marketing',
  Sales: 'sales',
  'Customer Support': 'support',
  Finance: 'finance',
  'People & HR': 'hr',
  Operations: 'operations',
};

/** A catalogue skill that is an everyday English word ("Payments", "Hiring") counts only in its family. */
const EVERYDAY_RANK = 20000;

function isEverydayWord(name: string): boolean {
  if (!/^[A-Za-z]+$/.test(name)) return false;
  const rank = spokenRank(name);
  return rank !== null && rank < EVERYDAY_RANK;
}

let built: LexiconEntry[] | null = null;

/** The whole lexicon: curated entries merged with the catalogue's skills (spellings of one skill joined). */
export function lexicon(): LexiconEntry[] {
  if (built) return built;
  const entries: LexiconEntry[] = [
    ...parse(TECHNOLOGIES),
    ...parse(STANDARDS, undefined, true),
    ...Object.entries(PROFESSIONAL).flatMap(([family, block]) => parse(block, [family as Family])),
    ...LANGUAGES.split(' ').map((name) => ({ name, spellings: [name], caseSensitive: true })),
  ];
  // One entry per skill: professional entries of several families with the same name are merged.
  const byKey = new Map<string, LexiconEntry>();
  const merged: LexiconEntry[] = [];
  const keyOf = (s: string) => s.toLowerCase();
  const add = (entry: LexiconEntry, curated = true) => {
    const existing = entry.spellings.map((s) => byKey.get(keyOf(s))).find(Boolean);
    if (!existing) {
      merged.push(entry);
      for (const s of entry.spellings) byKey.set(keyOf(s), entry);
      return;
    }
    for (const s of entry.spellings) {
      if (!existing.spellings.some((x) => keyOf(x) === keyOf(s))) existing.spellings.push(s);
      if (!byKey.has(keyOf(s))) byKey.set(keyOf(s), existing);
    }
    // A curated entry keeps its families; curated entries of several families join them.
    if (curated) {
      if (!existing.families || !entry.families) delete existing.families;
      else existing.families = [...new Set([...existing.families, ...entry.families])];
    }
    existing.standard ||= entry.standard;
  };
  for (const e of entries) add(e);
  for (const s of scenarios) {
    const family = CATEGORY_FAMILY[s.category];
    for (const skill of s.skills) {
      const entry: LexiconEntry = { name: skill, spellings: [skill], caseSensitive: /^[A-Za-z]{1,3}$/.test(skill) };
      if (isEverydayWord(skill) && family) entry.families = [family];
      add(entry, false);
    }
  }
  built = merged;
  return built;
}
