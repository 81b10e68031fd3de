import { Anchor, Button, Group, Image, List, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { isPreviewable, submissionDocumentPath, submissionDocumentViewPath, type TSubmissionDetail } from '@contracts/back-office/submissions';
import { formatFileSize } from '@contracts/file-size';
import { PdfPages } from '@design-system/Signing/PdfPages';

type SubmissionDocument = TSubmissionDetail['documents'][number];

/**
 * A PDF or an image shown in the page (a phone photo, a signed PDF) rather than downloaded: the PDF drawn by pdf.js,
 * the image as an image, each fetched from the document's inline address, which lets nothing in the file run.
 */
function DocumentViewer({ referenceNumber, document, onClose }: { referenceNumber: string; document: SubmissionDocument; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const url = submissionDocumentViewPath(referenceNumber, document.uploadId);
  return (
    <Modal opened onClose={onClose} title={document.name} size="xl" fullScreen={narrow} closeButtonProps={{ 'aria-label': 'Close the document' }}>
      {document.mimeType === 'application/pdf' ? (
        <PdfPages url={url} title={`Document: ${document.name}`} />
      ) : (
        <Image src={url} alt={`Document: ${document.name}`} fit="contain" mah="75vh" data-testid="document-image" />
      )}
      <Group justify="flex-end" mt="md">
        <Button component="a" href={submissionDocumentPath(referenceNumber, document.uploadId)} download={document.name} variant="default">
          Download
        </Button>
      </Group>
    </Modal>
  );
}

/** A submission's documents: each by name, size and what it is; PDFs and images can be looked at here, every one downloaded. */
export function SubmissionDocuments({ detail }: { detail: TSubmissionDetail }) {
  const [viewing, setViewing] = useState<SubmissionDocument | null>(null);
  const { referenceNumber } = detail.item;
  if (!detail.documents.length) return <Text c="dimmed">No documents were sent with this submission.</Text>;
  return (
    <>
      <List spacing="sm" listStyleType="none" p={0} data-testid="submission-documents">
        {detail.documents.map((document) => (
          <List.Item key={document.uploadId}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {document.name}
            </Text>
            <Text size="sm" c="dimmed">
              {[document.type, formatFileSize(document.sizeBytes)].filter(Boolean).join(' · ')}
            </Text>
            {document.description && <Text size="sm">{document.description}</Text>}
            <Group gap="xs" mt={4}>
              {isPreviewable(document.mimeType) && (
                <Button size="compact-sm" variant="light" onClick={() => setViewing(document)} aria-label={`View ${document.name}`}>
                  View
                </Button>
              )}
              <Anchor
                href={submissionDocumentPath(referenceNumber, document.uploadId)}
                download={document.name}
                size="sm"
                underline="always"
                aria-label={`Download ${document.name}`}
              >
                Download
              </Anchor>
            </Group>
          </List.Item>
        ))}
      </List>
      {viewing && <DocumentViewer referenceNumber={referenceNumber} document={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
