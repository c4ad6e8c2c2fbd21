import type { components } from '../../openapi/schema.gen';

type JobScenario = components['schemas']['JobScenario'];

/**
 * Job-scenario catalogue: fictional but realistic job openings that candidates
 * can rehearse interviews for. Every company, person and website here is
 * invented; websites use the reserved `.example` top-level domain.
 */
export const scenarios: JobScenario[] = [
  // ───────────────────────────── Frontend ─────────────────────────────
  {
    id: 'frontend-react-sumlark',
    position: 'Frontend Engineer (React)',
    company: {
      name: 'Sumlark Learning',
      industry: 'EdTech',
      size: '120–250 employees',
      website: 'https://sumlark-learning.example',
    },
    location: 'Manchester, UK (Hybrid)',
    jobType: 'Full-time',
    experience: '2–4 years',
    salary: '£48,000 – £60,000',
    description:
      'Sumlark Learning builds an adaptive maths practice platform used by 1,400 secondary schools across the UK and Ireland. ' +
      'You will join the five-person Classroom squad that owns the teacher dashboard, where teachers assign homework, track progress and spot pupils who are falling behind. ' +
      'The dashboard renders large, filterable class reports and currently struggles on the older Chromebooks many schools still use. ' +
      'This year the squad is migrating legacy class components to hooks and TypeScript while shipping a new live-lesson mode.',
    skills: ['React', 'TypeScript', 'Redux Toolkit', 'React Testing Library', 'CSS Modules', 'Web performance', 'WCAG 2.1'],
    requirements: [
      'Two or more years of professional experience building production interfaces with React.',
      'Working knowledge of TypeScript, including typing component props and API responses.',
      'Experience writing component tests with React Testing Library or a similar tool.',
      'An understanding of semantic HTML and keyboard accessibility.',
      'Comfort profiling rendering performance with the browser developer tools.',
    ],
    responsibilities: [
      'Build and maintain features in the teacher dashboard, from class reports to assignment scheduling.',
      'Migrate legacy class components to function components with hooks and strict TypeScript.',
      'Improve load and interaction times on low-powered Chromebooks.',
      'Pair with designers and the curriculum team to turn classroom feedback into shippable changes.',
      'Review pull requests and keep test coverage healthy for the areas you own.',
    ],
    category: 'Frontend',
    isPro: false,
    postedDate: '2026-05-02T09:15:00Z',
    metadata: {
      source: 'Company careers page',
      systemStandards: ['WCAG 2.1 AA', 'REST', 'OpenAPI 3'],
      securityCompliance: ['GDPR', 'ISO 27001'],
    },
    participants: [
      {
        id: 'priya-raman',
        name: 'Priya Raman',
        role: 'Senior Frontend Engineer',
        gender: 'female',
        focus: 'technical',
        welcomeMessage:
          "Hi, I'm Priya, a senior frontend engineer on Sumlark Learning's Classroom squad. I'll be asking about React, TypeScript and how you'd keep a busy dashboard fast, so feel free to think out loud.",
      },
      {
        id: 'tom-gallagher',
        name: 'Tom Gallagher',
        role: 'Engineering Manager',
        gender: 'male',
        focus: 'behavioural',
        welcomeMessage:
          "Hello and welcome to Sumlark Learning, I'm Tom and I manage the Classroom squad. I'll be asking how you work with others and about the projects you're proudest of.",
      },
    ],
  },
  {
    id: 'senior-frontend-react-northwind',
    position: 'Senior Frontend Engineer (React & TypeScript)',
    company: {
      name: 'Northwind Ledger',
      industry: 'Fintech – accounting software',
      size: '300–500 employees',
      website: 'https://northwindledger.example',
    },
    location: 'Amsterdam, Netherlands (Hybrid)',
    jobType: 'Full-time',
    experience: '5+ years',
    salary: '€75,000 – €92,000',
    description:
      'Northwind Ledger gives small businesses double-entry bookkeeping, invoicing and VAT returns in one web app. ' +
      'The Reconciliation team owns the bank-feed screen where accountants match thousands of transactions a month, so keyboard speed and correctness matter more than visual flourish. ' +
      'The current grid is a home-grown table that slows down beyond 5,000 rows and is hard to test. ' +
      'You will lead its replacement with a virtualised, fully accessible component and help define frontend conventions across four product teams.',
    skills: ['React', 'TypeScript', 'TanStack Query', 'Vite', 'Vitest', 'Playwright', 'Storybook', 'GraphQL', 'Accessibility'],
    requirements: [
      'Five or more years building complex single-page applications, at least three of them with React.',
      'Deep TypeScript knowledge, including generics and discriminated unions for modelling UI state.',
      'Proven experience optimising rendering of large data sets, for example through virtualisation and memoisation.',
      'Hands-on experience with end-to-end testing in Playwright or Cypress.',
      'Ability to explain technical trade-offs clearly to product managers and designers.',
      'Familiarity with financial or data-heavy products is a plus.',
    ],
    responsibilities: [
      'Lead the redesign of the reconciliation grid from technical design to rollout behind feature flags.',
      'Set frontend conventions for state management, data fetching and error handling across product teams.',
      'Mentor two mid-level engineers through pairing and thoughtful code review.',
      'Work with the API team to shape GraphQL queries that fit the screens they serve.',
      'Track Core Web Vitals and interaction latency and act on regressions.',
    ],
    category: 'Frontend',
    isPro: false,
    postedDate: '2026-05-09T13:40:00Z',
    metadata: {
      source: 'Referral network',
      systemStandards: ['WCAG 2.1 AA', 'GraphQL', 'ISO 20022'],
      securityCompliance: ['SOC 2 Type II', 'GDPR', 'PSD2'],
    },
    participants: [
      {
        id: 'daan-vermeulen',
        name: 'Daan Vermeulen',
        role: 'Staff Frontend Engineer',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Welcome, I'm Daan, a staff frontend engineer at Northwind Ledger. In my part we'll dig into React performance and how you'd structure a large TypeScript codebase.",
      },
      {
        id: 'amara-okafor',
        name: 'Amara Okafor',
        role: 'Engineering Manager, Reconciliation',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Hi, I'm Amara and I lead the Reconciliation team here at Northwind Ledger. I'm keen to hear how you mentor others and handle disagreements about priorities.",
      },
      {
        id: 'sofia-lindqvist',
        name: 'Sofia Lindqvist',
        role: 'Product Designer',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Hey, I'm Sofia, the product designer on Reconciliation at Northwind. I'll chip in with a few questions about how you collaborate with design when the spec meets reality.",
      },
    ],
  },
  {
    id: 'junior-frontend-vue-kestrelway',
    position: 'Junior Frontend Developer (Vue.js)',
    company: 'Kestrelway Travel',
    location: 'Lisbon, Portugal',
    jobType: 'Full-time',
    experience: '0–2 years',
    salary: '€30,000 – €38,000',
    description:
      'Kestrelway Travel sells curated rail and ferry trips around southern Europe through a booking site built with Vue 3 and Nuxt. ' +
      'As a junior developer you will join a friendly team of four frontend engineers who look after search, trip pages and checkout. ' +
      'Most of the work is turning Figma designs into responsive, accessible components and fixing the rough edges customers report. ' +
      'You will have a named mentor, a weekly learning afternoon and plenty of real features to ship from your first month.',
    skills: ['Vue.js', 'Nuxt', 'JavaScript', 'TypeScript', 'HTML', 'CSS', 'Git', 'Figma'],
    requirements: [
      'A portfolio, bootcamp project or internship showing you can build a working web interface.',
      'Solid fundamentals in HTML, CSS and modern JavaScript.',
      'Some exposure to a component framework such as Vue, React or Svelte.',
      'Comfort using Git for branches, commits and pull requests.',
      'Curiosity and a willingness to ask questions early.',
    ],
    responsibilities: [
      'Build responsive Vue components from Figma designs for search results and trip pages.',
      'Fix bugs reported by the customer support team and write a test for each fix.',
      'Take part in code reviews, both giving and receiving feedback.',
      'Improve the accessibility of forms in the checkout flow.',
    ],
    category: 'Frontend',
    isPro: false,
    postedDate: '2026-06-14T08:30:00Z',
    metadata: {
      source: 'Curated by JobTalk AI',
      systemStandards: ['WCAG 2.1 AA', 'REST'],
      securityCompliance: ['GDPR', 'PCI DSS'],
    },
    participants: [
      {
        id: 'rui-carvalho',
        name: 'Rui Carvalho',
        role: 'Senior Frontend Developer',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Olá and welcome! I'm Rui, one of the senior frontend developers at Kestrelway Travel, and I'll ask some friendly questions about HTML, CSS, JavaScript and Vue.",
      },
      {
        id: 'hannah-becker',
        name: 'Hannah Becker',
        role: 'People Partner',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Hi, I'm Hannah from the People team at Kestrelway. I'd love to hear what got you into web development and how you like to learn.",
      },
    ],
  },
  {
    id: 'staff-frontend-design-systems-lumenwell',
    position: 'Staff Frontend Engineer, Design Systems',
    company: {
      name: 'Lumenwell Health',
      industry: 'Digital health',
      size: '800–1,200 employees',
      website: 'https://lumenwell-health.example',
    },
    location: 'Remote (US)',
    jobType: 'Full-time',
    experience: '8+ years',
    salary: '$195,000 – $235,000',
    description:
      'Lumenwell Health runs virtual primary care for more than two million members, with patient, clinician and care-coordinator apps built by eleven product teams. ' +
      'Each team has drifted into its own buttons, forms and date pickers, and accessibility audits keep finding the same issues in slightly different places. ' +
      'You will lead the two-year effort to build Aurora, a shared React component library with design tokens, documentation and automated accessibility checks. ' +
      'The role is about influence as much as code, because you will need to win adoption across teams that all have their own deadlines.',
    skills: ['React', 'TypeScript', 'Design tokens', 'Storybook', 'Figma', 'Accessibility', 'Chromatic', 'Monorepo tooling', 'Semantic versioning'],
    requirements: [
      'Eight or more years of frontend engineering, including building or maintaining a component library used by several teams.',
      'Expert knowledge of WAI-ARIA patterns and experience passing formal accessibility audits.',
      'Experience designing public component APIs and managing breaking changes through semantic versioning.',
      'A track record of driving technical change across teams without direct authority.',
      'Strong written communication, including RFCs and migration guides.',
    ],
    responsibilities: [
      'Define the architecture, API conventions and release process for the Aurora component library.',
      'Partner with the design systems designers to turn Figma variables into shared design tokens.',
      'Build automated visual regression and accessibility testing into every component release.',
      'Lead migration planning with product teams and measure adoption quarter by quarter.',
      'Mentor senior engineers and represent frontend in the architecture review group.',
    ],
    category: 'Frontend',
    isPro: true,
    postedDate: '2026-07-21T16:05:00Z',
    metadata: {
      source: 'Company careers page',
      systemStandards: ['WCAG 2.1 AA', 'Section 508', 'HL7 FHIR'],
      securityCompliance: ['HIPAA', 'SOC 2 Type II', 'HITRUST CSF'],
    },
    participants: [
      {
        id: 'marcus-bell',
        name: 'Marcus Bell',
        role: 'Principal Engineer',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Thanks for joining, I'm Marcus, a principal engineer at Lumenwell Health. I'll walk through a component API design problem with you and ask how you'd roll it out to eleven teams.",
      },
      {
        id: 'yuki-tanaka',
        name: 'Yuki Tanaka',
        role: 'Lead Designer, Design Systems',
        gender: 'female',
        focus: 'technical',
        welcomeMessage:
          "Hi, I'm Yuki and I lead design for the design system at Lumenwell. I'll ask about design tokens, accessibility and how you like to work across the design–engineering boundary.",
      },
      {
        id: 'gloria-mendez',
        name: 'Gloria Méndez',
        role: 'Director of Engineering',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Welcome, I'm Gloria, Director of Engineering for Lumenwell Health's member experience. My questions focus on leading without authority and the hard calls you've had to make.",
      },
    ],
  },

  // ───────────────────────────── Backend ─────────────────────────────
  {
    id: 'backend-nodejs-parcelrun',
    position: 'Backend Engineer (Node.js)',
    company: {
      name: 'Parcelrun',
      industry: 'Logistics',
      size: '60–120 employees',
      website: 'https://parcelrun.example',
    },
    location: 'Berlin, Germany',
    jobType: 'Full-time',
    experience: '3–5 years',
    salary: '€65,000 – €80,000',
    description:
      'Parcelrun connects online shops with fourteen regional courier networks through a single shipping API. ' +
      "The Carrier Integrations team builds and maintains the adapters that translate label and tracking requests into each courier's own format, many of them old SOAP services. " +
      'Peak season brings ten times the normal traffic, and last December a slow carrier caused cascading timeouts across the platform. ' +
      'You will help rebuild the integration layer around queues, retries and circuit breakers so one bad carrier can never take everyone down.',
    skills: ['Node.js', 'TypeScript', 'Fastify', 'PostgreSQL', 'RabbitMQ', 'Docker', 'OpenTelemetry', 'REST API design'],
    requirements: [
      'Three or more years building backend services in Node.js with TypeScript.',
      'Experience integrating with unreliable third-party APIs, including SOAP or XML-based services.',
      'Practical knowledge of message queues and idempotent processing.',
      'Good SQL skills and experience designing PostgreSQL schemas and indexes.',
      'Familiarity with tracing and metrics for debugging production issues.',
    ],
    responsibilities: [
      'Build and maintain courier adapters for label creation, pickups and tracking events.',
      'Introduce retries, timeouts and circuit breakers across the integration layer.',
      'Design the queue-based pipeline that processes tracking updates at peak-season volume.',
      'Share on-call duty for the shipping API with the rest of the team, one week in six.',
      'Document carrier quirks so the support team can answer merchant questions faster.',
    ],
    category: 'Backend',
    isPro: false,
    postedDate: '2026-05-05T10:20:00Z',
    metadata: {
      source: 'Company careers page',
      systemStandards: ['REST', 'OpenAPI 3', 'ISO 8601'],
      securityCompliance: ['GDPR', 'ISO 27001'],
    },
    participants: [
      {
        id: 'lena-hoffmann',
        name: 'Lena Hoffmann',
        role: 'Tech Lead, Carrier Integrations',
        gender: 'female',
        focus: 'technical',
        welcomeMessage:
          "Hallo, I'm Lena, tech lead of the Carrier Integrations team at Parcelrun. I'll ask how you design Node.js services that stay calm when the APIs behind them don't.",
      },
      {
        id: 'kwame-asante',
        name: 'Kwame Asante',
        role: 'Head of Engineering',
        gender: 'male',
        focus: 'behavioural',
        welcomeMessage:
          "Good to meet you, I'm Kwame and I head engineering at Parcelrun. I'll be asking about teamwork, ownership and what you've learned from production incidents.",
      },
    ],
  },
  {
    id: 'senior-backend-go-brackwater',
    position: 'Senior Backend Engineer (Go)',
    company: {
      name: 'Brackwater Payments',
      industry: 'Payments',
      size: '400–700 employees',
      website: 'https://brackwaterpay.example',
    },
    location: 'London, UK (Hybrid)',
    jobType: 'Full-time',
    experience: '5–8 years',
    salary: '£95,000 – £115,000',
    description:
      'Brackwater Payments processes card and open-banking payments for around 9,000 merchants across Europe. ' +
      'The Ledger team owns the double-entry service that records every money movement, and it must never lose or duplicate a cent. ' +
      'Transaction volume has tripled in eighteen months, and the single PostgreSQL primary behind the ledger is approaching its limits. ' +
      'You will help design the move to a partitioned ledger while keeping balances strongly consistent and auditable.',
    skills: ['Go', 'PostgreSQL', 'gRPC', 'Kafka', 'Kubernetes', 'Event sourcing', 'Distributed transactions', 'Prometheus'],
    requirements: [
      'Five or more years of backend development, including at least two years writing Go in production.',
      'Experience with transactional systems where correctness and auditability are critical.',
      'Strong understanding of PostgreSQL internals such as isolation levels, locking and partitioning.',
      'Experience with event-driven architectures using Kafka or a similar log.',
      'Comfort leading technical designs and presenting them for review.',
    ],
    responsibilities: [
      'Design and implement the partitioned ledger, including migration of historical balances.',
      'Write idempotent, well-tested Go services exposed over gRPC.',
      'Define reconciliation checks that prove balances are correct after every deployment.',
      'Work with the compliance team to keep audit trails complete and tamper-evident.',
      'Participate in the on-call rotation and lead post-incident reviews.',
    ],
    category: 'Backend',
    isPro: false,
    postedDate: '2026-06-03T11:45:00Z',
    metadata: {
      source: 'Referral network',
      systemStandards: ['ISO 20022', 'gRPC', 'OpenAPI 3'],
      securityCompliance: ['PCI DSS Level 1', 'SOC 2 Type II', 'GDPR'],
    },
    participants: [
      {
        id: 'nikhil-joshi',
        name: 'Nikhil Joshi',
        role: 'Principal Engineer, Ledger',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Hi there, I'm Nikhil, principal engineer on Brackwater's Ledger team. We'll spend our time on Go, PostgreSQL and how you'd keep money movements consistent at scale.",
      },
      {
        id: 'claire-donovan',
        name: 'Claire Donovan',
        role: 'Engineering Manager',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Welcome to Brackwater Payments, I'm Claire and I manage the Ledger and Settlements engineers. I'm interested in how you make decisions under pressure and how you support your teammates.",
      },
    ],
  },
  {
    id: 'backend-python-django-greenhollow',
    position: 'Backend Developer (Python & Django)',
    company: 'Greenhollow Grocers',
    location: 'Dublin, Ireland',
    jobType: 'Full-time',
    experience: '2–4 years',
    salary: '€52,000 – €64,000',
    description:
      'Greenhollow Grocers is an online supermarket delivering fresh food across Ireland from three dark stores. ' +
      'The backend is a Django monolith that handles the catalogue, orders, delivery slots and substitutions when items are out of stock. ' +
      'Slot booking on Sunday evenings is the busiest moment of the week and regularly causes database contention. ' +
      'You will join a team of six developers improving the ordering flow and gradually carving out services where it makes sense.',
    skills: ['Python', 'Django', 'Django REST Framework', 'PostgreSQL', 'Celery', 'Redis', 'pytest', 'Docker'],
    requirements: [
      'Two or more years building web applications with Django or Flask.',
      'Confidence writing SQL and reading query plans to find slow queries.',
      'Experience with background jobs using Celery, RQ or similar.',
      'A habit of writing automated tests with pytest.',
      'Interest in retail, logistics or operational software.',
    ],
    responsibilities: [
      'Develop features for orders, delivery slots and substitutions in the Django codebase.',
      'Reduce database contention during peak slot-booking windows.',
      'Build and maintain REST endpoints used by the iOS and Android apps.',
      'Work with store operations staff to understand picking and packing workflows.',
      'Keep the test suite fast and reliable.',
    ],
    category: 'Backend',
    isPro: false,
    postedDate: '2026-08-08T09:00:00Z',
    metadata: {
      source: 'Curated by JobTalk AI',
      systemStandards: ['REST', 'OpenAPI 3'],
      securityCompliance: ['GDPR', 'PCI DSS'],
    },
    participants: [
      {
        id: 'ciaran-walsh',
        name: 'Ciarán Walsh',
        role: 'Senior Python Developer',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Hi, I'm Ciarán, a senior Python developer at Greenhollow Grocers. I'll ask about Django, databases and how you'd handle our Sunday-evening rush.",
      },
      {
        id: 'aisling-byrne',
        name: 'Aisling Byrne',
        role: 'Hiring Manager, Ordering Team',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Welcome, I'm Aisling and I run the Ordering team at Greenhollow. I'd like to hear about how you work with colleagues and what you do when something goes wrong.",
      },
    ],
  },
  {
    id: 'principal-backend-java-halcyon-ridge',
    position: 'Principal Backend Engineer (Java, Distributed Systems)',
    company: {
      name: 'Halcyon Ridge Insurance',
      industry: 'Insurance',
      size: '2,000–5,000 employees',
      website: 'https://halcyonridge.example',
    },
    location: 'Toronto, Canada (Hybrid)',
    jobType: 'Full-time',
    experience: '10+ years',
    salary: 'CA$210,000 – CA$250,000',
    description:
      'Halcyon Ridge Insurance is replacing a 20-year-old policy administration mainframe with cloud services written in Java and Spring Boot. ' +
      'Three product lines have already moved, but home and auto policies, which make up most of the premium volume, still run through nightly batch jobs. ' +
      'As principal engineer you will own the target architecture for the remaining migration, including how quotes, policies and claims stay in sync during years of coexistence. ' +
      'You will work closely with actuarial, regulatory and operations stakeholders who each see the system very differently.',
    skills: [
      'Java',
      'Spring Boot',
      'Apache Kafka',
      'PostgreSQL',
      'AWS',
      'Domain-driven design',
      'Change data capture',
      'Microservices',
      'Architecture decision records',
    ],
    requirements: [
      'Ten or more years of backend engineering, with significant time designing distributed systems in Java.',
      'Experience leading a legacy modernisation, ideally involving mainframe or batch systems.',
      'Deep understanding of data consistency patterns such as sagas, the outbox pattern and change data capture.',
      'Ability to produce clear architecture documents and defend them to senior stakeholders.',
      'Experience in a regulated industry such as insurance, banking or healthcare.',
    ],
    responsibilities: [
      'Own the target architecture for migrating home and auto policy administration off the mainframe.',
      'Design the coexistence strategy that keeps legacy and new systems consistent during the migration.',
      'Review designs from six engineering teams and keep architecture decision records up to date.',
      'Coach senior engineers and grow the next generation of technical leaders.',
      'Work with regulatory and audit teams to demonstrate controls over policy data.',
    ],
    category: 'Backend',
    isPro: true,
    postedDate: '2026-09-17T14:30:00Z',
    metadata: {
      source: 'Referral network',
      systemStandards: ['TOGAF', 'OpenAPI 3', 'ACORD'],
      securityCompliance: ['SOC 2 Type II', 'PIPEDA', 'OSFI B-13'],
    },
    participants: [
      {
        id: 'anjali-mehta',
        name: 'Anjali Mehta',
        role: 'Chief Architect',
        gender: 'female',
        focus: 'technical',
        welcomeMessage:
          "Welcome, I'm Anjali, chief architect at Halcyon Ridge Insurance. I'll give you a real slice of our migration and we'll design it together on the whiteboard.",
      },
      {
        id: 'robert-chen',
        name: 'Robert Chen',
        role: 'VP of Engineering',
        gender: 'male',
        focus: 'behavioural',
        welcomeMessage:
          "Hello, I'm Robert, VP of Engineering at Halcyon Ridge. I'll ask about the biggest technical bets you've led and how you brought people along with you.",
      },
      {
        id: 'marie-tremblay',
        name: 'Marie Tremblay',
        role: 'Senior Staff Engineer, Claims',
        gender: 'female',
        focus: 'technical',
        welcomeMessage:
          "Bonjour, I'm Marie, a senior staff engineer on the Claims platform at Halcyon. I'll focus on Kafka, data consistency and the failure modes you'd plan for.",
      },
    ],
  },

  // ──────────────────────────── Full Stack ────────────────────────────
  {
    id: 'fullstack-typescript-quillstack',
    position: 'Full Stack Engineer (TypeScript)',
    company: {
      name: 'Quillstack',
      industry: 'B2B SaaS – document collaboration',
      size: '50–100 employees',
      website: 'https://quillstack.example',
    },
    location: 'Remote (EU)',
    jobType: 'Full-time',
    experience: '3–5 years',
    salary: '€60,000 – €78,000',
    description:
      'Quillstack is a contract-drafting workspace where legal teams write, comment on and approve agreements together in real time. ' +
      'You will join the Collaboration squad, which owns live cursors, comments, version history and the approval workflow. ' +
      'The editor runs on React and ProseMirror in the browser and Node.js with PostgreSQL on the server, connected through WebSockets. ' +
      'Our biggest challenge right now is conflict-free merging when twenty lawyers edit the same clause during a negotiation.',
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'WebSockets', 'ProseMirror', 'CRDTs', 'Playwright'],
    requirements: [
      'Three or more years shipping full stack features in TypeScript, from database schema to UI.',
      'Experience building real-time features with WebSockets or server-sent events.',
      'Comfort working in a remote team across several European time zones.',
      'Interest in collaborative editing, operational transforms or CRDTs.',
      'Clear written communication for asynchronous design discussions.',
    ],
    responsibilities: [
      'Build features across the editor, the collaboration server and the PostgreSQL data model.',
      'Improve the reliability of real-time sync and reduce merge conflicts in busy documents.',
      'Write end-to-end tests covering multi-user editing scenarios.',
      'Join customer calls with legal teams to understand how they negotiate contracts.',
      'Contribute to a weekly rotation handling customer-reported bugs.',
    ],
    category: 'Full Stack',
    isPro: false,
    postedDate: '2026-05-19T07:50:00Z',
    metadata: {
      source: 'Company careers page',
      systemStandards: ['REST', 'OpenAPI 3', 'WCAG 2.1 AA'],
      securityCompliance: ['SOC 2 Type II', 'GDPR', 'ISO 27001'],
    },
    participants: [
      {
        id: 'elena-popescu',
        name: 'Elena Popescu',
        role: 'Senior Full Stack Engineer',
        gender: 'female',
        focus: 'technical',
        welcomeMessage:
          "Hi, I'm Elena, a senior full stack engineer on Quillstack's Collaboration squad. I'll ask how you'd build real-time features end to end, from the database right up to the cursor on screen.",
      },
      {
        id: 'jonas-berg',
        name: 'Jonas Berg',
        role: 'Engineering Manager, Collaboration',
        gender: 'male',
        focus: 'behavioural',
        welcomeMessage:
          "Welcome, I'm Jonas, I manage the Collaboration squad at Quillstack. I'm curious about how you work in a remote team and how you give and receive feedback.",
      },
    ],
  },
  {
    id: 'fullstack-rails-react-harborlight',
    position: 'Full Stack Developer (Ruby on Rails & React)',
    company: 'Harborlight Foundation',
    location: 'Remote (UK)',
    jobType: 'Contract',
    experience: '4+ years',
    salary: '£450 – £550 per day',
    description:
      'Harborlight Foundation is a charity that matches volunteer mentors with young people leaving foster care. ' +
      'Its matching and case-management platform is a Rails application with a React front end, maintained by an in-house team of two developers. ' +
      'Over the next six months the foundation needs to rebuild the mentor onboarding flow, including background-check integrations and safeguarding training records. ' +
      'The work is sensitive, and every feature must respect strict rules about who can see information about young people.',
    skills: ['Ruby on Rails', 'React', 'PostgreSQL', 'RSpec', 'Sidekiq', 'Role-based access control', 'Heroku'],
    requirements: [
      'Four or more years building Rails applications, including non-trivial authorisation logic.',
      'Experience with React for building forms and multi-step flows.',
      'Experience integrating third-party identity or background-check services.',
      'Ability to work independently and communicate progress to non-technical stakeholders.',
      'Willingness to complete an enhanced DBS check.',
    ],
    responsibilities: [
      'Rebuild the mentor onboarding flow from application form to approval.',
      'Integrate the background-check provider API and handle its asynchronous results.',
      'Tighten role-based access rules around case notes and safeguarding records.',
      'Write RSpec tests and handover documentation for the in-house team.',
    ],
    category: 'Full Stack',
    isPro: false,
    postedDate: '2026-11-18T10:10:00Z',
    metadata: {
      source: 'Referral network',
      systemStandards: ['REST', 'WCAG 2.1 AA'],
      securityCompliance: ['UK GDPR', 'Cyber Essentials Plus'],
    },
    participants: [
      {
        id: 'seun-adeyemi',
        name: 'Seun Adeyemi',
        role: 'Lead Developer',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Hi, I'm Seun, lead developer at Harborlight Foundation. I'll ask about Rails, React and how you'd keep safeguarding data locked down.",
      },
      {
        id: 'rachel-moore',
        name: 'Rachel Moore',
        role: 'Head of Digital Services',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Thank you for your interest in Harborlight, I'm Rachel and I head our digital services. I'd like to understand how you work in small teams and explain technical decisions to people like our caseworkers.",
      },
    ],
  },
  {
    id: 'lead-fullstack-sunmere',
    position: 'Lead Full Stack Engineer',
    company: {
      name: 'Sunmere Energy',
      industry: 'Clean energy',
      size: '250–400 employees',
      website: 'https://sunmere-energy.example',
    },
    location: 'Copenhagen, Denmark (Hybrid)',
    jobType: 'Full-time',
    experience: '7+ years',
    salary: 'DKK 850,000 – DKK 1,000,000',
    description:
      'Sunmere Energy helps households with solar panels and home batteries sell their surplus power back to the grid at the best moment. ' +
      'The Home Energy team builds the customer app, the installer portal and the services that send charging schedules to 40,000 batteries every fifteen minutes. ' +
      'As lead engineer you will guide a team of six while still writing code across the Next.js front end and the Kotlin services behind it. ' +
      'The next big milestone is launching in Germany, which means new tariffs, new grid operators and many more devices.',
    skills: ['TypeScript', 'Next.js', 'Kotlin', 'Spring Boot', 'PostgreSQL', 'TimescaleDB', 'MQTT', 'AWS', 'Terraform'],
    requirements: [
      'Seven or more years of full stack engineering, including at least two years as a tech lead.',
      'Strong experience with a modern web framework such as Next.js and a JVM language on the server.',
      'Experience with time-series data or IoT devices.',
      'A track record of planning and delivering multi-quarter projects with a team.',
      'Comfort making architecture decisions and documenting the reasoning behind them.',
    ],
    responsibilities: [
      'Lead a cross-functional team of six engineers working on the home energy platform.',
      'Own the technical plan for the German market launch, from tariffs to device onboarding.',
      'Write and review code across the Next.js apps and Kotlin services.',
      'Improve the reliability of battery scheduling so no household misses a charging window.',
      'Run hiring loops and help grow the team to ten engineers.',
    ],
    category: 'Full Stack',
    isPro: true,
    postedDate: '2026-11-04T09:35:00Z',
    metadata: {
      source: 'Company careers page',
      systemStandards: ['IEC 61850', 'OpenADR 2.0', 'REST'],
      securityCompliance: ['ISO 27001', 'GDPR', 'NIS2'],
    },
    participants: [
      {
        id: 'mette-kristensen',
        name: 'Mette Kristensen',
        role: 'Engineering Manager, Home Energy',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Velkommen, I'm Mette, engineering manager for Home Energy at Sunmere. I'll ask how you lead a team, plan delivery and handle the moments when plans fall apart.",
      },
      {
        id: 'arjun-pillai',
        name: 'Arjun Pillai',
        role: 'Principal Engineer',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Hi, I'm Arjun, a principal engineer at Sunmere Energy. We'll work through a design problem about scheduling tens of thousands of batteries reliably.",
      },
    ],
  },

  // ─────────────────────────────── Data ───────────────────────────────
  {
    id: 'data-analyst-copperline',
    position: 'Data Analyst',
    company: 'Copperline Outfitters',
    location: 'Denver, CO',
    jobType: 'Full-time',
    experience: '1–3 years',
    salary: '$72,000 – $88,000',
    description:
      'Copperline Outfitters sells outdoor gear through 45 stores in the Mountain West and a fast-growing online shop. ' +
      'The analytics team of five supports merchandising, marketing and store operations with weekly reporting and ad hoc deep dives. ' +
      'Most questions sound simple, such as why tent sales dipped in Utah last spring, but answering them means stitching together point-of-sale, web and inventory data. ' +
      'You will own the merchandising dashboards and become the go-to analyst for the buying team.',
    skills: ['SQL', 'Snowflake', 'dbt', 'Looker', 'Python', 'Excel', 'A/B testing'],
    requirements: [
      'One to three years of experience in a data or business analyst role.',
      'Strong SQL, including joins, window functions and common table expressions.',
      'Experience building dashboards in Looker, Tableau or Power BI.',
      'Ability to turn a vague business question into a clear analysis plan.',
      'Basic Python or R for analysis beyond what SQL can handle.',
    ],
    responsibilities: [
      'Own weekly merchandising dashboards covering sell-through, margin and stock levels.',
      'Run deep dives that explain changes in sales by region, channel and product line.',
      'Help the marketing team design and read out A/B tests on the online shop.',
      'Improve dbt models so that common metrics are defined once and trusted everywhere.',
      'Present findings to buyers and store managers in plain language.',
    ],
    category: 'Data',
    isPro: false,
    postedDate: '2026-05-26T15:00:00Z',
    metadata: {
      source: 'Curated by JobTalk AI',
      systemStandards: ['SQL:2016', 'ISO 8601'],
      securityCompliance: ['PCI DSS', 'CCPA'],
    },
    participants: [
      {
        id: 'tyler-brooks',
        name: 'Tyler Brooks',
        role: 'Senior Data Analyst',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Hey, I'm Tyler, a senior analyst on Copperline's analytics team. I'll give you a couple of SQL and data-reasoning problems based on real questions from our buyers.",
      },
      {
        id: 'natalie-ortiz',
        name: 'Natalie Ortiz',
        role: 'Analytics Manager',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Hi and welcome to Copperline Outfitters, I'm Natalie and I manage the analytics team. I'm interested in how you communicate findings and work with stakeholders who want answers yesterday.",
      },
    ],
  },
  {
    id: 'data-engineer-velorra',
    position: 'Data Engineer',
    company: {
      name: 'Velorra Mobility',
      industry: 'Urban mobility',
      size: '200–350 employees',
      website: 'https://velorra-mobility.example',
    },
    location: 'Paris, France (Hybrid)',
    jobType: 'Full-time',
    experience: '3–5 years',
    salary: '€62,000 – €75,000',
    description:
      'Velorra Mobility operates 25,000 shared e-bikes and scooters in nine European cities. ' +
      'Every vehicle streams location, battery and lock events, which adds up to around four billion events a month. ' +
      'The data platform team turns that stream into trip records, city reports for regulators and features for the rebalancing models that tell field crews where to move vehicles. ' +
      'You will help replace fragile nightly batch jobs with streaming pipelines and add the data quality checks that regulators now expect.',
    skills: ['Python', 'Apache Spark', 'Apache Kafka', 'Apache Airflow', 'dbt', 'BigQuery', 'Terraform', 'Great Expectations'],
    requirements: [
      'Three or more years building production data pipelines in Python or Scala.',
      'Experience with Spark or Flink and a streaming platform such as Kafka.',
      'Hands-on experience with a cloud data warehouse such as BigQuery or Snowflake.',
      'Familiarity with orchestration in Airflow or Dagster.',
      'A strong sense of ownership for data quality and documentation.',
    ],
    responsibilities: [
      'Build streaming pipelines that turn raw vehicle telemetry into trip and battery datasets.',
      'Migrate nightly batch jobs in Airflow to incremental or streaming processing.',
      'Add automated data quality checks and alerting on critical tables.',
      'Deliver the monthly data feeds that city regulators require.',
      'Manage data infrastructure as code with Terraform.',
    ],
    category: 'Data',
    isPro: false,
    postedDate: '2026-06-23T12:25:00Z',
    metadata: {
      source: 'Company careers page',
      systemStandards: ['GBFS', 'Mobility Data Specification (MDS)', 'ISO 8601'],
      securityCompliance: ['GDPR', 'ISO 27001'],
    },
    participants: [
      {
        id: 'julien-moreau',
        name: 'Julien Moreau',
        role: 'Lead Data Engineer',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Bonjour, I'm Julien, lead data engineer at Velorra Mobility. I'll ask how you'd design pipelines for billions of vehicle events and keep them trustworthy.",
      },
      {
        id: 'fatima-zahra-benali',
        name: 'Fatima Zahra Benali',
        role: 'Head of Data',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Welcome, I'm Fatima Zahra and I lead the data organisation at Velorra. I'd like to hear how you prioritise, collaborate with analysts and handle ambiguous requests.",
      },
    ],
  },
  {
    id: 'ml-engineer-sagefield',
    position: 'Machine Learning Engineer',
    company: {
      name: 'Sagefield Analytics',
      industry: 'Agritech',
      size: '80–150 employees',
      website: 'https://sagefield-analytics.example',
    },
    location: 'Austin, TX',
    jobType: 'Full-time',
    experience: '3–6 years',
    salary: '$145,000 – $170,000',
    description:
      'Sagefield Analytics predicts crop yields and irrigation needs for farms across the southern United States using satellite imagery, weather data and soil sensors. ' +
      'Our models already guide watering decisions on more than a million acres, so a bad prediction can cost a farmer an entire harvest. ' +
      'The ML platform team is moving from notebooks and hand-run retraining to reproducible pipelines with proper monitoring. ' +
      'You will build the training and serving infrastructure and work alongside agronomists who validate every model release.',
    skills: ['Python', 'PyTorch', 'scikit-learn', 'MLflow', 'Kubeflow', 'Docker', 'AWS SageMaker', 'Feature stores', 'Model monitoring'],
    requirements: [
      'Three or more years of machine learning engineering with models running in production.',
      'Strong Python and experience with PyTorch or TensorFlow.',
      'Experience building reproducible training pipelines and tracking experiments with MLflow or similar.',
      'Knowledge of model monitoring, including data drift and performance decay.',
      'Interest in geospatial or time-series data is a strong plus.',
    ],
    responsibilities: [
      'Build automated training pipelines for yield and irrigation models.',
      'Deploy models behind low-latency APIs and batch scoring jobs.',
      'Set up monitoring for data drift, prediction quality and seasonal performance.',
      'Work with agronomists to design validation tests before each release.',
      'Improve feature engineering for satellite and sensor data.',
    ],
    category: 'Data',
    isPro: false,
    postedDate: '2026-08-19T17:10:00Z',
    metadata: {
      source: 'Referral network',
      systemStandards: ['ISO/IEC 23053', 'OpenAPI 3', 'OGC WMS'],
      securityCompliance: ['SOC 2 Type II', 'CCPA'],
    },
    participants: [
      {
        id: 'diego-ramirez',
        name: 'Diego Ramírez',
        role: 'Staff ML Engineer',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Hola, I'm Diego, a staff ML engineer at Sagefield Analytics. We'll talk through how you'd take a model from a notebook to something farmers can rely on.",
      },
      {
        id: 'grace-whitfield',
        name: 'Grace Whitfield',
        role: 'Director of Data Science',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Hi, I'm Grace and I direct data science at Sagefield. I'll ask about collaborating with domain experts and what you do when a model isn't behaving.",
      },
    ],
  },
  {
    id: 'senior-data-scientist-experimentation-orbitly',
    position: 'Senior Data Scientist, Experimentation',
    company: 'Orbitly',
    location: 'Stockholm, Sweden (Hybrid)',
    jobType: 'Full-time',
    experience: '6+ years',
    salary: 'SEK 780,000 – SEK 920,000',
    description:
      'Orbitly is a podcast and audiobook streaming service with eleven million monthly listeners across the Nordics and Germany. ' +
      'Product teams run more than 300 experiments a year on everything from recommendations to pricing, but test quality varies and some launches have later been reversed. ' +
      'As the senior data scientist for experimentation you will own the methodology behind our in-house testing platform. ' +
      'That includes variance reduction, sequential testing and teaching product managers when a result is actually meaningful.',
    skills: ['Python', 'SQL', 'A/B testing', 'Bayesian statistics', 'CUPED', 'Causal inference', 'Spark', 'Experiment design'],
    requirements: [
      'Six or more years in data science, with a focus on experimentation or causal inference.',
      'Deep knowledge of statistical testing, including power analysis, sequential testing and variance reduction.',
      'Strong Python and SQL skills for working with large event datasets.',
      'Experience building or improving an experimentation platform.',
      'Ability to explain statistical concepts to non-specialists without losing accuracy.',
    ],
    responsibilities: [
      "Own the statistical methodology of Orbitly's experimentation platform.",
      'Introduce variance reduction and sequential testing to shorten experiment run times.',
      'Review high-impact experiment designs and readouts before launch decisions.',
      'Run training sessions for product managers and analysts on interpreting results.',
      'Research long-term effects such as retention impact beyond the test window.',
    ],
    category: 'Data',
    isPro: true,
    postedDate: '2026-10-13T08:05:00Z',
    metadata: {
      source: 'Curated by JobTalk AI',
      systemStandards: ['ISO 3534', 'SQL:2016'],
      securityCompliance: ['GDPR', 'ISO 27001'],
    },
    participants: [
      {
        id: 'ingrid-nystrom',
        name: 'Ingrid Nyström',
        role: 'Principal Data Scientist',
        gender: 'female',
        focus: 'technical',
        welcomeMessage:
          "Hej, I'm Ingrid, principal data scientist at Orbitly. I'll bring a few messy experiment results and we'll reason through what they really tell us.",
      },
      {
        id: 'oskar-lind',
        name: 'Oskar Lind',
        role: 'Head of Analytics',
        gender: 'male',
        focus: 'behavioural',
        welcomeMessage:
          "Welcome, I'm Oskar, head of analytics at Orbitly. My questions are about influence, how you push back on a product team and how you've grown other data scientists.",
      },
      {
        id: 'leila-haddad',
        name: 'Leila Haddad',
        role: 'Group Product Manager',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Hi, I'm Leila, a group product manager at Orbitly who relies heavily on our experiments. I'll ask how you'd partner with product teams who just want a yes or no answer.",
      },
    ],
  },

  // ─────────────────────────── DevOps / SRE ───────────────────────────
  {
    id: 'devops-engineer-pikewater',
    position: 'DevOps Engineer',
    company: 'Pikewater Hosting',
    location: 'Kraków, Poland',
    jobType: 'Full-time',
    experience: '2–4 years',
    salary: 'PLN 16,000 – PLN 22,000 per month',
    description:
      'Pikewater Hosting provides managed WordPress and e-commerce hosting for about 30,000 small businesses in Central Europe. ' +
      'The infrastructure team of seven runs hundreds of servers across two data centres and a growing footprint in the public cloud. ' +
      'Much of the provisioning still relies on shell scripts written years ago, and every new customer plan takes weeks to launch. ' +
      'You will help move provisioning to Ansible and Terraform and build CI/CD pipelines that make changes safe and repeatable.',
    skills: ['Linux', 'Ansible', 'Terraform', 'GitLab CI', 'Docker', 'Nginx', 'Prometheus', 'Grafana', 'Bash'],
    requirements: [
      'Two or more years administering Linux servers in production.',
      'Experience with configuration management using Ansible, Puppet or Chef.',
      'Working knowledge of CI/CD pipelines in GitLab CI, GitHub Actions or Jenkins.',
      'Comfort with networking basics such as DNS, TLS and load balancing.',
      'Good working English; Polish is a plus but not required.',
    ],
    responsibilities: [
      'Convert legacy provisioning scripts into Ansible roles and Terraform modules.',
      'Build CI/CD pipelines for the internal control panel and hosting images.',
      'Improve monitoring and alerting with Prometheus and Grafana.',
      'Join the on-call rotation for the hosting platform after onboarding.',
      'Write runbooks that let the support team resolve common incidents on their own.',
    ],
    category: 'DevOps/SRE',
    isPro: false,
    postedDate: '2026-05-13T06:45:00Z',
    metadata: {
      source: 'Curated by JobTalk AI',
      systemStandards: ['ITIL 4', 'ISO 20000-1'],
      securityCompliance: ['ISO 27001', 'GDPR'],
    },
    participants: [
      {
        id: 'pawel-nowak',
        name: 'Paweł Nowak',
        role: 'Senior DevOps Engineer',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Cześć, I'm Paweł, a senior DevOps engineer at Pikewater Hosting. I'll ask practical questions about Linux, automation and how you'd debug a server that misbehaves in the middle of the night.",
      },
      {
        id: 'katarzyna-wisniewska',
        name: 'Katarzyna Wiśniewska',
        role: 'Infrastructure Team Lead',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Hello, I'm Katarzyna and I lead the infrastructure team at Pikewater. I'd like to hear how you work with teammates, handle on-call stress and keep learning.",
      },
    ],
  },
  {
    id: 'sre-cinderpath',
    position: 'Site Reliability Engineer',
    company: {
      name: 'Cinderpath Games',
      industry: 'Video games',
      size: '400–600 employees',
      website: 'https://cinderpath.example',
    },
    location: 'Montreal, Canada',
    jobType: 'Full-time',
    experience: '4–6 years',
    salary: 'CA$120,000 – CA$145,000',
    description:
      'Cinderpath Games runs the online services behind Emberfall, a co-op action game with up to 600,000 concurrent players on launch weekends. ' +
      'The SRE team supports matchmaking, player profiles, the in-game store and dedicated game servers spread across six cloud regions. ' +
      'Traffic is extremely spiky, and a new season or a popular streamer can triple logins within minutes. ' +
      'You will help define service level objectives, harden autoscaling and make launch days boring in the best possible way.',
    skills: ['Kubernetes', 'Go', 'Prometheus', 'Grafana', 'Terraform', 'Google Cloud', 'Agones', 'Chaos engineering', 'SLOs'],
    requirements: [
      'Four or more years in SRE, infrastructure or backend roles supporting high-traffic services.',
      'Strong Kubernetes experience, including autoscaling and capacity planning.',
      'Ability to write tooling in Go or Python.',
      'Experience defining SLOs and running blameless post-incident reviews.',
      'A calm, methodical approach during incidents.',
    ],
    responsibilities: [
      'Define and track SLOs for matchmaking, login and store services.',
      'Tune autoscaling for game servers and backend services ahead of season launches.',
      'Run load tests and game days that simulate launch-weekend traffic.',
      'Lead incident response during your on-call weeks and write clear post-incident reviews.',
      'Build tooling that gives game teams self-service visibility into their services.',
    ],
    category: 'DevOps/SRE',
    isPro: false,
    postedDate: '2026-07-08T18:20:00Z',
    metadata: {
      source: 'Company careers page',
      systemStandards: ['OpenTelemetry', 'gRPC', 'ITIL 4'],
      securityCompliance: ['PCI DSS', 'SOC 2 Type II', 'COPPA'],
    },
    participants: [
      {
        id: 'etienne-gagnon',
        name: 'Étienne Gagnon',
        role: 'Staff Site Reliability Engineer',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Salut, I'm Étienne, a staff SRE at Cinderpath Games. We'll talk about scaling, SLOs and what you'd do when a new season melts the login service.",
      },
      {
        id: 'jasmine-wu',
        name: 'Jasmine Wu',
        role: 'SRE Manager',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Hi, I'm Jasmine and I manage the SRE team at Cinderpath. I'll ask how you stay effective under pressure and how you work with game developers who just want to ship.",
      },
    ],
  },
  {
    id: 'staff-platform-kubernetes-aurora-freightworks',
    position: 'Staff Platform Engineer (Kubernetes)',
    company: {
      name: 'Aurora Freightworks',
      industry: 'Freight and supply chain',
      size: '1,000–2,000 employees',
      website: 'https://aurorafreightworks.example',
    },
    location: 'Remote (US & Canada)',
    jobType: 'Full-time',
    experience: '8+ years',
    salary: '$190,000 – $225,000',
    description:
      'Aurora Freightworks runs a digital freight marketplace that matches shippers with 60,000 trucking carriers across North America. ' +
      'More than 80 engineering teams deploy to a shared Kubernetes platform spread across three AWS regions. ' +
      'Cluster upgrades take months, costs have grown faster than revenue, and teams complain that getting a new service to production takes two weeks. ' +
      'As a staff platform engineer you will set the direction for a self-service internal developer platform and lead the most complex parts of building it.',
    skills: ['Kubernetes', 'AWS', 'Terraform', 'Argo CD', 'Helm', 'Go', 'Backstage', 'Cilium', 'FinOps'],
    requirements: [
      'Eight or more years of infrastructure or platform engineering, including running Kubernetes at scale.',
      'Deep knowledge of AWS networking, IAM and EKS.',
      'Experience building internal developer platforms or golden paths adopted by many teams.',
      'Experience writing Kubernetes controllers or operators in Go.',
      'Proven ability to lead cross-team technical initiatives and write persuasive design documents.',
    ],
    responsibilities: [
      "Define the technical roadmap for Aurora Freightworks' internal developer platform.",
      'Design a zero-downtime cluster upgrade process and automate it end to end.',
      'Lead cost-efficiency work with FinOps, including right-sizing and spot capacity.',
      'Build golden-path templates in Backstage so teams can ship a new service in a day.',
      'Mentor platform engineers and chair the infrastructure design review.',
    ],
    category: 'DevOps/SRE',
    isPro: true,
    postedDate: '2026-08-27T13:15:00Z',
    metadata: {
      source: 'Referral network',
      systemStandards: ['CNCF Kubernetes Conformance', 'OpenTelemetry', 'CIS Benchmarks'],
      securityCompliance: ['SOC 2 Type II', 'ISO 27001'],
    },
    participants: [
      {
        id: 'david-okonkwo',
        name: 'David Okonkwo',
        role: 'Principal Platform Engineer',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Hey, I'm David, principal platform engineer at Aurora Freightworks. I'll ask you to design parts of a developer platform that eighty teams would actually want to use.",
      },
      {
        id: 'sarah-kowalczyk',
        name: 'Sarah Kowalczyk',
        role: 'Director of Platform Engineering',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Welcome, I'm Sarah, director of platform engineering at Aurora. I'm interested in how you set direction, earn trust from product teams and develop the people around you.",
      },
      {
        id: 'miguel-santos',
        name: 'Miguel Santos',
        role: 'Senior Site Reliability Engineer',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Hi, I'm Miguel, one of the senior SREs who'd work alongside you at Aurora. I'll focus on Kubernetes operations and the incidents that taught you the most.",
      },
    ],
  },

  // ────────────────────────────── Mobile ──────────────────────────────
  {
    id: 'ios-developer-swift-pinegrove',
    position: 'iOS Developer (Swift)',
    company: {
      name: 'Pinegrove Fitness',
      industry: 'Health and fitness',
      size: '40–80 employees',
      website: 'https://pinegrove-fitness.example',
    },
    location: 'Melbourne, Australia',
    jobType: 'Full-time',
    experience: '2–5 years',
    salary: 'A$120,000 – A$145,000',
    description:
      'Pinegrove Fitness makes a strength-training app that builds weekly plans and adapts them based on how each workout felt. ' +
      'The iOS app has about 400,000 monthly active users and integrates with HealthKit and the Apple Watch. ' +
      'We are gradually moving from UIKit to SwiftUI and want to make offline workouts rock solid, since many gyms have poor reception. ' +
      'You will join a mobile team of four and work closely with our coaches and designers.',
    skills: ['Swift', 'SwiftUI', 'UIKit', 'HealthKit', 'Core Data', 'XCTest', 'Combine', 'App Store Connect'],
    requirements: [
      'Two or more years building and shipping iOS apps in Swift.',
      'Experience with SwiftUI and an understanding of when UIKit is still the better choice.',
      'Experience with local persistence and syncing data after the device comes back online.',
      'Familiarity with HealthKit or watchOS is a plus.',
      'Care for animation, haptics and small interaction details.',
    ],
    responsibilities: [
      'Build new workout and progress features in SwiftUI.',
      'Migrate key UIKit screens to SwiftUI without disrupting active users.',
      'Make offline workout logging reliable, including conflict-free sync.',
      'Maintain the Apple Watch companion app and HealthKit integration.',
      'Help manage releases through TestFlight and App Store review.',
    ],
    category: 'Mobile',
    isPro: false,
    postedDate: '2026-06-08T04:30:00Z',
    metadata: {
      source: 'Company careers page',
      systemStandards: ['Apple Human Interface Guidelines', 'WCAG 2.1 AA', 'REST'],
      securityCompliance: ['Australian Privacy Principles', 'GDPR'],
    },
    participants: [
      {
        id: 'liam-oconnor',
        name: "Liam O'Connor",
        role: 'Senior iOS Engineer',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "G'day, I'm Liam, senior iOS engineer at Pinegrove Fitness. We'll chat about Swift, SwiftUI and how you'd make a workout log survive a gym with no signal.",
      },
      {
        id: 'mei-lin-zhou',
        name: 'Mei-Lin Zhou',
        role: 'Head of Product Engineering',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Hi, I'm Mei-Lin and I lead product engineering at Pinegrove. I'll ask how you collaborate with designers and coaches and what keeps you motivated.",
      },
    ],
  },
  {
    id: 'android-engineer-kotlin-marigold',
    position: 'Android Engineer (Kotlin)',
    company: 'Marigold Bank',
    location: 'Bengaluru, India',
    jobType: 'Full-time',
    experience: '3–5 years',
    salary: '₹28,00,000 – ₹36,00,000',
    description:
      'Marigold Bank is a digital-only bank serving four million customers across India, most of whom use it exclusively through the Android app. ' +
      'The app runs on everything from flagship phones to entry-level devices with 2 GB of RAM and patchy mobile data. ' +
      'The Payments squad owns UPI transfers, bill payments and the transaction history screen. ' +
      'Right now the squad is reducing cold-start time and APK size while rebuilding payment screens in Jetpack Compose.',
    skills: ['Kotlin', 'Jetpack Compose', 'Coroutines', 'Room', 'Hilt', 'Retrofit', 'Espresso', 'Android performance profiling'],
    requirements: [
      'Three or more years developing Android apps in Kotlin.',
      'Hands-on experience with Jetpack Compose and coroutines.',
      'Experience profiling memory, startup time and rendering on low-end devices.',
      'Understanding of secure storage and certificate pinning on Android.',
      'Experience working in a regulated environment such as banking is a plus.',
    ],
    responsibilities: [
      'Rebuild UPI payment and bill payment screens in Jetpack Compose.',
      'Reduce cold-start time and APK size with measurable targets each quarter.',
      'Implement secure flows for device binding, PIN entry and biometric authentication.',
      'Write unit and UI tests and keep the release pipeline green.',
      'Work with backend engineers on API contracts for payment status updates.',
    ],
    category: 'Mobile',
    isPro: false,
    postedDate: '2026-07-29T05:55:00Z',
    metadata: {
      source: 'Curated by JobTalk AI',
      systemStandards: ['NPCI UPI specifications', 'OWASP MASVS', 'REST'],
      securityCompliance: ['RBI Cyber Security Framework', 'PCI DSS', 'ISO 27001'],
    },
    participants: [
      {
        id: 'vikram-nair',
        name: 'Vikram Nair',
        role: 'Lead Android Engineer',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Namaste, I'm Vikram, lead Android engineer for Marigold Bank's Payments squad. I'll ask about Kotlin, Compose and making a payment flow fast on a budget phone.",
      },
      {
        id: 'ananya-iyer',
        name: 'Ananya Iyer',
        role: 'Engineering Manager, Payments',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Hello, I'm Ananya, engineering manager of the Payments squad at Marigold. I'd like to hear about how you take ownership and how you work with people across teams.",
      },
    ],
  },
  {
    id: 'senior-mobile-react-native-wayfarer',
    position: 'Senior Mobile Engineer (React Native)',
    company: {
      name: 'Wayfarer Rides',
      industry: 'Ride-hailing',
      size: '150–300 employees',
      website: 'https://wayfarer-rides.example',
    },
    location: 'Mexico City, Mexico (Hybrid)',
    jobType: 'Full-time',
    experience: '5+ years',
    salary: 'MXN 1,100,000 – MXN 1,400,000',
    description:
      'Wayfarer Rides is a ride-hailing service operating in twelve cities across Mexico and Colombia. ' +
      'Our rider and driver apps share one React Native codebase, with native modules for maps, background location and payments. ' +
      "Driver phones often run for ten hours a day, so battery drain and location accuracy directly affect drivers' earnings. " +
      "You will lead improvements to the driver app's navigation and trip flow and help the team adopt the new React Native architecture.",
    skills: ['React Native', 'TypeScript', 'Kotlin', 'Swift', 'Redux', 'Mapbox', 'Detox', 'Firebase Crashlytics'],
    requirements: [
      'Five or more years of mobile development, including at least three with React Native.',
      'Experience writing or maintaining native modules on iOS and Android.',
      'Knowledge of background location, battery optimisation and map rendering.',
      'Experience with mobile release processes, including staged rollouts and crash monitoring.',
      'Professional working proficiency in Spanish and English.',
    ],
    responsibilities: [
      'Lead technical design for the driver navigation and trip-flow improvements.',
      'Migrate the apps to the new React Native architecture with Fabric and TurboModules.',
      'Reduce battery drain and crash rates on the driver app.',
      'Mentor mid-level mobile engineers and review their code.',
      'Work with operations teams to test changes with real drivers before wide release.',
    ],
    category: 'Mobile',
    isPro: false,
    postedDate: '2026-09-05T16:40:00Z',
    metadata: {
      source: 'Company careers page',
      systemStandards: ['OWASP MASVS', 'REST', 'GraphQL'],
      securityCompliance: ['PCI DSS', 'LFPDPPP', 'SOC 2 Type II'],
    },
    participants: [
      {
        id: 'alejandra-ruiz',
        name: 'Alejandra Ruiz',
        role: 'Staff Mobile Engineer',
        gender: 'female',
        focus: 'technical',
        welcomeMessage:
          "Hola, I'm Alejandra, staff mobile engineer at Wayfarer Rides. I'll ask about React Native internals, native modules and keeping a driver app alive all day.",
      },
      {
        id: 'carlos-medina',
        name: 'Carlos Medina',
        role: 'Engineering Manager, Driver Experience',
        gender: 'male',
        focus: 'behavioural',
        welcomeMessage:
          "Welcome, I'm Carlos and I manage the Driver Experience team at Wayfarer. I'll ask about mentoring, ownership and how you balance speed with quality.",
      },
    ],
  },

  // ──────────────────────────────── QA ────────────────────────────────
  {
    id: 'qa-engineer-exploratory-foxglove',
    position: 'QA Engineer (Manual & Exploratory Testing)',
    company: 'Foxglove Ticketing',
    location: 'Glasgow, UK',
    jobType: 'Full-time',
    experience: '1–3 years',
    salary: '£32,000 – £40,000',
    description:
      'Foxglove Ticketing sells tickets for theatres, festivals and football clubs across the UK, often with 50,000 fans trying to buy in the first five minutes of an on-sale. ' +
      'The QA team of four works alongside three product squads covering the box office web app, the mobile apps and the venue scanning devices. ' +
      'We value testers who think like customers and venue staff rather than people who only follow scripts. ' +
      'You will plan and run exploratory test sessions, write clear bug reports and help us decide what is safe to release.',
    skills: ['Exploratory testing', 'Test case design', 'Jira', 'TestRail', 'Postman', 'Browser developer tools', 'SQL', 'Accessibility testing'],
    requirements: [
      'One or more years of software testing experience, or strong transferable experience with an ISTQB Foundation certificate.',
      'Ability to write clear, reproducible bug reports with evidence.',
      'Experience testing web applications across browsers and devices.',
      'Basic SQL for checking data in a test database.',
      'Curiosity and an eye for edge cases.',
    ],
    responsibilities: [
      'Plan and run exploratory test sessions for new box office and checkout features.',
      'Test releases of the venue scanning app on real devices before big events.',
      'Write and maintain regression checklists in TestRail.',
      'Pair with developers to reproduce tricky bugs and verify fixes.',
      'Carry out accessibility checks with screen readers and keyboard navigation.',
    ],
    category: 'QA',
    isPro: false,
    postedDate: '2026-06-19T10:00:00Z',
    metadata: {
      source: 'Curated by JobTalk AI',
      systemStandards: ['ISTQB', 'WCAG 2.1 AA', 'ISO/IEC/IEEE 29119'],
      securityCompliance: ['PCI DSS', 'UK GDPR'],
    },
    participants: [
      {
        id: 'fiona-mackenzie',
        name: 'Fiona MacKenzie',
        role: 'Senior QA Engineer',
        gender: 'female',
        focus: 'technical',
        welcomeMessage:
          "Hiya, I'm Fiona, a senior QA engineer at Foxglove Ticketing. I'll show you a feature or two and ask how you'd go about trying to break them.",
      },
      {
        id: 'imran-sheikh',
        name: 'Imran Sheikh',
        role: 'QA Manager',
        gender: 'male',
        focus: 'behavioural',
        welcomeMessage:
          "Hello, I'm Imran and I manage the QA team at Foxglove. I'm keen to hear how you communicate risk and what you do when a developer disagrees with your bug report.",
      },
    ],
  },
  {
    id: 'qa-automation-playwright-stonebridge',
    position: 'QA Automation Engineer (Playwright)',
    company: {
      name: 'Stonebridge People',
      industry: 'HR software',
      size: '150–250 employees',
      website: 'https://stonebridgepeople.example',
    },
    location: 'Barcelona, Spain (Remote-friendly)',
    jobType: 'Full-time',
    experience: '3–5 years',
    salary: '€48,000 – €60,000',
    description:
      'Stonebridge People is an HR platform that handles payroll inputs, time off and performance reviews for mid-sized companies in Spain, Portugal and Italy. ' +
      'A regression suite of 1,800 Selenium tests takes four hours to run and fails randomly about one run in five, so teams have stopped trusting it. ' +
      'You will lead the move to Playwright with TypeScript and redesign the suite around the critical paths customers actually use. ' +
      'The goal by the end of the year is a pipeline that gives a trustworthy answer in under fifteen minutes.',
    skills: ['Playwright', 'TypeScript', 'Selenium', 'GitHub Actions', 'API testing', 'Docker', 'Test data management'],
    requirements: [
      'Three or more years of test automation experience on web applications.',
      'Strong TypeScript or JavaScript coding skills.',
      'Experience diagnosing and eliminating flaky tests.',
      'Experience running tests in parallel within CI pipelines.',
      'Knowledge of API testing and seeding test data through APIs rather than the UI.',
    ],
    responsibilities: [
      'Design the new Playwright test architecture, fixtures and page objects.',
      'Migrate the most valuable Selenium tests and retire the rest.',
      'Run tests in parallel in GitHub Actions and publish clear reports.',
      'Build tools that create realistic payroll and time-off test data.',
      'Coach developers to write and maintain tests for their own features.',
    ],
    category: 'QA',
    isPro: false,
    postedDate: '2026-08-14T11:30:00Z',
    metadata: {
      source: 'Company careers page',
      systemStandards: ['ISTQB', 'OpenAPI 3', 'REST'],
      securityCompliance: ['GDPR', 'ISO 27001', 'SOC 2 Type II'],
    },
    participants: [
      {
        id: 'javier-castillo',
        name: 'Javier Castillo',
        role: 'Lead SDET',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Hola, I'm Javier, lead SDET at Stonebridge People. I'll ask how you'd design a Playwright suite that developers actually trust.",
      },
      {
        id: 'chiara-romano',
        name: 'Chiara Romano',
        role: 'Engineering Manager, Quality',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Ciao, I'm Chiara, I manage the quality engineering group at Stonebridge. My questions are about collaboration, influence and how you've changed a team's habits around testing.",
      },
    ],
  },
  {
    id: 'senior-sdet-larkspur',
    position: 'Senior Software Development Engineer in Test',
    company: {
      name: 'Larkspur Telehealth',
      industry: 'Telemedicine',
      size: '300–500 employees',
      website: 'https://larkspur-telehealth.example',
    },
    location: 'Boston, MA (Hybrid)',
    jobType: 'Full-time',
    experience: '5+ years',
    salary: '$135,000 – $160,000',
    description:
      'Larkspur Telehealth connects patients with licensed clinicians for video visits, e-prescriptions and follow-up care in 38 US states. ' +
      'A bug in our prescription flow can mean a patient leaves without the medication they need, so quality is treated as a clinical safety issue. ' +
      'The quality engineering team builds test frameworks for the web app, the mobile apps and more than forty backend services. ' +
      'You will own contract and integration testing between services and help teams catch breaking changes before they reach staging.',
    skills: ['Java', 'TypeScript', 'Pact', 'REST Assured', 'Playwright', 'Appium', 'Jenkins', 'Kubernetes', 'Performance testing'],
    requirements: [
      'Five or more years in test automation or software engineering with a testing focus.',
      'Strong programming skills in Java or TypeScript.',
      'Experience with consumer-driven contract testing, for example with Pact.',
      'Experience testing distributed systems and message-driven services.',
      'Understanding of healthcare data privacy or experience in another regulated industry.',
    ],
    responsibilities: [
      'Introduce consumer-driven contract testing across the most critical services.',
      'Build integration test environments on Kubernetes that spin up on demand.',
      'Design performance tests for video visit scheduling and prescription flows.',
      'Partner with clinical safety officers to define release criteria for high-risk changes.',
      'Mentor QA engineers who are moving into automation.',
    ],
    category: 'QA',
    isPro: false,
    postedDate: '2026-10-24T14:50:00Z',
    metadata: {
      source: 'Referral network',
      systemStandards: ['HL7 FHIR', 'ISTQB', 'OpenAPI 3'],
      securityCompliance: ['HIPAA', 'SOC 2 Type II', 'HITRUST CSF'],
    },
    participants: [
      {
        id: 'keisha-robinson',
        name: 'Keisha Robinson',
        role: 'Principal Quality Engineer',
        gender: 'female',
        focus: 'technical',
        welcomeMessage:
          "Hi, I'm Keisha, principal quality engineer at Larkspur Telehealth. We'll go deep on contract testing and how you'd keep forty services from breaking each other.",
      },
      {
        id: 'brian-sullivan',
        name: 'Brian Sullivan',
        role: 'Director of Quality Engineering',
        gender: 'male',
        focus: 'behavioural',
        welcomeMessage:
          "Welcome, I'm Brian, and I lead quality engineering at Larkspur. I'll ask how you handle pressure to ship when you're not yet confident a change is safe.",
      },
    ],
  },

  // ────────────────────────────── Product ─────────────────────────────
  {
    id: 'associate-product-manager-pawsway',
    position: 'Associate Product Manager',
    company: 'Pawsway',
    location: 'Chicago, IL',
    jobType: 'Full-time',
    experience: '0–2 years',
    salary: '$85,000 – $100,000',
    description:
      'Pawsway is a marketplace where pet owners book vetted sitters and dog walkers in twenty US cities. ' +
      'Our associate product managers join a two-year programme that rotates between the owner app and the sitter tools. ' +
      'In your first rotation you will own the booking and rebooking flow, where a third of customers drop off before confirming. ' +
      'You will work with a designer, five engineers and a data analyst, with a senior PM as your mentor.',
    skills: ['Product discovery', 'User interviews', 'A/B testing', 'SQL', 'Amplitude', 'Jira', 'Figma', 'Writing PRDs'],
    requirements: [
      'Up to two years of experience in product, consulting, analytics or a related field.',
      'Evidence of building something, whether a side project, a student society or a small business.',
      'Comfort with basic SQL or product analytics tools.',
      'Strong written communication and structured thinking.',
      'Genuine curiosity about customers and their problems.',
    ],
    responsibilities: [
      'Own the booking and rebooking flow, including its roadmap and success metrics.',
      'Run interviews with pet owners and sitters every week.',
      'Write clear problem statements and product requirement documents.',
      'Design and analyse A/B tests with the data analyst.',
      'Present progress and learnings at the monthly product review.',
    ],
    category: 'Product',
    isPro: false,
    postedDate: '2026-05-30T13:05:00Z',
    metadata: {
      source: 'Curated by JobTalk AI',
      systemStandards: ['WCAG 2.1 AA', 'REST'],
      securityCompliance: ['CCPA', 'PCI DSS'],
    },
    participants: [
      {
        id: 'olivia-grant',
        name: 'Olivia Grant',
        role: 'Senior Product Manager',
        gender: 'female',
        focus: 'technical',
        welcomeMessage:
          "Hi, I'm Olivia, a senior PM at Pawsway and a mentor in our APM programme. I'll give you a product case about our booking flow and we'll work through it together.",
      },
      {
        id: 'ben-adler',
        name: 'Ben Adler',
        role: 'Tech Lead, Owner App',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Hey, I'm Ben, tech lead for the owner app at Pawsway. I'll ask a few questions about how you'd work with engineers and make trade-offs on scope.",
      },
      {
        id: 'tamika-jones',
        name: 'Tamika Jones',
        role: 'Head of Product',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Welcome to Pawsway, I'm Tamika and I head up product here. I want to hear your story, what drew you to product and how you learn from mistakes.",
      },
    ],
  },
  {
    id: 'product-manager-payments-ferncastle',
    position: 'Product Manager, Payments',
    company: {
      name: 'Ferncastle Commerce',
      industry: 'E-commerce platform',
      size: '500–900 employees',
      website: 'https://ferncastle.example',
    },
    location: 'Singapore',
    jobType: 'Full-time',
    experience: '4–6 years',
    salary: 'S$140,000 – S$170,000',
    description:
      'Ferncastle Commerce powers online stores for 60,000 merchants across Southeast Asia. ' +
      'The Payments team owns checkout payment methods, payouts to merchants and the fraud rules that protect both sides. ' +
      'Each market has its own favourite ways to pay, from e-wallets in Indonesia to QR payments in Thailand, and merchants lose sales whenever one is missing. ' +
      'You will own the payment methods roadmap and work with partners, engineering and risk to launch new methods quickly without increasing fraud.',
    skills: ['Product strategy', 'Payments', 'Fraud prevention', 'SQL', 'A/B testing', 'Stakeholder management', 'API product design', 'Roadmapping'],
    requirements: [
      'Four or more years of product management, including at least two in payments or fintech.',
      'Understanding of card schemes, alternative payment methods and settlement flows.',
      'Experience working with external partners and negotiating integration timelines.',
      'Comfort with SQL and analysing funnel and fraud data.',
      'Experience working with engineering teams on API-based products.',
    ],
    responsibilities: [
      'Own the roadmap for payment methods across six Southeast Asian markets.',
      'Prioritise new integrations based on merchant demand and conversion data.',
      'Work with the risk team to balance approval rates against fraud losses.',
      'Write product requirements and API specifications with the engineering team.',
      'Report on payment performance to leadership every month.',
    ],
    category: 'Product',
    isPro: false,
    postedDate: '2026-07-14T03:20:00Z',
    metadata: {
      source: 'Company careers page',
      systemStandards: ['ISO 20022', 'EMVCo QR Code Specification', 'OpenAPI 3'],
      securityCompliance: ['PCI DSS Level 1', 'MAS TRM Guidelines', 'PDPA'],
    },
    participants: [
      {
        id: 'wei-jie-tan',
        name: 'Wei Jie Tan',
        role: 'Staff Engineer, Payments',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Hi, I'm Wei Jie, a staff engineer on Ferncastle's Payments team. I'll ask how you'd work through the technical side of launching a new payment method.",
      },
      {
        id: 'priyanka-das',
        name: 'Priyanka Das',
        role: 'Group Product Manager, Payments',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Hello, I'm Priyanka, group PM for Payments at Ferncastle Commerce. I'll ask how you prioritise, handle conflicting stakeholders and make decisions with incomplete data.",
      },
    ],
  },
  {
    id: 'senior-product-manager-api-kettleworth',
    position: 'Senior Product Manager, Public API & Integrations',
    company: {
      name: 'Kettleworth Field Services',
      industry: 'Field service management SaaS',
      size: '600–1,000 employees',
      website: 'https://kettleworth.example',
    },
    location: 'New York, NY (Hybrid)',
    jobType: 'Full-time',
    experience: '7+ years',
    salary: '$185,000 – $215,000',
    description:
      'Kettleworth Field Services sells scheduling and dispatch software to plumbing, HVAC and electrical companies with thousands of technicians on the road. ' +
      'Large customers increasingly want to connect Kettleworth to their ERP, accounting and telematics systems, but our public API grew feature by feature and is inconsistent and poorly documented. ' +
      'As senior product manager for the platform you will define the API and integrations strategy, including a partner marketplace. ' +
      'You will own a roadmap spanning three engineering teams and be the voice of developers inside the company.',
    skills: ['API product management', 'Developer experience', 'OpenAPI', 'Webhooks', 'Partner ecosystems', 'Product strategy', 'Pricing', 'SQL'],
    requirements: [
      'Seven or more years of product management, with at least three on API, platform or developer products.',
      'Ability to read API specifications and discuss design trade-offs with engineers.',
      'Experience launching a partner programme or app marketplace.',
      'Strong commercial sense, including pricing and packaging of platform features.',
      'Experience influencing executives and aligning several teams on one strategy.',
    ],
    responsibilities: [
      'Define the vision and multi-year strategy for the public API and integrations.',
      'Lead the API versioning and deprecation policy together with engineering.',
      'Launch a partner marketplace with the first twenty certified integrations.',
      'Work with sales and customer success to understand enterprise integration needs.',
      'Measure developer experience through activation, time to first call and partner revenue.',
    ],
    category: 'Product',
    isPro: true,
    postedDate: '2026-09-29T15:45:00Z',
    metadata: {
      source: 'Referral network',
      systemStandards: ['OpenAPI 3', 'OAuth 2.0', 'JSON:API'],
      securityCompliance: ['SOC 2 Type II', 'CCPA'],
    },
    participants: [
      {
        id: 'hector-alvarez',
        name: 'Héctor Álvarez',
        role: 'Principal Engineer, Platform',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Hi, I'm Héctor, principal engineer in Kettleworth's platform group. I'll ask you to critique part of our API and walk me through how you'd evolve it.",
      },
      {
        id: 'danielle-price',
        name: 'Danielle Price',
        role: 'VP of Product',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Welcome, I'm Danielle, VP of Product at Kettleworth Field Services. I'll ask about strategy, influence and the hardest product call you've had to make.",
      },
    ],
  },

  // ────────────────────────────── Design ──────────────────────────────
  {
    id: 'product-designer-saltmarsh',
    position: 'Product Designer',
    company: {
      name: 'Saltmarsh Home',
      industry: 'Property technology',
      size: '100–200 employees',
      website: 'https://saltmarsh-home.example',
    },
    location: 'Bristol, UK (Hybrid)',
    jobType: 'Full-time',
    experience: '3–5 years',
    salary: '£50,000 – £62,000',
    description:
      'Saltmarsh Home helps landlords and tenants manage rentals, from viewing bookings to repair requests and deposit returns. ' +
      "The tenant app is most people's first contact with us, and many users are stressed, in a hurry or dealing with a leaking ceiling. " +
      'You will join a cross-functional squad focused on the repairs journey, where unclear updates currently drive a third of all support calls. ' +
      'The role covers research, interaction design and visual polish, using our design system in Figma.',
    skills: ['Figma', 'Interaction design', 'Prototyping', 'Usability testing', 'Design systems', 'Accessibility', 'Information architecture'],
    requirements: [
      'Three or more years of product design experience on digital products.',
      'A portfolio showing end-to-end work, from problem framing to shipped design.',
      'Confidence running usability tests and turning findings into design changes.',
      'Fluency in Figma, including components, variants and auto layout.',
      'Understanding of accessible design and inclusive language.',
    ],
    responsibilities: [
      'Redesign the repairs journey for tenants, landlords and contractors.',
      'Run usability sessions with tenants every sprint.',
      'Contribute components and patterns back to the design system.',
      'Work closely with engineers during build to keep quality high.',
      'Use support data and analytics to measure whether designs reduce calls.',
    ],
    category: 'Design',
    isPro: false,
    postedDate: '2026-06-28T09:50:00Z',
    metadata: {
      source: 'Company careers page',
      systemStandards: ['WCAG 2.1 AA', 'ISO 9241-210'],
      securityCompliance: ['UK GDPR', 'ISO 27001'],
    },
    participants: [
      {
        id: 'ellie-thompson',
        name: 'Ellie Thompson',
        role: 'Lead Product Designer',
        gender: 'female',
        focus: 'technical',
        welcomeMessage:
          "Hi, I'm Ellie, lead product designer at Saltmarsh Home. I'll ask you to walk me through a project in your portfolio and then sketch some ideas for our repairs flow.",
      },
      {
        id: 'sam-patel',
        name: 'Sam Patel',
        role: 'Senior Frontend Engineer',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Hey, I'm Sam, a senior frontend engineer who'd be building your designs at Saltmarsh. I'll ask how you hand off work and what you do when a design meets real constraints.",
      },
      {
        id: 'olga-petrova',
        name: 'Olga Petrova',
        role: 'Head of Design',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Welcome, I'm Olga, Head of Design at Saltmarsh. I'm interested in how you handle feedback, work with product managers and keep users at the centre of decisions.",
      },
    ],
  },
  {
    id: 'ux-researcher-hearthside',
    position: 'UX Researcher',
    company: 'Hearthside Care',
    location: 'Remote (UK & Ireland)',
    jobType: 'Part-time',
    experience: '3+ years',
    salary: '£55,000 – £60,000 pro rata (3 days a week)',
    description:
      'Hearthside Care builds scheduling and care-record software for home care agencies whose carers visit older people in their own homes. ' +
      'Carers use our mobile app between visits, often in a hurry, while office coordinators juggle rotas for hundreds of clients in the web app. ' +
      'We have never had a dedicated researcher, so product decisions rely on anecdotes from sales calls. ' +
      'You will set up a research practice from scratch, three days a week, starting with a deep study of how carers record medication.',
    skills: ['User interviews', 'Contextual inquiry', 'Usability testing', 'Survey design', 'Journey mapping', 'Dovetail', 'Research operations'],
    requirements: [
      'Three or more years of UX research experience, ideally on B2B or healthcare products.',
      'Experience with both qualitative and light quantitative methods.',
      'Experience running field research or contextual inquiry.',
      'Ability to work sensitively with vulnerable users and obtain informed consent.',
      'Comfort working independently as the only researcher in the company.',
    ],
    responsibilities: [
      'Plan and lead a field study of how carers record medication during visits.',
      'Set up recruitment, consent and research repository processes.',
      'Share insights through workshops that product and engineering teams act on.',
      'Run usability tests on new features before release.',
    ],
    category: 'Design',
    isPro: false,
    postedDate: '2026-11-11T10:40:00Z',
    metadata: {
      source: 'Referral network',
      systemStandards: ['ISO 9241-210', 'WCAG 2.1 AA', 'HL7 FHIR'],
      securityCompliance: ['UK GDPR', 'NHS DSPT', 'Cyber Essentials'],
    },
    participants: [
      {
        id: 'noah-fischer',
        name: 'Noah Fischer',
        role: 'Principal Product Designer',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Hello, I'm Noah, principal product designer at Hearthside Care. I'll ask about research methods and how you'd plan a study with carers who barely have five spare minutes.",
      },
      {
        id: 'bridget-kelly',
        name: 'Bridget Kelly',
        role: 'Chief Product Officer',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Hi, I'm Bridget, chief product officer at Hearthside. I'd love to hear how you'd build a research practice from nothing and win over a team used to deciding by gut feel.",
      },
    ],
  },
  {
    id: 'senior-product-designer-bramblewood',
    position: 'Senior Product Designer',
    company: {
      name: 'Bramblewood Bank',
      industry: 'Banking',
      size: '3,000–5,000 employees',
      website: 'https://bramblewoodbank.example',
    },
    location: 'Edinburgh, UK (Hybrid)',
    jobType: 'Full-time',
    experience: '6+ years',
    salary: '£70,000 – £85,000',
    description:
      'Bramblewood Bank is a regional bank with 1.2 million customers rebuilding its mobile app after years of bolting features on. ' +
      'The Everyday Banking tribe is redesigning how customers see balances, pay people and manage their cards. ' +
      'Many customers are older or less confident with technology, and the bank must meet the Consumer Duty rules on clear communication. ' +
      'As senior designer you will lead design for card management and help set the patterns other squads follow.',
    skills: ['Figma', 'Interaction design', 'Design systems', 'Usability testing', 'Accessibility', 'Service design', 'Prototyping', 'Content design'],
    requirements: [
      'Six or more years of product design, including complex transactional products.',
      'A portfolio demonstrating design leadership on shipped mobile experiences.',
      'Strong accessibility knowledge and experience designing for older or vulnerable users.',
      'Experience working in regulated industries alongside compliance or legal reviewers.',
      'Ability to mentor other designers and lead critique sessions.',
    ],
    responsibilities: [
      'Lead design for card management, including freezing cards, PIN reminders and disputes.',
      'Define interaction patterns reused by other Everyday Banking squads.',
      'Run research with customers, including those with accessibility needs.',
      'Work with compliance to make key information clear and fair.',
      'Mentor two mid-level designers.',
    ],
    category: 'Design',
    isPro: false,
    postedDate: '2026-08-02T12:00:00Z',
    metadata: {
      source: 'Company careers page',
      systemStandards: ['WCAG 2.2 AA', 'Apple Human Interface Guidelines', 'Material Design 3'],
      securityCompliance: ['PCI DSS', 'UK GDPR', 'FCA Consumer Duty'],
    },
    participants: [
      {
        id: 'callum-fraser',
        name: 'Callum Fraser',
        role: 'Design Lead, Everyday Banking',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Hi, I'm Callum, design lead for Everyday Banking at Bramblewood. I'll ask you to talk through a complex flow you've designed and how you tested it.",
      },
      {
        id: 'adaeze-nwosu',
        name: 'Adaeze Nwosu',
        role: 'Head of Digital Experience',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Welcome to Bramblewood Bank, I'm Adaeze and I head up digital experience. I'll ask how you lead without being a manager and how you handle tough feedback from stakeholders.",
      },
    ],
  },

  // ─────────────────────── Engineering Management ──────────────────────
  {
    id: 'engineering-manager-storage-ironvale',
    position: 'Engineering Manager, Storage Platform',
    company: {
      name: 'Ironvale Cloud',
      industry: 'Cloud infrastructure',
      size: '700–1,000 employees',
      website: 'https://ironvale.example',
    },
    location: 'Zurich, Switzerland (Hybrid)',
    jobType: 'Full-time',
    experience: '8+ years, including 2+ in management',
    salary: 'CHF 180,000 – CHF 210,000',
    description:
      'Ironvale Cloud provides managed databases and object storage to developers and mid-sized companies. ' +
      'The Storage Platform group runs the systems that hold several petabytes of customer data, and it has doubled to twelve engineers in the past year. ' +
      'The previous manager moved to a new group, leaving a team that is strong technically but stretched by on-call load and unclear priorities. ' +
      'You will manage the team, rebuild a sustainable on-call practice and work with product to set a roadmap the team believes in.',
    skills: ['People management', 'Hiring', 'Incident management', 'Distributed storage', 'Go', 'Kubernetes', 'OKRs', 'Roadmap planning'],
    requirements: [
      'Eight or more years in software engineering, including at least two years managing engineers.',
      'A technical background in infrastructure, storage or distributed systems.',
      'Experience improving on-call health and operational maturity.',
      'A track record of hiring, developing and retaining strong engineers.',
      'Comfort handling performance issues with care and clarity.',
    ],
    responsibilities: [
      'Manage and grow a team of twelve storage platform engineers, including regular one-to-ones.',
      'Reduce on-call load through better alerting, automation and reliability investment.',
      'Build the quarterly roadmap with the product manager and principal engineer.',
      'Hire four engineers over the next year while keeping the bar high.',
      'Represent the team in incident reviews and with senior leadership.',
    ],
    category: 'Engineering Management',
    isPro: true,
    postedDate: '2026-07-03T08:15:00Z',
    metadata: {
      source: 'Company careers page',
      systemStandards: ['S3 API compatibility', 'ITIL 4', 'OpenAPI 3'],
      securityCompliance: ['SOC 2 Type II', 'ISO 27001', 'GDPR', 'nFADP'],
    },
    participants: [
      {
        id: 'thomas-keller',
        name: 'Thomas Keller',
        role: 'Principal Engineer, Storage',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Grüezi, I'm Thomas, principal engineer on Ironvale's storage platform. I'll ask about distributed storage and how you'd weigh reliability work against new features.",
      },
      {
        id: 'nadia-rahman',
        name: 'Nadia Rahman',
        role: 'Senior Director of Engineering',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Welcome, I'm Nadia, senior director of engineering at Ironvale Cloud. I'll ask how you coach people, handle conflict and build a healthy team culture.",
      },
      {
        id: 'lucas-martin',
        name: 'Lucas Martin',
        role: 'People Partner',
        gender: 'male',
        focus: 'behavioural',
        welcomeMessage:
          "Hi, I'm Lucas from the People team at Ironvale. I'll ask a few questions about your management style and how you've supported people through change.",
      },
    ],
  },
  {
    id: 'engineering-manager-growth-lanternfish',
    position: 'Engineering Manager, Growth',
    company: {
      name: 'Lanternfish Media',
      industry: 'Digital publishing',
      size: '200–300 employees',
      website: 'https://lanternfish-media.example',
    },
    location: 'Vienna, Austria (Hybrid)',
    jobType: 'Full-time',
    experience: '6+ years, including 1+ as a team lead',
    salary: '€85,000 – €100,000',
    description:
      'Lanternfish Media publishes independent news and long-form journalism funded mostly by 180,000 paying subscribers. ' +
      'The Growth team of seven engineers owns the paywall, sign-up, newsletters and the experiments that turn casual readers into subscribers. ' +
      'The team ships quickly, but experiments often collide and nobody owns the health of the subscription codebase. ' +
      'This is a first or second management role for someone who still enjoys technical discussions and wants to grow as a people leader.',
    skills: ['People management', 'A/B testing', 'TypeScript', 'React', 'Node.js', 'Stripe', 'Agile delivery', 'Stakeholder management'],
    requirements: [
      'Six or more years in software engineering, with at least one year leading a team.',
      'Experience with growth, monetisation or subscription products.',
      'Ability to run effective one-to-ones and give honest, kind feedback.',
      'Solid understanding of experimentation and web performance.',
      'Interest in journalism and the economics of independent media.',
    ],
    responsibilities: [
      'Manage a team of seven engineers and support their career growth.',
      'Create a shared experiment calendar with the product and editorial teams.',
      'Balance experiment velocity with investment in the subscription codebase.',
      'Partner with the Growth product manager on quarterly goals.',
      'Run hiring for two open engineering roles.',
    ],
    category: 'Engineering Management',
    isPro: false,
    postedDate: '2026-09-11T07:25:00Z',
    metadata: {
      source: 'Referral network',
      systemStandards: ['WCAG 2.1 AA', 'REST', 'OpenAPI 3'],
      securityCompliance: ['GDPR', 'PCI DSS', 'ePrivacy Directive'],
    },
    participants: [
      {
        id: 'stefan-huber',
        name: 'Stefan Huber',
        role: 'Staff Engineer, Subscriptions',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Servus, I'm Stefan, staff engineer on Lanternfish's subscriptions platform. I'll ask how you'd keep a fast-moving growth codebase healthy and how you think about experiments technically.",
      },
      {
        id: 'isabel-ferreira',
        name: 'Isabel Ferreira',
        role: 'Director of Engineering',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Hi, I'm Isabel, director of engineering at Lanternfish Media. I'll ask about the people side of leading a team, from feedback to hiring to difficult conversations.",
      },
    ],
  },
  {
    id: 'director-of-engineering-helixwell',
    position: 'Director of Engineering',
    company: 'Helixwell Bio',
    location: 'San Francisco, CA (Hybrid)',
    jobType: 'Full-time',
    experience: '12+ years, including 5+ in leadership',
    salary: '$260,000 – $310,000 + equity',
    description:
      'Helixwell Bio builds lab automation software that lets biotech teams design experiments, run them on robotic liquid handlers and analyse the results in one place. ' +
      'Engineering has grown to 45 people across four teams, and the processes that worked for a startup of ten are starting to creak. ' +
      'You will lead all of product engineering, reporting to the CTO, with four engineering managers reporting to you. ' +
      'Your first priorities are a predictable delivery rhythm, a clear career ladder and a safe path to our first regulated customers in clinical research.',
    skills: ['Engineering leadership', 'Organisation design', 'Career ladders', 'Delivery planning', 'Budgeting', 'Hiring', 'GxP software validation', 'Cloud architecture'],
    requirements: [
      'Twelve or more years in software engineering, including at least five leading managers or large teams.',
      'Experience scaling an engineering organisation through a period of rapid growth.',
      'Experience building career frameworks, hiring processes and performance reviews.',
      'Familiarity with regulated software such as GxP, FDA 21 CFR Part 11 or medical devices.',
      'A technical background strong enough to challenge architecture decisions.',
    ],
    responsibilities: [
      'Lead four engineering managers and a product engineering organisation of 45 people.',
      'Introduce a planning and delivery rhythm that gives the business reliable forecasts.',
      'Create a career ladder and a fair performance process with the People team.',
      'Prepare the organisation for GxP validation ahead of the first clinical research customers.',
      'Manage the engineering budget and headcount plan with the CTO.',
    ],
    category: 'Engineering Management',
    isPro: true,
    postedDate: '2026-10-08T17:30:00Z',
    metadata: {
      source: 'Curated by JobTalk AI',
      systemStandards: ['GAMP 5', 'SiLA 2', 'OpenAPI 3'],
      securityCompliance: ['FDA 21 CFR Part 11', 'SOC 2 Type II', 'HIPAA'],
    },
    participants: [
      {
        id: 'eleanor-hughes',
        name: 'Eleanor Hughes',
        role: 'Chief Technology Officer',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Hi, I'm Eleanor, CTO at Helixwell Bio and the person you'd report to. I'll ask how you've scaled teams, handled underperformance and built trust with the rest of a leadership team.",
      },
      {
        id: 'raj-malhotra',
        name: 'Raj Malhotra',
        role: 'Principal Software Architect',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Hello, I'm Raj, principal architect at Helixwell. I'll test how you reason about architecture trade-offs and technical debt at the level of a whole organisation.",
      },
      {
        id: 'zoe-anderson',
        name: 'Zoe Anderson',
        role: 'VP of People',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Welcome, I'm Zoe, VP of People at Helixwell Bio. I'll focus on how you build inclusive teams and what a good career framework looks like to you.",
      },
    ],
  },

  // ───────────────────────────── Security ─────────────────────────────
  {
    id: 'appsec-engineer-quartzline',
    position: 'Application Security Engineer',
    company: {
      name: 'Quartzline Sign',
      industry: 'E-signature and document workflow',
      size: '250–400 employees',
      website: 'https://quartzline.example',
    },
    location: 'Tallinn, Estonia',
    jobType: 'Full-time',
    experience: '4–6 years',
    salary: '€70,000 – €88,000',
    description:
      'Quartzline Sign lets companies and public bodies send, sign and archive legally binding documents, handling around three million signatures a month. ' +
      'Customers trust us with contracts, identity documents and qualified electronic signatures, which makes us an attractive target. ' +
      'The product security team of three works with twenty developers across a TypeScript front end and Java and Go services. ' +
      'You will own secure development practices end to end, from threat modelling new features to triaging bug bounty reports.',
    skills: ['Threat modelling', 'OWASP Top 10', 'Semgrep', 'Burp Suite', 'Java', 'TypeScript', 'Go', 'OAuth 2.0', 'Bug bounty triage'],
    requirements: [
      'Four or more years in application security or software engineering with a security focus.',
      'Ability to read and review code in at least two of Java, Go and TypeScript.',
      'Hands-on experience with manual testing using Burp Suite or similar tools.',
      'Experience running threat modelling sessions with development teams.',
      'Understanding of authentication, session management and cryptographic signatures.',
    ],
    responsibilities: [
      'Run threat modelling for new features before development starts.',
      'Tune static analysis and dependency scanning in CI to keep noise low.',
      'Triage and validate bug bounty reports and coordinate fixes.',
      'Perform manual security reviews of high-risk changes.',
      'Deliver secure coding training tailored to our stack.',
    ],
    category: 'Security',
    isPro: false,
    postedDate: '2026-06-11T09:05:00Z',
    metadata: {
      source: 'Company careers page',
      systemStandards: ['eIDAS', 'OWASP ASVS', 'ETSI EN 319 411'],
      securityCompliance: ['ISO 27001', 'SOC 2 Type II', 'GDPR'],
    },
    participants: [
      {
        id: 'kristjan-tamm',
        name: 'Kristjan Tamm',
        role: 'Lead Product Security Engineer',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Tere, I'm Kristjan, lead product security engineer at Quartzline Sign. I'll show you some code and ask where you think an attacker would start.",
      },
      {
        id: 'laura-mikk',
        name: 'Laura Mikk',
        role: 'Head of Security',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Hello, I'm Laura, head of security at Quartzline. My questions are about how you work with developers so security feels like help rather than a roadblock.",
      },
    ],
  },
  {
    id: 'soc-analyst-redwood-civic',
    position: 'Security Operations Analyst',
    company: 'Redwood Civic Systems',
    location: 'Sacramento, CA',
    jobType: 'Full-time',
    experience: '2–4 years',
    salary: '$95,000 – $115,000',
    description:
      'Redwood Civic Systems provides permitting, utility billing and records software to more than 200 city and county governments. ' +
      'Local governments are frequent ransomware targets, and our hosted platform holds data that residents depend on every day. ' +
      'The security operations centre runs around the clock with a team of nine analysts using Microsoft Sentinel and CrowdStrike. ' +
      'You will monitor alerts, investigate incidents and help turn repeated investigations into automated playbooks.',
    skills: ['Microsoft Sentinel', 'KQL', 'CrowdStrike Falcon', 'Incident response', 'MITRE ATT&CK', 'Phishing analysis', 'Python', 'Windows event logs'],
    requirements: [
      'Two or more years working in a security operations centre or incident response role.',
      'Experience writing queries in KQL, SPL or a similar language.',
      'Familiarity with endpoint detection and response tools.',
      'Working knowledge of the MITRE ATT&CK framework.',
      'Willingness to work a rotating shift pattern that includes some weekends.',
      'Eligibility to pass the background check required by government customers.',
    ],
    responsibilities: [
      'Triage and investigate alerts from SIEM, EDR and email security tools.',
      'Lead the response to confirmed incidents and document every step.',
      'Write and tune detection rules mapped to MITRE ATT&CK techniques.',
      'Automate repetitive investigation steps with Sentinel playbooks.',
      'Brief customer IT teams during security incidents affecting their data.',
    ],
    category: 'Security',
    isPro: false,
    postedDate: '2026-08-23T20:10:00Z',
    metadata: {
      source: 'Curated by JobTalk AI',
      systemStandards: ['NIST CSF 2.0', 'MITRE ATT&CK', 'CIS Controls v8'],
      securityCompliance: ['StateRAMP', 'CJIS Security Policy', 'SOC 2 Type II'],
    },
    participants: [
      {
        id: 'andre-jackson',
        name: 'Andre Jackson',
        role: 'Senior Incident Responder',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Hi, I'm Andre, a senior incident responder in the Redwood Civic SOC. I'll hand you a few alerts and we'll investigate them together step by step.",
      },
      {
        id: 'linda-nguyen',
        name: 'Linda Nguyen',
        role: 'SOC Manager',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Welcome, I'm Linda, I manage the security operations centre at Redwood Civic Systems. I'll ask how you cope with alert fatigue, shift work and high-stress incidents.",
      },
    ],
  },
  {
    id: 'cloud-security-architect-elmstead',
    position: 'Cloud Security Architect',
    company: {
      name: 'Elmstead Mutual',
      industry: 'Financial services',
      size: '5,000+ employees',
      website: 'https://elmsteadmutual.example',
    },
    location: 'Frankfurt, Germany (Hybrid)',
    jobType: 'Full-time',
    experience: '10+ years',
    salary: '€120,000 – €145,000',
    description:
      'Elmstead Mutual is a pension and investment provider moving most of its workloads from on-premises data centres to Azure and AWS over the next three years. ' +
      'Regulators expect us to prove that customer data and critical services are at least as secure in the cloud as they were on our own hardware. ' +
      'The cloud security team is small, and forty application teams are waiting for approved patterns before they can start migrating. ' +
      'You will design the security architecture for the landing zones, identity and key management, and turn it into guardrails teams can apply without waiting for reviews.',
    skills: [
      'Azure',
      'AWS',
      'Cloud security architecture',
      'Terraform',
      'Identity and access management',
      'Key management',
      'Zero trust',
      'Policy as code',
      'Threat modelling',
    ],
    requirements: [
      'Ten or more years in security or infrastructure, including at least four designing cloud security architectures.',
      'Deep knowledge of identity, network segmentation and key management on Azure or AWS.',
      'Experience with policy-as-code tools such as Azure Policy, AWS service control policies or Open Policy Agent.',
      'Experience in financial services or another heavily regulated industry.',
      'Ability to explain risk clearly to executives, auditors and regulators.',
      'Fluent English; German is a strong advantage.',
    ],
    responsibilities: [
      'Design the security architecture for Azure and AWS landing zones.',
      'Define identity, secrets and key management patterns for application teams.',
      'Implement guardrails as code so compliant deployments need no manual review.',
      'Support regulatory audits and document how controls meet DORA and BaFin expectations.',
      'Mentor security engineers and run architecture reviews for high-risk migrations.',
    ],
    category: 'Security',
    isPro: true,
    postedDate: '2026-10-29T11:55:00Z',
    metadata: {
      source: 'Referral network',
      systemStandards: ['CIS Benchmarks', 'NIST SP 800-207', 'ISO 27017'],
      securityCompliance: ['DORA', 'BaFin BAIT', 'ISO 27001', 'GDPR'],
    },
    participants: [
      {
        id: 'felix-braun',
        name: 'Felix Braun',
        role: 'Principal Security Architect',
        gender: 'male',
        focus: 'technical',
        welcomeMessage:
          "Guten Tag, I'm Felix, principal security architect at Elmstead Mutual. We'll work through a landing-zone design and I'll push on your choices around identity and keys.",
      },
      {
        id: 'yasmin-aziz',
        name: 'Yasmin Aziz',
        role: 'Chief Information Security Officer',
        gender: 'female',
        focus: 'behavioural',
        welcomeMessage:
          "Welcome, I'm Yasmin, chief information security officer at Elmstead. I'll ask how you influence senior stakeholders and how you handle disagreements with auditors.",
      },
      {
        id: 'peter-vogel',
        name: 'Peter Vogel',
        role: 'Head of Cloud Platform',
        gender: 'male',
        focus: 'behavioural',
        welcomeMessage:
          "Hi, I'm Peter, head of cloud platform, so my team would be your closest partner at Elmstead Mutual. I'll ask how you'd work with platform engineers to make security guardrails feel like paved roads.",
      },
    ],
  },
];
