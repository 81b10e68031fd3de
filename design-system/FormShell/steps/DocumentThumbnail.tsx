import { ThemeIcon } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useText } from '../../i18n/Locale';
import { FORM_SHELL_CATALOGUE } from '../text';
import classes from './DocumentList.module.css';

/** Seed 002 §2: the image types a preview is shown for. */
const PREVIEWABLE = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** A small preview of an image document, or a document icon; the preview's URL is freed when it goes. */
export function DocumentThumbnail({ file }: { file: File }) {
  const text = useText(FORM_SHELL_CATALOGUE);
  const previewable = PREVIEWABLE.includes(file.type) && typeof URL.createObjectURL === 'function';
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!previewable) return undefined;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, previewable]);

  if (previewable && url)
    return <img src={url} alt={text('documents.preview', { name: file.name })} className={classes.thumbnail} data-testid="document-preview" />;
  return (
    <ThemeIcon size={56} radius="sm" variant="light" aria-hidden>
      <IconFileText size={28} stroke={1.6} />
    </ThemeIcon>
  );
}
