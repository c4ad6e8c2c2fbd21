/**
 * CVs written for the labelled postings of tests/fixtures/postings/dev (each for a candidate applying
 * to that posting), in the layouts people paste: bullets under roles, first-person paragraphs, a
 * skills list, capitals for headings.
 */
export interface CandidateCv {
  /** The posting (tests/fixtures/postings/dev/<name>.txt) the candidate applies to. */
  posting: string;
  text: string;
}

export const CANDIDATE_CVS: CandidateCv[] = [
  {
    posting: '01-senior-backend-go',
    text: `Maya Lindholm
Backend developer, Malmö

EXPERIENCE
Senior Software Engineer at Copperfield Pay | Mar 2021 – present
- Moved the payments settlement service from cron jobs to Kafka consumers, cutting settlement lag from 4 hours to 10 minutes
- Tuned PostgreSQL queries for the ledger and introduced read replicas
- Mentored two junior engineers
Software Engineer, Brindle Logistics (2017 – 2021)
- Built REST APIs in Go for shipment tracking, running on Kubernetes
- Wrote the team's first Terraform modules

SKILLS
Go, Python, PostgreSQL, Kafka, Docker, Kubernetes, Terraform, React`,
  },
  {
    posting: '02-frontend-react-paragraphs',
    text: `Tomás Ferreira
Frontend Engineer

Frontend Engineer at Lumen Health, 2020 – present
I rebuilt the patient booking flow in React and TypeScript, which raised completed bookings by 18 percent.
I introduced Storybook and visual tests for our component library, so designers could review every change.
Junior Web Developer at Northside Agency, 2018 – 2020
Built marketing sites with JavaScript and CSS for twelve clients.

Skills: React, TypeScript, JavaScript, CSS, Storybook, Jest`,
  },
  {
    posting: '03-data-analyst-jobboard',
    text: `PRIYA NAIR
DATA ANALYST

WORK HISTORY
Data Analyst at Greenway Retail (2021 - present)
- Wrote SQL models in dbt that replaced forty hand-kept spreadsheets.
- Built Tableau dashboards for store managers, used weekly by 300 people.
- Ran A/B tests on the loyalty emails with Python and explained the results to marketing.
Reporting Assistant at Harbour Bank (2019 - 2021)
- Prepared monthly reports in Excel for the finance team.`,
  },
  {
    posting: '10-product-designer-emoji',
    text: `Lena Vogel — Product Designer

Product Designer, Kite Travel, 2022 – present
• Redesigned the checkout in Figma with the engineers, cutting drop-off by 12%.
• Ran usability testing sessions with 25 travellers before each release.
• Built the design system our three product teams use.
UX Designer, Studio Nord, 2019 – 2022
• Designed onboarding for a banking app and tested the prototypes with customers.`,
  },
  {
    posting: '16-engineering-manager-markdown',
    text: `## Daniel Osei
Engineering Manager

### Experience
**Engineering Manager at Fernway Logistics** (2021 – present)
- Led a team of eight engineers through the move from a monolith to microservices on AWS.
- Introduced quarterly OKRs and a hiring process that doubled the team in a year.
- Ran the incident review process and cut repeat incidents by half.
**Senior Software Engineer at Parcelly** (2016 – 2021)
- Built the routing service in Java and mentored new hires.`,
  },
  {
    posting: '14-product-manager-mobile',
    text: `Aisha Karim
Product Manager

Product Manager at Pocketfit, Jan 2022 – present
- Owned the roadmap of our iOS and Android apps, from discovery to launch.
- Ran user interviews every week and turned them into a prioritised backlog.
- Defined the success metrics for the new onboarding and raised activation by 9 percent.
Associate Product Manager at Tally Apps, 2019 – 2022
- Wrote PRDs for the subscription features with the engineering team.`,
  },
];
