import { useSelector } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useRef, type ChangeEvent, type FormEvent, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SourceField } from '../../../../../machines/postingDraft/postingDraft.events';
import type { postingDraftMachine } from '../../../../../machines/postingDraft/postingDraft.machine';
import { DRAFT_LIMITS, type DraftErrors, type DraftList, type DraftText, type ScenarioDraft } from '../../../../../machines/postingDraft/postingDraft.rules';
import {
  selectCv,
  selectDraft,
  selectError,
  selectFieldErrors,
  selectIsBusy,
  selectIsExtracting,
  selectIsLimitReached,
  selectIsSaving,
  selectIsUnsaved,
  selectMessage,
  selectPosting,
  selectReading,
  selectSourceErrors,
  selectStep,
  selectSuggestedCategory,
} from '../../../../../machines/postingDraft/postingDraft.selectors';
import { t, text, type MessageKey } from '../../../../i18n';
import {
  Alert,
  AppLink,
  Box,
  Button,
  Card,
  Columns,
  Field,
  fieldDescribedBy,
  Heading,
  Inline,
  LinkButton,
  RetryAlert,
  Select,
  Spinner,
  Stack,
  Text,
  TextField,
} from '../../../../ui';
import * as styles from './PrivateJobs.css';

export type PostingDraftActor = ActorRefFrom<typeof postingDraftMachine>;

const ACCEPTED_FILES = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const sameErrors = (a: DraftErrors, b: DraftErrors) => JSON.stringify(a) === JSON.stringify(b);

/** Sets a text area's height to its content's (borders included: the box is border-box). */
function fitToContent(element: HTMLTextAreaElement) {
  element.style.height = 'auto';
  element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
}

/**
 * A labelled multi-line field in the design system's look (the posting, the CV, a welcome message, a
 * list item). `autoGrow`: as tall as its text, again whenever the text or the width changes.
 */
function TextArea({
  label,
  hint,
  error,
  tall = false,
  autoGrow = false,
  className,
  ...props
}: { label: ReactNode; hint?: ReactNode; error?: ReactNode; tall?: boolean; autoGrow?: boolean } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = `textarea-${useId()}`;
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    if (autoGrow && ref.current) fitToContent(ref.current);
  }, [autoGrow, props.value]);
  useEffect(() => {
    const element = ref.current;
    if (!autoGrow || !element || typeof ResizeObserver === 'undefined') return;
    // A narrower field wraps the text onto more lines (a turned phone, a resized window).
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      fitToContent(element);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoGrow]);
  return (
    <Field controlId={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        {...props}
        ref={ref}
        id={id}
        className={[autoGrow ? styles.autoGrowTextarea : styles.textarea, tall ? styles.tallTextarea : '']
          .filter(Boolean)
          .join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, { hint, error })}
      />
    </Field>
  );
}

/** /jobs/new and /jobs/mine/{id}: "Practise for your own job" — the posting (and CV), then the review form. */
export function PostingDraftPage({ actor }: { actor: PostingDraftActor }) {
  const step = useSelector(actor, selectStep);
  const error = useSelector(actor, selectError);
  return (
    <Stack space="large" maxWidth="large">
      <Box>
        <AppLink to="/jobs" tone="secondary">
          {t('jobs.backToJobs')}
        </AppLink>
      </Box>
      <Stack space="xsmall">
        <Heading level={1}>{step === 'source' ? t('draft.title') : t('draft.reviewTitle')}</Heading>
        <Text tone="secondary">{step === 'source' ? t('draft.subtitle') : t('draft.reviewText')}</Text>
      </Stack>
      {step === 'loading' ? (
        <Stack space="medium" align="center" paddingY="xlarge" textAlign="center" role="status">
          <Spinner size="large" label={null} />
          <Text tone="secondary">{t('draft.loading')}</Text>
        </Stack>
      ) : step === 'loadFailed' ? (
        <RetryAlert onRetry={() => actor.send({ type: 'draft.retry' })}>{error ? text(error) : t('draft.loadFailed')}</RetryAlert>
      ) : step === 'source' ? (
        <SourceForm actor={actor} />
      ) : (
        <ReviewForm actor={actor} />
      )}
    </Stack>
  );
}

/** The server's refusal of the draft; at the plan's limit it offers the plans. */
function Refusal({ message, limitReached }: { message: string; limitReached: boolean }) {
  return (
    <Alert
      tone="error"
      action={
        limitReached ? (
          <LinkButton to="/subscription" variant="secondary" size="small">
            {t('draft.seePlans')}
          </LinkButton>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}

/** The posting and the CV: pasted, or read from an uploaded file. */
function SourceForm({ actor }: { actor: PostingDraftActor }) {
  const posting = useSelector(actor, selectPosting);
  const cv = useSelector(actor, selectCv);
  const errors = useSelector(actor, selectSourceErrors);
  const error = useSelector(actor, selectError);
  const limitReached = useSelector(actor, selectIsLimitReached);
  const reading = useSelector(actor, selectReading);
  const extracting = useSelector(actor, selectIsExtracting);
  const busy = useSelector(actor, selectIsBusy);

  const upload = (field: SourceField) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again reads it again.
    event.target.value = '';
    if (file) actor.send({ type: 'draft.upload', field, file });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'draft.submit' });
  };
  const fileField = (field: SourceField, label: MessageKey) => {
    const id = `upload-${field}`;
    return (
      <Field controlId={id} label={t(label)} hint={reading === field ? t('draft.readingFile') : undefined}>
        <input
          id={id}
          type="file"
          accept={ACCEPTED_FILES}
          className={styles.fileInput}
          disabled={busy}
          onChange={upload(field)}
          aria-describedby={reading === field ? `${id}-hint` : undefined}
        />
      </Field>
    );
  };

  return (
    <Card as="section" aria-label={t('draft.title')}>
      <form noValidate onSubmit={submit}>
        <Stack space="large">
          <Stack space="small">
            <TextArea
              label={t('draft.postingLabel')}
              hint={t('draft.postingHint', { min: DRAFT_LIMITS.postingMinChars, max: DRAFT_LIMITS.postingMaxChars })}
              error={errors.posting ? text(errors.posting) : undefined}
              tall
              name="posting"
              value={posting}
              disabled={busy}
              onChange={(event) => actor.send({ type: 'draft.posting', text: event.target.value })}
            />
            {fileField('posting', 'draft.uploadPosting')}
          </Stack>
          <Stack space="small">
            <TextArea
              label={t('draft.cvLabel')}
              hint={t('draft.cvHint')}
              error={errors.cv ? text(errors.cv) : undefined}
              name="cv"
              value={cv}
              disabled={busy}
              onChange={(event) => actor.send({ type: 'draft.cv', text: event.target.value })}
            />
            {fileField('cv', 'draft.uploadCv')}
          </Stack>
          {/* Beside the button that was pressed: the form is taller than a window, and a refusal at its top went unseen. */}
          {error ? <Refusal message={text(error)} limitReached={limitReached} /> : null}
          <Box display="flex" justifyContent="flex-end">
            <Button type="submit" loading={extracting} loadingLabel={t('draft.extracting')} disabled={busy && !extracting}>
              {t('draft.submit')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Card>
  );
}

const LIST_TEXTS: Record<DraftList, { title: MessageKey; item: MessageKey; add: MessageKey }> = {
  skills: { title: 'draft.sectionSkills', item: 'draft.skillLabel', add: 'draft.addSkill' },
  requirements: { title: 'draft.sectionRequirements', item: 'draft.requirementLabel', add: 'draft.addRequirement' },
  responsibilities: { title: 'draft.sectionResponsibilities', item: 'draft.responsibilityLabel', add: 'draft.addResponsibility' },
};

const TEXT_LABELS: Record<DraftText, MessageKey> = {
  position: 'draft.fieldPosition',
  company: 'jobs.fieldCompany',
  location: 'jobs.fieldLocation',
  jobType: 'jobs.fieldType',
  experience: 'jobs.fieldExperience',
  category: 'jobs.fieldCategory',
};

/** Every extracted field, editable, with the contract's limits; Save and Start interview. */
function ReviewForm({ actor }: { actor: PostingDraftActor }) {
  const draft = useSelector(actor, selectDraft);
  const errors = useSelector(actor, selectFieldErrors, sameErrors);
  const error = useSelector(actor, selectError);
  const message = useSelector(actor, selectMessage);
  const saving = useSelector(actor, selectIsSaving);
  const unsaved = useSelector(actor, selectIsUnsaved);
  const limitReached = useSelector(actor, selectIsLimitReached);
  const suggestedCategory = useSelector(actor, selectSuggestedCategory);
  if (!draft) return null;
  const hasErrors = Object.keys(errors).length > 0;
  const fieldError = (path: string) => (errors[path] ? text(errors[path]) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'draft.save' });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('draft.reviewTitle')}>
      <Stack space="large">
        {unsaved ? <Alert tone="info">{t('draft.unsaved')}</Alert> : null}
        {hasErrors ? <Alert tone="error">{t('draft.fixErrors')}</Alert> : null}
        {/* At the plan's limit (another tab saved one meanwhile) it offers the plans. */}
        {error ? <Refusal message={text(error)} limitReached={limitReached} /> : null}

        <Card as="section" aria-labelledby="draft-job">
          <Stack space="medium">
            <Heading level={3} as="h2" id="draft-job">
              {t('draft.sectionJob')}
            </Heading>
            <Columns space="medium" columns={{ tablet: 2 }}>
              {(Object.keys(TEXT_LABELS) as DraftText[]).map((field) => (
                <TextField
                  key={field}
                  label={t(TEXT_LABELS[field])}
                  name={field}
                  value={draft[field]}
                  maxLength={DRAFT_LIMITS.textMaxChars + 50}
                  hint={field === 'category' && suggestedCategory ? t('draft.categorySuggested', { category: suggestedCategory }) : undefined}
                  error={fieldError(field)}
                  onChange={(event) => actor.send({ type: 'draft.edit', field, value: event.target.value })}
                />
              ))}
            </Columns>
          </Stack>
        </Card>

        {(Object.keys(LIST_TEXTS) as DraftList[]).map((list) => (
          <ListSection key={list} actor={actor} draft={draft} list={list} fieldError={fieldError} />
        ))}

        <Card as="section" aria-labelledby="draft-panel">
          <Stack space="medium">
            <Heading level={3} as="h2" id="draft-panel">
              {t('draft.sectionPanel')}
            </Heading>
            {draft.interviewers.map((person, index) => (
              <Stack key={person.id || index} space="small" role="group" aria-labelledby={`draft-interviewer-${index}`}>
                <Text weight="semibold" id={`draft-interviewer-${index}`}>
                  {t('draft.interviewer', { number: index + 1 })}
                </Text>
                <Columns space="medium" columns={{ tablet: 3 }}>
                  <TextField
                    label={t('draft.interviewerName')}
                    value={person.name}
                    error={fieldError(`interviewers.${index}.name`)}
                    onChange={(event) => actor.send({ type: 'draft.editInterviewer', index, field: 'name', value: event.target.value })}
                  />
                  <TextField
                    label={t('draft.interviewerRole')}
                    value={person.role}
                    error={fieldError(`interviewers.${index}.role`)}
                    onChange={(event) => actor.send({ type: 'draft.editInterviewer', index, field: 'role', value: event.target.value })}
                  />
                  <Select
                    label={t('draft.interviewerGender')}
                    value={person.gender}
                    options={[
                      { value: 'female', label: t('draft.genderFemale') },
                      { value: 'male', label: t('draft.genderMale') },
                    ]}
                    onChange={(event) => actor.send({ type: 'draft.editInterviewer', index, field: 'gender', value: event.target.value })}
                  />
                </Columns>
                <TextArea
                  label={t('draft.welcome')}
                  hint={t('draft.welcomeHint')}
                  value={person.welcomeMessage}
                  error={fieldError(`interviewers.${index}.welcomeMessage`)}
                  autoGrow
                  rows={2}
                  onChange={(event) =>
                    actor.send({ type: 'draft.editInterviewer', index, field: 'welcomeMessage', value: event.target.value })
                  }
                />
              </Stack>
            ))}
          </Stack>
        </Card>

        <Stack space="small">
          {message ? (
            <Alert tone="success">
              <span role="status">{text(message)}</span>
            </Alert>
          ) : null}
          <Inline space="small" align="end">
            <Button type="submit" variant="secondary" loading={saving} loadingLabel={t('draft.saving')}>
              {t('draft.save')}
            </Button>
            <Button type="button" disabled={saving} onClick={() => actor.send({ type: 'draft.start' })}>
              {t('jobs.startInterview')}
            </Button>
          </Inline>
          <Text size="small" tone="secondary" align="right">
            {t('jobs.startHint')}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}

function ListSection({
  actor,
  draft,
  list,
  fieldError,
}: {
  actor: PostingDraftActor;
  draft: ScenarioDraft;
  list: DraftList;
  fieldError: (path: string) => string | undefined;
}) {
  const texts = LIST_TEXTS[list];
  const headingId = `draft-${list}`;
  const listError = fieldError(list);
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space="medium">
        <Heading level={3} as="h2" id={headingId}>
          {t(texts.title)}
        </Heading>
        {listError ? <Alert tone="error">{listError}</Alert> : null}
        {draft[list].length === 0 ? <Text tone="secondary">{t('draft.noItems')}</Text> : null}
        {draft[list].map((item, index) => {
          const label = t(texts.item, { number: index + 1 });
          return (
            <div key={`${list}-${index}`} className={styles.itemRow}>
              {list === 'skills' ? (
                <TextField
                  className={styles.itemField}
                  label={label}
                  value={item}
                  error={fieldError(`${list}.${index}`)}
                  onChange={(event) => actor.send({ type: 'draft.editItem', list, index, value: event.target.value })}
                />
              ) : (
                // A requirement or a duty is a sentence or two: every word of it in view, at any width.
                <TextArea
                  className={styles.itemField}
                  label={label}
                  value={item}
                  error={fieldError(`${list}.${index}`)}
                  autoGrow
                  rows={1}
                  onChange={(event) => actor.send({ type: 'draft.editItem', list, index, value: event.target.value })}
                />
              )}
              <Button
                type="button"
                variant="ghost"
                size="small"
                className={styles.itemRemove}
                aria-label={t('draft.removeItem', { label: item.trim() ? `${label}: ${item.trim()}` : label })}
                onClick={() => actor.send({ type: 'draft.removeItem', list, index })}
              >
                {t('draft.remove')}
              </Button>
            </div>
          );
        })}
        <Box>
          <Button
            type="button"
            variant="secondary"
            size="small"
            disabled={draft[list].length >= DRAFT_LIMITS.listMaxItems}
            onClick={() => actor.send({ type: 'draft.addItem', list })}
          >
            {t(texts.add)}
          </Button>
        </Box>
      </Stack>
    </Card>
  );
}
