import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '../../../ui';

/** The card's title (the page's h1) and an optional line under it. */
export function PageHeading({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <Stack space="xsmall">
      <Heading level={2} as="h1">
        {title}
      </Heading>
      {subtitle ? <Text tone="secondary">{subtitle}</Text> : null}
    </Stack>
  );
}
