import { Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconCircleMinus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DsLink } from '../navigation/LinkContext';
import classes from './GuideLayout.module.css';

/** The building blocks of a guide's sections. */

const listReset = { listStyle: 'none', padding: 0, margin: 0 };
const asList = (props: Record<string, unknown>) => <ul {...props} />;
const asListItem = (props: Record<string, unknown>) => <li {...props} />;

export type GuideItem = { title: string; description: string; icon?: ReactNode };

/** Paragraphs of running text. */
export function GuideProse({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className={classes.prose}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

/** A numbered list of points, each a bold title and its explanation (tips, steps). */
export function GuideNumberedList({ items }: { items: GuideItem[] }) {
  return (
    <ol className={classes.numberedList}>
      {items.map((item) => (
        <li key={`${item.title}${item.description}`} className={classes.numberedItem}>
          <div>
            {item.title && (
              <Text fw={700} component="span" display="block">
                {item.title}
              </Text>
            )}
            <Text component="span" display="block" c="gray.8" mt={item.title ? 2 : 0}>
              {item.description}
            </Text>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Cards in a grid: coverages, policy types, price factors. A card with no icon gets an accent border. */
export function GuideCardGrid({ items, columns = 2, headingLevel = 3 }: { items: GuideItem[]; columns?: 2 | 3; headingLevel?: 3 | 4 }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: columns }} spacing="md" renderRoot={asList} style={listReset}>
      {items.map((item) => (
        <li key={item.title} className={item.icon ? classes.card : `${classes.card} ${classes.accentCard}`}>
          <Stack gap={6}>
            {item.icon && (
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                {item.icon}
              </ThemeIcon>
            )}
            <Title order={headingLevel} size="h5">
              {item.title}
            </Title>
            <Text size="sm" c="gray.8" lh={1.6}>
              {item.description}
            </Text>
          </Stack>
        </li>
      ))}
    </SimpleGrid>
  );
}

/** A short list with a tick before each item. */
export function GuideChecklist({ items }: { items: string[] }) {
  return (
    <Stack renderRoot={asList} gap="xs" style={listReset}>
      {items.map((item) => (
        <Group renderRoot={asListItem} key={item} wrap="nowrap" align="flex-start" gap="xs">
          <IconCircleCheck size={20} stroke={1.8} color="var(--mantine-color-green-8)" aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm">{item}</Text>
        </Group>
      ))}
    </Stack>
  );
}

/** What a product usually does not cover. */
export function GuideExclusions({ title, items }: { title: string; items: string[] }) {
  return (
    <div className={classes.excluded}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Stack renderRoot={asList} gap="xs" style={listReset}>
        {items.map((item) => (
          <Group renderRoot={asListItem} key={item} wrap="nowrap" align="flex-start" gap="xs">
            <IconCircleMinus size={20} stroke={1.8} color="var(--mantine-color-gray-7)" aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            <Text size="sm">{item}</Text>
          </Group>
        ))}
      </Stack>
    </div>
  );
}

/** An introduction and sub-sections with their own headings. */
export function GuideSubsections({ overview, sections }: { overview?: string; sections: { title: string; paragraphs: string[] }[] }) {
  return (
    <Stack gap="lg">
      {overview && <GuideProse paragraphs={[overview]} />}
      {sections.map((section) => (
        <div key={section.title}>
          <Title order={3} size="h4" mb="xs">
            {section.title}
          </Title>
          <GuideProse paragraphs={section.paragraphs} />
        </div>
      ))}
    </Stack>
  );
}

/**
 * Questions and their answers: each question a heading, its answer in paragraphs, all in the page's HTML
 * (no disclosure widget), so they read without script and match the page's FAQPage data.
 */
export function GuideQuestions({ items }: { items: { question: string; answer: string[] }[] }) {
  return (
    <Stack gap="lg">
      {items.map((item) => (
        <div key={item.question}>
          <Title order={3} size="h4" mb="xs">
            {item.question}
          </Title>
          <GuideProse paragraphs={item.answer} />
        </div>
      ))}
    </Stack>
  );
}

export type GuideRelatedProduct = { title: string; href: string; icon?: ReactNode };

/** Links to other products' pages. */
export function GuideRelatedProducts({ items }: { items: GuideRelatedProduct[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" renderRoot={asList} style={listReset}>
      {items.map((item) => (
        <li key={item.href}>
          <DsLink href={item.href} className={classes.relatedCard}>
            {item.icon}
            <span>{item.title}</span>
            <IconArrowRight size={18} className={classes.relatedArrow} aria-hidden />
          </DsLink>
        </li>
      ))}
    </SimpleGrid>
  );
}
