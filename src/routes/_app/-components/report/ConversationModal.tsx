import type { Report } from '../../../../../machines/report/report.events';
import { formatDuration } from '../../../../../machines/report/report.rules';
import { t } from '../../../../i18n';
import { Box, Columns, Dialog, Heading, Inline, Stack, Text } from '../../../../ui';
import { Fact } from './Fact';
import * as styles from './Report.css';
import { formatScore, formatTime, isValidTime } from './format';

export interface ConversationModalProps {
  open: boolean;
  report: Report;
  onClose: () => void;
}

/** The candidate's own messages carry the role USER (spec §3). */
const isMine = (role: string) => role.toUpperCase() === 'USER';

/**
 * The conversation modal (spec §2, every user): Position, Company, Duration, Score, then the
 * messages — the user's labelled "Me" — each with its time; "No conversation messages available."
 */
export function ConversationModal({ open, report, onClose }: ConversationModalProps) {
  const details: Array<[string, string]> = [
    [t('report.position'), report.jobTitle.trim() || t('common.unknownPosition')],
    [t('report.company'), report.company.trim() || t('common.unknownCompany')],
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
                const sender = mine ? t('report.me') : message.sender?.trim() || message.role.trim() || t('report.interviewer');
                return (
                  <Stack
                    as="li"
                    key={message.id}
                    space="xxsmall"
                    className={mine ? `${styles.message} ${styles.myMessage}` : styles.message}
                    data-sender={mine ? 'user' : 'interviewer'}
                  >
                    <Inline as="span" space="xsmall" alignY="baseline" wrap={false} fontSize="xsmall" lineHeight="xsmall" color="secondary">
                      <Box as="span" fontWeight="semibold" color="text">
                        {sender}
                      </Box>
                      {isValidTime(message.timestamp) ? (
                        <time dateTime={message.timestamp}>{formatTime(message.timestamp)}</time>
                      ) : null}
                    </Inline>
                    <Box as="p" whiteSpace="pre-wrap">
                      {message.text}
                    </Box>
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
