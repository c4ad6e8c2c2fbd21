import type { ReactNode } from 'react';
import type { AnswerCorrection, Report } from '../../../../../machines/report/report.events';
import { formatDuration } from '../../../../../machines/report/report.rules';
import { t } from '../../../../i18n';
import { Box, Columns, Dialog, Heading, Inline, Stack, Text } from '../../../../ui';
import { EditIcon } from '../../../../ui/icons';
import { AnswerEditor } from '../interview/AnswerEditor';
import { CorrectedMark } from '../interview/Conversation';
import { iconButton } from '../interview/Interview.css';
import { Fact } from './Fact';
import * as styles from './Report.css';
import { formatScore, formatTime, isValidTime } from './format';

export interface ConversationModalProps {
  open: boolean;
  report: Report;
  onClose: () => void;
  /** The correction editor of one of the candidate's answers (issue 19), or null. */
  correction: (AnswerCorrection & { saving: boolean }) | null;
  onEditAnswer: (messageId: string, text: string) => void;
  onSaveAnswer: (text: string) => void;
  onCancelEdit: () => void;
}

/** The candidate's own messages carry the role USER (spec §3). */
const isMine = (role: string) => role.toUpperCase() === 'USER';

/**
 * The conversation modal (spec §2, every user): Position, Company, Duration, Score, then the
 * messages — the user's labelled "Me" — each with its time; "No conversation messages available."
 * Each of the candidate's answers can be corrected (the report is then made again from it); a
 * corrected one is marked with what was recognised.
 */
export function ConversationModal({ open, report, onClose, correction, onEditAnswer, onSaveAnswer, onCancelEdit }: ConversationModalProps) {
  const details: Array<[string, ReactNode]> = [
    [t('report.position'), report.jobTitle.trim() ? <span lang="en">{report.jobTitle.trim()}</span> : t('common.unknownPosition')],
    [t('report.company'), report.company.trim() ? <span lang="en">{report.company.trim()}</span> : t('common.unknownCompany')],
    [t('report.duration'), formatDuration(report.duration) ?? t('common.durationUnknown')],
    [t('report.score'), t('report.scoreValue', { score: formatScore(report.overallScore) })],
  ];
  const messages = report.conversation ?? [];
  return (
    <Dialog open={open} onClose={onClose} title={t('report.conversationTitle')} size="large">
      <Stack space="large">
        <Columns as="dl" space="small" columns={{ mobile: 2, tablet: 4 }}>
          {details.map(([label, value]) => (
            <Fact key={label} label={label}>
              {value}
            </Fact>
          ))}
        </Columns>
        <Stack as="section" space="xsmall" aria-label={t('report.messagesLabel')}>
          <Heading level={4} as="h3">
            {t('report.messagesLabel')}
          </Heading>
          {messages.length === 0 ? (
            <Text tone="secondary">{t('report.noMessages')}</Text>
          ) : (
            <Stack as="ol" space="small" margin="none" padding="none" listStyle="none">
              {messages.map((message) => {
                const mine = isMine(message.role);
                // The panel's name or role is the scenario's English; "Me" and the fallback are the UI's.
                const named = mine ? '' : message.sender?.trim() || message.role.trim();
                const sender = mine ? t('report.me') : named || t('report.interviewer');
                return (
                  <Stack
                    as="li"
                    key={message.id}
                    space="xxsmall"
                    className={mine ? `${styles.message} ${styles.myMessage}` : styles.message}
                    data-sender={mine ? 'user' : 'interviewer'}
                  >
                    <Inline as="span" space="xsmall" alignY="baseline" wrap={false} fontSize="xsmall" lineHeight="xsmall" color="secondary">
                      <Box as="span" fontWeight="semibold" color="text" lang={named ? 'en' : undefined}>
                        {sender}
                      </Box>
                      {isValidTime(message.timestamp) ? (
                        <time dateTime={message.timestamp}>{formatTime(message.timestamp)}</time>
                      ) : null}
                      {mine && message.recognizedText !== undefined ? <CorrectedMark recognizedText={message.recognizedText} /> : null}
                      {mine && message.text.trim() && correction === null ? (
                        <button
                          type="button"
                          className={iconButton}
                          aria-label={t('correction.editLabel')}
                          title={t('correction.editLabel')}
                          onClick={() => onEditAnswer(message.id, message.text)}
                        >
                          <EditIcon width={16} height={16} />
                        </button>
                      ) : null}
                    </Inline>
                    {correction?.messageId === message.id ? (
                      <AnswerEditor
                        initialText={correction.draft}
                        saving={correction.saving}
                        error={correction.error}
                        onSave={onSaveAnswer}
                        onCancel={onCancelEdit}
                      />
                    ) : (
                      <Box as="p" whiteSpace="pre-wrap" data-message-id={message.id} lang="en">
                        {message.text}
                      </Box>
                    )}
                  </Stack>
                );
              })}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Dialog>
  );
}
