import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '../../../../ui';

/** One term of the report's description lists (date, duration, speaking rate…): a small label over its value. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack space="xxsmall">
      <Box as="dt" fontSize="small" lineHeight="small" color="secondary">
        {label}
      </Box>
      <Box as="dd" fontWeight="semibold">
        {children}
      </Box>
    </Stack>
  );
}

/** The small secondary line under a score, a quote or a question: the judge's comment, a correction. */
export function Comment({ children }: { children: ReactNode }) {
  return (
    <Box as="p" marginTop="xsmall" fontSize="small" lineHeight="small" color="secondary">
      {children}
    </Box>
  );
}

/** The one concrete advice of a section or of an answer, titled, on the brand's soft colour. */
export function RecommendationBox({ title, headingAs, children }: { title: ReactNode; headingAs: 'h3' | 'h4'; children: ReactNode }) {
  return (
    <Box padding="medium" borderRadius="medium" border="primarySoft" background="primarySoft">
      <Heading level={4} as={headingAs}>
        {title}
      </Heading>
      <Text>{children}</Text>
    </Box>
  );
}
