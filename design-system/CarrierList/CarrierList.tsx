import { Alert, Button, Center, CloseButton, Loader, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useText } from '../i18n/Locale';
import { filterCarriersByName, type Carrier, type CarrierListMode } from './carrier';
import classes from './CarrierList.module.css';
import { CarrierRow } from './CarrierRow';
import { CARRIER_LIST_TEXT } from './text';

export type CarrierListStatus = 'loading' | 'error' | 'ready';

export type CarrierListProps = {
  carriers: readonly Carrier[];
  mode: CarrierListMode;
  /** Loading shows a spinner; error shows the load error with Try Again, which calls onRetry. */
  status?: CarrierListStatus;
  onRetry?: () => void;
  /** The scrolling list's maximum height in px (seed 001 §9: 400, the older page 600). */
  maxHeight?: number;
  /** Phone links with +1 before the digits (the older page) rather than the digits alone. */
  telCountryCode?: boolean;
  /** The empty text: with no search, and with a search that matches nothing. @default the list's own, in the page's language */
  emptyText?: (search: string) => string;
  /** A line shown above the list in claim mode. */
  claimNote?: string;
  /** The level of each carrier's name heading, to follow the page's own headings. */
  headingLevel?: 2 | 3;
};

/** A searchable, scrolling list of carriers, each with how to pay it or how to file a claim with it. */
export function CarrierList({
  carriers,
  mode,
  status = 'ready',
  onRetry,
  maxHeight = 400,
  telCountryCode = false,
  emptyText,
  claimNote,
  headingLevel = 2,
}: CarrierListProps) {
  const text = useText(CARRIER_LIST_TEXT);
  const empty = (search: string) => (emptyText ? emptyText(search) : search.trim() ? text('noMatch', { search: search.trim() }) : text('noneAvailable'));
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterCarriersByName(carriers, search), [carriers, search]);

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={text('searchLabel')}
        placeholder={text('searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search ? <CloseButton aria-label={text('clearSearch')} onClick={() => setSearch('')} /> : null}
        autoComplete="off"
      />
      {mode === 'claim' && claimNote && (
        <Alert variant="light" icon={<IconInfoCircle aria-hidden />}>
          {claimNote}
        </Alert>
      )}
      {status === 'loading' && (
        <Center py="xl" role="status" aria-label={text('loading')}>
          <Loader />
        </Center>
      )}
      {status === 'error' && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{text('loadError')}</Text>
            {onRetry && (
              <Button color="red.9" onClick={onRetry}>
                {text('retry')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {status === 'ready' &&
        (shown.length > 0 ? (
          // Scrollable, so reachable by keyboard: it takes focus and scrolls with the arrow keys.
          <div className={classes.scroller} style={{ maxHeight }} tabIndex={0} role="region" aria-label={text('region')}>
            <ul className={classes.list}>
              {shown.map((carrier) => (
                <CarrierRow key={carrier.id} carrier={carrier} mode={mode} headingLevel={headingLevel} telCountryCode={telCountryCode} />
              ))}
            </ul>
          </div>
        ) : (
          <Text ta="center" py="lg" c="dimmed">
            {empty(search)}
          </Text>
        ))}
      <VisuallyHidden role="status">{status === 'ready' ? text('shown', { count: shown.length }) : ''}</VisuallyHidden>
    </Stack>
  );
}
