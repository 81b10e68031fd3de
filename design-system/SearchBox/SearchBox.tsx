import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';

export type SearchBoxProps = {
  label: string;
  placeholder?: string;
  buttonLabel?: string;
  /** Called with the trimmed query; an empty query is not submitted. */
  onSearch: (query: string) => void;
};

/** A labelled search field with its button, submitted with Enter or the button. */
export function SearchBox({ label, placeholder, buttonLabel = 'Search', onSearch }: SearchBoxProps) {
  const [query, setQuery] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed) onSearch(trimmed);
  };
  return (
    <form role="search" onSubmit={submit} aria-labelledby={`${id}-label`}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          id={id}
          label={label}
          labelProps={{ id: `${id}-label` }}
          placeholder={placeholder}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: 1 }}
          type="search"
        />
        <Button type="submit">{buttonLabel}</Button>
      </Group>
    </form>
  );
}
