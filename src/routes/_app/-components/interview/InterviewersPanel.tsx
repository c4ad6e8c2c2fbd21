import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { selectInterviewers, type InterviewerView } from '../../../../../machines/interview/interview.selectors';
import { t, text, type UiText } from '../../../../i18n';
import { Avatar, Box, Button, Inline, Stack } from '../../../../ui';
import type { InterviewRefs } from './childRefs';
import * as styles from './Interview.css';

/** The scenario's own words (a raw text) are English; a fallback from the catalogue is in the UI's language. */
function englishIf(value: UiText): 'en' | undefined {
  return 'raw' in value ? 'en' : undefined;
}

function InterviewerList({ interviewers }: { interviewers: InterviewerView[] }) {
  return (
    <Stack as="ul" space="small" margin="none" padding="none" listStyle="none">
      {interviewers.map((person) => (
        <Inline as="li" key={person.id} space="small" alignY="center" wrap={false} minWidth={0} data-interviewer={person.id}>
          <Avatar name={text(person.name)} src={person.avatar ?? undefined} decorative />
          <div>
            <p className={styles.interviewerName} lang={englishIf(person.name)}>
              {text(person.name)}
            </p>
            <p className={styles.interviewerRole} lang={englishIf(person.role)}>
              {text(person.role)}
            </p>
            {person.isTyping ? (
              <p className={styles.typing} role="status">
                {t('interview.typing')}
              </p>
            ) : null}
          </div>
        </Inline>
      ))}
    </Stack>
  );
}

/** The panel: a sidebar on wide screens, a "Show/Hide Interviewers (count)" toggle on small ones. */
export function InterviewersPanel({ refs }: { refs: InterviewRefs }) {
  const interviewers = useSelector(refs.interview, selectInterviewers, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const [shown, setShown] = useState(false);
  const id = useId();
  const count = interviewers.length;
  return (
    <>
      <Box as="aside" display={{ mobile: 'none', desktop: 'block' }} className={`${styles.panel} ${styles.sidebar}`} aria-label={t('interview.interviewers')}>
        <h2 className={styles.interviewerName}>{t('interview.interviewers')}</h2>
        <InterviewerList interviewers={interviewers} />
      </Box>
      <Box display={{ desktop: 'none' }}>
        <Button variant="secondary" size="small" aria-expanded={shown} aria-controls={id} onClick={() => setShown((v) => !v)}>
          {t(shown ? 'interview.hideInterviewers' : 'interview.showInterviewers', { count })}
        </Button>
        {shown ? (
          <section id={id} className={styles.panel} aria-label={t('interview.interviewers')}>
            <InterviewerList interviewers={interviewers} />
          </section>
        ) : null}
      </Box>
    </>
  );
}
